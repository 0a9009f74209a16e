import AutoLayout
import XCTest

@testable import Rigging

/// A scene view's `frame` key: the frame before the first layout pass, which a
/// `fillProportionally` stack counts as the size of an arranged view without an intrinsic size.
final class SceneViewFrameTests: XCTestCase {
    /// A vertical `fillProportionally` stack 300 high (spacing 0) arranging `a` and `b`, plain
    /// views without an intrinsic size, starting `aHeight` and `bHeight` high.
    func text(aHeight: Double, bHeight: Double) -> String {
        """
        {"root": {"size": [320, 480]},
         "views": [
           {"name": "s", "stack": {"axis": "vertical", "distribution": "fillProportionally"}},
           {"name": "a", "parent": "s", "frame": [0, 0, 320, \(aHeight)]},
           {"name": "b", "parent": "s", "frame": [0, \(aHeight), 320, \(bHeight)]}
         ],
         "constraints": [{"vfl": "H:|[s]|"}, {"vfl": "V:|[s(300)]"}]}
        """
    }

    func frames(_ text: String) throws -> (Scene, [String: Rect]) {
        let scene = try Scene.load(text: text, file: "test.json")
        let frames = try ViewTreeBackend(PreparedScene(scene, file: "test.json")).layout()
        return (scene, Dictionary(uniqueKeysWithValues: zip(scene.viewNames, frames)))
    }

    /// The views share the stack's 300 points in proportion to their starting heights: 1 : 2
    /// gives 100 and 200, 1 : 1 gives 150 each.
    func testStartingFramesSetTheProportions() throws {
        let (scene, oneToTwo) = try frames(text(aHeight: 20, bHeight: 40))
        XCTAssertEqual(scene.views[1].frame, Rect(x: 0, y: 0, width: 320, height: 20))
        XCTAssertEqual(oneToTwo["a"], Rect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(oneToTwo["b"], Rect(x: 0, y: 100, width: 320, height: 200))
        let (_, even) = try frames(text(aHeight: 50, bHeight: 50))
        XCTAssertEqual(even["a"]?.height, 150)
        XCTAssertEqual(even["b"]?.height, 150)
    }

    func testTheFrameRoundTripsAndMistakesAreRefused() throws {
        let scene = try Scene.load(text: text(aHeight: 20.5, bHeight: 40))
        XCTAssertEqual(try Scene.load(text: try scene.jsonText()), scene)
        let cases: [(String, String)] = [
            (#"{"name": "x", "frame": [0, 0, 10]}"#, "views[0].frame: expected [x, y, width, height], found 3 values"),
            (#"{"name": "x", "frame": [0, 0, "10", 10]}"#, "views[0].frame[2]: expected"),
        ]
        for (views, message) in cases {
            let text = #"{"root": {"size": [10, 10]}, "views": ["# + views + "]}"
            XCTAssertThrowsError(try Scene.load(text: text, file: "test.json")) { error in
                XCTAssertTrue("\(error)".hasPrefix("test.json: " + message), "\(error)")
            }
        }
    }
}
