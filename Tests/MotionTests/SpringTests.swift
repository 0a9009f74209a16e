import Foundation
import XCTest

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
        let springs = [
            try Spring(mass: 1, stiffness: 100, damping: 10),  // under-damped, ζ = 0.5
            try Spring(mass: 1, stiffness: 100, damping: 20),  // critical, ζ = 1
            try Spring(mass: 2, stiffness: 50, damping: 40, overdamping: .exact),
        ]  // over-damped, ζ = 2
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
        XCTAssertEqual(
            ca.state(at: 0.4, displacement: 1, velocity: 0).displacement,
            critical.state(at: 0.4, displacement: 1, velocity: 0).displacement)
    }

    func testSwiftUIResponseAndDampingFraction() throws {
        let s = try Spring(response: 0.5, dampingFraction: 0.8)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(s.damping, 4 * .pi * 0.8 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 0.8, accuracy: 1e-12)
    }

    func testTheEnvelopeSettleTimeIsWhenTheMotionStaysWithinTheThreshold() throws {
        // Under-damped (ζ = 0.5, ω0 = 10): envelope A e^(-5t), A = sqrt(1 + (5/ωd)²): t = ln(1000 A)/5.
        let s = try Spring()
        let wd = 10 * (0.75).squareRoot()
        let amplitude = (1 + pow(5 / wd, 2)).squareRoot()
        let settle = s.settleTime(displacement: -1, velocity: 0, threshold: 0.001)
        XCTAssertEqual(settle, log(1000 * amplitude) / 5, accuracy: 1e-12)
        // Sampling densely after it never finds the motion beyond 0.001.
        for i in 0..<2000 {
            let t = settle + Double(i) * 0.001
            XCTAssertLessThanOrEqual(abs(s.state(at: t, displacement: -1, velocity: 0).displacement), 0.001)
        }
        // Critical: solve (1 + 10 t) e^(-10 t) = 0.001 by bisection independently.
        let c = try Spring(stiffness: 100, damping: 20)
        let expected = TestSupport.bisect({ -(1 + 10 * $0) * exp(-10 * $0) }, target: -0.001, lo: 0.1, hi: 10)
        XCTAssertEqual(c.settleTime(displacement: -1, velocity: 0, threshold: 0.001), expected, accuracy: 1e-9)
    }

    // MARK: Core Animation's settlingDuration

    func testSettlingDurationMatchesApplesDocumentedExamples() throws {
        // CASpringAnimation.settlingDuration's documentation, mass 1 and stiffness 100: damping 5
        // settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
        let five = try Spring(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(five.settlingDuration, 2.855, accuracy: 1e-3)
        let fifteen = try Spring(mass: 1, stiffness: 100, damping: 15)
        XCTAssertEqual(fifteen.settlingDuration, 1.022, accuracy: 1e-3)
        XCTAssertGreaterThan(fifteen.settlingDuration, 1)
    }

    /// Core Animation's under-damped figure, from its published description: the remaining
    /// distance e^(-ζω0 t)(A cos ωd t + B sin ωd t) (A = 1, B = (ζω0 - v)/ωd for a start velocity
    /// v toward the target) is bounded by (|A| + |B|) e^(-ζω0 t); settled where that is 0.001.
    private func underDampedSettling(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (zeta * w0 - v) / wd
        return log((1 + abs(b)) / 0.001) / (zeta * w0)
    }

    func testUnderDampedSettlingBoundsTheMotionByTheSumOfItsCoefficients() throws {
        for (m, k, c, v) in [(1.0, 100.0, 10.0, 0.0), (1, 100, 5, 3), (2, 300, 12, -4), (0.5, 50, 1, 0), (1, 1000, 40, 20)] {
            let s = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
            XCTAssertEqual(
                s.settlingDuration, underDampedSettling(mass: m, stiffness: k, damping: c, velocity: v),
                accuracy: 1e-12, "m \(m) k \(k) c \(c) v \(v)")
        }
        XCTAssertEqual(try Spring().settlingDuration, 1.4727, accuracy: 1e-4)  // the default spring
    }

    /// Core Animation's figure for damping ratio >= 1, from its published description: samples
    /// on a 0.1 s grid; the first grid time from which the spring stays within 0.001 of its
    /// distance, on the grid, for more than a second. `remaining` is the textbook motion.
    private func gridSettling(_ remaining: (Double) -> Double) -> Double {
        var inside = 0
        for n in 0..<1_000_000 {
            if abs(remaining(Double(n) / 10)) < 0.001 {
                inside += 1
                if inside == 12 { return Double(n - 11) / 10 }  // n - 11 ... n: 1.1 s within
            } else {
                inside = 0
            }
        }
        return .nan
    }

    func testCriticallyAndOverDampedSettlingStaysWithinTheBoundForMoreThanASecondOnATenthSecondGrid() throws {
        // Critical, ω0 = 10, from rest: (1 + 10t) e^(-10t) is 0.00123 at 0.9 s and 0.0005 at 1 s.
        let critical = try Spring(stiffness: 100, damping: 20)
        XCTAssertEqual(critical.settlingDuration, 1.0, accuracy: 1e-12)
        // Core Animation moves an over-damped spring as a critically damped one, so it settles alike.
        XCTAssertEqual(try Spring(stiffness: 100, damping: 40).settlingDuration, 1.0, accuracy: 1e-12)
        for (k, v) in [(100.0, 0.0), (100, 5), (100, -3), (40, 12), (400, 0)] {
            let w0 = k.squareRoot()
            let s = try Spring(stiffness: k, damping: 2 * w0, initialVelocity: v)
            let expected = gridSettling { t in (1 + (w0 - v) * t) * exp(-w0 * t) }
            XCTAssertEqual(s.settlingDuration, expected, accuracy: 1e-12, "k \(k) v \(v)")
        }
        // A slow critically damped spring that crosses its target at t = 1 (within the bound at
        // the 1.0 s sample only) and overshoots: the crossing does not count, the tail does.
        let slow = try Spring(stiffness: 1, damping: 2, initialVelocity: 2)
        let slowExpected = gridSettling { t in (1 - t) * exp(-t) }
        XCTAssertGreaterThan(slowExpected, 5)
        XCTAssertEqual(slow.settlingDuration, slowExpected, accuracy: 1e-12)
        // The exact over-damped motion (`.exact`, Core Animation's allowsOverdamping), ζ = 2, ω0 = 10.
        let exact = try Spring(stiffness: 100, damping: 40, overdamping: .exact)
        let r1 = -10 * (2 - 3.0.squareRoot())
        let r2 = -10 * (2 + 3.0.squareRoot())
        let exactExpected = gridSettling { t in (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1) }
        XCTAssertEqual(exact.settlingDuration, exactExpected, accuracy: 1e-12)
    }

    func testSettlingDurationIsDividedBySpeed() throws {
        let s = try Spring(damping: 5)
        XCTAssertEqual(s.settlingDuration(speed: 2), s.settlingDuration / 2, accuracy: 1e-12)
        XCTAssertEqual(s.settlingDuration(speed: 0.5), s.settlingDuration * 2, accuracy: 1e-12)
        XCTAssertEqual(s.settlingDuration(speed: 0), .infinity)
    }

    // MARK: When a spring ends

    func testRestThresholdEndingDependsOnTheDistance() throws {
        // Pop-style: the envelope under 0.01 pt; a 1,000 pt move runs longer than a 1 pt move.
        func endTime(distance: Double, spring: Spring) throws -> Double {
            let a = try ValueAnimator(value: 0, hz: 100)
            try a.animate(to: distance, curve: .spring(spring))
            var tick = 0
            while a.step(tick: tick).isRunning { tick += 1 }
            XCTAssertEqual(a.value, distance)
            return Double(tick) / 100
        }
        XCTAssertEqual(try endTime(distance: 1000, spring: try Spring()), 2.33, accuracy: 0.011)
        XCTAssertEqual(try endTime(distance: 1, spring: try Spring()), 0.95, accuracy: 0.011)
        // Core Animation-style: the settling duration (1.4727 s) whatever the distance.
        let ca = try Spring(ending: .settlingDuration)
        XCTAssertEqual(try endTime(distance: 1000, spring: ca), 1.48, accuracy: 1e-9)
        XCTAssertEqual(try endTime(distance: 1, spring: ca), 1.48, accuracy: 1e-9)
        XCTAssertEqual(try endTime(distance: 1, spring: try Spring(ending: .duration(0.5))), 0.5, accuracy: 1e-9)
    }

    func testCoreAnimationEndingJumpsToTheTargetAtItsDurationScaledBySpeed() throws {
        let spring = try Spring(damping: 5, ending: .settlingDuration)  // 2.855 s: still 0.001 away there
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 100, curve: .spring(spring), timing: try AnimationTiming(speed: 2))
        let end = Int((spring.settlingDuration / 2 * 30).rounded(.up))
        let steps = TestSupport.run(a, ticks: 0...end)
        XCTAssertTrue(steps[end - 1].isRunning)
        XCTAssertEqual(
            steps[end - 1].value, 100 + spring.state(at: Double(end - 1) / 30 * 2, displacement: -100, velocity: 0).displacement,
            accuracy: 1e-9)
        XCTAssertEqual(steps[end].value, 100)
        XCTAssertFalse(steps[end].isRunning)
        XCTAssertThrowsError(try Spring(ending: .duration(-1))) { XCTAssertEqual($0 as? MotionError, .invalidDuration(-1)) }
    }

    func testProgressForTransitionsIsTheUnitMoveEndingAtItsDuration() throws {
        // Textbook under-damped unit move: p(t) = 1 - e^(-ζω0 t)(cos ωd t + B sin ωd t).
        let s = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1.5)
        let (zw, wd) = (5.0, 10 * 0.75.squareRoot())
        let b = (zw - 1.5) / wd
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let expected = t == 0 ? 0 : 1 - exp(-zw * t) * (cos(wd * t) + b * sin(wd * t))
            XCTAssertEqual(s.progress(atTime: t), expected, accuracy: 1e-12, "t \(t)")
            let h = 1e-6
            XCTAssertEqual(
                s.progressVelocity(atTime: t + h), (s.progress(atTime: t + 2 * h) - s.progress(atTime: t)) / (2 * h),
                accuracy: 1e-4)
        }
        XCTAssertEqual(s.progressVelocity(atTime: 0), 1.5, accuracy: 1e-12)
        let d = s.settlingDuration
        XCTAssertEqual(s.progress(atTime: d - 0.01, duration: d), s.progress(atTime: d - 0.01))
        XCTAssertEqual(s.progress(atTime: d, duration: d), 1)
        XCTAssertEqual(s.progress(atTime: d + 5, duration: d), 1)
        XCTAssertEqual(abs(s.progress(atTime: d) - 1), 0.001, accuracy: 0.001)
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
        let at6 = a.step(tick: 6)
        let at7 = a.step(tick: 7)
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
