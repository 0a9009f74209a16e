/// UIKit's `UISplitViewControllerDelegate`, the column-style methods a layout depends on: the
/// column shown when the split collapses and the display mode when it expands. Every method is
/// optional (the defaults return the proposal); the others are not called.
///
/// ```swift
/// final class ShowListFirst: UISplitViewControllerDelegate {
///     func splitViewController(
///         _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
///     ) -> UISplitViewController.Column { .primary }
/// }
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let split = UISplitViewController(style: .doubleColumn)
/// let list = UIViewController(), detail = UIViewController()
/// split.setViewController(list, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// let delegate = ShowListFirst()
/// split.delegate = delegate
/// window.rootViewController = split
/// window.makeKeyAndVisible()
/// // list.view.frame is (0, 0, 393, 852); the detail is out of the window
/// ```
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column to show once `svc` collapses: `proposedTopColumn` is the `.compact` column when
    /// it holds a view controller, else the secondary (UIKit's default: the detail on top), else
    /// the primary. A column without a view controller falls back to the proposal.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    /// The display mode once `svc` expands from a collapse: `proposedDisplayMode` is the
    /// preferred mode in effect for the window; the choice holds until `preferredDisplayMode`
    /// is set.
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
}

extension UISplitViewControllerDelegate {
    /// The proposal.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }

    /// The proposal.
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
}
