/// A segue's settings beyond its kind and identifier, as its `<segue>` element writes them.
public struct IBSegueOptions: Hashable, Sendable {
    /// `unwindAction`: an unwind segue's action selector (`unwindToList:`).
    public var unwindAction: String?
    /// `modalTransitionStyle` (`coverVertical`, `flipHorizontal`, `crossDissolve`, `partialCurl`).
    public var modalTransitionStyle: String?
    /// `animates`: false when the document writes `animates="NO"`.
    public var animates: Bool
    /// `popoverAnchorView`: the id of the view a popover points at.
    public var popoverAnchorView: String?
    /// `popoverAnchorBarButtonItem`: the id of the bar button item a popover points at.
    public var popoverAnchorBarButtonItem: String?
    /// `customClass`: a custom segue's class.
    public var customClass: String?

    /// A segue's settings.
    public init(
        unwindAction: String? = nil, modalTransitionStyle: String? = nil, animates: Bool = true,
        popoverAnchorView: String? = nil, popoverAnchorBarButtonItem: String? = nil, customClass: String? = nil
    ) {
        self.unwindAction = unwindAction
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.popoverAnchorView = popoverAnchorView
        self.popoverAnchorBarButtonItem = popoverAnchorBarButtonItem
        self.customClass = customClass
    }
}
