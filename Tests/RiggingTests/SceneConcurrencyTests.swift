import Dispatch
import Foundation
import Motion
import Synchronization
import XCTest
import AutoLayout
@testable import Rigging

/// A scene replays on one thread while other threads retarget, pause and stop animators that a
/// real-time scheduler ticks: the replay's bytes equal a quiet replay's (it depends only on its
/// scene), and the last retarget written wins. Waits on signals with generous timeouts.
final class SceneConcurrencyTests: XCTestCase {
    /// The last target posted to each animator, posted and recorded under one NSLock (a pthread
    /// mutex, which ThreadSanitizer sees; it does not see `Synchronization.Mutex`).
    final class LastTargets: @unchecked Sendable {
        private let lock = NSLock()
        private var targets: [Int: Double] = [:]
        func record(_ index: Int, _ target: Double, _ post: () -> Void) {
            lock.lock()
            defer { lock.unlock() }
            post()
            targets[index] = target
        }
        var all: [Int: Double] {
            lock.lock()
            defer { lock.unlock() }
            return targets
        }
    }

    final class Replays: Sendable {
        let items = Mutex<[String]>([])
    }

    static func replaySlider() throws -> String {
        let path = DemoTests.demos.appendingPathComponent("slider.json").path
        let scene = try Scene.load(path: path)
        let table = try SceneConstraintTable(scene: scene, file: path)
        let backend = try SceneLayout(scene: scene, table: table, file: path)
        return try SceneReplay.run(scene: scene, table: table, backend: backend).jsonLines()
    }

    func testSceneReplaysWhileAnimatorsAreRetargetedOnTheRealTimer() throws {
        let quiet = try Self.replaySlider()
        let clock = try DispatchClock(hz: 120, label: "scene-stress.clock")
        let scheduler = AnimationScheduler(clock: clock)
        let animators = try (0..<2).map { try ValueAnimator(value: 0, hz: 120, name: "a\($0)") }
        for a in animators { scheduler.add(a) }
        let last = LastTargets()
        let done = DispatchSemaphore(value: 0)
        let replays = Replays()
        DispatchQueue.global().async {
            for _ in 0..<3 { if let dump = try? SceneConcurrencyTests.replaySlider() { replays.items.withLock { $0.append(dump) } } }
            done.signal()
        }
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            for op in 0..<3_000 {
                let index = (op + thread) % animators.count
                let a = animators[index]
                switch op % 5 {
                case 0: a.pause()
                case 1: a.continueAnimation()
                case 2: a.stop()
                default:
                    let target = Double(op * 3 + thread)
                    last.record(index, target) { try? a.animate(to: target, curve: try? .timed(.linear, duration: 0.02)) }
                }
            }
        }
        for a in animators { a.continueAnimation() }
        let finished = animators.map { _ in DispatchSemaphore(value: 0) }
        let expected = last.all
        for (index, a) in animators.enumerated() {
            try a.animate(to: (expected[index] ?? 0) + 1, curve: .timed(.linear, duration: 0.02)) { outcome in
                if outcome == .finished(.end) { finished[index].signal() }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "the replay thread never finished")
        for (index, a) in animators.enumerated() {
            XCTAssertEqual(finished[index].wait(timeout: .now() + 60), .success, "\(a.name) never finished")
            XCTAssertEqual(a.value, (expected[index] ?? 0) + 1)
        }
        let dumps = replays.items.withLock { $0 }
        XCTAssertEqual(dumps.count, 3)
        for dump in dumps { XCTAssertEqual(dump, quiet) }
    }

    /// Releasing a scene's layout (after a replay on another thread's storm) frees its engine and views.
    func testReleasingASceneLayoutFreesIt() throws {
        weak var weakLayout: SceneLayout?, weakRoot: View?, weakEngine: LayoutEngine?
        do {
            let path = DemoTests.demos.appendingPathComponent("slider.json").path
            let scene = try Scene.load(path: path)
            let table = try SceneConstraintTable(scene: scene, file: path)
            let layout = try SceneLayout(scene: scene, table: table, file: path)
            _ = try SceneReplay.run(scene: scene, table: table, backend: layout)
            weakLayout = layout
            weakRoot = layout.root
            weakEngine = layout.root.engine
        }
        XCTAssertNil(weakLayout)
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakEngine)
    }
}
