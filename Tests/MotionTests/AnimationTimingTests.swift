import XCTest

@testable import Motion

/// Media timing through the animator: a linear 0 → 30 over 1 s at 30 Hz moves 1 point per tick,
/// so expected values read straight off the tick numbers.
final class AnimationTimingTests: XCTestCase {
    private func values(_ timing: AnimationTiming, ticks: ClosedRange<Int>, duration: Double = 1) throws -> [AnimatorStep] {
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 30, curve: .timed(.linear, duration: duration), timing: timing)
        return TestSupport.run(a, ticks: ticks)
    }

    func testStartTickShowsStartAndDurationTickShowsEnd() throws {
        let steps = try values(.default, ticks: 0...31)
        XCTAssertEqual(steps.map(\.value), (0...30).map(Double.init) + [30])
        XCTAssertEqual(steps.map(\.isRunning), Array(repeating: true, count: 30) + [false, false])
    }

    func testFillModesDuringDelayAndAfterTheEnd() throws {
        // Delay 0.2 s (6 ticks), duration 1 s: active from tick 6 to tick 36.
        let expectations: [(FillMode, before: Double, after: Double)] = [
            (.removed, 30, 30), (.forwards, 30, 30), (.backwards, 0, 30), (.both, 0, 30),
        ]
        for (mode, before, after) in expectations {
            let steps = try values(try AnimationTiming(delay: 0.2, fillMode: mode), ticks: 0...40)
            XCTAssertEqual(steps[0].value, before, "\(mode)")
            XCTAssertEqual(steps[5].value, before, "\(mode)")
            XCTAssertEqual(steps[6].value, 0, "\(mode)")
            XCTAssertEqual(steps[21].value, 15, accuracy: 1e-9, "\(mode)")
            XCTAssertEqual(steps[36].value, after, "\(mode)")
            XCTAssertFalse(steps[36].isRunning)
        }
    }

    func testAutoreverseWithFillForwardsEndsAtTheStartValue() throws {
        let forwards = try values(try AnimationTiming(autoreverses: true, fillMode: .forwards), ticks: 0...61)
        XCTAssertEqual(forwards[15].value, 15)
        XCTAssertEqual(forwards[30].value, 30)
        XCTAssertEqual(forwards[45].value, 15)
        XCTAssertEqual(forwards[60].value, 0)
        XCTAssertFalse(forwards[60].isRunning)
        XCTAssertEqual(forwards[61].value, 0)
        // Fill removed: the model value (the target) shows once it ends.
        let removed = try values(try AnimationTiming(autoreverses: true, fillMode: .removed), ticks: 0...60)
        XCTAssertEqual(removed[60].value, 30)
    }

    func testRepeatCountIncludingFractions() throws {
        let steps = try values(try AnimationTiming(repeatCount: 2.5), ticks: 0...80)
        XCTAssertEqual(steps[10].value, 10)
        XCTAssertEqual(steps[40].value, 10, accuracy: 1e-9)  // second iteration
        XCTAssertEqual(steps[70].value, 10, accuracy: 1e-9)  // third
        XCTAssertEqual(steps[75].value, 15, accuracy: 1e-9)  // ends half way through the third: holds 15
        XCTAssertFalse(steps[75].isRunning)
        XCTAssertEqual(steps[80].value, 15, accuracy: 1e-9)
    }

    func testSpeedScalesLocalTime() throws {
        let steps = try values(try AnimationTiming(speed: 2), ticks: 0...16)
        XCTAssertEqual(steps[5].value, 10)
        XCTAssertEqual(steps[15].value, 30)
        XCTAssertFalse(steps[15].isRunning)
    }

    func testInfiniteRepeatNeverFinishes() throws {
        let steps = try values(try AnimationTiming(repeatCount: .infinity), ticks: 0...300)
        XCTAssertTrue(steps.allSatisfy(\.isRunning))
        XCTAssertEqual(steps[301 - 1].value, 0)  // tick 300 = 10 s: start of the 11th iteration
    }

    /// The held end value of a linear 0 → 1 animation, from CAMediaTiming's definition: the last
    /// iteration is the fraction `r - (ceil(r) - 1)` of its cycle; a cycle plays forwards, then
    /// (autoreversing) backwards over the same time.
    private func expectedEnd(repeatCount r: Double, autoreverses: Bool) -> Double {
        let last = r - (r.rounded(.up) - 1)
        guard autoreverses else { return last }
        return last <= 0.5 ? 2 * last : 2 - 2 * last
    }

    func testEveryDurationRepeatCountAndSpeedEndsOnItsLastIterationsEnd() throws {
        // Durations 0.01 ... 2.00 s, integer and fractional counts, with and without autoreverse,
        // at several speeds and clock rates: the animator holds the iteration's end (1 without
        // autoreverse for integer counts) once it has ended, and rests there with that target.
        let counts: [Double] = Array(2...10).map(Double.init) + [2.5, 3.3, 4.75, 7.1]
        var failures: [String] = []
        for hz in [30, 60] {
            for speed in [1.0, 0.5, 3.0] {
                for hundredths in 1...200 {
                    let d = Double(hundredths) / 100
                    for r in counts {
                        for autoreverses in [false, true] {
                            let timing = try AnimationTiming(repeatCount: r, autoreverses: autoreverses, fillMode: .forwards, speed: speed)
                            let expected = expectedEnd(repeatCount: r, autoreverses: autoreverses)
                            let a = try ValueAnimator(value: 0, hz: hz)
                            try a.animate(to: 1, curve: .timed(.linear, duration: d), timing: timing)
                            a.step(tick: 0)
                            // The tick at (or just after) the end, and one well after it.
                            let end = Int((timing.totalDuration(base: d) * Double(hz)).rounded(.up))
                            let atEnd = a.step(tick: end)
                            let after = a.step(tick: end + 7)
                            let ok =
                                !atEnd.isRunning && abs(atEnd.value - expected) <= 1e-9 && abs(after.value - expected) <= 1e-9
                                && abs(a.presentation.target - expected) <= 1e-9
                                && (r != r.rounded() || atEnd.value == expected)  // integer counts: exactly
                            if !ok {
                                failures.append(
                                    "hz \(hz) speed \(speed) d \(d) r \(r) ar \(autoreverses): \(atEnd.value), \(after.value) (expected \(expected))")
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(5).joined(separator: "\n"))
    }

    func testTheReportedCaseHoldsOne() throws {
        // 0.4 s, three repeats: 0.4 * 3 / 0.4 rounds to 3.0000000000000004, not a fourth cycle.
        let timing = try AnimationTiming(repeatCount: 3, fillMode: .forwards)
        XCTAssertEqual(timing.phase(atElapsed: 1.2, base: 0.4), .after(curveTime: 0.4))
        XCTAssertEqual(timing.phase(atElapsed: 5, base: 0.4), .after(curveTime: 0.4))
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 1, curve: .timed(.linear, duration: 0.4), timing: timing)
        let steps = TestSupport.run(a, ticks: 0...40)
        XCTAssertEqual(steps[36].value, 1)
        XCTAssertFalse(steps[36].isRunning)
        XCTAssertEqual(steps[40].value, 1)
        XCTAssertEqual(a.presentation.target, 1)
    }

    func testInvalidTimingsThrow() {
        XCTAssertThrowsError(try AnimationTiming(delay: -1)) { XCTAssertEqual($0 as? MotionError, .invalidTime(-1)) }
        XCTAssertThrowsError(try AnimationTiming(repeatCount: -2)) { XCTAssertEqual($0 as? MotionError, .invalidRepeatCount(-2)) }
        XCTAssertThrowsError(try AnimationTiming(speed: 0)) { XCTAssertEqual($0 as? MotionError, .invalidSpeed(0)) }
    }
}
