import Dispatch
import Foundation
import Locking
import Synchronization
import TestHelpers
import XCTest

@testable import Motion

/// Retargets have backpressure: whatever callers post, the mailbox holds the current summary plus,
/// per posting thread, at most the one it is building and the one it is reading (2 · threads + 1),
/// and a step applies one summary. Run the stress test under
/// `swift test --sanitize=thread`. No sleeps: threads are joined on semaphores.
final class CommandMailboxTests: XCTestCase {
    /// Runs `body(i)` on `count` new threads at once and waits for all of them.
    private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchSemaphore(value: 0)
        for i in 0..<count {
            let thread = Thread {
                body(i)
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<count { XCTAssertEqual(done.wait(timeout: .now() + 300), .success) }
    }

    func testCommandsHeldStayBoundedHoweverManyArePosted() throws {
        let a = try ValueAnimator(value: 0, hz: 30)
        let threads = 4
        let posts = 25_000
        onThreads(threads) { t in
            for i in 0..<posts {
                try? a.animate(to: Double(t * posts + i), curve: .timing(.linear, duration: 0.5))
                if i % 7 == 0 { a.pause() }
                if i % 11 == 0 { a.continueAnimation() }
            }
        }
        #if DEBUG
            XCTAssertLessThanOrEqual(a.peakPendingSummaries, 2 * threads + 1)
        #endif
        // One step applies one summary: the last target one of the threads posted.
        a.step(tick: 0)
        XCTAssertFalse(a.hasPendingCommands)
        let target = a.presentation.target
        XCTAssertTrue((0..<threads).contains { target == Double($0 * posts + posts - 1) }, "target \(target)")
    }

    func testAMailboxHoldsOneSummaryAfterAStorm() {
        let mailbox = CommandMailbox()
        let threads = 4
        let posts = 20_000
        onThreads(threads) { t in
            for i in 0..<posts {
                mailbox.post(.animate(to: Double(t * posts + i), curve: nil, timing: nil, completion: nil))
                if i % 3 == 0 { mailbox.post(.reverse) }
            }
        }
        #if DEBUG
            XCTAssertLessThanOrEqual(mailbox.peakLiveSummaries, 2 * threads + 1, "summaries alive at once (counted in debug builds)")
        #endif
        let taken = mailbox.take()
        XCTAssertNotNil(taken?.pending?.pending.animate)
        XCTAssertEqual(taken?.superseded.count, 0)
        XCTAssertTrue(mailbox.isEmpty)
        XCTAssertNil(mailbox.take())
    }

    func testStressEveryCompletionIsToldExactlyOnceWhileAThreadSteps() throws {
        let a = try ValueAnimator(value: 0, hz: 1000)
        let threads = 4
        let posts = 5_000
        let told = Locked<[Int: Int]>([:])
        let finished = Atomic<Int>(0)
        let curves: [Curve?] = [
            nil, .timing(.linear, duration: 0.01), .spring(try Spring(stiffness: 4000, damping: 200)),
            .exponential(.standard), try .bezier(0, 0.5, 0.5, 1, duration: 0.02),
        ]
        onThreads(threads + 1) { t in
            if t == threads {
                // The stepping thread: steps until every poster is done, then drains.
                var tick = 0
                while finished.load(ordering: .acquiring) < threads {
                    a.step(tick: tick)
                    tick += 1
                }
                a.stop()
                a.step(tick: tick)
                return
            }
            var random = SeededGenerator(seed: UInt64(t + 1))
            for i in 0..<posts {
                let id = t * posts + i
                switch Int.random(in: 0..<10, using: &random) {
                case 0: a.pause()
                case 1: a.continueAnimation()
                case 2: a.reverse()
                case 3: try? a.scrub(to: Double.random(in: 0...1, using: &random))
                case 4: a.stop()
                case 5: try? a.set(Double(id))
                default:
                    let curve = curves[Int.random(in: 0..<curves.count, using: &random)]
                    try? a.animate(to: Double(id % 997), curve: curve) { _ in told.withLock { $0[id, default: 0] += 1 } }
                }
            }
            finished.add(1, ordering: .releasing)
        }
        XCTAssertFalse(a.hasPendingCommands)
        XCTAssertNotEqual(a.presentation.state, .running)
        let counts = told.withLock { $0 }
        XCTAssertTrue(counts.values.allSatisfy { $0 == 1 }, "a completion told more than once")
        #if DEBUG
            XCTAssertLessThanOrEqual(a.peakPendingSummaries, 2 * threads + 1)
        #endif
        XCTAssertTrue(a.value.isFinite)
        // Every animate posted carried a completion: each was told once.
        var random = (0..<threads).map { SeededGenerator(seed: UInt64($0 + 1)) }
        var expected = 0
        for t in 0..<threads {
            for _ in 0..<posts {
                let kind = Int.random(in: 0..<10, using: &random[t])
                switch kind {
                case 3: _ = Double.random(in: 0...1, using: &random[t])
                case 6...:
                    expected += 1
                    _ = Int.random(in: 0..<curves.count, using: &random[t])
                default: break
                }
            }
        }
        XCTAssertEqual(counts.count, expected)
    }
}
