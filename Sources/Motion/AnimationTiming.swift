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
/// As in Core Animation, `delay` (beginTime) is in the clock's seconds and is not scaled by
/// `speed`; only the active time is.
///
/// Retargets are additive by default, as UIKit's animations are since iOS 8: retargeting a
/// running Bézier or spring animation with a Bézier leaves it running toward its old target and
/// adds a second animation carrying (new - old target) from 0 to its full size, so the shown
/// value is new + (old - new)·(1 - f(p)) plus what the first still has to go, and neither value
/// nor velocity jumps. A completed additive animation is removed (Core Animation's
/// removedOnCompletion) and its change stays in the model, so `reverse()` replays only the
/// animations still running. `additive: false` begins from the current state instead (UIKit's
/// `.beginFromCurrentState` without additivity): a new animation from the presentation value.
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
    /// Retargeting a running Bézier or spring animation with a Bézier adds a new animation on top
    /// (UIKit's additive blending, the default) instead of restarting from the presentation value.
    public let additive: Bool

    /// Defaults: no delay, one iteration, no autoreverse, fill both, speed 1, additive retargets.
    public static let `default` = AnimationTiming(uncheckedDelay: 0, repeatCount: 1, autoreverses: false, fillMode: .both, speed: 1, additive: true)

    /// A timing; throws for a negative or non-finite delay, a negative/NaN repeat count, or a non-positive speed.
    public init(
        delay: Double = 0, repeatCount: Double = 1, autoreverses: Bool = false, fillMode: FillMode = .both,
        speed: Double = 1, additive: Bool = true
    ) throws(MotionError) {
        guard delay >= 0, delay.isFinite else { throw .invalidTime(delay) }
        guard repeatCount >= 0 else { throw .invalidRepeatCount(repeatCount) }
        guard speed > 0, speed.isFinite else { throw .invalidSpeed(speed) }
        self.init(
            uncheckedDelay: delay, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fillMode,
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
    ///
    /// The end is decided from the repeat count, never from local time divided by the cycle:
    /// the final iteration is the fraction `repeatCount - (ceil(repeatCount) - 1)` of a cycle, in
    /// (0, 1], so an integer count always ends on the iteration's end (the end value, or the start
    /// value when autoreversing) whatever rounding `d * repeatCount` suffers.
    func phase(atElapsed elapsed: Double, base d: Double) -> Phase {
        let local = (elapsed - delay) * speed
        if local < 0 { return .before }
        let active = activeDuration(base: d)
        let cycle = autoreverses ? 2 * d : d
        // Within the event tolerance of its end counts as ended, as an event within 1e-9 s of a
        // tick belongs to it: a delayed animation still ends exactly on its tick.
        if local >= active - TickConvention.eventTolerance * speed {
            guard active.isFinite, cycle > 0 else { return .after(curveTime: d) }
            return .after(curveTime: endCurveTime(base: d))
        }
        guard cycle > 0 else { return .after(curveTime: d) }
        // Local time within its cycle, kept in [0, cycle] even where the division rounds.
        var inCycle = local - (local / cycle).rounded(.down) * cycle
        if inCycle < 0 { inCycle += cycle }
        inCycle = min(inCycle, cycle)
        if inCycle <= d { return .active(curveTime: inCycle, rate: speed) }
        return .active(curveTime: 2 * d - inCycle, rate: -speed)
    }

    /// The curve time (in [0, d]) at which the last iteration ends.
    func endCurveTime(base d: Double) -> Double {
        let lastFraction = repeatCount - (repeatCount.rounded(.up) - 1)  // (0, 1]; exactly 1 for integers
        guard autoreverses else { return lastFraction == 1 ? d : min(lastFraction * d, d) }
        // A cycle plays forwards over its first half and back over its second.
        if lastFraction == 1 { return 0 }
        let inCycle = lastFraction * 2 * d
        return inCycle <= d ? inCycle : max(2 * d - inCycle, 0)
    }
}
