/// A cubic Bézier timing function from (0,0) to (1,1) with control points (x1,y1) and (x2,y2),
/// as Core Animation's CAMediaTimingFunction.
///
/// `progress(at:)` maps a time fraction x in [0, 1] to a progress y (which may leave [0, 1] when
/// y1 or y2 do). It solves x(t) = x for the curve parameter t with Newton's method guarded by a
/// bisection bracket, to within a few ulps of t; the result is within 1e-7 of the exact curve
/// for any duration (the tolerance is absolute in t, not tied to the duration).
public struct TimingFunction: Sendable, Hashable {
    /// Control point coordinates; x1 and x2 lie in [0, 1].
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// A timing function with custom control points; throws if an x is outside [0, 1] or any is not finite.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MotionError) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidControlPoints([x1, y1, x2, y2])
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// Linear pacing (0, 0, 1, 1).
    public static let linear = TimingFunction(unchecked: 0, 0, 1, 1)
    /// Core Animation's easeIn (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(unchecked: 0.42, 0, 1, 1)
    /// Core Animation's easeOut (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(unchecked: 0, 0, 0.58, 1)
    /// Core Animation's easeInEaseOut (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation's default (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(unchecked: 0.25, 0.1, 0.25, 1)

    /// The named function for a scene's curve name (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`).
    public static func named(_ name: String) -> TimingFunction? {
        switch name {
        case "linear": .linear
        case "easeIn": .easeIn
        case "easeOut": .easeOut
        case "easeInEaseOut": .easeInEaseOut
        case "default": .default
        default: nil
        }
    }

    // Power-basis coefficients: B(t) = ((a t + b) t + c) t with c = 3 p1, b = 3 (p2 - p1) - c, a = 1 - c - b.
    @inline(__always) private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// The curve's x at parameter t.
    public func x(atParameter t: Double) -> Double {
        let (a, b, c) = Self.coefficients(x1, x2)
        return ((a * t + b) * t + c) * t
    }

    /// The curve's y at parameter t.
    public func y(atParameter t: Double) -> Double {
        let (a, b, c) = Self.coefficients(y1, y2)
        return ((a * t + b) * t + c) * t
    }

    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve parameter t with x(t) = `x` (x clamped to [0, 1]).
    public func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        let (a, b, c) = Self.coefficients(x1, x2)
        // x(t) is non-decreasing on [0, 1] because x1, x2 are in [0, 1]: keep a bracket [lo, hi]
        // around the root and fall back to bisection whenever Newton would leave it or stalls.
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<200 {
            let f = ((a * t + b) * t + c) * t - x
            if f == 0 { return t }
            if f > 0 { hi = t } else { lo = t }
            let slope = (3 * a * t + 2 * b) * t + c
            var next = slope > 0 ? t - f / slope : .nan
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if abs(next - t) <= 1e-16 || hi - lo <= 1e-16 { return next }
            t = next
        }
        return t
    }

    /// Progress y for the time fraction `x` (clamped to [0, 1]); exact at 0 and 1.
    public func progress(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return y(atParameter: parameter(forX: x))
    }

    /// dy/dx at the time fraction `x`: the progress rate per unit of time fraction.
    public func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        return slope(atParameter: parameter(forX: min(max(x, 0), 1)))
    }

    /// Progress and slope at `x` from one solve (the animator's hot path).
    func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
        if isLinear { return (min(max(x, 0), 1), 1) }
        let t = parameter(forX: x)
        let progress = x <= 0 ? 0 : x >= 1 ? 1 : y(atParameter: t)
        return (progress, slope(atParameter: t))
    }

    private func slope(atParameter t: Double) -> Double {
        let (ax, bx, cx) = Self.coefficients(x1, x2)
        let (ay, by, cy) = Self.coefficients(y1, y2)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        // Where x'(t) = 0 (only possible at an end with x1 = 0 or x2 = 1) the slope is infinite
        // in the limit; report 0 rather than inf so velocities stay finite.
        return dx > 1e-12 ? dy / dx : 0
    }
}
