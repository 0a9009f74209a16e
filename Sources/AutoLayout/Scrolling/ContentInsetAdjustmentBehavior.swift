/// How a scroll view adds the safe area to its `contentInset` (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`); the sum is `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Adjusts vertically whenever the scroll view is the content view of a view controller
    /// shown by a navigation or tab bar controller, else as `scrollableAxes`, as UIKit does.
    case automatic
    /// The safe area is added on each axis along which the content scrolls (the content is
    /// larger than the frame, or the axis always bounces).
    case scrollableAxes
    /// The safe area is never added: `adjustedContentInset == contentInset`.
    case never
    /// The safe area is always added on every edge.
    case always
}
