import AutoLayout
import Rigging

/// A hierarchy root's size and safe area at the document's own device, or at another device
/// (`documentScreen` is then the screen the document was laid out on).
///
/// A view controller's root view fills the device's screen when its stored size is the
/// screen's (or it stores none); its safe area is the screen's, with the controller's simulated
/// navigation bar or toolbar on top and tab bar or toolbar at the bottom (where the scene simulates
/// none, those its containers give it: `IBContainerBars`), less the part of them the
/// root's stored origin already leaves out. A controller's root view of another size (a
/// freeform, embedded or form-sheet controller) keeps its stored size. A XIB's top-level view
/// keeps its stored size, with the screen's safe area when that size is the screen's or, from
/// `freeformSafeAreaTools` on (none before it; in Xcode 10's `screenlessFreeformTools` a view
/// that fits on the screen has the bars it simulates), whatever its size (before `freeformFullSafeAreaTools`,
/// the part of it a view that fits on the screen covers from the top left corner), plus the bars it simulates
/// itself; a cell keeps
/// its stored size and has no safe area. `IBSceneRootFrame+Canvas.swift` holds where Interface
/// Builder's canvas departs from UIKit's insets and bar heights.
struct IBSceneRootFrame {
    var size: Size
    var safeArea: EdgeInsets
    /// The layout margins of the window a controller's root view fills the width of, as insets
    /// from the root's edges: UIView's 8 points inside the screen's safe area (status bar or
    /// sensor housing, home indicator; not the bars the controller's containers add), less the
    /// part of the screen the root's origin leaves out. Nil for a root UIKit does not place in
    /// the window itself (a XIB's view, a cell, a freeform root, a sheet, a root narrower than
    /// the screen). A root that preserves its superview's margins keeps at least these
    /// (`IBSceneBuilder.preservedRootMargins(_:)`).
    var windowMargins: EdgeInsets?

