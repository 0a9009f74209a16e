import AutoLayout
import Rigging

/// Builds one hierarchy's `Scene`: names, views, guides, then constraints.
struct IBSceneBuilder {
    let document: IBDocument
    let root: IBView
    let controller: IBViewController?
    let device: Device?
    let orientation: Device.Orientation
    let traits: IBTraits
    let category: IBHierarchyScene.Category
    var names = IBSceneNames()
    var views: [SceneView] = []
    var guides: [SceneGuide] = []
    var constraints: [SceneConstraint] = []
    var constraintIDs: [String?] = []
    /// The alignment heights the document's own device gives symbol image views that other
    /// views size, by document id (`IBDocument.hierarchyScene(root:controller:target:)`).
    var symbolAlignmentHeights: [String: Double] = [:]
    var warnings: [IBSceneWarning] = []
    /// The views of the hierarchy by id, and each one's superview id.
    var viewsByID: [String: IBView] = [:]
    var parents: [String: String] = [:]
    /// What a guide's id stands for in constraint text (`v_x.safeArea`, `g_y`, a scroll view's name).
    var guideItems: [String: String] = [:]
    /// The content guide of each scroll view by the scroll view's id.
    var contentGuides: [String: String] = [:]
    /// The margins guide of a scroll view's content area by the scroll view's id, where a
    /// constraint attaches content to the scroll view's margins.
    var contentMarginGuides: [String: String] = [:]
    /// The readable column of each view whose margins follow the readable width, by view id
    /// (`addReadableGuides()`).
    var readableGuides: [String: String] = [:]
    var entryIDs: Set<String> = []
    /// The ids every constraint of the hierarchy relates.
    var constrainedIDs: Set<String> = []
    /// The views the device's size classes uninstall below the hierarchy's views, and the views
    /// and guides inside them (`collectUninstalledIDs()`).
    var uninstalledIDs: Set<String> = []
    /// The pixel grid frames land on: the device's scale; 2 for a document that names no device,
    /// the scale of the canvas device of the Xcode versions that wrote none (the iPhone 7's),
    /// which the frames such documents store follow.
    var pixelScale: Double { device?.scale ?? 2 }

    /// The hierarchy's view ids below the root, parents first.
    var order: [String] = []
    /// The root's laid-out width, once known.
    var rootWidth: Double?

    /// The screen the document was laid out on when `target` names another (nil: the target's own).
    let documentScreen: Size?
    /// Whether the hierarchy is laid out at the document's own device (no target given), where
    /// the canvas of the document's Xcode decides what it simulates.
    let isDocumentDevice: Bool
    /// Whether hidden arranged views stay arranged at the document's own device too, as UIKit
    /// loads them (live instances and converted scenes, where they may be shown), rather than
    /// held at the frames Xcode's canvas stored (`keepsStoredFrameWhileHidden`).
    var arrangesHiddenViews = false

    init(document: IBDocument, root: IBView, controller: IBViewController?, target: IBLayoutTarget? = nil) {
        self.document = document
        self.root = Self.framedCell(root, in: document)
        self.controller = controller
        device = target?.device ?? document.namedDevice
        orientation = target?.orientation ?? document.namedOrientation
        documentScreen =
            target.map { _ in
                document.screenSize(ofRoot: root, isController: (controller ?? document.topLevelController(ofRoot: root.id)) != nil)
            } ?? nil
        isDocumentDevice = target == nil
        if let device {
            traits = IBTraits(
                horizontal: device.hasRegularWidth(in: orientation) ? .regular : .compact,
                vertical: device.hasRegularHeight(in: orientation) ? .regular : .compact)
        } else {
            // A document that names no device was saved on the any-width, any-height canvas:
            // its stored frames follow the constraints no size class varies.
            traits = IBTraits(horizontal: .unspecified, vertical: .unspecified)
        }
        category = IBHierarchyScene.Category(root: root, isControllerRoot: controller != nil)
    }

