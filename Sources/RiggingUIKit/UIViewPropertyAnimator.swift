import Motion
import Rigging

/// UIKit's `UIViewAnimatingPosition` (Motion's, with the same cases).
public typealias UIViewAnimatingPosition = AnimatingPosition

/// UIKit's `UIViewAnimatingState` (Rigging's animator's, with the same cases).
public typealias UIViewAnimatingState = LayoutPropertyAnimator.State

/// UIKit's `UIViewPropertyAnimator`: an interactive animation of the layout changes its blocks
/// make, on the run loop made last for a UIKit-spelled root (`LayoutRunLoop(root:hz:)`; a
/// window's, in UIKit). Start, pause, scrub with `fractionComplete`, reverse, continue with new
/// timing, stop and finish as Rigging's `LayoutPropertyAnimator` documents.
///
/// With no run loop made, nothing animates: starting runs the blocks and finishes at the end at
/// once, as a view outside any window does in UIKit.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let box = UIView()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// let top = box.topAnchor.constraint(equalTo: root.topAnchor)
/// NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
/// let loop = try LayoutRunLoop(root: root)
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
///     top.constant = 400
///     root.layoutIfNeeded()
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.25      // box.layoutView.presentationFrame.minY is 100
/// animator.startAnimation()
/// try loop.run(until: 1)                // animator.state is .inactive; minY is 400
/// ```
@MainActor
public final class UIViewPropertyAnimator {
    /// Rigging's animator, nil when no run loop exists.
    public let layoutAnimator: LayoutPropertyAnimator?
    /// The duration in seconds.
    public let duration: TimeInterval
    /// Blocks and completions of an animator without a loop.
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var unloopedState = UIViewAnimatingState.inactive

    /// An animator along one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, layoutCurve: .timing(curve.timingFunction), animations: animations)
    }

    /// An animator along a spring that ends at `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration, layoutCurve: .spring(dampingRatio: Double(ratio), initialVelocity: 0),
            animations: animations)
    }

    /// An animator along a cubic Bézier through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        let curve = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2).timingFunction
        self.init(duration: duration, layoutCurve: .timing(curve), animations: animations)
    }

    /// An animator along any timing parameters.
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.init(duration: duration, layoutCurve: parameters.layoutCurve ?? .timing(.easeInEaseOut), animations: nil)
    }

    private init(duration: TimeInterval, layoutCurve: LayoutAnimationCurve, animations: (() -> Void)?) {
        self.duration = duration
        if let loop = AnimationLoops.live.last {
            layoutAnimator = try? LayoutPropertyAnimator(
                duration: duration, curve: layoutCurve, loop: loop,
                animations: animations)
        } else {
            layoutAnimator = nil
        }
        if layoutAnimator == nil, let animations { pendingAnimations.append(animations) }
    }

    /// An animator started at once, as `UIView.animate` with an animator to control.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The state: inactive, active (running or paused) or stopped.
    public var state: UIViewAnimatingState { layoutAnimator?.state ?? unloopedState }
    /// Whether the animation is running (not paused).
    public var isRunning: Bool { layoutAnimator?.isRunning ?? false }
    /// The fraction of the animation's time elapsed; set it while paused to scrub.
    public var fractionComplete: CGFloat {
        get { CGFloat(layoutAnimator?.fractionComplete ?? 0) }
        set { layoutAnimator?.fractionComplete = Double(newValue) }
    }
    /// Whether the animation runs toward its start.
    public var isReversed: Bool {
        get { layoutAnimator?.isReversed ?? false }
        set { layoutAnimator?.isReversed = newValue }
    }
    /// Whether the animator stays active, paused, at its end instead of finishing.
    public var pausesOnCompletion: Bool {
        get { layoutAnimator?.pausesOnCompletion ?? false }
        set { layoutAnimator?.pausesOnCompletion = newValue }
    }
    /// Whether scrubbing moves the views linearly (true) or along the curve.
    public var scrubsLinearly: Bool {
        get { layoutAnimator?.scrubsLinearly ?? true }
        set { layoutAnimator?.scrubsLinearly = newValue }
    }

    /// Adds an animation block (run now, animating over the rest, when the animator is active).
    public func addAnimations(_ animation: @escaping () -> Void) {
        if let layoutAnimator { layoutAnimator.addAnimations(animation) } else { pendingAnimations.append(animation) }
    }

    /// Adds a completion, called with the position the animation ended at.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if let layoutAnimator { layoutAnimator.addCompletion(completion) } else { completions.append(completion) }
    }

    /// Starts or resumes the animation.
    public func startAnimation() {
        guard let layoutAnimator else { return finishWithoutLoop() }
        layoutAnimator.startAnimation()
    }

    /// Starts the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard let layoutAnimator else { return finishWithoutLoop() }
        layoutAnimator.startAnimation(afterDelay: delay)
    }

    /// Pauses the animation where it is.
    public func pauseAnimation() {
        if let layoutAnimator { layoutAnimator.pauseAnimation() } else if unloopedState == .inactive { unloopedState = .active }
    }

    /// Stops the animation; `withoutFinishing` true ends it, false leaves it to `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        if let layoutAnimator { layoutAnimator.stopAnimation(withoutFinishing) } else { unloopedState = withoutFinishing ? .inactive : .stopped }
    }

    /// Ends a stopped animation at a position and calls the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if let layoutAnimator { return layoutAnimator.finishAnimation(at: finalPosition) }
        guard unloopedState == .stopped else { return }
        finishWithoutLoop(at: finalPosition)
    }

    /// Resumes a paused animation with new timing over the remaining time times `durationFactor`.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        layoutAnimator?.continueAnimation(withTimingParameters: parameters?.layoutCurve, durationFactor: Double(durationFactor))
    }

    private func finishWithoutLoop(at position: UIViewAnimatingPosition = .end) {
        let blocks = pendingAnimations
        let done = completions
        pendingAnimations = []
        completions = []
        unloopedState = .inactive
        for block in blocks { block() }
        for completion in done { completion(position) }
    }
}
