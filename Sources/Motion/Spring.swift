import Foundation

/// A damped harmonic spring (CASpringAnimation's parameters), solved in closed form.
///
/// The value x(t) - target obeys m x'' + c x' + k x = 0. With ω0 = sqrt(k/m) and the damping ratio
/// ζ = c / (2 sqrt(k m)):
/// - under-damped (ζ < 1): x = e^(-ζω0 t) (x0 cos ωd t + (v0 + ζω0 x0)/ωd sin ωd t), ωd = ω0 sqrt(1-ζ²);
/// - critically damped (ζ = 1): x = e^(-ω0 t) (x0 + (v0 + ω0 x0) t);
/// - over-damped (ζ > 1): x = c1 e^(r1 t) + c2 e^(r2 t), r1,2 = -ω0 (ζ ∓ sqrt(ζ²-1)).
/// Core Animation moves an over-damped spring as a critically damped one; that is the default
/// here (`overdamping: .critical`), and `.exact` gives the true over-damped motion.
///
/// `initialVelocity` is in units of the whole distance per second, positive toward the target
/// (as UIKit's spring animations take it): 2 means twice the distance per second.
///
/// A spring animation ends in one of two ways (`ending`):
/// - `.atRest` (the default, pop-style, for constraint-driven animation): once the motion's
///   envelope stays within `restThreshold` points of the target, so a long move runs longer
///   than a short one (a 1,000 pt move with the default spring 2.33 s, a 1 pt move 0.95 s).
/// - `.settlingDuration` or `.duration(d)` (Core Animation-style): after that much curve time
///   whatever the distance, when the value jumps to the target, as a CASpringAnimation is
///   removed at the end of its `duration` (usually set to its `settlingDuration`).
/// A CA-style transition that drives its own progress uses `progress(atTime:duration:)`.
public struct Spring: Sendable, Hashable {
    /// When an animator's spring animation ends.
    public enum Ending: Sendable, Hashable {
        /// Pop-style: when the envelope of |value - target| stays under `restThreshold` points.
        case atRest
        /// Core Animation-style: after `settlingDuration` seconds of curve time.
        case settlingDuration
        /// Core Animation-style: after this many seconds of curve time (CAAnimation.duration).
        case duration(Double)
    }

    /// How an over-damped spring (ζ > 1) moves.
    public enum Overdamping: String, Sendable, Hashable {
        /// As Core Animation: the damping ratio is clamped to 1 (critically damped).
        case critical
        /// The exact over-damped solution.
        case exact
    }

    /// Mass (> 0), 1 by default.
    public let mass: Double
    /// Stiffness k (> 0), 100 by default.
    public let stiffness: Double
    /// Damping coefficient c (> 0), 10 by default.
    public let damping: Double
    /// Initial velocity in distances per second toward the target, 0 by default.
    public let initialVelocity: Double
    /// Over-damped behaviour; `.critical` (Core Animation's) by default.
    public let overdamping: Overdamping
    /// Distance in points within which the animator considers the spring at rest (0.01 by default);
    /// the animation ends when the envelope of |x(t) - target| falls below it for good (`.atRest`).
    public let restThreshold: Double
    /// When an animator's spring animation ends; `.atRest` by default.
    public let ending: Ending

