import XCTest

@testable import Motion

/// Commands posted between two steps fold into one summary: the last of each kind wins, the
/// usual sequences keep their meaning, and every completion is told once.
final class PendingCommandsTests: XCTestCase {
    private let linear = Curve.timing(.linear, duration: 1)

    func testManyAnimatesFoldIntoOneAndTheirSupersededCompletionsAreCollected() {
        var pending = PendingCommands()
        var superseded: [AnimationCompletion] = []
        for i in 0..<1000 {
            pending.add(.animate(to: Double(i), curve: nil, timing: nil, completion: { _ in }), superseded: &superseded)
        }
        XCTAssertEqual(pending.animate?.target, 999)
        XCTAssertEqual(superseded.count, 999)
        XCTAssertNil(pending.reset)
    }

    func testSetThenAnimatePostedSeparatelyStartsFromTheSetValue() throws {
        let a = try ValueAnimator(value: 500)
        try a.set(0)
        try a.animate(to: 30, curve: linear)
        XCTAssertEqual(TestSupport.values(a, ticks: 3...5), [0, 1, 2])
    }

    func testAnAnimateWithoutACurveTakesTheCurveOfTheOnePostedBeforeIt() throws {
        let spring = Curve.spring(try Spring())
        let folded = try ValueAnimator(value: 0)
        let direct = try ValueAnimator(value: 0)
        try folded.animate(to: 50, curve: spring)
        try folded.animate(to: 100)
        try direct.animate(to: 100, curve: spring)
        XCTAssertEqual(TestSupport.values(folded, ticks: 0...20), TestSupport.values(direct, ticks: 0...20))
    }

    func testReplacedCompletionsAreToldInterruptedAndTheLastFinishes() throws {
        let (first, c1) = TestSupport.outcomes()
        let (second, c2) = TestSupport.outcomes()
        let (kept, c3) = TestSupport.outcomes()
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 10, curve: linear, completion: c1)
        try a.animate(to: 20, completion: c2)
        a.step(tick: 0)
        XCTAssertEqual(first.all, [.interrupted])
        TestSupport.run(a, ticks: 1...31)
        XCTAssertEqual(second.all, [.finished(.end)])
        XCTAssertEqual(a.value, 20)
        // Without a completion of its own, a later animate keeps the earlier one's.
        try a.animate(to: 5, curve: linear, completion: c3)
        try a.animate(to: 6)
        TestSupport.run(a, ticks: 32...63)
        XCTAssertEqual(kept.all, [.finished(.end)])
        XCTAssertEqual(a.value, 6)
    }

    func testStopDropsAPendingAnimateAndTellsEveryCompletion() throws {
        let (running, c0) = TestSupport.outcomes()
        let (dropped, c1) = TestSupport.outcomes()
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear, completion: c0)
        TestSupport.run(a, ticks: 0...4)
        try a.animate(to: 100, curve: linear, completion: c1)
        a.stop()
        XCTAssertEqual(a.step(tick: 5), AnimatorStep(value: 5, velocity: 0, isRunning: false, changed: true))
        XCTAssertEqual(running.all, [.interrupted])
        XCTAssertEqual(dropped.all, [.interrupted])
        // A set before the stop stays: stop leaves the animator where the set put it.
        try a.set(40)
        try a.animate(to: 100, curve: linear)
        a.stop()
        XCTAssertEqual(a.step(tick: 6).value, 40)
        // An animate after a stop starts afresh from where the stop left the animation.
        try a.animate(to: 70, curve: linear)
        TestSupport.run(a, ticks: 7...9)
        a.stop()
        try a.animate(to: 0, curve: linear)
        XCTAssertEqual(TestSupport.values(a, ticks: 10...11), [43, 43 - 43.0 / 30])  // stopped at tick 10's 43
    }

    func testPauseThenScrubAppliesButScrubThenPauseDoesNot() throws {
        let a = try ValueAnimator(value: 0)
        let b = try ValueAnimator(value: 0)
        for x in [a, b] {
            try x.animate(to: 30, curve: linear)
            TestSupport.run(x, ticks: 0...3)
        }
        a.pause()
        try a.scrub(to: 0.5)
        XCTAssertEqual(a.step(tick: 4).value, 15)  // paused, then moved half way
        try b.scrub(to: 0.5)  // not paused yet: nothing to scrub
        b.pause()
        XCTAssertEqual(b.step(tick: 4).value, 4)
        XCTAssertEqual(b.presentation.state, .paused)
        // Pause, scrub, resume in one group: moved, and running again.
        a.continueAnimation()
        a.step(tick: 5)
        a.pause()
        try a.scrub(to: 0.2)
        a.continueAnimation()
        XCTAssertEqual(a.step(tick: 6).value, 6, accuracy: 1e-12)
        XCTAssertEqual(a.presentation.state, .running)
        XCTAssertEqual(a.step(tick: 7).value, 7, accuracy: 1e-12)
    }

    func testReversesCountByParityAndModifiersAfterASetDoNothing() throws {
        let a = try ValueAnimator(value: 0)
        try a.animate(to: 30, curve: linear)
        TestSupport.run(a, ticks: 0...9)
        a.reverse()
        a.reverse()
        XCTAssertEqual(a.step(tick: 10).value, 10)
        XCTAssertEqual(a.step(tick: 11).value, 11)
        a.reverse()
        a.reverse()
        a.reverse()
        XCTAssertEqual(TestSupport.values(a, ticks: 12...13), [12, 11])
        try a.set(3)
        a.pause()
        a.reverse()
        XCTAssertEqual(a.step(tick: 14), AnimatorStep(value: 3, velocity: 0, isRunning: false, changed: true))
        XCTAssertEqual(a.presentation.state, .idle)
    }
}
