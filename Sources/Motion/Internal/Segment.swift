/// One closed-form animation (Bézier, spring, decay or keyframes) under media timing, sampled at an
/// elapsed time. An animator holds one segment, or several when Bézier retargets blend additively.
///
/// Elapsed time is measured on the animator's position counter (ticks that advanced while not
/// paused) in whole ticks: elapsed = (anchorTicks + direction · (position - anchorPosition)) / hz
/// + anchorSeconds. It stays one division of whole ticks by hz through reverses; only a scrub
/// (to a fraction of the time) adds a non-tick offset in `anchorSeconds`.
struct Segment: Sendable {
    enum Shape: Sendable {
        case timing(TimingFunction)
        /// Spring with start velocity v0 (points per second); `from - to` is the start displacement.
        case spring(Spring, v0: Double)
        /// Decay with start velocity v0; `to` is where it ends.
        case decay(Decay, v0: Double)
        case keyframes(Keyframes)
    }

    var shape: Shape
    /// Value at curve time 0 and at the curve's end (absolute, or deltas for additive segments).
    var from: Double
    var to: Double
    /// The curve's own duration D in seconds (before timing).
    var duration: Double
    var timing: AnimationTiming
    var anchorPosition: Int
    var anchorTicks = 0
    var anchorSeconds = 0.0
    var direction = 1

    func elapsedTicks(atPosition position: Int) -> Int {
        anchorTicks + direction * (position - anchorPosition)
    }

    func elapsed(atPosition position: Int, hz: Int) -> Double {
        let e = Double(elapsedTicks(atPosition: position)) / Double(hz)
        return max(0, anchorSeconds == 0 ? e : e + anchorSeconds)
    }

    /// Restarts the tick count at `position` keeping the elapsed time, then flips direction.
    mutating func reverse(atPosition position: Int) {
        anchorTicks = elapsedTicks(atPosition: position)
        anchorPosition = position
        direction = -direction
    }

    /// Sets the elapsed time to `seconds` at `position`.
    mutating func scrub(toSeconds seconds: Double, atPosition position: Int) {
        anchorTicks = 0
        anchorSeconds = seconds
        anchorPosition = position
    }

    /// Whether a Bézier retarget may add itself on top of this segment (UIKit's additive
    /// blending): Béziers and springs, whose end is their target; not decay or keyframes.
    var blendsAdditively: Bool {
        switch shape {
        case .timing, .spring: true
        case .decay, .keyframes: false
        }
    }

    /// Elapsed seconds at which the active time ends (may be infinite).
    var totalDuration: Double { timing.totalDuration(base: duration) }

    /// Value and d(value)/d(curve time) at curve time τ in [0, D]. Exact at both ends.
    func curve(at tau: Double) -> (value: Double, slope: Double) {
        if duration <= 0 { return (to, 0) }  // nothing to play: already at the end
        if tau <= 0 {
            switch shape {
            case .spring(_, let v0), .decay(_, let v0): return (from, v0)
            case .timing(let f): return (from, timingRate(f.slope(at: 0), f, at: 0))
            case .keyframes(let k): return (k.value(at: 0), 0)
            }
        }
        if tau >= duration { return (to, 0) }
        switch shape {
        case .timing(let f):
            let (progress, slope) = f.progressAndSlope(at: tau / duration)
            return (Interpolation.lerp(from, to, progress), timingRate(slope, f, at: tau))
        case .spring(let s, let v0):
            let (x, v) = s.state(at: tau, displacement: from - to, velocity: v0)
            return (to + x, v)
        case .decay(let d, let v0):
            let (offset, v) = d.state(at: tau, velocity: v0)
            return (from + offset, v)
        case .keyframes(let k):
            // Keyframes have corners; a one-sided difference over 1 ms is velocity enough.
            let h = min(1e-3, duration - tau)
            let value = k.value(at: tau)
            return (value, h > 0 ? Self.finite((k.value(at: tau + h) - value) / h) : 0)
        }
    }

    /// d(value)/d(curve time) of a Bézier with `slope` at curve time τ: (to - from)·slope/D. At a
    /// vertical tangent (an infinite slope, reported as the largest finite one) it is the chord
    /// over the next millisecond of curve time, as for keyframes' corners, so a spring taking
    /// over starts fast but finite. Always finite.
    @inline(__always)
    private func timingRate(_ slope: Double, _ f: TimingFunction, at tau: Double) -> Double {
        let rate = (to - from) * slope / duration
        if rate.isFinite, !TimingFunction.isVertical(slope) { return rate }
        return steepRate(slope, f, at: tau)
    }

    /// `timingRate` where the slope is vertical or the rate overflows (kept off the hot path).
    @inline(never)
    private func steepRate(_ slope: Double, _ f: TimingFunction, at tau: Double) -> Double {
        var rate = (to - from) * slope / duration
        let h = min(1e-3, duration - tau)
        if TimingFunction.isVertical(slope), h > 0 {
            let a = f.progress(at: tau / duration)
            let b = f.progress(at: (tau + h) / duration)
            rate = (to - from) * ((b - a) / h)
        }
        return Self.finite(rate)
    }

    /// `v` within the finite range (an overflow to ±infinity becomes ±greatestFiniteMagnitude).
    private static func finite(_ v: Double) -> Double {
        v.isFinite ? v : v < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }

    /// Value, velocity (points per elapsed second) and whether the active time still runs.
    func sample(atElapsed e: Double) -> (value: Double, velocity: Double, running: Bool) {
        switch timing.phase(atElapsed: e, base: duration) {
        case .before:
            let shown = timing.fillMode == .backwards || timing.fillMode == .both ? curve(at: 0).value : to
            return (shown, 0, true)
        case .active(let tau, let rate):
            let (value, slope) = curve(at: tau)
            return (value, slope * rate * Double(direction), true)
        case .after(let tau):
            let shown = timing.fillMode == .forwards || timing.fillMode == .both ? curve(at: tau).value : to
            return (shown, 0, false)
        }
    }
}