    mutating func build() throws(IBSceneError) -> IBHierarchyScene {
        let rootName = names.name(for: root.id, prefix: "v_")
        // A stack view at the top of a XIB arranges its views: it is a scene view filling a host
        // root of its size (a scene's root arranges nothing).
        let rootStack = root.stack(for: traits).map { sceneStack(of: root, stack: $0) }
        let sceneRootName = rootStack == nil ? rootName : names.fresh(rootName + "_host")
        viewsByID[root.id] = root
        collectConstrainedIDs(root)
        let frame = rootFrame()
        rootWidth = frame.size.width
        if let rootStack { addRootStack(rootStack, name: rootName, host: sceneRootName) }
        for child in children(of: root) { addView(child, parentID: root.id) }
        addGuides(of: root)
        // A root scroll view has a content area as any scroll view has (`addContentGuide`).
        if root.kind == .scrollView, rootStack == nil { addContentGuide(of: root, name: rootName) }
        if let guides = (controller ?? document.topLevelController(ofRoot: root.id))?.layoutGuides {
            addLegacyGuides(guides, rootName: rootName, content: contentGuides[root.id])
        }
        addReadableGuides()
        collectUninstalledIDs()
        for id in constraintOrder() { if let view = viewsByID[id] { addConstraints(of: view) } }
        addNonnegativeSizes()
        var rootLayout = rootStack == nil ? layout(of: root, isRoot: true) : SceneViewLayout()
        if rootStack == nil, let margins = preservedRootMargins(frame) { rootLayout.layoutMargins = .directional(margins) }
        let sceneRoot = SceneRoot(name: sceneRootName, size: frame.size, safeArea: frame.safeArea, layout: rootLayout, scale: pixelScale)
        var scene: Scene
        do {
            scene = try Scene(rootName, root: sceneRoot, views: views, guides: guides, constraints: constraints)
        } catch {
            throw .invalidScene(rootID: root.id, error)
        }
        // A root that forces right-to-left lays its whole hierarchy out right to left, as UIKit
        // resolves leading and trailing from each view's effective direction.
        if root.forcedRightToLeft == true { scene.direction = .rightToLeft }
        var documentIDs: [String: String] = [:]
        for (id, name) in names.byID where viewsByID[id] != nil { documentIDs[name] = id }
        return IBHierarchyScene(
            scene: scene, rootID: root.id, category: category, documentIDs: documentIDs,
            sceneNames: names.byID.filter { viewsByID[$0.key] != nil }, constraintIDs: constraintIDs,
            warnings: warnings)
    }

    /// The order the views' constraints enter the engine in: each view's after its subviews'
    /// (post-order, siblings in document order), as UIKit's constraint pass runs bottom-up from
    /// the leaves to the window. Where required constraints conflict, the one added last breaks,
    /// so a view keeps its own size and a pin in its superview gives way.
    func constraintOrder() -> [String] {
        var children: [String: [String]] = [:]
        for id in order { if let parent = parents[id] { children[parent, default: []].append(id) } }
        var out: [String] = []
        var stack: [(String, Bool)] = [(root.id, false)]
        while let (id, expanded) = stack.popLast() {
            if expanded {
                out.append(id)
                continue
            }
            stack.append((id, true))
            for child in (children[id] ?? []).reversed() { stack.append((child, false)) }
        }
        return out
    }

    /// The views a view holds in this hierarchy: its keyed views and installed subviews, not the
    /// cells (hierarchies of their own).
    func children(of view: IBView) -> [IBView] {
        (view.keyedViews + view.subviews(for: traits)).filter {
            ![.tableViewCell, .collectionViewCell, .collectionReusableView].contains($0.kind)
        }
    }

