import AutoLayout
import Foundation
import Motion
import XCTest

@testable import Rigging

/// An animated constant beyond the solver's range is clamped and said, never dropped.
final class LayoutRunLoopRangeTests: XCTestCase {
    func testConstantBeyondTheSolversRangeIsClampedAndTheFramesAgree() throws {
        let scene = try Scene.load(
            text: #"""
                {"root": {"size": [100, 100]}, "views": [{"name": "a"}],
                 "constraints": [{"id": "h", "constraint": "a.height == 10"}, {"constraint": "a.width == 10"},
                                 {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
                 "duration": 2,
                 "events": [{"at": 0, "animate": {"constraint": "h", "to": 20,
                             "curve": {"spring": {"stiffness": 0.0001, "damping": 0.0001, "initialVelocity": 1e15}}}}]}
                """#, file: "range.json")
        let prepared = try PreparedScene(scene)
        let driver = try SceneDriver(prepared, backend: try ViewTreeBackend(prepared))
        var frames: [Frame] = []
        SceneReplay.forEachFrame(driver, through: 60) { frames.append($0) }
        XCTAssertEqual(frames.last?.constants[0], 1e15, "a spring moving at 1e15 pt/s passes the range within 2 s")
        for frame in frames {
            XCTAssertLessThanOrEqual(abs(frame.constants[0]), 1e15)
            XCTAssertEqual(
                frame.views[1].height, frame.constants[0], accuracy: max(1, abs(frame.constants[0]) * 1e-9),
                "tick \(frame.tick): the frame shows the recorded constant")
        }
        XCTAssertEqual(driver.diagnostics.count, 1)
        XCTAssertTrue(driver.diagnostics.first?.contains("clamped to ±1e15") ?? false, "\(driver.diagnostics)")
    }
}
