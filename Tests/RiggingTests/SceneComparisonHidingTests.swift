import Foundation
import RiggingTestSupport
import XCTest

@testable import Rigging

/// `SceneComparison` on hide and show events: the constraint-driven run animates the stack's
/// `UISV-hiding` and `UISV-spacing` constants with the event's transition timing, the CA-style
/// run interpolates frames, over the same time.
final class SceneComparisonHidingTests: XCTestCase {
    static let rows = #"""
        {"name": "rows", "root": {"size": [200, 400]},
         "views": [{"name": "list", "stack": {"axis": "vertical", "spacing": 10, "arranged": ["a", "b", "c"]}},
                   {"name": "a", "parent": "list", "intrinsic": [null, 40]},
                   {"name": "b", "parent": "list", "intrinsic": [null, 60]},
                   {"name": "c", "parent": "list", "intrinsic": [null, 20]}],
         "constraints": [{"constraint": "list.leading == view.leading"}, {"constraint": "list.trailing == view.trailing"},
                         {"constraint": "list.top == view.top"}],
         "duration": 1.2,
         "events": [{"at": 0.2, "hide": ["b"], "transition": {"duration": 0.3, "curve": "linear"}},
                    {"at": 0.8, "show": ["b"], "transition": {"duration": 0.3, "curve": "linear"}}]}
        """#

    func compare(_ text: String) throws -> SceneComparison {
        let scene = try TestSupport.scene(text)
        let prepared = try PreparedScene(scene)
        return try SceneComparison.run(prepared, function: .easeInEaseOut, duration: nil) {
            _ throws(SceneError) in try ViewTreeBackend(prepared)
        }
    }

    /// A column's hide and show move the row's size and its neighbour constraint-driven, tick by
    /// tick (not at once), and every constraint-driven frame keeps the stack's tiling. A column of
    /// rows lays out linearly in the `UISV-hiding` constant, so with the same timing the CA-style
    /// frames are the same frames.
    func testHideAndShowAnimateConstraintDrivenWithTheTransitionTiming() throws {
        let report = try compare(Self.rows)
        XCTAssertEqual(report.hideShowDurations, [0.3, 0.3])
        let frames = report.constraintDriven.frames
        let (a, b, c) = (2, 3, 4)  // view indices (root, list, a, b, c)
        // Tick 6 is t = 0.2: the hide starts from the shown size; tick 15 (0.5 s) ends it.
        XCTAssertEqual(frames[6].views[b].height, 60, accuracy: 1e-9)
        XCTAssertEqual(frames[8].views[b].height, 60 * (1 - 2.0 / 9), accuracy: 1e-6, "linear over 9 ticks")
        XCTAssertEqual(frames[15].views[b].height, 0, accuracy: 1e-9)
        // Tick 24 is t = 0.8: the show grows back to 60 by tick 33.
        XCTAssertEqual(frames[27].views[b].height, 60 * 3.0 / 9, accuracy: 1e-6)
        XCTAssertEqual(frames[33].views[b].height, 60, accuracy: 1e-9)
        for frame in frames {
            let v = frame.views
            let gaps = v[c].y - v[a].y - v[a].height - v[b].height
            XCTAssertTrue(gaps > 10 - 1e-6 && gaps < 20 + 1e-6, "tick \(frame.tick): the spacings move with the row")
            XCTAssertEqual(frame.constants.count, report.constraintDriven.constants.count, "constants match the header")
        }
        for (x, y) in zip(frames, report.transitions.frames) {
            XCTAssertEqual(x.views[c].y, y.views[c].y, accuracy: 1e-6, "tick \(x.tick)")
        }
        XCTAssertLessThan(report.views[c].maxDifference, 1e-6)
        XCTAssertEqual(report.views[c].constraintSettle, .settled(at: 1.1))
    }

    /// The stack demo: the toolbar's middle button shown again under equal spacing grows from
    /// the middle of its place when constraint-driven, while the CA-style frames slide it from
    /// where its collapsed frame was.
    func testStackDemoShowDiffersWhereTheCollapsedFrameWasElsewhere() throws {
        let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demos")
        let report = try compare(try String(contentsOf: demos.appendingPathComponent("stack.json"), encoding: .utf8))
        XCTAssertEqual(report.hideShowDurations, [0.35, 0.3, 0.4])
        let names = report.views.map(\.name)
        let share = try XCTUnwrap(names.firstIndex(of: "share"))
        let details = try XCTUnwrap(names.firstIndex(of: "details"))
        let back = try XCTUnwrap(names.firstIndex(of: "back"))
        let done = try XCTUnwrap(names.firstIndex(of: "done"))
        XCTAssertLessThan(report.views[details].maxDifference, 1e-6)
        XCTAssertEqual(report.views[share].maxDifference, 100, accuracy: 1e-6)
        XCTAssertEqual(report.views[share].maxDifferenceTick, 54)
        let shown = report.constraintDriven.frames[54].views
        XCTAssertEqual(shown[share].width, 0, accuracy: 1e-9)
        let middle = (shown[back].x + shown[back].width + shown[done].x) / 2
        XCTAssertEqual(shown[share].x, middle, accuracy: 1e-6, "grows from the middle of its place")
    }
}
