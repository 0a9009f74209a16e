import Motion
import XCTest

/// `AnimationScheduler`'s doc comment example, run as written.
final class AnimationSchedulerExampleTests: XCTestCase {
    func testDocumentationExample() throws {
        let clock = try VirtualClock(hz: 30)
        let scheduler = AnimationScheduler(clock: clock)
        let width = try ValueAnimator(value: 0, name: "width")
        scheduler.add(width)
        scheduler.setFrameHandler { frame in
            _ = frame.changes
        }
        try width.animate(to: 100, curve: .exponential(.standard))
        clock.advance(by: 30)
        XCTAssertEqual(width.value, 100)
    }
}
