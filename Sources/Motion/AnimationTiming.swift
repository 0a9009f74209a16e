/// What an animation shows outside its active time (CAMediaTimingFillMode).
public enum FillMode: String, Sendable, Hashable {
    /// Outside its active time the animation shows the model value (its target).
    case removed
    /// After its active time it holds its last value.
    case forwards
    /// During its delay it shows its first value.
    case backwards
    /// Both forwards and backwards.
    case both
}

/// Media timing for a closed-form animation (Bézier, spring, decay, keyframes), as CAMediaTiming.
///
/// With base duration D (the curve's duration), the local time at elapsed time e (seconds since the
/// animation's start tick) is `(e - delay) * speed`. The active duration is
/// `D * repeatCount * (autoreverses ? 2 : 1)`; an iteration plays forwards then, when autoreversing,
/// backwards. The animation runs while 0 <= local < active duration; outside, `fillMode` decides
/// between the curve's first/last value and the model value (the target).
///
/// Defaults differ from Core Animation in one place: `fillMode` is `.both`, so a delayed animation
/// holds its start value and a finished one its end value (as UIKit's animations appear).
public struct AnimationTiming: Sendable, Hashable {
    /// Seconds before the animation starts (>= 0).
    public let delay: Double
    /// Number of iterations (> 0, may be fractional or infinite); 0 counts as 1, as in Core Animation.
    public let repeatCount: Double
    /// Whether each iteration plays back in reverse after playing forwards.
    public let autoreverses: Bool
    /// What shows outside the active time.
    public let fillMode: FillMode
    /// Rate of local time relative to the clock (> 0).
    public let speed: Double
    /// Retargeting a running Bézier animation adds a new animation on top (UIKit's additive
    /// blending) instead of restarting from the current presentation value.
    public let additive: Bool

    /// Defaults: no delay, one iteration, no autoreverse, fill both, speed 1, restart on retarget.
    public static let `default` = AnimationTiming(uncheckedDelay: 0, repeatCount: 1, autoreverses: false, fillMode: .both, speed: 1, additive: false)

    /// A timing; throws for a negative or non-finite delay, a negative/NaN repeat count, or a non-positive speed.
    public init(delay: Double = 0, repeatCount: Double = 1, autoreverses: Bool = false, fillMode: FillMode = .both,
                speed: Double = 1, additive: Bool = false) throws(MotionError) {
        guard delay >= 0, delay.isFinite else { throw .invalidTime(delay) }
        guard repeatCount >= 0 else { throw .invalidRepeatCount(repeatCount) }
        guard speed > 0, speed.isFinite else { throw .invalidSpeed(speed) }
        self.init(uncheckedDelay: delay, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fillMode,
                  speed: speed, additive: additive)
    }

    private init(uncheckedDelay delay: Double, repeatCount: Double, autoreverses: Bool, fillMode: FillMode, speed: Double, additive: Bool) {
        self.delay = delay
        self.repeatCount = repeatCount == 0 ? 1 : repeatCount
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.speed = speed
        self.additive = additive
    }

    /// Where in the curve (seconds in [0, D]) local time falls, and d(curve time)/d(elapsed time).
    enum Phase: Equatable {
        /// Before the active time (during the delay).
        case before
        /// Inside: curve time and its rate of change per elapsed second.
        case active(curveTime: Double, rate: Double)
        /// After the active time: the curve time at which the last iteration ended.
        case after(curveTime: Double)
    }

    /// Active duration for a base duration `d`.
    func activeDuration(base d: Double) -> Double {
        d * repeatCount * (autoreverses ? 2 : 1)
    }

    /// Elapsed seconds (since the start tick) at which the active time ends.
    func totalDuration(base d: Double) -> Double {
        delay + activeDuration(base: d) / speed
    }

    /// The phase at `elapsed` seconds for base duration `d`.
    func phase(atElapsed elapsed: Double, base d: Double) -> Phase {
        let local = (elapsed - delay) * speed
        if local < 0 { return .before }
        let active = activeDuration(base: d)
        let cycle = autoreverses ? 2 * d : d
        // Within the event tolerance of its end counts as ended, as an event within 1e-9 s of a
        // tick belongs to it: a delayed animation still ends exactly on its tick.
        if local >= active - TickConvention.eventTolerance * speed {
            guard active.isFinite, cycle > 0 else { return .after(curveTime: d) }
            // The end of the final iteration: the last cycle is (0, cycle] long, never 0.
            let iterations = (active / cycle).rounded(.up) - 1
            let inCycle = active - iterations * cycle
            return .after(curveTime: inCycle <= d ? inCycle : 2 * d - inCycle)
        }
        guard cycle > 0 else { return .after(curveTime: d) }
        let inCycle = local - (local / cycle).rounded(.down) * cycle
        if inCycle <= d { return .active(curveTime: inCycle, rate: speed) }
        return .active(curveTime: 2 * d - inCycle, rate: -speed)
    }
}
