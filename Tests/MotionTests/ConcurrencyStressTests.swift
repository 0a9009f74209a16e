import Dispatch
import Synchronization
import TestHelpers
import XCTest

@testable import Motion

/// Several threads retarget, pause, resume and stop animators while the real-time scheduler
/// ticks. Run under `swift test --sanitize=thread` for races. Waits on signals with generous
/// timeouts (never a fixed sleep); asserts no deadlock and that the last retarget written wins.
final class ConcurrencyStressTests: XCTestCase {
    func testThreadsRetargetPauseAndStopWhileTheRealTimerTicks() throws {
        let hz = 120
        let clock = try DispatchClock(hz: hz, label: "stress.clock")
        let scheduler = AnimationScheduler(clock: clock)
        let animators = try (0..<3).map { try ValueAnimator(value: 0, hz: hz, name: "a\($0)") }
        for a in animators { scheduler.add(a) }
        let ticks = Atomic<Int>(0)
        scheduler.setFrameHandler { _ in ticks.add(1, ordering: .relaxed) }
        let curves: [Curve] = [
            try .timed(.linear, duration: 0.05), .exponential(.standard),
            try .bezier(0.25, 0.1, 0.25, 1, duration: 0.1), .spring(try Spring(mass: 1, stiffness: 300, damping: 30)),
        ]
        // Retargets, in the order they reached the mailboxes; an animator's value when the last
        // one finished.
        let retargets = LastWriteLog<Double, Double>(keys: animators.count)

        // Phase 1: chaos from four threads, until the timer has ticked 20 times during it (or a
        // bound on operations, should the clock be idle); a loop bound, not a timing assertion.
        let threads = 4
        let maximumOperations = 200_000
        let ticksBefore = ticks.load(ordering: .relaxed)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var random = SeededGenerator(seed: UInt64(thread + 1))
            for op in 0..<maximumOperations {
                if op % 64 == 0, ticks.load(ordering: .relaxed) - ticksBefore >= 20 { break }
                let index = Int.random(in: 0..<animators.count, using: &random)
                let a = animators[index]
                switch Int.random(in: 0..<8, using: &random) {
                case 0...3:
                    let curve = Bool.random(using: &random) ? curves.randomElement(using: &random) : nil
                    let target = Double(Int.random(in: -500...500, using: &random))
                    try? retargets.write(index, target) { () throws(MotionError) in try a.animate(to: target, curve: curve) }
                case 4: a.pause()
                case 5: a.continueAnimation()
                case 6: a.stop()
                default: _ = a.presentation  // reads race with steps
                }
                if op % 100 == 0 { _ = scheduler.isTicking }
            }
        }
        XCTAssertGreaterThan(ticks.load(ordering: .relaxed), ticksBefore, "the timer never ticked during the storm")
        // Phase 2: resume everything, then race final retargets (animate only) from every thread.
        for a in animators { a.continueAnimation() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, a) in animators.enumerated() {
                let target = Double(1000 * (index + 1) + thread)
                try? retargets.write(index, target) { () throws(MotionError) in
                    try a.animate(to: target, curve: try .timed(.linear, duration: 0.1)) { outcome in
                        if outcome == .finished(.end) { retargets.finish(index, target, a.value) }
                    }
                }
            }
        }
        for (index, a) in animators.enumerated() {
            // An earlier final retarget may finish before a later one is posted (each reports);
            // wait until the last one written has finished.
            let last = retargets.last(index)
            let value = retargets.waitForLast(index, timeout: 60)
            XCTAssertNotNil(
                value, "\(a.name) never finished on the last retarget written, \(last ?? .nan) (a deadlock, or retargets applied out of order)")
            XCTAssertEqual(value, last, "\(a.name): value when the last retarget finished")
        }
        // The clock stops by itself once nothing runs: wait for its queue to drain, then check.
        clock.queue.sync {}
        for (index, a) in animators.enumerated() {
            XCTAssertEqual(a.value, retargets.last(index))
            XCTAssertNotEqual(a.presentation.state, .running)
        }
    }
}
