/// An object a control's target-action pairs and a storyboard's `<action>` connections reach.
///
/// UIKit sends an action by its selector through the Objective-C runtime, so any method marked
/// `@objc` or `@IBAction` answers it; Swift on Linux has no such runtime, and `#selector(...)`
/// does not compile there. Here the target names the method a selector stands for:
/// `handler(for:)` returns it as a closure taking the sender, or nil for a selector the class
/// has no method for. `UIView` and `UIViewController` conform (subclasses override it); another
/// target class conforms to receive actions. Code shared with iOS keeps its `@objc` methods and
/// adds the override under `#if !canImport(UIKit)`; `UIAction` handlers (`addAction(_:for:)`)
/// need neither and compile alike on both.
///
/// ```swift
/// @MainActor final class Counter: ActionHandling {
///     var taps = 0
///     func increment(_ sender: Any?) { taps += 1 }
///     func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
///         action == Selector("increment:") ? increment : nil
///     }
/// }
/// let counter = Counter()
/// let button = UIButton(type: .system)
/// button.addTarget(counter, action: Selector("increment:"), for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// // counter.taps is 1
/// ```
@MainActor
public protocol ActionHandling: AnyObject {
    /// The method `action` names, taking the sender; nil when the class has none.
    func handler(for action: Selector) -> (@MainActor (Any?) -> Void)?
}

extension UIView: ActionHandling {}
extension UIViewController: ActionHandling {}

/// Where an action sent with no target goes: UIKit's responder chain, from `first` (a view)
/// through its superviews, each root view's controller after its view, and a controller whose
/// view has no superview to the controller presenting it: the first that has a method for
/// `action`.
@MainActor
func responderHandler(for action: Selector, from first: AnyObject?) -> (@MainActor (Any?) -> Void)? {
    var responder = first
    var visited = 0
    while let current = responder, visited < 10_000 {
        if let handler = (current as? any ActionHandling)?.handler(for: action) { return handler }
        if let view = current as? UIView {
            responder = view.viewDelegate ?? view.superview
        } else if let controller = current as? UIViewController {
            responder = controller.viewIfLoaded?.superview ?? controller.presentingViewController
        } else {
            responder = nil
        }
        visited += 1
    }
    return nil
}
