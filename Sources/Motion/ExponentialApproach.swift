import Foundation

/// The classic slider tutorial's per-tick exponential approach, computed exactly as it does.
///
/// Each tick: `target = floor(input)`, `adder = (target - current) * factor`, `current += adder`,
/// and if `|target - current| <= threshold` then `current = target`. The shown value is
/// `floor(current)`; the approach is done when `target == current`. Floor rounds toward minus
/// infinity, so negative values floor away from zero. With `quantization == .none` neither the
/// input nor the output is floored.
///
/// `factor` is defined per tick of a `referenceHz` clock (30 Hz, the tutorial's timer). An
/// animator stepped at another rate uses `atHz(_:)`: the per-tick factor
/// 1 - (1 - factor)^(referenceHz/hz) keeps the motion in time, so the remaining distance after
/// t seconds is the same at every rate (up to rounding). The snap and the floor stay what they
/// are per tick: the value snaps at the first tick within `threshold` points of the target
/// (at 60 Hz possibly half a 30 Hz tick earlier), and shown values are floored. At the
/// reference rate the factor is used as given, bit for bit. With `referenceHz` nil the
/// approach is per tick at any rate (twice as fast in time at 60 Hz as at 30 Hz).
public struct ExponentialApproach: Sendable, Hashable {
    /// How inputs and shown values are rounded.
    public enum Quantization: String, Sendable, Hashable {
        /// Floor the target and the shown value to whole points, as the tutorial does.
        case floor
        /// No rounding.
        case none
    }

    /// Fraction of the remaining distance covered per tick, in (0, 1]; 0.234 by default.
    public let factor: Double
    /// Distance in points within which the value snaps to the target; 1.0 by default.
    public let threshold: Double
    /// Rounding of target and shown value; `.floor` by default.
    public let quantization: Quantization
    /// Ticks per second `factor` is defined at (30 by default); nil: per tick at any rate.
    public let referenceHz: Int?

    /// The tutorial's parameters: factor 0.234 per tick at 30 Hz, threshold 1 point, floored.
    public static let standard = ExponentialApproach(checkedFactor: 0.234, threshold: 1, quantization: .floor, referenceHz: 30)

    /// An approach with the given parameters; throws if factor is outside (0, 1], threshold < 0,
    /// or `referenceHz` is not positive.
    public init(
        factor: Double = 0.234, threshold: Double = 1, quantization: Quantization = .floor,
        referenceHz: Int? = 30
    ) throws(MotionError) {
        guard factor > 0, factor <= 1 else { throw .invalidFactor(factor) }
        guard threshold >= 0, threshold.isFinite else { throw .invalidThreshold(threshold) }
        if let hz = referenceHz, hz <= 0 { throw .invalidHz(hz) }
        self.init(checkedFactor: factor, threshold: threshold, quantization: quantization, referenceHz: referenceHz)
    }

    private init(checkedFactor factor: Double, threshold: Double, quantization: Quantization, referenceHz: Int?) {
        self.factor = factor
        self.threshold = threshold
        self.quantization = quantization
        self.referenceHz = referenceHz
    }

    /// The per-tick factor at `hz` ticks per second: `factor` itself at the reference rate (or
    /// when per tick), else 1 - (1 - factor)^(referenceHz/hz), the same decay per second.
    public func factor(atHz hz: Int) -> Double {
        guard let reference = referenceHz, hz != reference, hz > 0, factor < 1 else { return factor }
        let perTick = 1 - pow(1 - factor, Double(reference) / Double(hz))
        return min(max(perTick, .leastNonzeroMagnitude), 1)
    }

    /// This approach stepped at `hz` ticks per second: `factor(atHz:)` per tick, same threshold
    /// and rounding, with `hz` as its reference rate (so it is unchanged by a second call).
    public func atHz(_ hz: Int) -> ExponentialApproach {
        guard let reference = referenceHz, hz != reference, hz > 0 else { return self }
        return ExponentialApproach(checkedFactor: factor(atHz: hz), threshold: threshold, quantization: quantization, referenceHz: hz)
    }

    /// The value the approach heads for given the requested `input`.
    @inlinable
    public func target(for input: Double) -> Double {
        quantization == .floor ? input.rounded(.down) : input
    }

    /// The value shown for an internal `current`.
    @inlinable
    public func shown(_ current: Double) -> Double {
        quantization == .floor ? current.rounded(.down) : current
    }

    /// One tick from `current` toward `input`: the new internal value and whether the approach is done.
    @inlinable
    public func step(from current: Double, toward input: Double) -> (current: Double, done: Bool) {
        let target = target(for: input)
        let adder = (target - current) * factor
        var next = current + adder
        if abs(target - next) <= threshold { next = target }
        return (next, next == target)
    }
}
