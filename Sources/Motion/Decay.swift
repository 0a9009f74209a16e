import Foundation

/// Exponential velocity decay, as scroll views and pop's decay animation coast to a stop.
///
/// The velocity is multiplied by `decelerationRate` each millisecond: v(t) = v0 · r^(1000 t), so
/// the position moves by x(t) = v0 (r^(1000 t) - 1) / (1000 ln r) and would rest at
/// -v0 / (1000 ln r). The motion ends when |v| falls to `restVelocity`; its end value is x there.
/// A decay has no target: an animator running one ignores the target it is given.
public struct Decay: Sendable, Hashable {
    /// UIScrollView's normal rate, 0.998 per millisecond.
    public static let normalRate = 0.998
    /// UIScrollView's fast rate, 0.99 per millisecond.
    public static let fastRate = 0.99

    /// Start velocity in points per second; nil keeps the animator's current velocity.
    public let initialVelocity: Double?
    /// Fraction of velocity kept per millisecond, in (0, 1).
    public let decelerationRate: Double
    /// Speed in points per second at which the motion ends (0.5 by default).
    public let restVelocity: Double

    /// A decay; throws for a rate outside (0, 1), a non-finite velocity or a non-positive rest velocity.
    public init(initialVelocity: Double? = nil, decelerationRate: Double = Decay.normalRate, restVelocity: Double = 0.5) throws(MotionError) {
        guard decelerationRate > 0, decelerationRate < 1 else { throw .invalidDecelerationRate(decelerationRate) }
        if let v = initialVelocity, !v.isFinite { throw .invalidVelocity(v) }
        guard restVelocity > 0, restVelocity.isFinite else { throw .invalidThreshold(restVelocity) }
        self.initialVelocity = initialVelocity
        self.decelerationRate = decelerationRate
        self.restVelocity = restVelocity
    }

    /// 1000 ln r: the velocity's exponential rate per second (negative).
    private var rate: Double { 1000 * log(decelerationRate) }

    /// Offset from the start position and velocity at time t for start velocity v0.
    public func state(at t: Double, velocity v0: Double) -> (offset: Double, velocity: Double) {
        let decay = exp(rate * t)
        return (v0 * (decay - 1) / rate, v0 * decay)
    }

    /// Seconds until |v| falls to `restVelocity` (0 if it starts there).
    public func duration(velocity v0: Double) -> Double {
        guard abs(v0) > restVelocity else { return 0 }
        return log(restVelocity / abs(v0)) / rate
    }

    /// The offset at which the motion would rest if it never stopped: -v0 / (1000 ln r).
    public func restingOffset(velocity v0: Double) -> Double { -v0 / rate }
}
