import Dispatch
import XCTest

@testable import Motion

/// A linear 0 → 30 over 1 s at 30 Hz moves one point per tick, so values read off tick numbers.
final class ValueAnimatorTests: XCTestCase {
    private let linear = Curve.timing(.linear, duration: 1)

    func testIdleAnimatorRestsAndCommandsWaitForTheNextStep() throws {
        let a = try ValueAnimator(value: 7)
        XCTAssertEqual(a.step(tick: 0), AnimatorStep(value: 7, velocity: 0, isRunning: false, changed: false))
        try a.animate(to: 30, curve: linear)
        XCTAssertTrue(a.hasPendingCommands)
        XCTAssertEqual(a.value, 7)  // nothing changes until a step reads the mailbox
        XCTAssertEqual(a.step(tick: 1).value, 7)
        XCTAssertEqual(a.presentation.state, .running)
        XCTAssertEqual(a.presentation.target, 30)
    }

    func testNonAdditiveBezierRetargetRestartsFromThePresentationValue() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear, timing: try AnimationTiming(additive: false))
        TestSupport.run(a, ticks: 0...9)
        try a.animate(to: 40)  // keeps curve (linear, 1 s) and timing; restarts from tick 10's value, 10
        let steps = TestSupport.run(a, ticks: 10...40)
        XCTAssertEqual(steps[0].value, 10)
        XCTAssertEqual(steps[15].value, 25)  // 10 + 30 · 15/30
        XCTAssertEqual(steps[30].value, 40)
        XCTAssertFalse(steps[30].isRunning)
    }

    func testBezierRetargetBlendsAdditivelyByDefaultAsUIKit() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear)
        TestSupport.run(a, ticks: 0...9)
        try a.animate(to: 60)  // adds 0 → +30 over 1 s on top of the running 0 → 30
        let steps = TestSupport.run(a, ticks: 10...40)
        XCTAssertEqual(steps[0].value, 10)  // 10 + 0
        XCTAssertEqual(steps[10].value, 30)  // 20 + 10
        XCTAssertEqual(steps[20].value, 50)  // 30 (ended) + 20
        XCTAssertEqual(steps[30].value, 60)
        XCTAssertFalse(steps[30].isRunning)
        XCTAssertEqual(steps[29].velocity, 30, accuracy: 1e-9)  // only the second still moves
    }

    func testPauseHoldsAndContinueResumes() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear)
        TestSupport.run(a, ticks: 0...9)
        a.pause()
        let paused = TestSupport.run(a, ticks: 10...14)
        XCTAssertEqual(paused.map(\.value), [10, 10, 10, 10, 10])
        XCTAssertEqual(paused.map(\.isRunning), [false, false, false, false, false])
        XCTAssertEqual(a.presentation.state, .paused)
        a.continueAnimation()
        XCTAssertEqual(TestSupport.values(a, ticks: 15...17), [10, 11, 12])
    }

    func testReversePlaysBackAndFinishesAtTheStart() throws {
        let (box, completion) = TestSupport.outcomes()
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear, completion: completion)
        TestSupport.run(a, ticks: 0...9)
        a.reverse()
        let steps = TestSupport.run(a, ticks: 10...21)
        XCTAssertEqual(steps.map(\.value), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0])
        XCTAssertFalse(steps[10].isRunning)
        XCTAssertEqual(box.all, [.finished(.start)])
    }

    func testReverseOfExponentialHeadsBackToItsStart() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 480, curve: .exponential(.standard))
        TestSupport.run(a, ticks: 0...2)  // 264
        a.reverse()
        XCTAssertEqual(a.step(tick: 3).value, (264.2615539 + (0 - 264.2615539) * 0.234).rounded(.down))
        XCTAssertEqual(a.presentation.target, 0)
    }

    func testScrubMovesAPausedAnimation() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear)
        TestSupport.run(a, ticks: 0...3)
        a.pause()
        try a.scrub(to: 0.5)
        XCTAssertEqual(a.step(tick: 4).value, 15)
        XCTAssertEqual(a.presentation.fractionComplete, 0.5)
        try a.scrub(to: 0.9)
        XCTAssertEqual(a.step(tick: 5).value, 27, accuracy: 1e-12)
        a.continueAnimation()
        XCTAssertEqual(a.step(tick: 6).value, 27, accuracy: 1e-12)
        XCTAssertEqual(a.step(tick: 7).value, 28, accuracy: 1e-12)
        XCTAssertThrowsError(try a.scrub(to: 1.5)) { XCTAssertEqual($0 as? MotionError, .invalidFraction(1.5)) }
    }

    func testStopAndSetInterruptTheCompletion() throws {
        let (box, completion) = TestSupport.outcomes()
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear, completion: completion)
        TestSupport.run(a, ticks: 0...4)
        a.stop()
        XCTAssertEqual(a.step(tick: 5), AnimatorStep(value: 5, velocity: 0, isRunning: false, changed: true))
        XCTAssertEqual(a.step(tick: 6).value, 5)
        try a.animate(to: 30, curve: linear, completion: completion)
        a.step(tick: 7)
        try a.set(100)
        XCTAssertEqual(a.step(tick: 8).value, 100)
        XCTAssertEqual(box.all, [.interrupted, .interrupted])
    }

    func testCompletionFinishesOnceAndARetargetWithItsOwnCompletionInterruptsTheFirst() throws {
        let (first, c1) = TestSupport.outcomes()
        let (second, c2) = TestSupport.outcomes()
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear, completion: c1)
        TestSupport.run(a, ticks: 0...5)
        try a.animate(to: 10)  // no completion: keeps the first
        TestSupport.run(a, ticks: 6...7)
        try a.animate(to: 20, completion: c2)
        TestSupport.run(a, ticks: 8...60)
        XCTAssertEqual(first.all, [.interrupted])
        XCTAssertEqual(second.all, [.finished(.end)])
    }

    func testCommandsFromOtherThreadsReturnWhileAStepIsHeld() throws {
        // The step runs on a background thread and blocks inside a completion (called by `step`).
        let a = try ValueAnimator(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        try a.animate(
            to: 1, curve: .timing(.linear, duration: 0),
            completion: { _ in
                entered.signal()
                release.wait()
            })
        let stepped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            a.step(tick: 0)
            stepped.signal()
        }
        XCTAssertEqual(entered.wait(timeout: .now() + 10), .success)
        // The step is held. Every command and read returns without waiting for it.
        try a.animate(to: 50, curve: .exponential(.standard))
        a.pause()
        a.continueAnimation()
        try a.animate(to: 60)
        XCTAssertEqual(a.presentation.value, 1)
        XCTAssertTrue(a.hasPendingCommands)
        release.signal()
        XCTAssertEqual(stepped.wait(timeout: .now() + 10), .success)
        // The next step applies what the posts fold to: the last target, 60, with the last curve
        // given (the exponential), from 1.
        XCTAssertEqual(a.step(tick: 1).value, (1 + (60 - 1) * 0.234).rounded(.down))
    }

    func testManyThreadsRetargetingConcurrentlyLoseNoCommand() throws {
        let a = try ValueAnimator(value: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            for j in 0..<100 { try? a.animate(to: Double(i * 1000 + j), curve: .exponential(.standard)) }
        }
        a.step(tick: 0)  // 800 commands, folded into one summary applied at one tick
        XCTAssertFalse(a.hasPendingCommands)
        XCTAssertEqual(a.presentation.state, .running)
    }

    func testAnimateFromSetsTheStartAtTheSameTick() throws {
        let a = try ValueAnimator(value: 500)
        try a.animate(from: 0, to: 30, curve: linear)
        XCTAssertEqual(TestSupport.values(a, ticks: 7...9), [0, 1, 2])
    }

    func testNonFiniteInputsThrow() throws {
        let a = try ValueAnimator(value: 0)
        XCTAssertThrowsError(try a.animate(to: .infinity)) { XCTAssertEqual($0 as? MotionError, .invalidTarget(.infinity)) }
        XCTAssertThrowsError(try a.animate(to: 1, curve: .timing(.linear, duration: -2))) {
            XCTAssertEqual($0 as? MotionError, .invalidDuration(-2))
        }
        XCTAssertThrowsError(try ValueAnimator(value: 0, hz: 0)) { XCTAssertEqual($0 as? MotionError, .invalidHz(0)) }
    }
}
