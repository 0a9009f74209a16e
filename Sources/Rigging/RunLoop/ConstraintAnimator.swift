import Motion

/// A handle to one constraint's animation on a `LayoutRunLoop`: animate its constant (or
/// priority) toward a target with any Motion curve, and retarget it mid-flight.
///
/// The default curve is the exponential approach (`current += (target - current) * 0.234` per
/// 30 Hz tick, snapping within a point, floored). A retarget with no curve keeps the running one:
/// the approach continues from where it is, a spring keeps its value and velocity, a Bézier
/// starts again from the value shown (or adds on top with `AnimationTiming.additive`).
///
/// `Sendable`: call it from any thread. A call never waits for a tick in progress; it is read by
/// the next tick, and the animation takes its first step there (`TickConvention`).
///
/// ```swift
/// import AutoLayout
/// import Motion
/// import Rigging
///
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let box = View(name: "box")
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// let width = box.widthAnchor.constraint(equalToConstant: 10)
/// try LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
/// let loop = try LayoutRunLoop(root: root)
/// let animation = try loop.animator(for: width)
/// try animation.animate(to: 200, curve: .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
/// try loop.advance(by: 10)
/// try animation.animate(to: 50)              // retargeted: the spring keeps its velocity
/// try loop.run(until: 5)
/// // width.constant is 50 by now, and animation.isRunning is false
/// ```
public struct ConstraintAnimator: Sendable {
    let animator: ValueAnimator
    /// What the animation moves.
    public let property: AnimatedConstraintProperty
    /// The name the animation records under (the constraint's identifier, else `view.attribute`).
    public let constraintName: String

    /// Animates to `target` with `curve` (nil: the running curve, or the exponential approach when
    /// none runs) and `timing` (delay, repeat, autoreverse, speed, fill for timed curves). The
    /// completion, called on the loop's thread, is told where the animation ended: `.end`,
    /// `.start` after a reverse, or `.current` when stopped or replaced by a call that brings its
    /// own completion.
    public func animate(
        to target: Double, curve: Curve? = nil, timing: AnimationTiming? = nil,
        completion: (@Sendable (AnimatingPosition) -> Void)? = nil
    ) throws(LayoutAnimationError) {
        try checkPriority(target)
        var chosen: Curve? = curve
        if chosen == nil, animator.isIdle { chosen = Curve.exponential(ExponentialApproach.standard) }
        do {
            try animator.animate(to: target, curve: chosen, timing: timing, completion: completion.map(Self.outcome))
        } catch {
            throw .motion(error)
        }
    }

    /// Jumps to `value` at the next tick, interrupting any animation.
    public func set(_ value: Double) throws(LayoutAnimationError) {
        try checkPriority(value)
        do { try animator.set(value) } catch { throw .motion(error) }
    }

    /// Holds the animation where it is from the next tick.
    public func pause() { animator.pause() }
    /// Resumes a paused animation.
    public func continueAnimation() { animator.continueAnimation() }
    /// Plays the animation back toward where it started (or forwards again).
    public func reverse() { animator.reverse() }
    /// Stops the animation where it is; its completion is told `.current`.
    public func stop() { animator.stop() }
    /// Moves a paused timed animation to `fraction` of its time.
    public func scrub(to fraction: Double) throws(LayoutAnimationError) {
        do { try animator.scrub(to: fraction) } catch { throw .motion(error) }
    }

    /// The value shown at the last tick.
    public var value: Double { animator.value }
    /// The velocity at the last tick, in points (or priority levels) per second.
    public var velocity: Double { animator.velocity }
    /// Whether an animation runs (as of the last tick).
    public var isRunning: Bool { animator.presentation.state == .running }
    /// The snapshot published by the last tick.
    public var presentation: Presentation { animator.presentation }

    private func checkPriority(_ value: Double) throws(LayoutAnimationError) {
        guard property == .priority else { return }
        guard value.isFinite, value >= 1, value < 1000 else { throw .requiredPriority(constraint: constraintName) }
    }

    private static func outcome(_ completion: @escaping @Sendable (AnimatingPosition) -> Void) -> AnimationCompletion {
        { outcome in
            switch outcome {
            case .finished(let position): completion(position)
            case .interrupted: completion(.current)
            }
        }
    }
}