    /// A spring from CASpringAnimation's parameters; throws if mass, stiffness or damping is not > 0,
    /// or for a negative or non-finite `.duration` ending.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
        overdamping: Overdamping = .critical, restThreshold: Double = 0.01,
        ending: Ending = .atRest
    ) throws(MotionError) {
        if case .duration(let d) = ending, !(d >= 0 && d.isFinite) { throw .invalidDuration(d) }
        guard mass > 0, mass.isFinite else { throw .invalidSpring(parameter: "mass", value: mass) }
        guard stiffness > 0, stiffness.isFinite else { throw .invalidSpring(parameter: "stiffness", value: stiffness) }
        guard damping > 0, damping.isFinite else { throw .invalidSpring(parameter: "damping", value: damping) }
        guard initialVelocity.isFinite else { throw .invalidVelocity(initialVelocity) }
        guard restThreshold > 0, restThreshold.isFinite else { throw .invalidThreshold(restThreshold) }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.overdamping = overdamping
        self.restThreshold = restThreshold
        self.ending = ending
    }

    /// A spring from SwiftUI's response (seconds per undamped period) and dampingFraction:
    /// stiffness = (2π/response)²·mass, damping = 4π·dampingFraction·mass/response.
    public init(
        response: Double, dampingFraction: Double, mass: Double = 1, initialVelocity: Double = 0,
        overdamping: Overdamping = .critical, ending: Ending = .atRest
    ) throws(MotionError) {
        guard response > 0, response.isFinite else { throw .invalidSpring(parameter: "response", value: response) }
        guard dampingFraction > 0, dampingFraction.isFinite else {
            throw .invalidSpring(parameter: "dampingFraction", value: dampingFraction)
        }
        let omega = 2 * Double.pi / response
        try self.init(
            mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * dampingFraction * mass / response,
            initialVelocity: initialVelocity, overdamping: overdamping, ending: ending)
    }

    /// Undamped angular frequency ω0 = sqrt(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2 sqrt(k m)) as given (before any critical clamping).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The damping ratio the motion uses: clamped to 1 for `.critical` over-damping.
    public var effectiveDampingRatio: Double {
        overdamping == .critical ? min(dampingRatio, 1) : dampingRatio
    }

    /// Displacement from the target and its velocity at time t (seconds) for a start displacement
    /// `x0` (value - target, points) and start velocity `v0` (points per second).
    public func state(at t: Double, displacement x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double) {
        let w0 = naturalFrequency
        let zeta = effectiveDampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w0 * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let (s, c) = (sin(wd * t), cos(wd * t))
            let x = decay * (x0 * c + b * s)
            // d/dt: -ζω0 x + e^(-ζω0 t) (-x0 ωd sin + b ωd cos)
            let v = -zeta * w0 * x + decay * wd * (b * c - x0 * s)
            return (x, v)
        } else if zeta == 1 {
            let decay = exp(-w0 * t)
            let b = v0 + w0 * x0
            let x = decay * (x0 + b * t)
            let v = decay * (b - w0 * (x0 + b * t))
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// An upper bound on |x(s)| for all s >= t: the motion's envelope.
    func envelope(at t: Double, displacement x0: Double, velocity v0: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = effectiveDampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            return (x0 * x0 + b * b).squareRoot() * exp(-zeta * w0 * t)
        } else if zeta == 1 {
            // (|x0| + |b| s) e^(-ω0 s) peaks at s* = 1/ω0 - |x0|/|b|; take its value at max(t, s*).
            let a = abs(x0)
            let b = abs(v0 + w0 * x0)
            let peak = b > 0 ? max(t, 1 / w0 - a / b) : t
            return (a + b * peak) * exp(-w0 * peak)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// Seconds after which |x(t)| stays within `threshold` points, for start displacement `x0`
    /// and velocity `v0` (points per second). 0 when the spring starts (and stays) within it.
    public func settleTime(displacement x0: Double, velocity v0: Double, threshold: Double) -> Double {
        guard envelope(at: 0, displacement: x0, velocity: v0) > threshold else { return 0 }
        let zeta = effectiveDampingRatio
        if zeta < 1 {
            let w0 = naturalFrequency
            let amplitude = envelope(at: 0, displacement: x0, velocity: v0)
            return log(amplitude / threshold) / (zeta * w0)
        }
        // The envelope decreases once past its peak: bracket the crossing and bisect.
        var hi = 1 / naturalFrequency
        while envelope(at: hi, displacement: x0, velocity: v0) > threshold, hi < 1e9 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<200 where hi - lo > 1e-12 * max(1, hi) {
            let mid = 0.5 * (lo + hi)
            if envelope(at: mid, displacement: x0, velocity: v0) > threshold { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// Core Animation's settling duration (CASpringAnimation.settlingDuration) at speed 1, in
    /// seconds: the time after which a move over a unit distance, starting with
    /// `initialVelocity`, stays within 0.001 of the distance from its target. Depends only on the
    /// spring's parameters. Apple's examples (mass 1, stiffness 100): damping 5 settles in about
    /// 2.85 s, damping 15 in just over 1 s.
    ///
    /// As Core Animation reckons it: an under-damped spring's remaining distance
    /// e^(-ζω0 t)(A cos ωd t + B sin ωd t) is bounded by (|A| + |B|) e^(-ζω0 t), and the figure is
    /// where that bound reaches 0.001. A critically or over-damped spring is sampled on a grid of
    /// 0.1 s (at n/10 s), and the figure is the first grid time from which every sample stays
    /// under 0.001 for more than a second (grid walks beyond 10^5 steps fall back to the time
    /// its envelope stays under 0.001). The tighter envelope bound (|A|, |B|)'s Euclidean norm
    /// gives is `settleTime(displacement: -1, velocity: initialVelocity, threshold: 0.001)`.
    public var settlingDuration: Double {
        let epsilon = 0.001
        let zeta = effectiveDampingRatio
        if zeta < 1 {
            let w0 = naturalFrequency
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            // Remaining distance r(t), r(0) = 1, r'(0) = -initialVelocity: A = 1, B = (ζω0 - v)/ωd.
            let a = 1.0
            let b = (zeta * w0 - initialVelocity) / wd
            return max(log((abs(a) + abs(b)) / epsilon) / (zeta * w0), 0)
        }
        var start: Int?
        for n in 0...Self.gridSteps {
            let r = abs(state(at: Double(n) / 10, displacement: -1, velocity: initialVelocity).displacement)
            guard r.isFinite else { return 0 }
            if r >= epsilon {
                start = nil
            } else if let s = start {
                if n - s > 10 { return Double(s) / 10 }  // more than a second within the bound
            } else {
                start = n
            }
        }
        return settleTime(displacement: -1, velocity: initialVelocity, threshold: epsilon)
    }

    /// The number of 0.1 s steps the critically/over-damped settling walk takes at most.
    private static let gridSteps = 100_000

    /// `settlingDuration` for an animation at `speed` (CAMediaTiming.speed): divided by |speed|,
    /// as Core Animation does; infinite for a speed of 0.
    public func settlingDuration(speed: Double) -> Double {
        speed == 0 ? .infinity : abs(settlingDuration / speed)
    }

    /// Progress of a Core Animation-style spring move at `t` seconds of curve time: 0 at t <= 0,
    /// then 1 + x(t) for a unit move (x(0) = -1, starting with `initialVelocity` distances per
    /// second toward the target), overshooting past 1 when under-damped.
    public func progress(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + state(at: t, displacement: -1, velocity: initialVelocity).displacement
    }

    /// The rate of `progress(atTime:)` in distances per second (`initialVelocity` at t <= 0).
    public func progressVelocity(atTime t: Double) -> Double {
        state(at: max(t, 0), displacement: -1, velocity: initialVelocity).velocity
    }

    /// Core Animation's ending for a transition that runs `duration` seconds (usually
    /// `settlingDuration`): `progress(atTime:)` before it, exactly 1 from it on (the animation is
    /// removed and the model value shows).
    public func progress(atTime t: Double, duration: Double) -> Double {
        t >= duration ? 1 : progress(atTime: t)
    }

    /// Curve seconds an animator's spring segment runs for a start displacement `x0` and
    /// velocity `v0` (points per second), by `ending`.
    func segmentDuration(displacement x0: Double, velocity v0: Double) -> Double {
        switch ending {
        case .atRest: settleTime(displacement: x0, velocity: v0, threshold: restThreshold)
        case .settlingDuration: settlingDuration
        case .duration(let d): d
        }
    }

    /// "" for the default ending, else ";settling" or ";d=<seconds>s" (for traces).
    var endingDescription: String {
        switch ending {
        case .atRest: ""
        case .settlingDuration: ";settling"
        case .duration(let d): ";d=\(d)s"
        }
    }
}
