import XCTest

@testable import Motion

final class KeyframesTests: XCTestCase {
    func testLinearWithKeyTimesAndPerSegmentTimingFunctions() throws {
        let k = try Keyframes(values: [0, 100, 50], keyTimes: [0, 0.25, 1], timingFunctions: [.linear, .easeIn], duration: 2)
        XCTAssertEqual(k.value(at: 0), 0)
        XCTAssertEqual(k.value(at: 0.25), 50)  // half of the first segment (0...0.5 s), linear
        XCTAssertEqual(k.value(at: 0.5), 100)
        let x = (1.25 - 0.5) / 1.5  // half of the second segment, eased in
        XCTAssertEqual(k.value(at: 1.25), 100 + (50 - 100) * TimingFunction.easeIn.progress(at: x), accuracy: 1e-12)
        XCTAssertEqual(k.value(at: 2), 50)
        XCTAssertEqual(k.value(at: 5), 50)
    }

    func testDiscreteHoldsEachValueUntilTheNextKeyTime() throws {
        let k = try Keyframes(values: [1, 2, 3], calculationMode: .discrete, duration: 3)
        XCTAssertEqual(k.keyTimes, [0, 1.0 / 3, 2.0 / 3, 1])
        XCTAssertEqual([0, 0.99, 1.0, 1.5, 2.0, 2.99, 3].map { k.value(at: $0) }, [1, 1, 2, 2, 3, 3, 3])
        let custom = try Keyframes(values: [1, 2, 3], keyTimes: [0, 0.5, 0.9], calculationMode: .discrete, duration: 1)
        XCTAssertEqual([0.2, 0.5, 0.95].map { custom.value(at: $0) }, [1, 2, 3])
    }

    func testPacedMovesAtConstantRate() throws {
        let k = try Keyframes(values: [0, 10, 40], calculationMode: .paced, duration: 4)
        XCTAssertEqual(k.keyTimes, [0, 0.25, 1])
        for t in stride(from: 0.0, through: 4.0, by: 0.25) {
            XCTAssertEqual(k.value(at: t), 10 * t, accuracy: 1e-12)
        }
    }

    func testAnimatorPlaysKeyframesIgnoringTheTarget() throws {
        let k = try Keyframes(values: [5, 15, 10], duration: 1)
        let a = try ValueAnimator(value: 0, hz: 30)
        try a.animate(to: 999, curve: .keyframes(k))
        let steps = TestSupport.run(a, ticks: 0...30)
        XCTAssertEqual(steps[0].value, 5)
        XCTAssertEqual(steps[15].value, 15)
        XCTAssertEqual(steps[30].value, 10)
        XCTAssertFalse(steps[30].isRunning)
        XCTAssertTrue(steps[29].isRunning)
    }

    func testBadInputsThrowWithTheOffendingInput() {
        XCTAssertThrowsError(try Keyframes(values: [], duration: 1)) { XCTAssertEqual($0 as? MotionError, .emptyKeyframes) }
        XCTAssertThrowsError(try Keyframes(values: [0, 1, 2], keyTimes: [0, 1], duration: 1)) {
            XCTAssertEqual($0 as? MotionError, .keyTimesCount(expected: [3], got: 2))
        }
        XCTAssertThrowsError(try Keyframes(values: [0, 1], keyTimes: [0, 0.5, 0.7, 1], calculationMode: .discrete, duration: 1)) {
            XCTAssertEqual($0 as? MotionError, .keyTimesCount(expected: [2, 3], got: 4))
        }
        XCTAssertThrowsError(try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.6, 0.5], duration: 1)) {
            XCTAssertEqual($0 as? MotionError, .invalidKeyTime(index: 2, value: 0.5))
        }
        XCTAssertThrowsError(try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.9], duration: 1)) {
            XCTAssertEqual($0 as? MotionError, .invalidKeyTime(index: 2, value: 0.9))
        }
        XCTAssertThrowsError(try Keyframes(values: [0, 1, 2], timingFunctions: [.easeIn], duration: 1)) {
            XCTAssertEqual($0 as? MotionError, .timingFunctionsCount(expected: 2, got: 1))
        }
        XCTAssertThrowsError(try Keyframes(values: [0, .nan], duration: 1)) {
            guard case MotionError.invalidKeyframeValue(index: 1, _) = $0 else { return XCTFail("\($0)") }
        }
    }
}