    init(
        root: IBView, controller: IBViewController?, device: Device?, orientation: Device.Orientation, documentScreen: Size? = nil,
        category: IBHierarchyScene.Category, containers: IBContainerBars, toolsVersion: Double?
    ) {
        let stored = root.frame
        let screen = device?.size(in: orientation)
        // On another device than the document's, a root that filled the document's screen fills this one.
        let isScreen = (documentScreen ?? screen).map { s in stored.map { $0.width == s.width && $0.height == s.height } ?? true } ?? false
        if isScreen, let screen {
            size = screen
        } else if let stored {
            size = Size(width: stored.width, height: stored.height)
        } else {
            size = screen ?? Size(width: 0, height: 0)
        }
        safeArea = .zero
        guard let device = device ?? Self.canvas(of: stored, controller: controller), category != .cell else { return }
        // The canvas's own simulations of the status bar and sensor housing hold where the layout
        // reproduces the canvas, at the document's own device and orientation; on another, the
        // root has the device's runtime insets (`Device.safeArea(in:)`), as UIKit gives them.
        let atDocumentDevice = documentScreen == nil
        var insets = device.safeArea(in: orientation)
        if atDocumentDevice, !device.isPad, device.portraitSafeArea.bottom > 0, let tools = toolsVersion, tools < Self.sensorHousing48Tools {
            // Interface Builder before Xcode 14 simulates every sensor housing 44 points deep
            // (the iPhone 11's and 12's included, which later versions make 47 or 48).
            insets =
                orientation == .portrait
                ? EdgeInsets(top: min(insets.top, 44), left: 0, bottom: insets.bottom, right: 0)
                : EdgeInsets(top: 0, left: min(insets.left, 44), bottom: insets.bottom, right: min(insets.right, 44))
        }
        insets = Self.canvasInsets(insets, device: device, orientation: orientation, build: toolsVersion, atDocumentDevice: atDocumentDevice)
        if atDocumentDevice, device.portraitSafeArea.bottom == 0, !device.isPad, let tools = toolsVersion,
            Self.hidesStatusBar(tools: tools, stored: containers.storedStatusBar)
        {
            insets.top = 0
        }
        if atDocumentDevice, device.isPad, device.portraitSafeArea.bottom == 0, let tools = toolsVersion,
            Self.padHidesStatusBar(tools: tools, stored: containers.storedPadStatusBar)
        {
            insets.top = 0
        }
        if let controller {
            if let sheet = Self.padSheetInsets(
                controller: controller, size: size, device: device, orientation: orientation, containers: containers)
            {
                safeArea = sheet
                return
            }
            let metrics = controller.simulatedMetrics
            if device.portraitSafeArea.bottom == 0,
                metrics.statusBar == IBSimulatedBar.none || metrics.statusBar == nil && containers.statusBarless.contains(controller.id)
            {
                insets.top = 0
            }
            if atDocumentDevice, !device.isPad, containers.fullScreen.contains(controller.id), (toolsVersion ?? 0) >= Self.fullScreenTopTools {
                // The canvas of Xcode 15 and later draws a controller presented full screen
                // without the screen's top insets, on phones with a sensor housing too.
                insets.top = 0
            }
            let screenInsets = insets
            let isFreeform = metrics.freeformSize != nil && !isScreen && !containers.sheets.contains(controller.id)
            let screenSize = device.size(in: orientation)
            let isEmbedded = !isScreen && containers.safeAreaEmbedded.contains(controller.id)
            if atDocumentDevice, let tools = toolsVersion, size.width <= screenSize.width, size.height <= screenSize.height,
                isFreeform && Self.screenlessFreeformTools.contains(tools) || isEmbedded && Self.screenlessEmbeddedTools.contains(tools)
            {
                // Xcode 10's canvas draws a freeform root that fits on the screen with its bars only,
                // and so does the canvas of Xcode 9.3 and 10 an embedded controller's root in a
                // document with safe-area layout guides.
                insets = .zero
            }
            let sheetNavigation = containers.navigationControllers[controller.id].flatMap { containers.sheets.contains($0) ? $0 : nil }
            if metrics.topBar == nil, !device.isPad, let sheet = sheetNavigation, let bottom = containers.sheetBars[sheet] {
                // A navigation controller presented as a sheet on a phone: its bar, where the sheet draws it.
                insets.top = containers.navigation[controller.id] == .hidden ? 0 : bottom
            } else if metrics.topBar == nil, let bar = containers.navigation[controller.id] {
                if bar != .hidden {
                    insets.top +=
                        Self.navigationBarHeight(
                            device: device, orientation: orientation, build: toolsVersion,
                            largeTitles: bar == .largeTitles && controller.navigationItem?.largeTitleDisplayMode != "never")
                }
            } else {
                insets.top += Self.topBarHeight(metrics.topBar, orientation: orientation, device: device, build: toolsVersion)
            }
            // A navigation controller's toolbar stands above the tab bar of a tab bar controller
            // around it: a scene simulating a toolbar inside a tab bar controller has both.
            let simulatesToolbar = metrics.bottomBar.map { if case .bar(let element, _) = $0 { element.contains("Toolbar") } else { false } } ?? false
            if metrics.bottomBar == nil || simulatesToolbar, containers.tab.contains(controller.id) {
                insets.bottom += device.tabBarHeight(in: orientation)
            }
            // A scene that simulates no bottom bar has its navigation controller's toolbar.
            let bottomBar = metrics.bottomBar ?? (containers.toolbars.contains(controller.id) ? Self.inferredToolbar : nil)
            if bottomBar != nil {
                insets.bottom += Self.bottomBarHeight(
                    bottomBar, orientation: orientation, device: device, build: toolsVersion, canvas: atDocumentDevice)
            }
            // The stored origin is the root's place on the screen: what lies above it is not its safe area.
            var origin = stored.map { Point(x: $0.minX, y: $0.minY) } ?? .zero
            // A root stored at the top of the screen whose height is the screen's less exactly its
            // top bars (status bar and navigation bar), or less its top and bottom bars, lies below
            // the top ones: Xcode lays a controller out under an opaque navigation bar (or with
            // `edgesForExtendedLayout` leaving out the top) in the height left below it.
            // A freeform root's canvas is its freeform size, the bars included.
            let canvas = isFreeform ? metrics.freeformSize ?? screenSize : screenSize
            let deficit = canvas.height - size.height
            if origin.y == 0, size.width == canvas.width, insets.top > 0, deficit == insets.top || deficit == insets.top + insets.bottom {
                origin.y = insets.top
            }
            // Under an opaque navigation bar a controller's root lies below the bar, unless it
            // extends its layout under opaque bars (UIKit's `extendedLayoutIncludesOpaqueBars`).
            if origin.y == 0, insets.top > 0, containers.opaqueNavigation.contains(controller.id), metrics.topBar == nil,
                containers.navigation[controller.id] != .hidden, !controller.extendedLayoutIncludesOpaqueBars
            {
                origin.y = insets.top
            }
            // A page sheet on a phone, the screen's width and shorter, keeps the screen's safe
            // area at its top and its bottom, as Interface Builder simulates it; before Xcode 14
            // so do the controllers of a navigation controller presented as one.
            let sheetKeepsBottom = sheetNavigation != nil && (toolsVersion ?? 0) < Self.sheetStackBottomTools
            let isSheet = (containers.sheets.contains(controller.id) || sheetKeepsBottom) && !device.isPad && size.width == screenSize.width
            insets.top = max(0, insets.top - origin.y)
            insets.left = max(0, insets.left - origin.x)
            // A root reaching below the screen's bottom (a controller's root stored under an
            // opaque bar with the screen's height, as Xcode keeps it) has the part below the
            // screen in its bottom inset, so content pinned to the safe area or the bottom layout
            // guide ends at the screen's bottom. A document without a device has no screen below
            // its canvas.
            let below = origin.y + size.height - screenSize.height
            // A root of a freeform simulated size is drawn on a canvas of its own size, not on the
            // screen: the screen's insets at its top and bottom whatever its height (before Xcode
            // 14.3, the part of them a root that fits on the screen covers, as for a XIB's view).
            if isFreeform, (toolsVersion ?? 0) < Self.freeformFullSafeAreaTools, size.width <= screenSize.width, size.height <= screenSize.height {
                insets = Self.screenInsets(insets, coveredBy: size, screen: screenSize)
            }
            if !isSheet, !isFreeform { insets.bottom = below > 0 && screen != nil ? insets.bottom + below : max(0, insets.bottom + min(0, below)) }
            insets.right = max(0, insets.right - max(0, screenSize.width - origin.x - size.width))
            if !isSheet, !isFreeform, sheetNavigation == nil, !containers.sheets.contains(controller.id), size.width == screenSize.width {
                windowMargins = EdgeInsets(
                    top: max(0, screenInsets.top + 8 - origin.y), left: max(0, screenInsets.left + 8 - origin.x),
                    bottom: max(0, screenInsets.bottom + 8 + below),
                    right: max(0, screenInsets.right + 8 - (screenSize.width - origin.x - size.width)))
            }
        } else if !isScreen, category != .xibView || !Self.simulatesOnScreen(size, on: device.size(in: orientation), tools: toolsVersion) {
            return
        } else {
            // A XIB's view that simulates the bars of the controller that loads it (its
            // `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) has them in its safe area, at
            // UIKit's heights (the canvas's taller toolbar is measured on controllers only).
            let metrics = root.simulatedMetrics
            // One that simulates no status bar (`simulatedStatusBarMetrics` nil) has none on a
            // device without a sensor housing, as a controller's scene that sets it.
            if device.portraitSafeArea.bottom == 0, metrics.statusBar == IBSimulatedBar.none { insets.top = 0 }
            let screenSize = device.size(in: orientation)
            let fits = size.width <= screenSize.width && size.height <= screenSize.height
            if atDocumentDevice, !isScreen, fits, let tools = toolsVersion, Self.screenlessFreeformTools.contains(tools) {
                // Xcode 10's canvas draws a view that fits on the screen as it draws a freeform
                // controller's root: with the bars it simulates only.
                insets = .zero
            }
            insets.top += Self.topBarHeight(metrics.topBar, orientation: orientation, device: device, build: toolsVersion)
            insets.bottom += Self.bottomBarHeight(metrics.bottomBar, orientation: orientation, device: device, build: toolsVersion, canvas: false)
            if !isScreen, (toolsVersion ?? 0) < Self.freeformFullSafeAreaTools, fits {
                insets = Self.screenInsets(insets, coveredBy: size, screen: screenSize)
            }
        }
        safeArea = insets
    }

