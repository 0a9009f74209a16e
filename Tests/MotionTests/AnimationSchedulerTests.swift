import Dispatch
import XCTest

@testable import Motion

final class AnimationSchedulerTests: XCTestCase {
    // MARK: Virtual clock: the life cycle, deterministically

    func testStartsOnAnimateStepsImmediatelyAndStopsWhenIdle() throws {
        let clock = try VirtualClock(hz: 30, tick: 100)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 30)
        scheduler.add(a)
        XCTAssertFalse(clock.isRunning)  // nothing to animate: no timer
        let frames = Recorder<(Int, [Double])>()
        scheduler.setFrameHandler { frame in frames.append((frame.tick, frame.changes.map(\.step.value))) }
        try a.animate(to: 480, curve: .exponential(.standard))
        XCTAssertTrue(clock.isRunning)
        clock.flush()  // the first step runs at once, at the current tick
        XCTAssertEqual(frames.all.first?.0, 100)
        XCTAssertEqual(frames.all.first?.1, [112])
        clock.advance(by: 40)
        XCTAssertFalse(clock.isRunning)  // stopped at tick 123, where the approach reached 480
        XCTAssertEqual(frames.all.last?.0, 123)
        XCTAssertEqual(a.value, 480)
        // Restart: the next animation's first step is at the tick it is posted.
        try a.animate(to: 0, curve: .timed(.linear, duration: 1))
        XCTAssertTrue(clock.isRunning)
        clock.flush()
        XCTAssertEqual(frames.all.last?.0, 140)
        XCTAssertEqual(a.value, 480)  // start value at the start tick
        clock.advance(by: 30)
        XCTAssertEqual(a.value, 0)
        XCTAssertFalse(clock.isRunning)
    }

    func testFramesReportOnlyChangedAnimatorsInAddOrder() throws {
        let clock = try VirtualClock(hz: 30)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 30, name: "a")
        let b = try ValueAnimator(value: 0, hz: 30, name: "b")
        scheduler.add(a)
        scheduler.add(b)
        let names = Recorder<[String]>()
        scheduler.setFrameHandler { names.append($0.changes.map(\.animator.name)) }
        try b.animate(to: 10, curve: .timed(.linear, duration: 0.1))
        try a.animate(to: 10, curve: .timed(.linear, duration: 0.2))
        clock.advance(by: 6)
        XCTAssertEqual(names.all, [[], ["a", "b"], ["a", "b"], ["a", "b"], ["a"], ["a"], ["a"]])
    }

    func testWillStepHandlerPostsTimelineEventsThatApplyAtTheirTick() throws {
        let clock = try VirtualClock(hz: 30)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 30)
        scheduler.add(a)
        let timeline = try Timeline<Double>.sequence([.event(30, duration: 0.2), .event(0)])
        let schedule = try timeline.scheduled(hz: 30)
        scheduler.setWillStepHandler { tick in
            for item in schedule where item.tick == tick { try? a.animate(to: item.event, curve: .timing(.linear, duration: 1)) }
        }
        try a.animate(to: 0)  // wakes the clock at tick 0
        clock.advance(by: 8)
        // Tick 0 starts 0 → 30; tick 6 (0.2 s) retargets toward 0, adding 0 → -30 over 1 s on top
        // (additive, as UIKit): tick 8 shows 8 - 30 · 2/30 (a tick late it would show 8 - 1).
        XCTAssertEqual(a.value, 8 - 30 * 2.0 / 30, accuracy: 1e-12)
    }

    // MARK: Real timer: wait on what the ticks signal, never a fixed sleep

    func testRealTimerRunsStopsWhenDoneAndRestarts() throws {
        let clock = try DispatchClock(hz: 60)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 60)
        scheduler.add(a)
        let finished = DispatchSemaphore(value: 0)
        let ticks = Recorder<Int>()
        scheduler.setFrameHandler { frame in
            ticks.append(frame.tick)
            if frame.changes.contains(where: { !$0.step.isRunning }) { finished.signal() }
        }
        try a.animate(to: 100, curve: .timed(.easeOut, duration: 0.1))
        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(a.value, 100)
        XCTAssertFalse(scheduler.isTicking)  // decided before the frame handler ran
        let lastOfFirstRun = try XCTUnwrap(ticks.all.last)
        try a.animate(to: 0, curve: .timed(.linear, duration: 0.05))
        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(a.value, 0)
        let secondRun = ticks.all.drop { $0 <= lastOfFirstRun }
        XCTAssertEqual(secondRun.first, lastOfFirstRun + 1)  // first step at once on restart
        XCTAssertEqual(ticks.all, ticks.all.sorted())
    }

    func testReleasingARunningSchedulerFreesItAndItsClock() throws {
        weak var weakScheduler: AnimationScheduler?
        weak var weakClock: DispatchClock?
        let queue: DispatchQueue
        do {
            let clock = try DispatchClock(hz: 60)
            queue = clock.tickQueue
            let scheduler = AnimationScheduler(clock: clock)
            weakScheduler = scheduler
            weakClock = clock
            let a = try ValueAnimator(value: 0, hz: 60)
            scheduler.add(a)
            let ticked = DispatchSemaphore(value: 0)
            scheduler.setFrameHandler { _ in ticked.signal() }
            try a.animate(to: 1_000_000, curve: .exponential(.standard))
            XCTAssertEqual(ticked.wait(timeout: .now() + 20), .success)
        }
        // A tick in progress holds the scheduler until it returns; wait for it, then nothing may.
        queue.sync {}
        XCTAssertNil(weakScheduler)
        XCTAssertNil(weakClock)
    }

    func testRetargetPauseStopReturnWhileATickIsHeldInItsHandler() throws {
        let clock = try DispatchClock(hz: 60)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 60)
        scheduler.add(a)
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let held = Recorder<Bool>()
        scheduler.setFrameHandler { _ in
            if held.all.isEmpty {
                held.append(true)
                inside.signal()
                release.wait()  // hold this tick inside its handler
            }
        }
        try a.animate(to: 1000, curve: .exponential(.standard))
        XCTAssertEqual(inside.wait(timeout: .now() + 20), .success)
        // The tick is held: each call must return without waiting for it.
        for i in 0..<100 { try a.animate(to: Double(i)) }
        a.pause()
        a.continueAnimation()
        a.stop()
        _ = a.presentation
        XCTAssertTrue(a.hasPendingCommands)
        release.signal()
        let stopped = DispatchSemaphore(value: 0)
        scheduler.setFrameHandler { _ in if a.presentation.state == .idle { stopped.signal() } }
        XCTAssertEqual(stopped.wait(timeout: .now() + 20), .success)
        scheduler.remove(a)
        clock.stop()
    }
}

