import AutoLayout
import XCTest

@testable import Rigging

/// A scene's `root.scale`: frames on that pixel grid, written and read back, refused when negative.
final class ScenePixelScaleTests: XCTestCase {
    static let thirds = #"""
        {
          "root": {"size": [100, 40], "scale": 2},
          "views": [{"name": "a"}, {"name": "b"}, {"name": "c"}],
          "constraints": [
            {"vfl": "H:|[a][b(==a)][c(==a)]|"},
            {"vfl": "V:|[a(10.2)]"}, {"vfl": "V:|[b(10.2)]"}, {"vfl": "V:|[c(10.2)]"}
          ]
        }
        """#

    func testScaleRoundsTheScenesFrames() throws {
        let scene = try TestSupport.scene(Self.thirds)
        XCTAssertEqual(scene.root.scale, 2)
        let backend = try ViewTreeBackend(try PreparedScene(scene))
        let frames = backend.layout().map { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(frames, [[0, 0, 100, 40], [0, 0, 33.5, 10], [33.5, 0, 33, 10], [66.5, 0, 33.5, 10]])
    }

    func testScaleWritesAndLoadsBack() throws {
        let scene = try TestSupport.scene(Self.thirds)
        XCTAssertTrue(try scene.jsonText().contains(#""scale""#))
        XCTAssertEqual(try Scene.load(text: try scene.jsonText()), scene)
        var exact = scene
        exact.root.scale = 0
        XCTAssertFalse(try exact.jsonText().contains(#""scale""#))
    }

    func testNegativeScaleIsRefusedAtItsKey() {
        let text = Self.thirds.replacingOccurrences(of: #""scale": 2"#, with: #""scale": -1"#)
        XCTAssertThrowsError(try Scene.load(text: text)) { error in
            XCTAssertEqual((error as? SceneError)?.path, "root.scale")
        }
    }
}
