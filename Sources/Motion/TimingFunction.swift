/// A cubic Bézier timing function from (0,0) to (1,1) with control points (x1,y1) and (x2,y2),
/// as Core Animation's CAMediaTimingFunction.
///
/// `progress(at:)` maps a time fraction x in [0, 1] to a progress y (which may leave [0, 1] when
/// y1 or y2 do). It solves x(t) = x for the curve parameter t with Newton's method guarded by a
/// bisection bracket, to within a few ulps of t; the result is within 1e-7 of the exact curve
/// for any duration (the tolerance is absolute in t, not tied to the duration).
///
/// Every finite control point is accepted and every result is finite: where the power-basis
/// coefficients (3·y1 and the like) could overflow (|y1| or |y2| above 1e300), y is evaluated in
/// Bernstein form scaled by the largest |y|, whose weights for y1 and y2 sum to at most 3/4.
///
/// Departure from the web: a time fraction outside [0, 1] is clamped (Core Animation's local
/// time never leaves an animation's active interval); CSS easing extrapolates along the tangents.
public struct TimingFunction: Sendable, Hashable {
    /// Control point coordinates; x1 and x2 lie in [0, 1].
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// A timing function with custom control points; throws if an x is outside [0, 1] or any is not finite.
    /// Any finite y is accepted: the progress may overshoot, and stays finite for all of them.
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

    /// The largest |y1|, |y2| for which the power basis is used (its coefficients stay below 1e301).
    private static let powerBasisLimit = 1e300

    private var yIsModest: Bool { abs(y1) <= Self.powerBasisLimit && abs(y2) <= Self.powerBasisLimit }

    /// The curve's y at parameter t (finite for every finite control point).
    public func y(atParameter t: Double) -> Double {
        guard yIsModest else { return scaledBernsteinY(t) }
        let (a, b, c) = Self.coefficients(y1, y2)
        return ((a * t + b) * t + c) * t
    }

    /// s · (3(1-t)²t·y1/s + 3(1-t)t²·y2/s + t³/s) with s = max(|y1|, |y2|): no step overflows.
    private func scaledBernsteinY(_ t: Double) -> Double {
        let s = max(abs(y1), abs(y2))
        let u = 1 - t
        return (3 * u * u * t * (y1 / s) + 3 * u * t * t * (y2 / s) + t * t * t / s) * s
    }

    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve parameter t with x(t) = `x` (x clamped to [0, 1]).
    public func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        let (a, b, c) = Self.coefficients(x1, x2)
        // x(t) is non-decreasing on [0, 1] because x1, x2 are in [0, 1]: keep a bracket [lo, hi]
        // around the root and fall back to bisection whenever Newton would leave it or stalls.
        var lo = 0.0
        var hi = 1.0
        var t = x
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

    /// dy/dx at the time fraction `x` (clamped to [0, 1]): the progress rate per unit of time
    /// fraction. Where dx/dt vanishes this is the limit along the curve, the ratio of the first
    /// derivatives of x and y (by parameter) that do not both vanish, as l'Hôpital's rule gives
    /// it: 1/0.58 at x = 0 for `easeOut`. At a vertical tangent, where that limit is infinite,
    /// it is ±`Double.greatestFiniteMagnitude`, as Chromium reports it. Never NaN.
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

    /// Whether `slope` stands for an infinite slope (a vertical tangent).
    static func isVertical(_ slope: Double) -> Bool { abs(slope) == .greatestFiniteMagnitude }

    private func slope(atParameter t: Double) -> Double {
        let (ax, bx, cx) = Self.coefficients(x1, x2)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        if dx > 0 {
            if yIsModest {
                let (ay, by, cy) = Self.coefficients(y1, y2)
                let ratio = ((3 * ay * t + 2 * by) * t + cy) / dx
                if ratio.isFinite { return ratio }
                return ratio < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
            }
            let (dy, s) = scaledYDerivatives(t)
            return Self.finiteRatio(dy.0, dx, scale: s)
        }
        // dx/dt = 0 (only where x1 = 0 at t = 0, x2 = 1 at t = 1, or x1 = 1, x2 = 0 at t = 1/2):
        // compare the derivatives of each order in turn.
        let (dy, s) = scaledYDerivatives(t)
        let xs = [0, 6 * ax * t + 2 * bx, 6 * ax]
        let ys = [dy.0, dy.1, dy.2]
        for order in 0..<3 {
            if xs[order] != 0 { return Self.finiteRatio(ys[order], xs[order], scale: s) }
            if ys[order] != 0 { return ys[order] < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
        }
        return 0  // unreachable: x(t) runs from 0 to 1, so some derivative of x is non-zero
    }

    /// y', y'' and y''' at t, divided by s = max(1, |y1|, |y2|) so each stays finite, and s.
    private func scaledYDerivatives(_ t: Double) -> (derivatives: (Double, Double, Double), scale: Double) {
        let s = max(1, abs(y1), abs(y2))
        let (p1, p2, p3) = (y1 / s, y2 / s, 1 / s)
        let u = 1 - t
        // Derivatives of the Bernstein form with control values 0, p1, p2, p3.
        let first = 3 * u * (u - 2 * t) * p1 + 3 * t * (2 * u - t) * p2 + 3 * t * t * p3
        let second = 6 * u * (p2 - 2 * p1) + 6 * t * (p3 - 2 * p2 + p1)
        let third = 6 * (p3 - 3 * p2 + 3 * p1)
        return ((first, second, third), s)
    }

    /// (numerator / denominator) · scale, capped at ±`Double.greatestFiniteMagnitude`.
    private static func finiteRatio(_ numerator: Double, _ denominator: Double, scale: Double) -> Double {
        let ratio = numerator / denominator
        if abs(ratio) <= .greatestFiniteMagnitude / scale { return ratio * scale }
        return ratio < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }
}