    mutating func addView(_ view: IBView, parentID: String) {
        guard viewsByID[view.id] == nil, let parentName = names.byID[parentID] else {
            warnings.append(IBSceneWarning(objectID: view.id, line: view.line, reason: "appears twice in the hierarchy; skipped"))
            return
        }
        let name = names.name(for: view.id, prefix: "v_")
        viewsByID[view.id] = view
        parents[view.id] = parentID
        order.append(view.id)
        let outsets = frameOutsets(of: view)
        var intrinsic = IBIntrinsicContent.size(of: view, designable: document.designableSizes[view.id], outsets: outsets)
        if let height = targetBarHeight(of: view, measured: intrinsic.height) { intrinsic.height = height }
        intrinsic = intrinsicForTargetFont(of: view, intrinsic)
        var sceneView = SceneView(
            name: name, parent: parentName, intrinsicWidth: intrinsic.width, intrinsicHeight: intrinsic.height,
            layout: layout(of: view, isRoot: false), isHidden: isHiddenOnCanvas(view))
        switch framelessContent(of: view) {
        case .text(let text)?: sceneView.text = text
        case .size(let size)?: (sceneView.intrinsicWidth, sceneView.intrinsicHeight) = (size.width, size.height)
        case nil: break
        }
        sceneView.frame = cellContentFrame(of: view) ?? view.frame
        if let outsets { sceneView.alignmentRectInsets = outsets }
        if let stack = view.stack(for: traits) { sceneView.stack = sceneStack(of: view, stack: stack) }
        views.append(sceneView)
        addGuides(of: view)
        if view.kind == .scrollView { addContentGuide(of: view, name: name) }
        let inStack = viewsByID[parentID].map { $0.stack != nil && $0.subviews(for: traits).contains { $0.id == view.id } } ?? false
        // Interface Builder fixes the frame of a view it lays out without constraints
        // (`fixedFrame`, or not translating its mask while no constraint names it) with
        // constraints it generates at build time.
        if !inStack && (view.translatesAutoresizingMaskIntoConstraints || hasBuildTimeFrame(view)) {
            pinStoredFrame(of: view, name: name, parentName: parentName)
        }
        if inStack, let parent = viewsByID[parentID] {
            if keepsStoredFrameWhileHidden(view, in: parent) {
                holdHiddenStoredFrame(of: view, name: name, parentName: parentName)
            } else {
                holdStoredSizeAcross(of: view, name: name, parent: parent, intrinsic: intrinsic)
            }
        }
        for child in children(of: view) { addView(child, parentID: view.id) }
    }

    /// The arrangement of stack view `view` (`stack`, resolved for the device's traits): its
    /// installed subviews not already in the scene, by scene name.
    mutating func sceneStack(of view: IBView, stack: IBStackView) -> SceneStack {
        var arranged: [String] = []
        for child in view.subviews(for: traits) where viewsByID[child.id] == nil && !keepsStoredFrameWhileHidden(child, in: view) {
            arranged.append(names.name(for: child.id, prefix: "v_"))
        }
        return SceneStack(
            axis: stack.axis == "vertical" ? .vertical : .horizontal,
            distribution: StackView.Distribution(rawValue: stack.distribution) ?? .fill,
            alignment: Self.alignment(stack.alignment), spacing: stack.usesStandardSpacing ? 8 : stack.spacing,
            arranged: arranged, isLayoutMarginsRelative: Self.arrangesInMargins(view, stack: stack),
            isBaselineRelative: stack.isBaselineRelativeArrangement)
    }

    /// The root stack view `name` as a scene view filling its host root `host` edge to edge,
    /// with the root's margins and content priorities.
    mutating func addRootStack(_ stack: SceneStack, name: String, host: String) {
        var sceneView = SceneView(name: name, parent: host, layout: layout(of: root, isRoot: true))
        sceneView.frame = root.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        sceneView.stack = stack
        views.append(sceneView)
        for edge in ["left", "top", "right", "bottom"] { add(equation: "\(name).\(edge) == \(host).\(edge)") }
    }

