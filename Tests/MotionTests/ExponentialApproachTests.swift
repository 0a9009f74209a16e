import Foundation
import XCTest

@testable import Motion

/// Expected sequences were produced independently by a 10-line Python transcription of the
/// tutorial's timer callback (IEEE doubles, math.floor), one value per tick from tick 0.
final class ExponentialApproachTests: XCTestCase {
    private func animator(from start: Double) throws -> ValueAnimator { try ValueAnimator(value: start, hz: 30) }

    func testZeroTo480MatchesTheTutorialTickByTick() throws {
        let a = try animator(from: 0)
        try a.animate(to: 480, curve: .exponential(.standard))
        let steps = TestSupport.run(a, ticks: 0...25)
        XCTAssertEqual(
            steps.map(\.value),
            [
                112, 198, 264, 314, 353, 383, 405, 423, 436, 446, 454, 460, 464, 468, 471, 473,
                474, 476, 476, 477, 478, 478, 478, 480, 480, 480,
            ])
        // Runs until the first tick showing the target, then rests.
        XCTAssertEqual(steps.firstIndex { !$0.isRunning }, 23)
        XCTAssertEqual(a.presentation.state, .idle)
    }

    func testRetargetMidFlightContinuesFromTheInternalValue() throws {
        let a = try animator(from: 0)
        try a.animate(to: 480, curve: .exponential(.standard))
        var values = TestSupport.values(a, ticks: 0...4)
        try a.animate(to: 100)  // no curve: keeps the exponential approach
        values += TestSupport.values(a, ticks: 5...26)
        XCTAssertEqual(
            values,
            [
                112, 198, 264, 314, 353, 294, 248, 213, 187, 166, 151, 139, 130, 123, 117, 113, 110, 107,
                106, 104, 103, 102, 102, 101, 101, 100, 100,
            ])
    }

    func testNegativeTargetsFloorTowardMinusInfinity() throws {
        let a = try animator(from: 0)
        try a.animate(to: -100.5, curve: .exponential(.standard))
        let steps = TestSupport.run(a, ticks: 0...18)
        XCTAssertEqual(
            steps.map(\.value),
            [
                -24, -42, -56, -67, -75, -81, -86, -90, -92, -94, -96, -97, -98, -99, -100, -100,
                -100, -101, -101,
            ])
        XCTAssertEqual(steps.firstIndex { !$0.isRunning }, 17)
    }

    func testFractionalStartFloorsItsShownValue() throws {
        let a = try animator(from: -3.7)
        try a.animate(to: 50, curve: .exponential(.standard))
        XCTAssertEqual(TestSupport.values(a, ticks: 0...15), [8, 18, 25, 31, 35, 39, 41, 43, 45, 46, 47, 47, 48, 48, 50, 50])
    }

    func testTargetsWithinOnePointSnapOnTheFirstTick() throws {
        let a = try animator(from: 10)
        try a.animate(to: 11, curve: .exponential(.standard))
        let s = a.step(tick: 0)
        XCTAssertEqual(s.value, 11)
        XCTAssertFalse(s.isRunning)
        try a.animate(to: 11.9)  // floors to 11: already there, done at once
        XCTAssertEqual(a.step(tick: 1), AnimatorStep(value: 11, velocity: 0, isRunning: false, changed: false))
        try a.animate(to: 10.2)  // floors to 10: within a point, snaps
        XCTAssertEqual(a.step(tick: 2).value, 10)
    }

    func testUnquantizedApproachKeepsFractions() throws {
        let approach = try ExponentialApproach(factor: 0.5, threshold: 0.25, quantization: .none)
        var (current, done) = (0.0, false)
        var seen: [Double] = []
        while !done {
            (current, done) = approach.step(from: current, toward: 1.5)
            seen.append(current)
        }
        // 0.75, 1.125 (0.375 away: no snap), then 1.3125 is 0.1875 away: snaps to 1.5.
        XCTAssertEqual(seen, [0.75, 1.125, 1.5])
    }

    func testMissedTicksApplyOneStepEach() throws {
        let a = try animator(from: 0)
        try a.animate(to: 480, curve: .exponential(.standard))
        a.step(tick: 0)
        XCTAssertEqual(a.step(tick: 3).value, 314)  // ticks 1 and 2 were merged into 3: same value as ticking each
    }

