/// The adaptive show methods: they ask the nearest container that shows controllers for the
/// controller to decide, as UIKit's `targetViewController(forAction:sender:)` walk does.
extension UIViewController {
    /// Shows `vc` the way the nearest container shows a controller: a navigation controller above
    /// this one pushes it (animated, as UIKit does); without one, it is presented modally.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail: this split view controller, or the nearest one above, makes it the
    /// secondary column's view controller, and while collapsed pushes it (animated) onto the
    /// collapsed navigation stack, above the primary's own controllers and the supplementary, in
    /// place of the old detail; without a split, it is shown as `show(_:sender:)` shows it.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController ?? splitViewController {
            split.showDetail(vc)
        } else {
            show(vc, sender: sender)
        }
    }
}
