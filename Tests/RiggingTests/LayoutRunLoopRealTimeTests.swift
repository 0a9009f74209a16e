import AutoLayout
import XCTest

@testable import Rigging

/// The real clock: ticks on the main queue, in the main actor, where the tree lives; retargets
/// from another thread through the `Sendable` handle.
final class LayoutRunLoopRealTimeTests: XCTestCase {
    struct Timeout: Error {}

    @MainActor
    func testTheRealClockTicksOnTheMainActorAndTakesRetargetsFromAnotherThread() async throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
        let loop = try LayoutRunLoop(root: root)
        let handle = try loop.animator(for: width)
        let ticks = try await runInRealTime(loop) { ticks in
            MainActor.assertIsolated("ticks run on the main actor")
            if ticks == 2 { Thread.detachNewThread { try? handle.animate(to: 200) } }
            return box.frame.width == 200
        }
        XCTAssertFalse(loop.isRunningInRealTime)
        XCTAssertEqual(width.constant, 200)
        XCTAssertGreaterThan(ticks, 3)
    }

    /// `LayoutRunLoop.timingReport`: on the real clock, each tick's start against its schedule.
    @MainActor
    func testTimingMeasuresJitterAgainstTheSchedule() async throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let loop = try LayoutRunLoop(root: root)
        loop.startTiming()
        _ = try await runInRealTime(loop) { $0 == 5 }
        let report = loop.timingReport()
        XCTAssertEqual(report.ticks, 5)
        XCTAssertEqual(report.jitter.count, 5)
        XCTAssertNotNil(report.mostOffScheduleTick)
        XCTAssertEqual(report.mostOffScheduleTick?.seconds, report.jitter.max)
    }

    /// Runs `loop` on the real clock until `done` (told the number of ticks so far, after each
    /// tick) says so, then stops it; returns the number of ticks. Fails after 20 s (a watchdog,
    /// not a wait: the tests end well within it).
    @MainActor
    func runInRealTime(_ loop: LayoutRunLoop, until done: @escaping (Int) -> Bool) async throws -> Int {
        var ticks = 0
        var finished = false
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            func finish(_ error: (any Error)?) {
                guard !finished else { return }
                finished = true
                loop.tickObserver = nil
                loop.stop()
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
            loop.tickObserver = { _, _ in
                ticks += 1
                if done(ticks) { finish(nil) }
            }
            do { try loop.start() } catch { finish(error) }
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(20))
                finish(Timeout())
            }
        }
        return ticks
    }
}
