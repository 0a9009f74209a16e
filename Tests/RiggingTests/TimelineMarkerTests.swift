import AutoLayout
import XCTest

@testable import Rigging

final class TimelineMarkerTests: XCTestCase {
    /// A held constant that jumps for one frame is a step; one that starts an animation is not.
    func testInferredFromConstants() {
        var recorder = FrameRecorder(scene: "s", hz: 10, views: ["view"], constants: ["a", "b"])
        let values: [[Double]] = [[0, 0], [0, 0], [5, 1], [5, 2], [5, 3], [5, 3]]
        for (k, c) in values.enumerated() { recorder.record(tick: k, views: [Rect(x: 0, y: 0, width: 1, height: 1)], constants: c) }
        XCTAssertEqual(TimelineMarker.inferred(from: recorder.dump), [TimelineMarker(tick: 2, label: "a, b changes", steps: [0])])
    }

    /// Scene events become markers at their ticks; a driver resolves a `set` to its constant.
    func testSceneEvents() throws {
        let scene = try Scene.load(
            text: """
                {"root": {"size": [100, 100]}, "views": [{"name": "a"}],
                 "constraints": [{"id": "w", "constraint": "a.width == 10"}, {"constraint": "a.height == 10"},
                                 {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
                 "duration": 1, "events": [{"at": 0.1, "animate": {"constraint": "w", "to": 50}},
                                           {"at": 0.5, "set": {"constraint": "w", "to": 20}, "resize": [200, 100]}]}
                """)
        XCTAssertEqual(TimelineMarker.markers(of: scene).map(\.label), ["animate w to 50", "set w = 20; resize 200 × 100"])
        let prepared = try PreparedScene(scene)
        let driver = try SceneDriver(prepared, backend: ViewTreeBackend(prepared))
        XCTAssertEqual(driver.timelineMarkers.map(\.tick), [3, 15])
        XCTAssertEqual(driver.timelineMarkers.map(\.steps), [[], [0]])
    }
}
