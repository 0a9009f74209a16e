import AutoLayout
import Rigging

extension IBSceneRootFrame {
    /// The safe area of a controller's root view of `size` that an iPad shows as a sheet, or nil
    /// for any other root.
    ///
    /// Interface Builder draws a controller that a `showDetail` segue shows, or that is presented
    /// as a page or form sheet (`IBContainerBars.padSheets`, the controller or its navigation
    /// controller), as a sheet over an iPad's screen, and stores its root view at the sheet's size
    /// (704 points wide on a 12.9-inch iPad), smaller than the screen both ways; a root stored at
    /// the screen's size is drawn full screen (and on another device fills its screen). A sheet
    /// lies clear of the status bar and of the screen's rounded corners and home indicator, and
    /// covers the bars of the containers it is presented from (a tab bar): its safe area holds
    /// only its own bars, a navigation bar at its top 56 points high (`sheetNavigationBarHeight`;
    /// none where the navigation controller hides its bar) and the toolbar or tab bar the scene
    /// simulates at its bottom.
    static func padSheetInsets(
        controller: IBViewController, size: Size, device: Device, orientation: Device.Orientation, containers: IBContainerBars
    ) -> EdgeInsets? {
        let screen = device.size(in: orientation)
        guard device.isPad, size.width < screen.width, size.height < screen.height else { return nil }
        let presented = containers.navigationControllers[controller.id].map { containers.padSheets.contains($0) } ?? false
        guard presented || containers.padSheets.contains(controller.id) else { return nil }
        let metrics = controller.simulatedMetrics
        var top = 0.0
        if metrics.topBar == nil, let bar = containers.navigation[controller.id] {
            if bar != .hidden {
                let large = bar == .largeTitles && controller.navigationItem?.largeTitleDisplayMode != "never"
                top = sheetNavigationBarHeight + (large ? largeTitleHeight : 0)
            }
        } else if case .bar(let element, let attributes)? = metrics.topBar {
            if element.contains("Navigation") {
                top = sheetNavigationBarHeight + (attributes["prompted"] == "YES" ? 30 : 0)
            } else if element.contains("Toolbar") {
                top = device.toolbarHeight(in: orientation)
            }
        }
        // A sheet is iOS 13's and later: its bars have today's heights whatever the build.
        let bottom = bottomBarHeight(metrics.bottomBar, orientation: orientation, device: device, build: nil, canvas: false)
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// A navigation bar's height in a sheet (iOS 13 and later).
    static let sheetNavigationBarHeight = 56.0

    /// What a large title adds to a navigation bar.
    static let largeTitleHeight = 52.0
}
