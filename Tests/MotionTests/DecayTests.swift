import Foundation
import XCTest

@testable import Motion

final class DecayTests: XCTestCase {
    func testClosedFormMatchesPerMillisecondDeceleration() throws {
        // Independent reference: apply v *= r once per millisecond and sum the distance.
        let decay = try Decay(initialVelocity: 2000, decelerationRate: 0.998)
        var (x, v) = (0.0, 2000.0)
        for _ in 0..<500 {
            x += v * 0.001
            v *= 0.998
        }
        let (offset, velocity) = decay.state(at: 0.5, velocity: 2000)
        XCTAssertEqual(velocity, v, accuracy: 1e-9)
        XCTAssertEqual(offset, x, accuracy: 0.5 * 2000 * 0.001)  // the Riemann sum is off by under half a step
        XCTAssertEqual(decay.restingOffset(velocity: 2000), -2000 / (1000 * log(0.998)), accuracy: 1e-9)
    }

    func testAnimatorCoastsToRestAndEndsExactlyAtItsDuration() throws {
        let decay = try Decay(initialVelocity: -1500, decelerationRate: Decay.fastRate, restVelocity: 0.5)
        let a = try ValueAnimator(value: 100, hz: 30)
        try a.animate(to: 0, curve: .decay(decay))  // the target is ignored
        let duration = decay.duration(velocity: -1500)
        XCTAssertEqual(-1500 * pow(0.99, 1000 * duration), -0.5, accuracy: 1e-9)
        let end = 100 + decay.state(at: duration, velocity: -1500).offset
        let steps = TestSupport.run(a, ticks: 0...60)
        XCTAssertEqual(steps[0].value, 100)
        XCTAssertEqual(steps[3].value, 100 + decay.state(at: 0.1, velocity: -1500).offset, accuracy: 1e-9)
        let endTick = Int((duration * 30).rounded(.up))
        XCTAssertTrue(steps[endTick - 1].isRunning)
        XCTAssertEqual(steps[endTick].value, end)
        XCTAssertFalse(steps[endTick].isRunning)
        XCTAssertEqual(a.presentation.target, end)
    }

    func testNilVelocityInheritsTheRunningVelocity() throws {
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 300, curve: .timed(.linear, duration: 1))  // 300 points per second
        TestSupport.run(a, ticks: 0...5)
        try a.animate(to: 0, curve: .decay(try Decay()))
        let s = a.step(tick: 6)
        XCTAssertEqual(s.value, 60)
        XCTAssertEqual(s.velocity, 300, accuracy: 1e-9)
        XCTAssertGreaterThan(a.step(tick: 7).value, 60)
    }

    func testInvalidRatesThrow() {
        XCTAssertThrowsError(try Decay(decelerationRate: 1)) { XCTAssertEqual($0 as? MotionError, .invalidDecelerationRate(1)) }
        XCTAssertThrowsError(try Decay(initialVelocity: .infinity)) { XCTAssertEqual($0 as? MotionError, .invalidVelocity(.infinity)) }
    }
}