    func testMissedTicksThatReachTheTargetFinishThere() throws {
        let (log, completion): (Recorder<AnimationOutcome>, AnimationCompletion) = {
            let r = Recorder<AnimationOutcome>()
            return (r, { r.append($0) })
        }()
        let a = try animator(from: 0)
        try a.animate(to: 480, curve: .exponential(.standard), completion: completion)
        a.step(tick: 0)
        XCTAssertEqual(a.step(tick: 50), AnimatorStep(value: 480, velocity: 0, isRunning: false, changed: true))
        XCTAssertEqual(log.all, [.finished(.end)])
    }

    func testInvalidParametersThrowWithTheInput() {
        XCTAssertThrowsError(try ExponentialApproach(factor: 0)) { XCTAssertEqual($0 as? MotionError, .invalidFactor(0)) }
        XCTAssertThrowsError(try ExponentialApproach(factor: 1.5)) { XCTAssertEqual($0 as? MotionError, .invalidFactor(1.5)) }
        XCTAssertThrowsError(try ExponentialApproach(threshold: -1)) { XCTAssertEqual($0 as? MotionError, .invalidThreshold(-1)) }
    }

    // MARK: Other clock rates

    func testAtThirtyHertzTheFactorIsUsedBitForBit() throws {
        XCTAssertEqual(ExponentialApproach.standard.factor(atHz: 30), 0.234)
        XCTAssertEqual(ExponentialApproach.standard.atHz(30), .standard)
        XCTAssertEqual(ExponentialApproach.standard.factor(atHz: 60), 1 - (1 - 0.234).squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(ExponentialApproach.standard.factor(atHz: 15), 1 - 0.766 * 0.766, accuracy: 1e-15)
        XCTAssertEqual(try ExponentialApproach(factor: 1).factor(atHz: 60), 1)
        XCTAssertThrowsError(try ExponentialApproach(referenceHz: 0)) { XCTAssertEqual($0 as? MotionError, .invalidHz(0)) }
    }

    func testAtSixtyHertzTheMotionKeepsItsTime() throws {
        // Unquantized and without a snap, the remaining distance after n steps' worth of time is
        // the same at 30 and 60 Hz: 480 · 0.766^(seconds · 30). The first step lands on the start
        // tick at either rate, so 30 Hz tick k (k + 1 steps) matches 60 Hz tick 2k + 1 (2k + 2 steps).
        let smooth = try ExponentialApproach(factor: 0.234, threshold: 0, quantization: .none)
        let slow = try ValueAnimator(value: 0, hz: 30)
        let fast = try ValueAnimator(value: 0, hz: 60)
        try slow.animate(to: 480, curve: .exponential(smooth))
        try fast.animate(to: 480, curve: .exponential(smooth))
        let at30 = TestSupport.values(slow, ticks: 0...40)
        let at60 = TestSupport.values(fast, ticks: 0...81)
        for k in 0...40 {
            XCTAssertEqual(at60[2 * k + 1], at30[k], accuracy: 1e-9 * 480, "30 Hz tick \(k)")
            XCTAssertEqual(at30[k], 480 * (1 - pow(0.766, Double(k + 1))), accuracy: 1e-9 * 480)
        }
        // The tutorial's floored approach reaches its target within a 30 Hz tick of the same time.
        let a30 = try ValueAnimator(value: 0, hz: 30)
        let a60 = try ValueAnimator(value: 0, hz: 60)
        try a30.animate(to: 480, curve: .exponential(.standard))
        try a60.animate(to: 480, curve: .exponential(.standard))
        let end30 = Double(TestSupport.run(a30, ticks: 0...100).firstIndex { !$0.isRunning } ?? -1) / 30
        let end60 = Double(TestSupport.run(a60, ticks: 0...200).firstIndex { !$0.isRunning } ?? -1) / 60
        XCTAssertEqual(end60, end30, accuracy: 1.0 / 30 + 1e-9)
        XCTAssertEqual(a60.value, 480)
    }

    func testPerTickApproachIgnoresTheRate() throws {
        let perTick = try ExponentialApproach(referenceHz: nil)
        let a = try ValueAnimator(value: 0, hz: 60)
        try a.animate(to: 480, curve: .exponential(perTick))
        XCTAssertEqual(TestSupport.values(a, ticks: 0...3), [112, 198, 264, 314])  // the 30 Hz sequence, tick for tick
    }
}
