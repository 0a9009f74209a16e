import Rigging

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition's alongside and
/// completion blocks are told.
public protocol UIViewControllerTransitionCoordinatorContext {
    /// The transition's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (a rotation never is; an interactive pop can be).
    var isCancelled: Bool { get }
    /// Whether the transition follows a driver's progress (an interactive pop).
    var isInteractive: Bool { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: a rotation or a Split View resize hands one
/// to `viewWillTransition(to:with:)`; blocks added with `animate(alongsideTransition:completion:)`
/// run inside the transition's animation (their layout changes animate with it), the
/// completions after it ends.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds `animation` to run inside the transition's animation and `completion` to run when it
    /// ends; returns true when the blocks will run.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Rigging's transition coordinator in UIKit's spelling.
final class TransitionCoordinatorBridge: UIViewControllerTransitionCoordinator {
    let coordinator: TransitionCoordinator
    init(_ coordinator: TransitionCoordinator) { self.coordinator = coordinator }

    var transitionDuration: TimeInterval { coordinator.transitionDuration }
    var isAnimated: Bool { coordinator.isAnimated }
    var isCancelled: Bool { coordinator.isCancelled }
    var isInteractive: Bool { coordinator.isInteractive }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        coordinator.animate(
            alongsideTransition: animation.map { block in { block(TransitionContextBridge($0)) } },
            completion: completion.map { block in { block(TransitionContextBridge($0)) } })
    }
}

/// Rigging's transition context in UIKit's spelling.
struct TransitionContextBridge: UIViewControllerTransitionCoordinatorContext {
    let context: TransitionCoordinatorContext
    init(_ context: TransitionCoordinatorContext) { self.context = context }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var isAnimated: Bool { context.isAnimated }
    var isCancelled: Bool { context.isCancelled }
    var isInteractive: Bool { context.isInteractive }
}
