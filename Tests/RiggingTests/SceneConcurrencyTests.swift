import AutoLayout
import Dispatch
import Foundation
import Locking
import Motion
import Synchronization
import TestHelpers
import XCTest

@testable import Rigging

/// Issue 7: a scene replays on one thread while other threads retarget, pause and stop
/// animators that a real-time scheduler ticks. No deadlock (waits on signals with generous
/// timeouts, never a fixed sleep), no data race (run under `swift test --sanitize=thread`), every
/// replay's bytes equal a quiet replay's (a replay depends only on its scene), and each animator
/// ends on the last retarget written.
final class SceneConcurrencyTests: XCTestCase {
    static func replaySlider() throws -> String {
        let path = DemoTests.demos.appendingPathComponent("slider.json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene, file: path)
        let backend = try ViewTreeBackend(prepared)
        return try SceneReplay.run(prepared, backend: backend).jsonLines()
    }

    func testSceneReplaysWhileThreadsRetargetPauseAndStopAnimatorsOnTheRealTimer() throws {
        let quiet = try Self.replaySlider()
        let hz = 120
        let clock = try DispatchClock(hz: hz, label: "scene-stress.clock")
        let scheduler = AnimationScheduler(clock: clock)
        let animators = try (0..<2).map { try ValueAnimator(value: 0, hz: hz, name: "a\($0)") }
        for a in animators { scheduler.add(a) }
        let ticks = Atomic<Int>(0)
        scheduler.setFrameHandler { _ in ticks.add(1, ordering: .relaxed) }
        let retargets = LastWriteLog<Double, Double>(keys: animators.count)
        let curve = try Curve.timed(.linear, duration: 0.02)

        // Replays run back to back on their own thread until both phases below are over.
        let dumps = Locked<[Result<String, any Error>]>([])
        let replays = Atomic<Int>(0)
        let stopReplaying = Atomic<Bool>(false)
        let replaysDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            repeat {
                let dump = Result { try SceneConcurrencyTests.replaySlider() }
                dumps.withLock { $0.append(dump) }
                replays.add(1, ordering: .relaxed)
            } while !stopReplaying.load(ordering: .relaxed)
            replaysDone.signal()
        }

        // Phase 1: three threads retarget, pause, resume and stop, until the timer has ticked 20
        // times and two replays have ended during the storm (one whole replay inside it), or a
        // bound on operations; a loop bound, not a timing assertion.
        let threads = 3
        let maximumOperations = 200_000
        let ticksBefore = ticks.load(ordering: .relaxed)
        let replaysBefore = replays.load(ordering: .relaxed)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for op in 0..<maximumOperations {
                if op % 64 == 0, ticks.load(ordering: .relaxed) - ticksBefore >= 20,
                    replays.load(ordering: .relaxed) - replaysBefore >= 2
                {
                    break
                }
                let index = (op + thread) % animators.count
                let a = animators[index]
                switch op % 5 {
                case 0: a.pause()
                case 1: a.continueAnimation()
                case 2: a.stop()
                default:
                    let target = Double(op * 3 + thread)
                    try? retargets.write(index, target) { () throws(MotionError) in try a.animate(to: target, curve: curve) }
                }
            }
        }
        XCTAssertGreaterThan(ticks.load(ordering: .relaxed), ticksBefore, "the timer never ticked during the storm")
        XCTAssertGreaterThanOrEqual(replays.load(ordering: .relaxed) - replaysBefore, 2, "no whole replay ran during the storm")

        // Phase 2: resume, then race final retargets from every thread; each animator must end
        // on the one written last.
        for a in animators { a.continueAnimation() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, a) in animators.enumerated() {
                let target = -Double(1000 * (index + 1) + thread)
                try? retargets.write(index, target) { () throws(MotionError) in
                    try a.animate(to: target, curve: curve) { outcome in
                        if outcome == .finished(.end) { retargets.finish(index, target, a.value) }
                    }
                }
            }
        }
        for (index, a) in animators.enumerated() {
            let last = retargets.last(index)
            let value = retargets.waitForLast(index, timeout: 60)
            XCTAssertNotNil(
                value, "\(a.name) never finished on the last retarget written, \(last ?? .nan) (a deadlock, or retargets applied out of order)")
            XCTAssertEqual(value, last, "\(a.name): value when the last retarget finished")
        }
        for (index, a) in animators.enumerated() { XCTAssertEqual(a.value, retargets.last(index), a.name) }

        stopReplaying.store(true, ordering: .relaxed)
        XCTAssertEqual(replaysDone.wait(timeout: .now() + 120), .success, "the replay thread never finished")
        let results = dumps.withLock { $0 }
        XCTAssertGreaterThanOrEqual(results.count, 2)
        for (n, result) in results.enumerated() {
            switch result {
            case .success(let dump): XCTAssertEqual(dump, quiet, "replay \(n) differs from a quiet replay")
            case .failure(let error): XCTFail("replay \(n) failed: \(error)")
            }
        }
    }

    /// Releasing a scene's layout (after a replay on another thread's storm) frees its engine and views.
    func testReleasingASceneLayoutFreesIt() throws {
        weak var weakLayout: ViewTreeBackend?
        weak var weakRoot: View?
        weak var weakEngine: LayoutEngine?
        do {
            let path = DemoTests.demos.appendingPathComponent("slider.json").path
            let scene = try Scene.load(path: path)
            let prepared = try PreparedScene(scene, file: path)
            let layout = try ViewTreeBackend(prepared)
            _ = try SceneReplay.run(prepared, backend: layout)
            weakLayout = layout
            weakRoot = layout.root
            weakEngine = layout.root.engine
        }
        XCTAssertNil(weakLayout)
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakEngine)
    }
}
