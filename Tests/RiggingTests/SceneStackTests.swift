import AutoLayout
import XCTest

@testable import Rigging

/// Stack views in scene files: the `stack` and `hidden` view keys, `hide` and `show` events,
/// their checks, the JSON round trip and the layout they make.
final class SceneStackTests: XCTestCase {
    static let row = """
        {"root": {"size": [320, 480]},
         "views": [
           {"name": "row", "stack": {"spacing": 10, "alignment": "center", "arranged": ["a", "b", "c"], "customSpacing": {"a": 20}}},
           {"name": "c", "parent": "row", "intrinsic": [40, 50]},
           {"name": "a", "parent": "row", "intrinsic": [160, 200]},
           {"name": "b", "parent": "row", "intrinsic": [80, 100], "hidden": true}
         ],
         "constraints": [{"constraint": "row.leading == view.leading"}, {"constraint": "row.top == view.top"}],
         "duration": 1,
         "events": [{"at": 0.5, "show": ["b"], "transition": {"duration": 0.2, "curve": "linear"}}]}
        """

    func layout(_ text: String) throws -> (Scene, ViewTreeBackend, [String: Rect]) {
        let scene = try Scene.load(text: text, file: "test.json")
        let prepared = try PreparedScene(scene, file: "test.json")
        let backend = try ViewTreeBackend(prepared)
        let frames = backend.layout()
        return (scene, backend, Dictionary(uniqueKeysWithValues: zip(scene.viewNames, frames)))
    }

    func testStackKeysLoadAndLayOut() throws {
        let (scene, backend, frames) = try layout(Self.row)
        let stack = try XCTUnwrap(scene.views[0].stack)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.arranged, ["a", "b", "c"])
        XCTAssertEqual(stack.customSpacing, ["a": 20])
        XCTAssertTrue(scene.views[3].isHidden)
        XCTAssertEqual(scene.events[0].show, ["b"])
        // a, then 20 (a's custom spacing), b collapsed, c.
        XCTAssertEqual(frames["row"], Rect(x: 0, y: 0, width: 220, height: 200))
        XCTAssertEqual(frames["c"], Rect(x: 180, y: 75, width: 40, height: 50))
        XCTAssertEqual(backend.diagnostics(), LayoutDiagnostics())
        let arranged = (backend.views[1] as? StackView)?.arrangedSubviews.map(\.name)
        XCTAssertEqual(arranged, ["a", "b", "c"])
        backend.setHidden([try XCTUnwrap(scene.viewNames.firstIndex(of: "b"))], false)
        let shown = backend.layout()
        XCTAssertEqual(shown[2], Rect(x: 270, y: 75, width: 40, height: 50))
    }

    func testShowEventAnimatesWithItsTransition() throws {
        let scene = try Scene.load(text: Self.row, file: "test.json")
        let prepared = try PreparedScene(scene, file: "test.json")
        let driver = try SceneDriver(prepared, backend: try ViewTreeBackend(prepared))
        let dump = try SceneReplay.record(driver, until: 1)
        let c = try XCTUnwrap(scene.viewNames.firstIndex(of: "c"))
        XCTAssertEqual(dump.frames[15].views[c].x, 180)
        XCTAssertEqual(dump.frames[18].views[c].x, 225, accuracy: 1e-9)  // half-way at 0.6 s, linear
        XCTAssertEqual(dump.frames[21].views[c].x, 270)
    }

    func testDefaultsArrangeEverySubviewAndRoundTrip() throws {
        let text = """
            {"root": {"size": [100, 100]},
             "views": [{"name": "s", "stack": {"axis": "vertical", "distribution": "equalCentering", "alignment": "bottom",
                                                "layoutMarginsRelative": true, "baselineRelative": true}},
                       {"name": "x", "parent": "s"}, {"name": "y", "parent": "s"}],
             "events": [{"at": 0, "hide": ["x", "y"]}]}
            """
        let scene = try Scene.load(text: text)
        XCTAssertEqual(
            scene.views[0].stack,
            SceneStack(
                axis: .vertical, distribution: .equalCentering, alignment: .trailing,
                isLayoutMarginsRelative: true, isBaselineRelative: true))
        XCTAssertEqual(try Scene.load(text: try scene.jsonText()), scene)
        let backend = try ViewTreeBackend(try PreparedScene(scene, file: nil))
        XCTAssertEqual((backend.views[1] as? StackView)?.arrangedSubviews.map(\.name), ["x", "y"])
    }

    func testMistakesAreRefusedWithTheirPaths() {
        let cases: [(String, String)] = [
            (
                #"{"name": "s", "stack": {"arranged": ["root"]}}, {"name": "x", "parent": "s"}"#,
                "views[0].stack.arranged[0]: unknown view \"root\""
            ),
            (
                #"{"name": "s", "stack": {"distribution": "fillAll"}}"#,
                "views[0].stack.distribution: expected one of \"fill\", \"fillEqually\", \"fillProportionally\", \"equalSpacing\", \"equalCentering\", found \"fillAll\""
            ),
            (#"{"name": "s", "stack": {"alignment": "middle"}}"#, "views[0].stack.alignment: expected one of"),
            (#"{"name": "s", "stack": {"axis": "diagonal"}}"#, "views[0].stack.axis: expected \"horizontal\" or \"vertical\""),
            (#"{"name": "s", "stack": {"customSpacing": {"x": 4}}}"#, "views[0].stack.customSpacing.x: unknown view \"x\""),
            (#"{"name": "s", "stack": {"gap": 4}}"#, "views[0].stack.gap: unknown key \"gap\""),
            (#"{"name": "s", "hidden": 1}"#, "views[0].hidden: expected"),
        ]
        for (views, message) in cases {
            let text = #"{"root": {"size": [10, 10]}, "views": ["# + views + "]}"
            XCTAssertThrowsError(try Scene.load(text: text, file: "test.json")) { error in
                XCTAssertTrue("\(error)".hasPrefix("test.json: " + message), "\(error)")
            }
        }
        let event = #"{"root": {"size": [10, 10]}, "views": [{"name": "a"}], "events": [{"at": 0, "hide": ["view"]}]}"#
        XCTAssertThrowsError(try Scene.load(text: event, file: "test.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("test.json: events[0].hide[0]: unknown view \"view\""), "\(error)")
        }
    }
}