    /// The canvas a controller's root view is laid out on in a document that names no device
    /// (Xcode 7 and earlier, whose size-class canvas is 600 by 600 points or the root's
    /// freeform size): the root's stored size, a phone's bars, and a status bar 20 points high
    /// at its top (the status bar those versions simulate above every controller unless the scene
    /// sets `simulatedStatusBarMetrics` to none). Nil for a view outside a controller, which such
    /// a canvas shows without bars.
    static func canvas(of stored: Rect?, controller: IBViewController?) -> Device? {
        guard controller != nil, let stored else { return nil }
        let statusBar = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return Device(
            id: "canvas", portraitSize: Size(width: stored.width, height: stored.height), scale: 2, portraitSafeArea: statusBar,
            landscapeSafeArea: statusBar)
    }

    /// The `toolsVersion`s (Xcode 11 to 14.2) whose phones without a sensor housing simulate no
    /// status bar, so their safe area starts at the top of the screen, as the frames those
    /// versions store show (up to 21507; Xcode 14.3's, 21701, draw the status bar again).
    static let hiddenStatusBarTools = 14800.0..<21600.0

    /// Whether the canvas of `tools` shows no status bar on a phone without a sensor housing:
    /// from Xcode 11 (`freeformSafeAreaTools`) the one the document's navigation controllers
    /// show where they tell (`stored`, `IBContainerBars.storedStatusBar(of:sheets:)`; versions of
    /// Xcode 14 and later differ from document to document), else none in `hiddenStatusBarTools`.
    /// The canvas's only: it holds at the document's own device and orientation, and such a
    /// phone at run time has its 20-point status bar in portrait and none in landscape.
    static func hidesStatusBar(tools: Double, stored: Bool?) -> Bool {
        if tools >= freeformSafeAreaTools, let stored { return !stored }
        return hiddenStatusBarTools.contains(tools)
    }

