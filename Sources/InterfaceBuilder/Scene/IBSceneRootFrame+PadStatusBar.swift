extension IBSceneRootFrame {
    /// Whether the canvas of `tools` shows no status bar on an iPad without rounded corners, as
    /// the document's navigation controllers tell (`stored`,
    /// `IBContainerBars.storedPadStatusBar`): from Xcode 11 (`freeformSafeAreaTools`) a bar stored
    /// at the screen's top, not 20 points down, means the canvas drew no status bar above it, and
    /// the documents of Xcode 11 and 12 whose iPad bars lie there lay their controllers' roots out
    /// with no top inset but their bars. Where no navigation controller tells, the status bar
    /// stays (Xcode 13's iPad canvas draws it). The canvas's only: it holds at the document's own
    /// device and orientation, and such an iPad at run time has its 20-point status bar.
    static func padHidesStatusBar(tools: Double, stored: Bool?) -> Bool {
        tools >= freeformSafeAreaTools && stored == false
    }
}
