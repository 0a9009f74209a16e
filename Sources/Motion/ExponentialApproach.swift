/// The classic slider tutorial's per-tick exponential approach, computed exactly as it does.
///
/// Each tick: `target = floor(input)`, `adder = (target - current) * factor`, `current += adder`,
/// and if `|target - current| <= threshold` then `current = target`. The shown value is
/// `floor(current)`; the approach is done when `target == current`. Floor rounds toward minus
/// infinity, so negative values floor away from zero. With `quantization == .none` neither the
/// input nor the output is floored.
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

    /// The tutorial's parameters: factor 0.234, threshold 1 point, floored.
    public static let standard = ExponentialApproach(checkedFactor: 0.234, threshold: 1, quantization: .floor)

    /// An approach with the given parameters; throws if factor is outside (0, 1] or threshold < 0.
    public init(factor: Double = 0.234, threshold: Double = 1, quantization: Quantization = .floor) throws(MotionError) {
        guard factor > 0, factor <= 1 else { throw .invalidFactor(factor) }
        guard threshold >= 0, threshold.isFinite else { throw .invalidThreshold(threshold) }
        self.init(checkedFactor: factor, threshold: threshold, quantization: quantization)
    }

    private init(checkedFactor factor: Double, threshold: Double, quantization: Quantization) {
        self.factor = factor
        self.threshold = threshold
        self.quantization = quantization
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
