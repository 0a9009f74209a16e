/// UIKit's `UISplitViewControllerDelegate`, the methods a layout depends on: in the column styles
/// the column shown when the split collapses and the display mode when it expands, in the classic
/// style how the secondary collapses onto the primary and separates from it. Every method is
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

    /// In the classic style, asked as `splitViewController` collapses: return true when the
    /// method put `secondaryViewController` into the collapsed interface itself (the split then
    /// shows the primary as it is), false to leave it to the primary, whose default, when it is a
    /// navigation controller, pushes the secondary onto its stack.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool

    /// In the classic style, asked as `splitViewController` expands: the secondary view controller
    /// to show, or nil to leave it to the primary, whose default, when it is a navigation
    /// controller, pops what the collapse pushed and gives back its top.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
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

    /// False: the primary's default.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }

    /// Nil: the primary's default.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
}
