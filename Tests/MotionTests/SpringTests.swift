import XCTest
import Foundation
@testable import Motion

final class SpringTests: XCTestCase {
    /// Integrates m x'' + c x' + k x = 0 with classical RK4 at a tiny step: an independent reference.
    private func integrate(_ s: Spring, x0: Double, v0: Double, until t: Double, dt: Double = 1e-5) -> (Double, Double) {
        var (x, v) = (x0, v0)
        let (m, k, c) = (s.mass, s.stiffness, s.damping)
        func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        let n = Int((t / dt).rounded())
        for _ in 0..<n {
            let (k1x, k1v) = (v, a(x, v))
            let (k2x, k2v) = (v + 0.5 * dt * k1v, a(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v))
            let (k3x, k3v) = (v + 0.5 * dt * k2v, a(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v))
            let (k4x, k4v) = (v + dt * k3v, a(x + dt * k3x, v + dt * k3v))
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    func testClosedFormsMatchNumericalIntegrationInAllThreeRegimes() throws {
        let springs = [try Spring(mass: 1, stiffness: 100, damping: 10),                       // under-damped, ζ = 0.5
                       try Spring(mass: 1, stiffness: 100, damping: 20),                       // critical, ζ = 1
                       try Spring(mass: 2, stiffness: 50, damping: 40, overdamping: .exact)]   // over-damped, ζ = 2
        for s in springs {
            for t in [0.05, 0.3, 0.77] {
                let (x, v) = s.state(at: t, displacement: -300, velocity: 120)
                let (rx, rv) = integrate(s, x0: -300, v0: 120, until: t)
                XCTAssertEqual(x, rx, accuracy: 1e-6, "\(s) t \(t)")
                XCTAssertEqual(v, rv, accuracy: 1e-5, "\(s) t \(t)")
            }
        }
    }

    func testOverdampedIsCriticalByDefaultAsCoreAnimation() throws {
        let ca = try Spring(mass: 1, stiffness: 100, damping: 40)
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        XCTAssertEqual(ca.dampingRatio, 2)
        XCTAssertEqual(ca.effectiveDampingRatio, 1)
        XCTAssertEqual(ca.state(at: 0.4, displacement: 1, velocity: 0).displacement,
                       critical.state(at: 0.4, displacement: 1, velocity: 0).displacement)
    }

    func testSwiftUIResponseAndDampingFraction() throws {
        let s = try Spring(response: 0.5, dampingFraction: 0.8)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(s.damping, 4 * .pi * 0.8 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 0.8, accuracy: 1e-12)
    }

    func testSettlingDurationIsWhenTheEnvelopeStaysWithinAThousandth() throws {
        // Under-damped (ζ = 0.5, ω0 = 10): envelope A e^(-5t), A = sqrt(1 + (5/ωd)²): t = ln(1000 A)/5.
        let s = try Spring()
        let wd = 10 * (0.75).squareRoot()
        let amplitude = (1 + pow(5 / wd, 2)).squareRoot()
        XCTAssertEqual(s.settlingDuration, log(1000 * amplitude) / 5, accuracy: 1e-12)
        // Sampling densely after it never finds the motion beyond 0.001.
        for i in 0..<2000 {
            let t = s.settlingDuration + Double(i) * 0.001
            XCTAssertLessThanOrEqual(abs(s.state(at: t, displacement: -1, velocity: 0).displacement), 0.001)
        }
        // Critical: solve (1 + 10 t) e^(-10 t) = 0.001 by bisection independently.
        let c = try Spring(stiffness: 100, damping: 20)
        let expected = TestSupport.bisect({ -(1 + 10 * $0) * exp(-10 * $0) }, target: -0.001, lo: 0.1, hi: 10)
        XCTAssertEqual(c.settlingDuration, expected, accuracy: 1e-9)
    }

    func testAnimatorSpringStartsAndEndsExactlyAndUsesDistanceRelativeVelocity() throws {
        let spring = try Spring(initialVelocity: 2)
        let a = try ValueAnimator(value: 100, hz: 30)
        try a.animate(to: 400, curve: .spring(spring))
        let steps = TestSupport.run(a, ticks: 0...200)
        XCTAssertEqual(steps[0].value, 100)
        XCTAssertEqual(steps[0].velocity, 600)  // 2 distances per second toward the target
        let (x, _) = spring.state(at: 7.0 / 30, displacement: -300, velocity: 600)
        XCTAssertEqual(steps[7].value, 400 + x, accuracy: 1e-9)
        let settle = spring.settleTime(displacement: -300, velocity: 600, threshold: spring.restThreshold)
        let endTick = Int((settle * 30).rounded(.up))
        XCTAssertTrue(steps[endTick - 1].isRunning)
        XCTAssertEqual(steps[endTick].value, 400)
        XCTAssertFalse(steps[endTick].isRunning)
    }

    func testRetargetKeepsValueAndVelocity() throws {
        let spring = try Spring()
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 100, curve: .spring(spring))
        TestSupport.run(a, ticks: 0...5)
        try a.animate(to: -50)  // keeps the spring; applies at tick 6
        let at6 = a.step(tick: 6), at7 = a.step(tick: 7)
        // Tick 6 shows the old motion at 6/30 s (the retarget's start value), with its velocity.
        let (x6, v6) = spring.state(at: 6.0 / 30, displacement: -100, velocity: 0)
        XCTAssertEqual(at6.value, 100 + x6, accuracy: 1e-9)
        XCTAssertEqual(at6.velocity, v6, accuracy: 1e-9)
        // Tick 7 continues from that value and velocity toward -50.
        let (x7, _) = spring.state(at: 1.0 / 30, displacement: at6.value + 50, velocity: v6)
        XCTAssertEqual(at7.value, -50 + x7, accuracy: 1e-9)
    }

    func testSpringAlreadyAtRestFinishesOnItsStartTickAtTheTarget() throws {
        let a = try ValueAnimator(value: 10.005, hz: 30)
        try a.animate(to: 10, curve: .spring(try Spring()))  // within the 0.01-point rest threshold
        XCTAssertEqual(a.step(tick: 0), AnimatorStep(value: 10, velocity: 0, isRunning: false, changed: true))
    }

    func testInvalidSpringsThrowNamingTheParameter() {
        XCTAssertThrowsError(try Spring(mass: 0)) { XCTAssertEqual($0 as? MotionError, .invalidSpring(parameter: "mass", value: 0)) }
        XCTAssertThrowsError(try Spring(stiffness: -1)) { XCTAssertEqual($0 as? MotionError, .invalidSpring(parameter: "stiffness", value: -1)) }
        XCTAssertThrowsError(try Spring(damping: 0)) { XCTAssertEqual($0 as? MotionError, .invalidSpring(parameter: "damping", value: 0)) }
        XCTAssertThrowsError(try Spring(response: 0, dampingFraction: 1)) {
            XCTAssertEqual($0 as? MotionError, .invalidSpring(parameter: "response", value: 0))
        }
    }
}