extension AnimationSchedulerTests {
    /// The same animation code on both clocks: the exponential approach applies one step per tick
    /// index, so the values the real timer shows at each index match the virtual run exactly, even
    /// where fires were merged.
    func testRealTimerShowsTheVirtualSequenceAtEveryTickIndex() throws {
        let virtual = try ValueAnimator(value: 0, hz: 60)
        try virtual.animate(to: 480, curve: .exponential(.standard))
        let expected = TestSupport.values(virtual, ticks: 0...120)  // about 80 ticks at 60 Hz to reach 480

        let clock = try DispatchClock(hz: 60)
        let scheduler = AnimationScheduler(clock: clock)
        let a = try ValueAnimator(value: 0, hz: 60)
        scheduler.add(a)
        let frames = Recorder<(Int, Double)>()
        let done = DispatchSemaphore(value: 0)
        scheduler.setFrameHandler { frame in
            for change in frame.changes {
                frames.append((frame.tick, change.step.value))
                if !change.step.isRunning { done.signal() }
            }
        }
        try a.animate(to: 480, curve: .exponential(.standard))
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        let recorded = frames.all
        let first = try XCTUnwrap(recorded.first?.0)
        for (tick, value) in recorded {
            XCTAssertEqual(value, expected[tick - first], "tick \(tick)")
        }
        XCTAssertEqual(recorded.last?.1, 480)
    }
}

extension AnimationSchedulerTests {
    func testReleasingStoppedAndNeverStartedSchedulersDoesNotCrash() throws {
        weak var stopped: AnimationScheduler?
        weak var neverStarted: AnimationScheduler?
        let queue: DispatchQueue
        do {
            let clock = try DispatchClock(hz: 60)
            queue = clock.tickQueue
            let scheduler = AnimationScheduler(clock: clock)
            stopped = scheduler
            let a = try ValueAnimator(value: 0, hz: 60)
            scheduler.add(a)
            let finished = DispatchSemaphore(value: 0)
            scheduler.setFrameHandler { frame in
                if frame.changes.contains(where: { !$0.step.isRunning }) { finished.signal() }
            }
            try a.animate(to: 1, curve: .timing(.linear, duration: 0.02))
            XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
            XCTAssertFalse(clock.isRunning)  // the timer stopped itself when the animation ended
            let idle = AnimationScheduler(clock: try DispatchClock())
            neverStarted = idle
        }
        queue.sync {}
        XCTAssertNil(stopped)
        XCTAssertNil(neverStarted)
    }
}
