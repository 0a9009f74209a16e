import Dispatch
import XCTest

@testable import Motion

/// Real-timer tests: each waits on what the timer signals (generous timeouts), never a fixed sleep.
final class DispatchClockTests: XCTestCase {
    /// Counts ticks and signals once `count` have arrived.
    private final class Collector: Sendable {
        let ticks = Recorder<Int>()
        let reached = DispatchSemaphore(value: 0)
        let count: Int
        init(count: Int) { self.count = count }
        func record(_ tick: Int) {
            ticks.append(tick)
            if ticks.all.count == count { reached.signal() }
        }
    }

    func testFirstTickIsImmediateAndIndicesIncrease() throws {
        let clock = try DispatchClock(hz: 30)
        let collector = Collector(count: 5)
        clock.setTickHandler { collector.record($0) }
        clock.start()
        XCTAssertEqual(collector.reached.wait(timeout: .now() + 20), .success)
        clock.stop()
        let ticks = collector.ticks.all
        XCTAssertEqual(ticks.first, 0)
        XCTAssertEqual(ticks, ticks.sorted())
        XCTAssertEqual(Set(ticks).count, ticks.count)
    }

    func testStopStartContinuesFromTheNextIndex() throws {
        let clock = try DispatchClock(hz: 60)
        let first = Collector(count: 3)
        clock.setTickHandler { first.record($0) }
        clock.start()
        XCTAssertEqual(first.reached.wait(timeout: .now() + 20), .success)
        clock.stop()
        clock.stop()  // stopping twice is harmless
        XCTAssertFalse(clock.isRunning)
        let last = clock.lastTick
        let second = Collector(count: 1)
        clock.setTickHandler { second.record($0) }
        clock.start()
        clock.start()  // starting twice is harmless
        XCTAssertEqual(second.reached.wait(timeout: .now() + 20), .success)
        clock.stop()
        XCTAssertEqual(second.ticks.all.first, last + 1)
    }

    func testStopFromInsideTheHandler() throws {
        let clock = try DispatchClock(hz: 60)
        let stopped = DispatchSemaphore(value: 0)
        clock.setTickHandler { [weak clock] tick in
            if tick == 2 {
                clock?.stop()
                stopped.signal()
            }
        }
        clock.start()
        XCTAssertEqual(stopped.wait(timeout: .now() + 20), .success)
        XCTAssertFalse(clock.isRunning)
    }

    func testReleasingClocksInEveryStateDoesNotCrash() throws {
        weak var neverStarted: DispatchClock?
        weak var running: DispatchClock?
        weak var stopped: DispatchClock?
        let queue: DispatchQueue
        let stoppedQueue: DispatchQueue
        do {
            let a = try DispatchClock()
            neverStarted = a
            let b = try DispatchClock(hz: 60)
            running = b
            queue = b.tickQueue
            let ticked = DispatchSemaphore(value: 0)
            b.setTickHandler { _ in ticked.signal() }
            b.start()
            XCTAssertEqual(ticked.wait(timeout: .now() + 20), .success)
            let c = try DispatchClock()
            stopped = c
            stoppedQueue = c.tickQueue
            c.start()
            c.stop()
        }
        queue.sync {}  // a tick in progress holds its clock until it returns
        stoppedQueue.sync {}  // c's first tick fires at once on start, on c's own queue
        // The timer's handler holds its clock weakly: nothing else keeps these alive.
        XCTAssertNil(neverStarted)
        XCTAssertNil(running)
        XCTAssertNil(stopped)
    }

    func testScheduledUptimeFollowsTheRateFromTheStart() throws {
        let clock = try DispatchClock(hz: 30)
        let collector = Collector(count: 1)
        clock.setTickHandler { collector.record($0) }
        clock.start()
        XCTAssertEqual(collector.reached.wait(timeout: .now() + 20), .success)
        let t0 = try XCTUnwrap(clock.scheduledUptime(ofTick: 0))
        XCTAssertEqual(clock.scheduledUptime(ofTick: 30), t0 + 1_000_000_000)
        clock.stop()
        XCTAssertNil(clock.scheduledUptime(ofTick: 30))
        XCTAssertThrowsError(try DispatchClock(hz: 0)) { XCTAssertEqual($0 as? MotionError, .invalidHz(0)) }
    }
}

extension DispatchClockTests {
    func testMissedFiresSkipIndicesInsteadOfSlowingDown() throws {
        let clock = try DispatchClock(hz: 60)
        let ticks = Recorder<Int>()
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let next = DispatchSemaphore(value: 0)
        clock.setTickHandler { tick in
            ticks.append(tick)
            if tick == 0 {
                held.signal()
                release.wait()
            } else if ticks.all.count == 2 {
                next.signal()
            }
        }
        clock.start()
        XCTAssertEqual(held.wait(timeout: .now() + 20), .success)
        // Hold tick 0 until the monotonic clock is past tick 3's deadline (a condition, not a guess).
        let deadline = try XCTUnwrap(clock.scheduledUptime(ofTick: 3))
        while DispatchTime.now().uptimeNanoseconds < deadline { _ = ticks.all }
        release.signal()
        XCTAssertEqual(next.wait(timeout: .now() + 20), .success)
        clock.stop()
        XCTAssertGreaterThanOrEqual(ticks.all[1], 3)  // fires merged while held: the index kept real time
    }
}