    /// Whether Interface Builder fixes `view`'s stored frame (its margins and size in its
    /// superview) with constraints it generates at build time: no constraint of the document
    /// names the view, and the document marks it `fixedFrame` or has it not translate its
    /// autoresizing mask, so that without them nothing would place it.
    func hasBuildTimeFrame(_ view: IBView) -> Bool {
        guard !constrainedIDs.contains(view.id) else { return false }
        if view.properties["fixedFrame"] == "YES" { return true }
        guard !view.translatesAutoresizingMaskIntoConstraints else { return false }
        // A constraint of another hierarchy (one the scene leaves out) names it too.
        return !document.index.constraints.values.contains { !$0.isPlaceholder && ($0.firstItem == view.id || $0.secondItem == view.id) }
    }

    /// Records the items of every constraint under `view` that the scene holds
    /// (`addConstraints(of:)`).
    mutating func collectConstrainedIDs(_ view: IBView) {
        for constraint in view.constraints(for: traits) where !constraint.isPlaceholder || isDocumentDevice {
            constrainedIDs.insert(constraint.firstItem)
            if let second = constraint.secondItem { constrainedIDs.insert(second) }
        }
        for child in children(of: view) { collectConstrainedIDs(child) }
    }

    /// Whether a stack view arranges its views inside its layout margins: as the document says, or
    /// whenever the document gives the stack margins of its own (Interface Builder's stack views
    /// arrange inside the margins set in its inspector; it writes them without
    /// `layoutMarginsRelativeArrangement`).
    static func arrangesInMargins(_ view: IBView, stack: IBStackView) -> Bool {
        stack.isLayoutMarginsRelativeArrangement || view.margins.layoutMargins != nil || view.margins.directionalLayoutMargins != nil
    }

    /// UIKit's alignment for Interface Builder's name (`top` and `bottom` are leading and trailing).
    static func alignment(_ text: String) -> StackView.Alignment {
        switch text {
        case "top": return .leading
        case "bottom": return .trailing
        default: return StackView.Alignment(rawValue: text) ?? .fill
        }
    }

