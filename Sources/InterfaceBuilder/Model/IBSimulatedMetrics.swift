import AutoLayout

/// The bars and size Interface Builder's canvas simulates around a scene's root view, which
/// decide its safe area there: `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`,
/// `simulatedBottomBarMetrics`, orientation, screen and freeform size.
///
/// Each bar is nil when the document says nothing (the canvas infers it from the container),
/// `.none` for `<nil key="...">`, and the bar element otherwise.
public struct IBSimulatedMetrics: Hashable, Sendable {
    /// The status bar.
    public var statusBar: IBSimulatedBar?
    /// The top bar (a navigation bar).
    public var topBar: IBSimulatedBar?
    /// The bottom bar (a tab bar or a toolbar).
    public var bottomBar: IBSimulatedBar?
    /// `simulatedOrientationMetrics`' orientation (`portrait`, `landscapeRight`, ...).
    public var orientation: String?
    /// `simulatedScreenMetrics`' screen type (`retina4_7.fullscreen`, ...).
    public var screen: String?
    /// The size mode: `freeform` (`freeformSimulatedSizeMetrics`), `modalFormSheet`,
    /// `modalPageSheet` (`modalFormSheetSimulatedSizeMetrics`, `modalPageSheetSimulatedSizeMetrics`:
    /// Xcode 11's page sheet), or nil (inferred). A layout takes a sheet's size from its root's
    /// stored frame.
    public var sizeMode: String?
    /// `<size key="freeformSize">`: the canvas size of a freeform scene.
    public var freeformSize: Size?

    /// Metrics as given; nil for what the document does not set.
    public init(
        statusBar: IBSimulatedBar? = nil, topBar: IBSimulatedBar? = nil, bottomBar: IBSimulatedBar? = nil,
        orientation: String? = nil, screen: String? = nil, sizeMode: String? = nil, freeformSize: Size? = nil
    ) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
        self.orientation = orientation
        self.screen = screen
        self.sizeMode = sizeMode
        self.freeformSize = freeformSize
    }

    /// True when the document sets nothing.
    public var isEmpty: Bool { self == IBSimulatedMetrics() }
}
