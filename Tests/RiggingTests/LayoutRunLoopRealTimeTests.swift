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
                MainActor.assertIsolated("ticks run on the main actor")
                ticks += 1
                if ticks == 2 { Thread.detachNewThread { try? handle.animate(to: 200) } }
                if box.frame.width == 200 { finish(nil) }
            }
            do { try loop.start() } catch { finish(error) }
            // A watchdog, not a wait: the test ends when the width arrives, well within it.
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(20))
                finish(Timeout())
            }
        }
        XCTAssertFalse(loop.isRunningInRealTime)
        XCTAssertEqual(width.constant, 200)
        XCTAssertGreaterThan(ticks, 3)
    }
}