    /// Margins, safe-area settings and content priorities as the document gives them; a
    /// controller's root view, a XIB's top-level view and a collection cell at the top level of a
    /// XIB without margins of their own get the system minimum margins, and a table cell's content
    /// view at least them (`cellContentFloor(_:of:)`).
    func layout(of view: IBView, isRoot: Bool) -> SceneViewLayout {
        var layout = SceneViewLayout()
        if let margins = view.margins.directionalLayoutMargins {
            layout.layoutMargins = .directional(cellContentFloor(margins, of: view))
        } else if let margins = view.margins.layoutMargins {
            layout.layoutMargins = .absolute(cellContentFloor(margins, of: view))
        } else if isRoot, category == .viewControllerRoot || category == .xibView || isTopLevelCollectionCell {
            layout.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: systemSideMargin, bottom: 0, trailing: systemSideMargin))
        } else if view.kind == .tableViewCellContentView {
            layout.layoutMargins = .directional(cellContentMargins)
        } else if view.kind == .stackView {
            // Xcode's canvas gives a stack view without margins of its own none (UIView's are 8).
            layout.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        } else if isRoot, let margins = cellOwnMargins {
            layout.layoutMargins = .directional(margins)
        }
        layout.insetsLayoutMarginsFromSafeArea = simulatesSafeArea
        if let value = view.margins.insetsLayoutMarginsFromSafeArea { layout.insetsLayoutMarginsFromSafeArea = value }
        if let value = view.margins.preservesSuperviewLayoutMargins { layout.preservesSuperviewLayoutMargins = value }
        let textBaselines = IBIntrinsicContent.baselines(of: view, font: view.font(for: traits), scale: pixelScale)
        if !isRoot, let baselines = textBaselines ?? symbolBaselines(of: view) {
            layout.firstBaseline = baselines.first
            layout.lastBaseline = baselines.last
        }
        let p = view.contentPriorities
        layout.hugging = SceneAxisPriorities(
            horizontal: p.horizontalHugging.map { Double($0.rawValue) },
            vertical: p.verticalHugging.map { Double($0.rawValue) })
        layout.compression = SceneAxisPriorities(
            horizontal: p.horizontalCompressionResistance.map { Double($0.rawValue) },
            vertical: p.verticalCompressionResistance.map { Double($0.rawValue) })
        return layout
    }

    /// The system's minimum side margin of the root: a controller's root view's or a XIB view's
    /// (20 points on iPads and on screens 414 points wide or more, 16 on others), or a table
    /// cell's content view's (see `cellContentMargins`).
    var systemSideMargin: Double {
        sceneKey(rootWidth: rootWidth ?? root.frame?.width ?? 0).sideMargin
    }

    /// Whether the root is a collection view cell or reusable view at the top level of a XIB,
    /// which Xcode simulates with a XIB view's margins (a cell inside a collection view keeps
    /// UIView's 8 points).
    var isTopLevelCollectionCell: Bool {
        document.kind == .xib && [.collectionViewCell, .collectionReusableView].contains(root.kind) && document.superviewID(of: root.id) == nil
    }

    /// A table cell's content view margins as the document's Xcode simulates them: UIView's
    /// default 8 points on every side in documents saved before Xcode 9.3 (`toolsVersion` below
    /// `systemCellMarginsTools`), the system minimum since (11 at top and bottom; at the sides 20 points in a
    /// cell wider than 375 points, so on a 390-point iPhone already, and 16 in a narrower one, the
    /// cell's own width deciding in a table view and at the top level of a XIB alike; 8 points at
    /// the trailing side of a cell with an accessory); 15 at top and bottom from Xcode 26
    /// (`tallCellMarginsTools`).
    var cellContentMargins: DirectionalEdgeInsets {
        if let tools = toolsBuild, tools < Self.systemCellMarginsTools {
            return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        // An accessory (a disclosure indicator, a checkmark, a detail button) ends the content view
        // short of the cell's edge, which keeps the system minimum only at the leading side.
        let accessory = root.kind == .tableViewCell && (root.properties["accessoryType"] ?? "none") != "none"
        let vertical = (toolsBuild ?? 0) >= Self.tallCellMarginsTools ? 15.0 : 11
        let side = readableCellSideMargin(systemSideMargin) ?? systemSideMargin
        return DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: accessory ? 8 : side)
    }

    /// The first build of Xcode 26, whose iOS 26 gives a table cell's content view 15-point top
    /// and bottom margins (11 before), in plain and grouped tables and at the top level of a XIB
    /// alike.
    static let tallCellMarginsTools = 24000.0

    /// The first `toolsVersion` of Xcode 9, whose iOS 11 insets margins from the safe area.
    static let systemMinimumMarginsTools = 13000.0

    /// The `toolsVersion` from which the canvas gives a table cell's content view the system
    /// minimum margins: documents of Xcode 9.0 (13196) still show UIView's 8 points, those of
    /// Xcode 9.3 (13771) the system minimum; no document between them decides.
    static let systemCellMarginsTools = 13700.0

    /// A view that translates its autoresizing mask keeps its stored frame in its superview.
    mutating func pinStoredFrame(of view: IBView, name: String, parentName: String) {
        guard let stored = cellContentFrame(of: view) ?? view.frame ?? cellStyleFrame(of: view) else {
            warnings.append(
                IBSceneWarning(objectID: view.id, line: view.line, reason: "translates its autoresizing mask but has no stored frame; left unpinned"))
            return
        }
        let frame = IBIntrinsicContent.alignmentRect(stored, outsets: frameOutsets(of: view))
        let mask = !view.translatesAutoresizingMaskIntoConstraints && hasBuildTimeFrame(view) ? [] : view.autoresizingMask ?? []
        let parentSize = parents[view.id].flatMap { viewsByID[$0]?.frame }.map { Size(width: $0.width, height: $0.height) }
        for equation in Self.autoresizingEquations(frame: frame, mask: mask, parentSize: parentSize, name: name, parentName: parentName) {
            add(equation: equation)
        }
    }

    mutating func add(equation: String, id: String? = nil, documentID: String? = nil) {
        constraints.append(SceneConstraint(id: id, .equation(equation)))
        constraintIDs.append(documentID)
    }
}