    /// The first `toolsVersion` whose canvas gives a controller presented full screen on a phone
    /// (`IBContainerBars.fullScreen`) no top safe-area inset, status bar or sensor housing, at the
    /// document's own device, as the frames documents of Xcode 15 (22505 and later) store show
    /// (those of Xcode 12, 20037, keep the housing; no document between them decides).
    static let fullScreenTopTools = 22000.0
    /// The first `toolsVersion` (Xcode 14) whose canvas gives the controllers of a navigation
    /// controller presented as a sheet on a phone no home indicator at their bottom: the frames
    /// documents of Xcode 11 to 13 store (15505, 18122) end those controllers' safe area at the
    /// home indicator, those of Xcode 14 and later (21507, 24506) at the sheet's bottom.
    static let sheetStackBottomTools = 21000.0

    /// The first `toolsVersion` (Xcode 11's) whose canvas simulates a phone's bottom toolbar in
    /// portrait (`simulatedBottomBarMetrics`) 49 points high, as a tab bar, where UIKit draws 44,
    /// as the frames documents of Xcode 11 and 12 store show (Xcode 9's keep 44).
    static let bottomToolbarTools = 14800.0

    /// The toolbar a navigation controller that shows it (`IBContainerBars.toolbars`) puts at the
    /// bottom of a scene that simulates no bottom bar, as the scene's `simulatedToolbarMetrics`.
    static let inferredToolbar = IBSimulatedBar.bar(element: "simulatedToolbarMetrics", attributes: [:])

    /// The `toolsVersion`s (Xcode 10's) whose canvas draws a controller's root of a freeform
    /// simulated size that fits on the screen without the screen's safe-area insets (no status
    /// bar), with the bars the scene simulates or its containers give it only, as the frames
    /// documents of 14313 and 14460 store show (Xcode 9's give such a root the status bar, Xcode
    /// 11's the part of the insets it covers; a root that does not fit keeps the screen's). A
    /// XIB's top-level view smaller than the screen that fits on it has none of them either
    /// (content pinned to the top of a 146-point view's safe area in a 14460 document sits at its
    /// top, as it does in documents of Xcode 9.3 and 9.4, 14109 and 14113).
    static let screenlessFreeformTools = 14200.0..<14800.0

    /// The `toolsVersion`s (Xcode 9.3 to 10) whose canvas draws the root of a controller embedded
    /// in a container view (an `embed` segue's destination) that fits on the screen without the
    /// screen's safe-area insets, with the bars the scene simulates only, in a document with
    /// safe-area layout guides (`IBContainerBars.safeAreaEmbedded`), as the frames documents of
    /// 14087 and 14313 store show: content pinned to the top of the safe area of a child whose
    /// container lies below the status bar sits at the root's top. Xcode 9.2's (13771) keep the
    /// status bar whatever the container's place, and so does a top layout guide in 14460. UIKit
    /// gives a child's root the part of its window's safe area the root covers.
    static let screenlessEmbeddedTools = 14000.0..<14800.0

