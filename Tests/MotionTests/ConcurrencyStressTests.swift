import Foundation
import XCTest
import TestHelpers
import Dispatch
import Synchronization
@testable import Motion

/// Several threads retarget, pause, resume and stop animators while the real-time scheduler
/// ticks. Run under `swift test --sanitize=thread` for races. Waits on signals with generous
/// timeouts (never a fixed sleep); asserts no deadlock and that the last retarget written wins.
final class ConcurrencyStressTests: XCTestCase {
    /// Posts commands and records, under one lock, the order in which they reached the mailboxes.
    /// An NSLock (a pthread mutex), not `Mutex`: ThreadSanitizer on Linux does not see
    /// `Synchronization.Mutex`'s ordering and would report its closures as races (Fuzz/README.md).
    final class Poster: @unchecked Sendable {
        private let lock = NSLock()
        private var order: [Int: Double] = [:]  // animator index -> last target posted
        func animate(_ animator: ValueAnimator, index: Int, to target: Double, curve: Curve?,
                     completion: AnimationCompletion? = nil) throws {
            lock.lock()
            defer { lock.unlock() }
            try animator.animate(to: target, curve: curve, completion: completion)
            order[index] = target
        }
        var lastTargets: [Int: Double] {
            lock.lock()
            defer { lock.unlock() }
            return order
        }
    }

    /// Where an animator finished: the target its completion was given, and its value then.
    final class Slot: Sendable {
        let end = Mutex<(target: Double, value: Double)?>(nil)
    }

    func testThreadsRetargetPauseAndStopWhileTheRealTimerTicks() throws {
        let hz = 120
        let clock = try DispatchClock(hz: hz, label: "stress.clock")
        let scheduler = AnimationScheduler(clock: clock)
        let animators = try (0..<3).map { try ValueAnimator(value: 0, hz: hz, name: "a\($0)") }
        for a in animators { scheduler.add(a) }
        let ticks = Atomic<Int>(0)
        scheduler.setFrameHandler { _ in ticks.add(1, ordering: .relaxed) }
        let curves: [Curve] = [try .timed(.linear, duration: 0.05), .exponential(.standard),
                               try .bezier(0.25, 0.1, 0.25, 1, duration: 0.1), .spring(try Spring(mass: 1, stiffness: 300, damping: 30))]
        let poster = Poster()

        // Phase 1: chaos from four threads, until the timer has ticked 20 times during it (or a
        // bound on operations, should the clock be idle); a loop bound, not a timing assertion.
        let threads = 4, maximumOperations = 200_000
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
                    try? poster.animate(a, index: index, to: Double(Int.random(in: -500...500, using: &random)), curve: curve)
                case 4: a.pause()
                case 5: a.continueAnimation()
                case 6: a.stop()
                default: _ = a.presentation  // reads race with steps
                }
                if op % 100 == 0 { _ = scheduler.isTicking }
            }
        }
        // Phase 2: resume everything, then race final retargets (animate only) from every thread.
        for a in animators { a.continueAnimation() }
        let finished = animators.map { _ in Slot() }
        let signals = animators.map { _ in DispatchSemaphore(value: 0) }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, a) in animators.enumerated() {
                let target = Double(1000 * (index + 1) + thread)
                try? poster.animate(a, index: index, to: target, curve: try? .timed(.linear, duration: 0.1)) { outcome in
                    guard outcome == .finished(.end) else { return }
                    finished[index].end.withLock { $0 = (target, a.value) }
                    signals[index].signal()
                }
            }
        }
        let expected = poster.lastTargets
        for (index, a) in animators.enumerated() {
            // An earlier final retarget may finish before a later one is posted (each signals);
            // wait until the last one written has finished.
            var end: (target: Double, value: Double)?
            repeat {
                guard signals[index].wait(timeout: .now() + 60) == .success else {
                    return XCTFail("\(a.name) never finished on \(expected[index] ?? .nan) (deadlock?)")
                }
                end = finished[index].end.withLock { $0 }
            } while end?.target != expected[index]
            XCTAssertEqual(end?.target, expected[index], "\(a.name): finished on a target that was not the last written")
            XCTAssertEqual(end?.value, expected[index], "\(a.name): value at finish")
        }
        // The clock stops by itself once nothing runs: wait for its queue to drain, then check.
        clock.queue.sync {}
        for a in animators {
            XCTAssertEqual(a.value, expected[animators.firstIndex { $0 === a } ?? 0])
            XCTAssertNotEqual(a.presentation.state, .running)
        }
        XCTAssertGreaterThan(ticks.load(ordering: .relaxed), 0)
    }
}
