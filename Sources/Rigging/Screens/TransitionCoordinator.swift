import AutoLayout

/// Runs blocks along a view controller transition (like `UIViewControllerTransitionCoordinator`):
/// a rotation calls ``ViewController/viewWillTransition(to:with:)`` with one, and the blocks
/// added with ``animate(alongsideTransition:completion:)`` run inside the transition's
/// animation (their layout changes animate with it), the completions after it ends.
public final class TransitionCoordinator {
    /// The transition's length in seconds (0 when not animated).
    public let transitionDuration: Double
    /// Whether the transition animates.
    public var isAnimated: Bool { transitionDuration > 0 }
    /// The size the root view will have.
    public let targetSize: Size
    /// Whether the transition follows a driver's progress (an interactive pop) rather than the clock.
    public internal(set) var isInteractive = false
    /// Whether the transition was cancelled (an interactive pop given up): the view controllers
    /// are back where they were.
    public internal(set) var isCancelled = false
    private var alongside: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []

    init(transitionDuration: Double, targetSize: Size) {
        self.transitionDuration = transitionDuration
        self.targetSize = targetSize
    }

    /// What the blocks are told about the transition.
    var context: TransitionCoordinatorContext {
        TransitionCoordinatorContext(
            transitionDuration: transitionDuration, isAnimated: isAnimated, targetSize: targetSize, isInteractive: isInteractive,
            isCancelled: isCancelled)
    }

    /// Adds `animation` to run inside the transition's animation block and `completion` to run
    /// when it ends. Returns true, as UIKit does when the blocks will run.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks added since the last call, in the order they were added (an
    /// interactive pop runs those added before it began as it begins, the rest as it finishes).
    func runAlongside() {
        let context = self.context
        let blocks = alongside
        alongside = []
        for block in blocks { block(context) }
    }

    /// Runs the completion blocks, in the order they were added.
    func runCompletions() {
        let context = self.context
        for block in completions { block(context) }
    }
}

/// The state of a transition as its alongside and completion blocks see it (like
/// `UIViewControllerTransitionCoordinatorContext`).
public struct TransitionCoordinatorContext: Sendable, Hashable {
    /// The transition's length in seconds.
    public var transitionDuration: Double
    /// Whether the transition animates.
    public var isAnimated: Bool
    /// The size the root view will have.
    public var targetSize: Size
    /// Whether the transition follows a driver's progress (an interactive pop).
    public var isInteractive = false
    /// Whether the transition was cancelled (only an interactive pop can be).
    public var isCancelled = false
}
