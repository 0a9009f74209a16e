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
    public init(duration: Double, delay: Double = 0, curve: LayoutAnimationCurve = .timing(.easeInEaseOut),
                repeatCount: Double = 1, autoreverses: Bool = false) throws(LayoutAnimationError) {
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
            return SpringProgress.value(at: fraction, dampingRatio: ratio, frequency: springFrequency,
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

/// Why a layout animation's parameters were refused; each case carries the offending value.
public enum LayoutAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A duration that is negative or not finite, in seconds.
    case invalidDuration(Double)
    /// A delay that is negative or not finite, in seconds.
    case invalidDelay(Double)
    /// A repeat count that is not greater than 0 (infinity repeats forever).
    case invalidRepeatCount(Double)
    /// A spring damping ratio that is not a finite number greater than 0.
    case invalidDampingRatio(Double)
    /// An initial spring velocity that is not finite.
    case invalidVelocity(Double)
    /// A priority animation on a required constraint, or toward a required priority (Auto Layout
    /// cannot move a constraint between required and optional while it is active).
    case requiredPriority(constraint: String)
    /// A value the Motion layer refused (a curve, a target).
    case motion(MotionError)

    /// The refused value and the range it must lie in.
    public var description: String {
        switch self {
        case .invalidDuration(let d): "invalid duration \(d) (a finite number of seconds >= 0)"
        case .invalidDelay(let d): "invalid delay \(d) (a finite number of seconds >= 0)"
        case .invalidRepeatCount(let r): "invalid repeat count \(r) (a number > 0, or infinity)"
        case .invalidDampingRatio(let r): "invalid damping ratio \(r) (a finite number > 0)"
        case .invalidVelocity(let v): "invalid initial spring velocity \(v) (a finite number)"
        case .requiredPriority(let c): "cannot animate the priority of \(c) to or from required (1000)"
        case .motion(let e): "\(e)"
        }
    }
}

/// A unit spring: the response of a damped oscillator from 0 to 1 in normalized time u in [0, 1].
enum SpringProgress {
    /// Core Animation's settling threshold: a fraction of the distance.
    static let threshold = 0.001

    /// The value at normalized time `u` for damping ratio z, natural frequency w (per unit time)
    /// and initial velocity v (distance per unit time).
    static func value(at u: Double, dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        if z < 1 {
            let wd: Double = w * (1 - z * z).squareRoot()
            let b: Double = (z * w - v) / wd
            let decay: Double = Foundation.exp(-z * w * u)
            let oscillation: Double = Foundation.cos(wd * u) + b * Foundation.sin(wd * u)
            return 1 - decay * oscillation
        } else if z == 1 {
            let decay: Double = Foundation.exp(-w * u)
            let linear: Double = 1 + (w - v) * u
            return 1 - decay * linear
        } else {
            let (c1, r1, r2) = overdamped(dampingRatio: z, frequency: w, velocity: v)
            let first: Double = c1 * Foundation.exp(r1 * u)
            let second: Double = (1 - c1) * Foundation.exp(r2 * u)
            return 1 - (first + second)
        }
    }

    /// An over-damped spring's coefficient and rates: value = 1 - (c1 e^(r1 u) + (1 - c1) e^(r2 u)).
    private static func overdamped(dampingRatio z: Double, frequency w: Double, velocity v: Double) -> (Double, Double, Double) {
        let root: Double = (z * z - 1).squareRoot()
        let r1: Double = -w * (z - root)
        let r2: Double = -w * (z + root)
        let c1: Double = (-v - r2) / (r1 - r2)
        return (c1, r1, r2)
    }

    /// A bound on |value - 1| at time u that only decreases once the motion has passed its peak:
    /// for an under-damped spring the sum of the oscillation coefficients' magnitudes times the
    /// envelope (Core Animation's bound); otherwise the magnitudes of the two exponential terms.
    static func envelope(at u: Double, dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        if z < 1 {
            let wd: Double = w * (1 - z * z).squareRoot()
            let coefficients: Double = 1 + abs((z * w - v) / wd)
            return coefficients * Foundation.exp(-z * w * u)
        } else if z == 1 {
            let linear: Double = 1 + abs(w - v) * u
            return linear * Foundation.exp(-w * u)
        } else {
            let (c1, r1, r2) = overdamped(dampingRatio: z, frequency: w, velocity: v)
            let first: Double = abs(c1) * Foundation.exp(r1 * u)
            let second: Double = abs(1 - c1) * Foundation.exp(r2 * u)
            return first + second
        }
    }

    /// The time after which the envelope stays under the threshold.
    static func settlingTime(dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        // The envelope decays at least as fast as exp(-w * u / (2 z + 2)) once past its peak; grow
        // an upper end until it is under the threshold, then bisect on the last crossing.
        var high = 1.0 / w
        while envelope(at: high, dampingRatio: z, frequency: w, velocity: v) > threshold, high < 1e9 { high *= 2 }
        var low = 0.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if envelope(at: mid, dampingRatio: z, frequency: w, velocity: v) > threshold { low = mid } else { high = mid }
        }
        return high
    }

    /// The natural frequency whose settling time is exactly 1 (one duration).
    static func frequency(dampingRatio z: Double, velocity v: Double) -> Double {
        var low = 1e-3, high = 1e5
        for _ in 0..<64 {
            let mid = (low * high).squareRoot()
            if settlingTime(dampingRatio: z, frequency: mid, velocity: v) > 1 { low = mid } else { high = mid }
        }
        return high
    }
}
