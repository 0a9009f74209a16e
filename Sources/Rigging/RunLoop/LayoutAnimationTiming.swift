import Foundation
import Motion

/// How a Core-Animation-style layout animation moves from its start (0) to its end (1).
public enum LayoutAnimationCurve: Sendable, Hashable {
    /// A cubic Bézier timing function: a named one (`.easeInEaseOut`, UIKit's default for
    /// `animate(withDuration:)`) or custom control points.
    case timing(TimingFunction)
    /// UIKit's spring form (`usingSpringWithDamping:initialSpringVelocity:`): a damped spring with
    /// this damping ratio (1 settles without overshoot, smaller ratios oscillate) and initial
    /// velocity in units of the whole distance per second (1 covers the distance in one second
    /// at the start's pace).
    case spring(dampingRatio: Double, initialVelocity: Double)
}

/// The timing of one Core-Animation-style layout animation: duration, delay, curve, repeat and
/// autoreverse, as `UIView.animate(withDuration:delay:options:animations:completion:)` takes them.
///
/// Progress at elapsed time e (seconds since the animation began): local time `e - delay`; before
/// it the animation shows its start (fill backwards, as UIKit's delayed animations do); the active
/// duration is `duration * repeatCount * (autoreverses ? 2 : 1)`; within it each iteration plays
/// forwards (and then backwards when autoreversing); at its end the animation is removed and the
/// view shows its model frame (so an autoreversing animation ends by jumping to the new layout, as
/// in UIKit). The iteration is decided from local time against the active duration first, so a
/// rounding error in `local / duration` can never start an extra iteration at the end.
///
/// A spring ends at `duration`, as UIKit's spring animations do: its natural frequency is chosen
/// so that Core Animation's settling rule (the motion stays within 0.1% of the distance) is met
/// exactly at `duration`, and the last frame shows the end.
public struct LayoutAnimationTiming: Sendable, Hashable {
    /// Seconds from start to end of one iteration (>= 0; 0 jumps).
    public let duration: Double
    /// Seconds before the animation starts moving (>= 0).
    public let delay: Double
    /// The curve.
    public let curve: LayoutAnimationCurve
    /// Iterations (> 0; `.infinity` repeats forever).
    public let repeatCount: Double
    /// Whether each iteration plays back after playing forwards.
    public let autoreverses: Bool
    /// The spring's natural angular frequency in radians per `duration` (0 for a timing curve).
    let springFrequency: Double

    /// A timing; throws `LayoutAnimationError` for a negative or non-finite duration or delay, a
    /// repeat count that is not positive, or a spring whose damping ratio is not positive or whose
    /// velocity is not finite.
    public init(
        duration: Double, delay: Double = 0, curve: LayoutAnimationCurve = .timing(.easeInEaseOut),
        repeatCount: Double = 1, autoreverses: Bool = false
    ) throws(LayoutAnimationError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
        guard repeatCount > 0 else { throw .invalidRepeatCount(repeatCount) }
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        if case .spring(let ratio, let velocity) = curve {
            guard ratio.isFinite, ratio > 0 else { throw .invalidDampingRatio(ratio) }
            guard velocity.isFinite, abs(velocity * max(duration, 1)) < 1e6 else { throw .invalidVelocity(velocity) }
            springFrequency = SpringProgress.frequency(dampingRatio: ratio, velocity: velocity * duration)
        } else {
            springFrequency = 0
        }
    }

    /// A one-iteration timing with a timing curve, for values already checked.
    init(unchecked duration: Double, curve: LayoutAnimationCurve) {
        self.duration = duration
        self.delay = 0
        self.curve = curve
        self.repeatCount = 1
        self.autoreverses = false
        self.springFrequency = 0
    }

    /// Seconds from the start until the animation ends (infinite when it repeats forever).
    public var totalDuration: Double {
        delay + duration * repeatCount * (autoreverses ? 2 : 1)
    }

    /// The fraction of one iteration's time at `elapsed` seconds (0 during the delay), or nil once
    /// the animation has ended.
    public func timeFraction(atElapsed elapsed: Double) -> Double? {
        let local = elapsed - delay
        if local < 0 { return 0 }
        let active = duration * repeatCount * (autoreverses ? 2 : 1)
        guard local < active - Self.endTolerance * max(1, duration) else { return nil }
        let cycles = local / duration
        let iteration = cycles.rounded(.down)
        var fraction = min(1, max(0, cycles - iteration))
        if autoreverses, iteration.truncatingRemainder(dividingBy: 2) == 1 { fraction = 1 - fraction }
        return fraction
    }

    /// The curve's value progress at a time fraction in [0, 1] (may leave [0, 1] for a spring or
    /// an overshooting Bézier).
    public func progress(atFraction fraction: Double) -> Double {
        switch curve {
        case .timing(let function):
            return function.progress(at: fraction)
        case .spring(let ratio, let velocity):
            if fraction >= 1 { return 1 }
            return SpringProgress.value(
                at: fraction, dampingRatio: ratio, frequency: springFrequency,
                velocity: velocity * duration)
        }
    }

    /// Value progress at `elapsed` seconds, or nil once the animation has ended.
    public func progress(atElapsed elapsed: Double) -> Double? {
        timeFraction(atElapsed: elapsed).map(progress(atFraction:))
    }

    /// Times closer than this (in seconds per second of duration) to the end count as the end, so
    /// that tick times computed as k / hz end an animation exactly on its last tick.
    static let endTolerance = 1e-9
}
