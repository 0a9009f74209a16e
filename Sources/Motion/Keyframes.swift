/// Keyframe values over a duration, as CAKeyframeAnimation animates them.
///
/// Values are absolute (an animator running keyframes ignores its target and ends on the last
/// value). `keyTimes` are fractions of the duration in [0, 1]:
/// - `.linear`: one per value, starting at 0 and ending at 1, non-decreasing (default: evenly
///   spaced); each segment i eases with `timingFunctions[i]` (default linear).
/// - `.discrete`: one per value, or one more than the values (Core Animation's documented form);
///   value i holds from keyTimes[i] until the next key time (default: evenly spaced, n + 1).
/// - `.paced`: keyTimes and timing functions are ignored; key times are placed so the value moves
///   at a constant rate (proportional to the cumulative distance).
public struct Keyframes: Sendable, Hashable {
    /// How values between key times are computed.
    public enum CalculationMode: String, Sendable, Hashable {
        /// Values are interpolated linearly within each segment, eased by its timing function;
        /// Core Animation's `CAAnimationCalculationMode.linear`.
        case linear
        /// Each value holds until the next key time, with no interpolation;
        /// `CAAnimationCalculationMode.discrete`.
        case discrete
        /// Key times are computed so the value moves at a constant rate, ignoring given key times
        /// and timing functions; `CAAnimationCalculationMode.paced`.
        case paced
    }

    /// The keyframe values.
    public let values: [Double]
    /// The key times actually used (computed for defaults and paced mode).
    public let keyTimes: [Double]
    /// One timing function per segment (linear mode).
    public let timingFunctions: [TimingFunction]
    /// The calculation mode.
    public let calculationMode: CalculationMode
    /// Duration in seconds (>= 0).
    public let duration: Double

    /// Keyframes; throws (with the offending input) for empty or non-finite values, keyTimes of the
    /// wrong length, out of range or decreasing, or a wrong number of timing functions.
    public init(
        values: [Double], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
        calculationMode: CalculationMode = .linear, duration: Double
    ) throws(MotionError) {
        guard !values.isEmpty else { throw .emptyKeyframes }
        for (i, v) in values.enumerated() where !v.isFinite { throw .invalidKeyframeValue(index: i, value: v) }
        guard duration >= 0, duration.isFinite else { throw .invalidDuration(duration) }
        let n = values.count
        var times: [Double]
        switch calculationMode {
        case .paced:
            var cumulative = [0.0]
            for i in 1..<max(n, 1) { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
            let total = cumulative.last ?? 0
            times =
                n == 1
                ? [0]
                : cumulative.enumerated().map { i, d in
                    total > 0 ? d / total : Double(i) / Double(n - 1)
                }
            if n > 1 { times[n - 1] = 1 }
        case .linear:
            if let keyTimes {
                guard keyTimes.count == n else { throw .keyTimesCount(expected: [n], got: keyTimes.count) }
                times = keyTimes
            } else {
                times = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
            }
        case .discrete:
            if let keyTimes {
                guard keyTimes.count == n || keyTimes.count == n + 1 else {
                    throw .keyTimesCount(expected: [n, n + 1], got: keyTimes.count)
                }
                times = keyTimes
            } else {
                times = (0...n).map { Double($0) / Double(n) }
            }
        }
        for (i, t) in times.enumerated() {
            guard t >= 0, t <= 1, i == 0 || t >= times[i - 1] else { throw .invalidKeyTime(index: i, value: t) }
        }
        if let first = times.first, first != 0 { throw .invalidKeyTime(index: 0, value: first) }
        if calculationMode == .linear, n > 1, let last = times.last, last != 1 {
            throw .invalidKeyTime(index: n - 1, value: last)
        }
        let segments = max(n - 1, 0)
        let functions = timingFunctions ?? Array(repeating: .linear, count: segments)
        if calculationMode == .linear, functions.count != segments {
            throw .timingFunctionsCount(expected: segments, got: functions.count)
        }
        self.values = values
        self.keyTimes = times
        self.timingFunctions = calculationMode == .linear ? functions : []
        self.calculationMode = calculationMode
        self.duration = duration
    }

    /// The value at `time` seconds (clamped to [0, duration]); the first value at 0, the last at the end.
    public func value(at time: Double) -> Double {
        let n = values.count
        guard n > 1 else { return values[0] }
        if !(time < duration) { return values[n - 1] }
        let f = duration > 0 ? max(time, 0) / duration : 1
        if calculationMode == .discrete {
            // The last key time at or before f picks the value.
            var index = 0
            for i in 0..<min(n, keyTimes.count) where keyTimes[i] <= f { index = i }
            return values[index]
        }
        // Segment i spans [keyTimes[i], keyTimes[i + 1]]; find the last one starting at or before f.
        var i = 0
        while i + 1 < n - 1, keyTimes[i + 1] <= f { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        guard span > 0 else { return values[i + 1] }
        let local = (f - keyTimes[i]) / span
        let eased = calculationMode == .linear ? timingFunctions[i].progress(at: local) : min(max(local, 0), 1)
        return Interpolation.lerp(values[i], values[i + 1], eased)
    }
}
