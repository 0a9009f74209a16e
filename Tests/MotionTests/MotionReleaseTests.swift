import Dispatch
import XCTest

@testable import Motion

/// Releasing animators, schedulers and clocks frees them, even while the real timer runs.
final class MotionReleaseTests: XCTestCase {
    func testReleasingAVirtualSchedulerFreesItsAnimatorsAndClock() throws {
        weak var weakScheduler: AnimationScheduler?
        weak var weakAnimator: ValueAnimator?
        weak var weakClock: VirtualClock?
        do {
            let clock = try VirtualClock(hz: 30)
            let scheduler = AnimationScheduler(clock: clock)
            let a = try ValueAnimator(value: 0, hz: 30)
            scheduler.add(a)
            scheduler.setFrameHandler { _ in }
            try a.animate(to: 100, curve: .timed(.linear, duration: 10), completion: { _ in })
            clock.advance(by: 5)
            XCTAssertTrue(clock.isRunning)
            (weakScheduler, weakAnimator, weakClock) = (scheduler, a, clock)
        }
        XCTAssertNil(weakScheduler)
        XCTAssertNil(weakAnimator)
        XCTAssertNil(weakClock)
    }

    func testReleasingARunningRealTimeSchedulerStopsAndFreesIt() throws {
        weak var weakScheduler: AnimationScheduler?
        weak var weakAnimator: ValueAnimator?
        weak var weakClock: DispatchClock?
        let queue: DispatchQueue
        do {
            let clock = try DispatchClock(hz: 60, label: "release.clock")
            queue = clock.queue
            let scheduler = AnimationScheduler(clock: clock)
            let a = try ValueAnimator(value: 0, hz: 60)
            scheduler.add(a)
            let ticked = DispatchSemaphore(value: 0)
            scheduler.setFrameHandler { _ in ticked.signal() }
            try a.animate(to: 100, curve: .timed(.linear, duration: 3600))  // runs for an hour
            XCTAssertEqual(ticked.wait(timeout: .now() + 30), .success, "the timer never ticked")
            XCTAssertTrue(scheduler.isTicking)
            (weakScheduler, weakAnimator, weakClock) = (scheduler, a, clock)
        }
        // A tick in progress holds the scheduler for its duration: let the clock's queue drain.
        queue.sync {}
        XCTAssertNil(weakScheduler)
        XCTAssertNil(weakAnimator)
        XCTAssertNil(weakClock)
    }
}
