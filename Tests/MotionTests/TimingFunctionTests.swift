import XCTest
import TestHelpers
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
        XCTAssertEqual(TimingFunction.easeInEaseOut.progress(at: 0.2) + TimingFunction.easeInEaseOut.progress(at: 0.8), 1,
                       accuracy: 1e-12)
    }

    /// Independent check: pick the curve parameter t, so the exact point (x(t), y(t)) is known, and
    /// require progress(x(t)) within 1e-7 of y(t); also against a 200-step bisection reference.
    func testSolvesTheExactCurveWithin1e7IncludingOvershootingControlPoints() throws {
        let seed: UInt64 = 0x5EED_0003
        var rng = SeededGenerator(seed: seed)
        var functions: [TimingFunction] = [.easeIn, .easeOut, .easeInEaseOut, .default,
                                           try TimingFunction(controlPoints: 0, 1, 1, 0),       // flat x at both ends
                                           try TimingFunction(controlPoints: 0.5, -0.8, 0.5, 1.8), // y outside [0, 1]
                                           try TimingFunction(controlPoints: 1, 0, 0, 1),
                                           try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)]
        for _ in 0..<40 {
            functions.append(try TimingFunction(controlPoints: .random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng),
                                                .random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng)))
        }
        for f in functions {
            for i in 0...400 {
                let t = Double(i) / 400
                let x = f.x(atParameter: t), y = f.y(atParameter: t)
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
}
