/// Input errors raised while building clocks, curves and timings; each case carries the offending input.
public enum MotionError: Error, Equatable, Sendable {
    /// A clock rate that is not a positive number of ticks per second.
    case invalidHz(Int)
    /// A time (seconds) that is not finite or not allowed to be negative there.
    case invalidTime(Double)
    /// A duration (seconds) that is negative or not finite.
    case invalidDuration(Double)
    /// An exponential-approach factor outside (0, 1].
    case invalidFactor(Double)
    /// A snap threshold (points) that is negative or not finite.
    case invalidThreshold(Double)
    /// Bézier control points with an x outside [0, 1] or a non-finite coordinate.
    case invalidControlPoints([Double])
    /// A spring parameter (named) that is out of range: mass, stiffness, damping must be > 0.
    case invalidSpring(parameter: String, value: Double)
    /// A deceleration rate (per millisecond) outside (0, 1).
    case invalidDecelerationRate(Double)
    /// A velocity that is not finite.
    case invalidVelocity(Double)
    /// A keyframe animation with no values.
    case emptyKeyframes
    /// A keyframe value that is not finite.
    case invalidKeyframeValue(index: Int, value: Double)
    /// A keyTimes array whose length is not one of `expected`.
    case keyTimesCount(expected: [Int], got: Int)
    /// A key time that is outside [0, 1], decreasing, or a wrong first/last value.
    case invalidKeyTime(index: Int, value: Double)
    /// A timingFunctions array whose length is not `expected` (one per segment).
    case timingFunctionsCount(expected: Int, got: Int)
    /// A speed that is not a positive finite number.
    case invalidSpeed(Double)
    /// A repeat count that is negative or NaN (infinity is allowed).
    case invalidRepeatCount(Double)
    /// A target value that is not finite.
    case invalidTarget(Double)
    /// A scrub fraction outside [0, 1].
    case invalidFraction(Double)
}
