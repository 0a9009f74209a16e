import Rigging
import XCTest

/// `SceneReplay`'s doc comment example, run as written.
final class SceneReplayExampleTests: XCTestCase {
    func testDocumentationExample() throws {
        let scene = try Scene.load(
            text: """
                {"root": {"size": [320, 480]}, "views": [{"name": "a"}],
                 "constraints": [{"id": "w", "constraint": "a.width == 10"}, {"constraint": "a.height == 10"},
                                 {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
                 "duration": 1, "events": [{"at": 0, "animate": {"constraint": "w", "to": 100}}]}
                """)
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(prepared, backend: ViewTreeBackend(prepared))
        XCTAssertEqual(dump.frames.count, 31)
        XCTAssertTrue(dump.jsonLines().hasPrefix("{\"scene\""))
    }
}
