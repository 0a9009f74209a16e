import TestHelpers
import XCTest

@testable import Motion

final class TimingFunctionTests: XCTestCase {
    /// Tolerance the issue requires against the exact curve.
    private let tolerance = 1e-7

    func testNamedFunctionsHaveCoreAnimationsControlPoints() {
        XCTAssertEqual(TimingFunction.easeIn, try TimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertEqual(TimingFunction.easeOut, try TimingFunction(controlPoints: 0, 0, 0.58, 1))
        XCTAssertEqual(TimingFunction.easeInEaseOut, try TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(TimingFunction.default, try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        XCTAssertEqual(TimingFunction.named("easeInEaseOut"), .easeInEaseOut)
        XCTAssertNil(TimingFunction.named("bounce"))
    }

    func testEndsAreExactAndLinearIsIdentity() {
        for f in [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            XCTAssertEqual(f.progress(at: 0), 0)
            XCTAssertEqual(f.progress(at: 1), 1)
            XCTAssertEqual(f.progress(at: -0.5), 0)
            XCTAssertEqual(f.progress(at: 2), 1)
        }
        XCTAssertEqual(TimingFunction.linear.progress(at: 0.3), 0.3)
        // easeInEaseOut is point-symmetric about (0.5, 0.5).
        XCTAssertEqual(TimingFunction.easeInEaseOut.progress(at: 0.5), 0.5, accuracy: 1e-15)
        XCTAssertEqual(
            TimingFunction.easeInEaseOut.progress(at: 0.2) + TimingFunction.easeInEaseOut.progress(at: 0.8), 1,
            accuracy: 1e-12)
    }

    /// Independent check: pick the curve parameter t, so the exact point (x(t), y(t)) is known, and
    /// require progress(x(t)) within 1e-7 of y(t); also against a 200-step bisection reference.
    func testSolvesTheExactCurveWithin1e7IncludingOvershootingControlPoints() throws {
        let seed: UInt64 = 0x5EED_0003
        var rng = SeededGenerator(seed: seed)
        var functions: [TimingFunction] = [
            .easeIn, .easeOut, .easeInEaseOut, .default,
            try TimingFunction(controlPoints: 0, 1, 1, 0),  // flat x at both ends
            try TimingFunction(controlPoints: 0.5, -0.8, 0.5, 1.8),  // y outside [0, 1]
            try TimingFunction(controlPoints: 1, 0, 0, 1),
            try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
        ]
        for _ in 0..<40 {
            functions.append(
                try TimingFunction(
                    controlPoints: .random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng),
                    .random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng)))
        }
        for f in functions {
            for i in 0...400 {
                let t = Double(i) / 400
                let x = f.x(atParameter: t)
                let y = f.y(atParameter: t)
                XCTAssertEqual(f.progress(at: x), y, accuracy: tolerance, "seed \(seed) \(f) t \(t)")
                // Where x'(t) vanishes, x is flat and a double x does not pin t: skip the reference there.
                let (ax, bx, cx) = (1 - 3 * f.x1 - 3 * (f.x2 - 2 * f.x1), 3 * (f.x2 - 2 * f.x1), 3 * f.x1)
                guard (3 * ax * t + 2 * bx) * t + cx > 1e-3 else { continue }
                let reference = f.y(atParameter: TestSupport.bisect({ f.x(atParameter: $0) }, target: x))
                XCTAssertEqual(f.progress(at: x), reference, accuracy: tolerance, "seed \(seed) \(f) x \(x)")
            }
        }
    }

    func testAccuracyDoesNotDependOnDuration() throws {
        // A 1000-second easeIn sampled on a 30 Hz grid: every value within 1e-7 (relative to the
        // distance) of the exact curve, where WebKit's old epsilon 1/(200·duration) would not be.
        let f = TimingFunction.easeIn
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 1, curve: .timed(f, duration: 1000))
        for k in stride(from: 0, through: 30_000, by: 997) {
            let value = a.step(tick: k).value
            let x = Double(k) / 30 / 1000
            let exact = f.y(atParameter: TestSupport.bisect({ f.x(atParameter: $0) }, target: x))
            XCTAssertEqual(value, exact, accuracy: tolerance, "tick \(k)")
        }
    }