    /// The first `toolsVersion` (Xcode 11's) that simulates a top-level view of any size on the
    /// device's screen, with the screen's safe area (status bar, sensor housing, home indicator).
    static let freeformSafeAreaTools = 14800.0

    /// Whether the canvas of `tools` simulates a XIB's top-level view of `size` smaller than the
    /// screen on the screen (`screen`), with a safe area: from `freeformSafeAreaTools` any, in
    /// Xcode 10 (`screenlessFreeformTools`) one that fits on it, with its simulated bars only.
    /// Xcode 9 gives such a view no safe area: content pinned to the top of its safe area sits
    /// at its top in the documents of builds 13771 to 14113 of seven repositories (a table view
    /// stored below the status bar in one 14113 document is the only exception).
    static func simulatesOnScreen(_ size: Size, on screen: Size, tools: Double?) -> Bool {
        let tools = tools ?? 0
        return tools >= freeformSafeAreaTools
            || (tools >= screenlessFreeformTools.lowerBound && size.width <= screen.width && size.height <= screen.height)
    }

    /// The first `toolsVersion` (taken at Xcode 14.3's) that gives a XIB's top-level view smaller
    /// than the screen the whole screen's safe-area insets; earlier versions (from
    /// `freeformSafeAreaTools`) place a view that fits on the screen at its top left corner and
    /// give it the part of the insets it covers (`screenInsets(_:coveredBy:screen:)`), as the
    /// frames documents of builds up to 21507 store show (those of 22505 and later have the whole
    /// insets).
    static let freeformFullSafeAreaTools = 21600.0

    /// The part of a screen's safe-area `insets` that a view of `size` at the screen's top left
    /// corner covers: the top and left insets (no deeper than the view), and at the bottom and
    /// right only what reaches past the screen's safe area.
    static func screenInsets(_ insets: EdgeInsets, coveredBy size: Size, screen: Size) -> EdgeInsets {
        EdgeInsets(
            top: min(insets.top, size.height), left: min(insets.left, size.width),
            bottom: max(0, size.height - (screen.height - insets.bottom)), right: max(0, size.width - (screen.width - insets.right)))
    }

    /// The first `toolsVersion` (Xcode 14's) whose iPhones 11 and 12 have the 47- and 48-point
    /// sensor housings of iOS 14 and later.
    static let sensorHousing48Tools = 21000.0

    /// A simulated navigation bar's or toolbar's height: UIKit's (`Device.navigationBarHeight(in:)`,
    /// or the canvas's from Xcode 26: `navigationBarHeight(device:orientation:build:largeTitles:)`),
    /// 30 points more for a navigation bar with a prompt.
    static func topBarHeight(_ bar: IBSimulatedBar?, orientation: Device.Orientation, device: Device, build: Double?) -> Double {
        guard case .bar(let element, let attributes)? = bar else { return 0 }
        if element.contains("Navigation") {
            return navigationBarHeight(device: device, orientation: orientation, build: build, largeTitles: false)
                + (attributes["prompted"] == "YES" ? 30 : 0)
        }
        if element.contains("Toolbar") { return toolbarHeight(device: device, orientation: orientation, build: build) }
        return 0
    }

    /// A simulated tab bar's or toolbar's height: UIKit's (`Device.tabBarHeight(in:)`), and the
    /// toolbar of the build that saved the document (`toolbarHeight(device:orientation:build:)`;
    /// with `canvas`, a controller's at the document's own device, the canvas's of
    /// `bottomToolbarTools`).
    static func bottomBarHeight(_ bar: IBSimulatedBar?, orientation: Device.Orientation, device: Device, build: Double?, canvas: Bool) -> Double {
        guard case .bar(let element, _)? = bar else { return 0 }
        if element.contains("TabBar") { return device.tabBarHeight(in: orientation) }
        if element.contains("Toolbar") {
            let height = toolbarHeight(device: device, orientation: orientation, build: build)
            // The canvas of Xcode 11 and later simulates a phone's bottom toolbar as high as a tab bar.
            if canvas, !device.isPad, height == 44, let build, build >= bottomToolbarTools { return device.tabBarHeight(in: orientation) }
            return height
        }
        return 0
    }
}