    func testSlopeMatchesFiniteDifferences() {
        let f = TimingFunction.easeInEaseOut
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-6
            let numeric = (f.progress(at: x + h) - f.progress(at: x - h)) / (2 * h)
            XCTAssertEqual(f.slope(at: x), numeric, accuracy: 1e-5)
        }
    }

    func testControlPointsOutsideTheUnitIntervalInXThrow() {
        XCTAssertThrowsError(try TimingFunction(controlPoints: 1.2, 0, 0.5, 1)) {
            XCTAssertEqual($0 as? MotionError, .invalidControlPoints([1.2, 0, 0.5, 1]))
        }
        XCTAssertThrowsError(try Curve.bezier(0, 0, 1, 1, duration: -1)) { XCTAssertEqual($0 as? MotionError, .invalidDuration(-1)) }
    }

    // MARK: Extreme control points: finite everywhere

    func testHugeControlPointsGiveFiniteProgressNeverNaN() throws {
        let f = try TimingFunction(controlPoints: 0.5, 0, 0.5, 1e308)
        XCTAssertTrue(f.progress(at: 0.5).isFinite)
        // Bernstein form, written here from its definition (finite at 1e305): the same value.
        let g = try TimingFunction(controlPoints: 0.3, -1e305, 0.7, 2e305)
        for t in stride(from: 0.0, through: 1, by: 0.125) {
            let u = 1 - t
            let exact = 3 * u * u * t * -1e305 + 3 * u * t * t * 2e305 + t * t * t
            XCTAssertEqual(g.y(atParameter: t), exact, accuracy: abs(exact) * 1e-14 + 1e-300, "t \(t)")
        }
        let big = Double.greatestFiniteMagnitude
        let extremes: [Double] = [big, -big, 1e308, -1e308, 1e300, 1.0000001e300, 5e307, -3e307, 1e-300, 0, 1]
        for y1 in extremes {
            for y2 in extremes {
                for (x1, x2) in [(0.5, 0.5), (0.0, 1.0), (0.0, 0.5), (1.0, 0.0), (0.25, 0.1)] {
                    let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
                    for x in stride(from: 0.0, through: 1, by: 0.0625) {
                        let (p, s) = (f.progress(at: x), f.slope(at: x))
                        XCTAssertTrue(p.isFinite && s.isFinite, "(\(x1), \(y1), \(x2), \(y2)) at \(x): \(p), \(s)")
                        XCTAssertTrue(f.y(atParameter: x).isFinite)
                    }
                }
            }
        }
    }

    func testEveryPublicEntryThatBuildsABezierStaysFinite() throws {
        let curve = try Curve.bezier(0.5, 0, 0.5, 1e308, duration: 0.5)
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 1, curve: curve)
        for step in TestSupport.run(a, ticks: 0...20) {
            XCTAssertTrue(step.value.isFinite && step.velocity.isFinite, "\(step)")
        }
        XCTAssertEqual(a.value, 1)
        let timed = try Curve.timed(try TimingFunction(controlPoints: 0, -1e308, 1, 1e308), duration: 1)
        let b = try ValueAnimator(value: 0, hz: 30)
        try b.animate(to: 1, curve: timed)
        XCTAssertTrue(TestSupport.run(b, ticks: 0...31).allSatisfy { $0.value.isFinite && $0.velocity.isFinite })
        let keyframes = try Keyframes(
            values: [0, 1, 2], timingFunctions: [try TimingFunction(controlPoints: 0, 1e308, 1, -1e308), .linear],
            duration: 1)
        let c = try ValueAnimator(value: 0, hz: 30)
        try c.animate(to: 0, curve: .keyframes(keyframes))
        XCTAssertTrue(TestSupport.run(c, ticks: 0...31).allSatisfy { $0.value.isFinite && $0.velocity.isFinite })
    }

    // MARK: Slope where dx/dt vanishes

    func testSlopeIsTheLimitAlongTheCurveWhereItIsFinite() {
        // easeOut (0, 0, 0.58, 1) near x = 0: x ≈ 3·0.58 t², y ≈ 3 t², so dy/dx → 1/0.58; easeIn at
        // x = 1 mirrors it. The chord slope close to the end agrees.
        XCTAssertEqual(TimingFunction.easeOut.slope(at: 0), 1 / 0.58, accuracy: 1e-12)
        XCTAssertEqual(TimingFunction.easeIn.slope(at: 1), 1 / 0.58, accuracy: 1e-12)
        XCTAssertEqual(TimingFunction.easeOut.slope(at: 0), TimingFunction.easeOut.progress(at: 1e-9) / 1e-9, accuracy: 1e-3)
    }

    func testVerticalTangentReportsTheLargestFiniteSlope() throws {
        // (0, 0.5, 0.5, 1) at x = 0: x'(0) = 0 while y'(0) = 1.5, an infinite slope.
        let f = try TimingFunction(controlPoints: 0, 0.5, 0.5, 1)
        XCTAssertEqual(f.slope(at: 0), .greatestFiniteMagnitude)
        let g = try TimingFunction(controlPoints: 0, -0.5, 0.5, 1)
        XCTAssertEqual(g.slope(at: 0), -.greatestFiniteMagnitude)
        XCTAssertGreaterThan(f.slope(at: 1e-6), 100)  // large and finite just after it
        // (1, 0, 0, 1): x'(1/2) = x''(1/2) = 0 (a flat inflection in x) while y'(1/2) = 1.5.
        XCTAssertEqual(try TimingFunction(controlPoints: 1, 0, 0, 1).slope(at: 0.5), .greatestFiniteMagnitude)
    }

    func testAVerticalTangentHandsASpringAFastButFiniteVelocity() throws {
        // A Bézier retargeted to a spring at its start tick hands over its velocity there: the
        // chord over the first millisecond (not 0, as if at rest).
        let f = try TimingFunction(controlPoints: 0, 0.5, 0.5, 1)
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 100, curve: .timed(f, duration: 1))
        a.step(tick: 0)
        try a.animate(to: 100, curve: .spring(try Spring()))
        let handOff = a.step(tick: 0)
        XCTAssertEqual(handOff.velocity, 100 * f.progress(at: 0.001) / 0.001, accuracy: 1e-6)
        XCTAssertTrue(handOff.velocity.isFinite && handOff.velocity > 1000)
        let fromRest = try ValueAnimator(value: 0, hz: 30)
        try fromRest.animate(to: 100, curve: .spring(try Spring()))
        fromRest.step(tick: 0)
        XCTAssertGreaterThan(a.step(tick: 1).value, fromRest.step(tick: 1).value)
        // easeOut's finite limit, 1/0.58 distances per second, is handed over as it is.
        let b = try ValueAnimator(value: 0, hz: 30)
        try b.animate(to: 100, curve: .timed(.easeOut, duration: 1))
        b.step(tick: 0)
        try b.animate(to: 100, curve: .spring(try Spring()))
        XCTAssertEqual(b.step(tick: 0).velocity, 100 / 0.58, accuracy: 1e-9)
    }
}
