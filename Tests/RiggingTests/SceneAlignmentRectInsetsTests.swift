import AutoLayout
import XCTest

@testable import Rigging

/// A scene view's `alignmentRectInsets` key: constraints place the alignment rectangle, and the
/// frame layouts and dumps report reaches beyond it by the insets, as UIKit's does.
final class SceneAlignmentRectInsetsTests: XCTestCase {
    /// A slider-like view `s` (UIKit's slider insets before iOS 26) pinned 20 points from the
    /// root's sides and 100 from its top, 30 points high by its intrinsic size, on `scale`'s grid.
    func text(insets: String = #"{"left": 2, "bottom": 1, "right": 2}"#, scale: Double = 0) -> String {
        """
        {"root": {"size": [320, 480], "scale": \(scale)},
         "views": [{"name": "s", "intrinsic": [null, 30], "alignmentRectInsets": \(insets)}],
         "constraints": [{"vfl": "H:|-20-[s]-20-|"}, {"vfl": "V:|-100-[s]"}],
         "duration": 0}
        """
    }

    func frame(_ text: String) throws -> Rect? {
        let scene = try Scene.load(text: text, file: "test.json")
        return try ViewTreeBackend(PreparedScene(scene, file: "test.json")).layout().last
    }

    /// The constraints and the intrinsic height place the 280 × 30 rectangle at (20, 100); the
    /// frame is 2 points wider on each side and 1 point taller below it.
    func testTheFrameReachesBeyondTheRectangleConstraintsPlace() throws {
        XCTAssertEqual(try frame(text()), Rect(x: 18, y: 100, width: 284, height: 31))
        XCTAssertEqual(try frame(text(insets: "{}")), Rect(x: 20, y: 100, width: 280, height: 30))
        // Negative insets make the rectangle the larger: the frame lies inside it.
        XCTAssertEqual(try frame(text(insets: #"{"top": -4}"#)), Rect(x: 20, y: 104, width: 280, height: 26))
    }

    /// On a pixel grid the frame, not the rectangle, lands on it (UIKit rounds frames).
    func testTheFrameLandsOnThePixelGrid() throws {
        let rect = try XCTUnwrap(try frame(text(insets: #"{"top": 0.3}"#, scale: 2)))
        for value in [rect.minY, rect.height] { XCTAssertEqual((value * 2).rounded(), value * 2, "\(rect)") }
        XCTAssertEqual(rect.maxY, 130)
        XCTAssertEqual(rect.minY, 99.5)
    }

    /// A replay's dump records the frame too.
    func testADumpRecordsTheFrame() throws {
        let dump = try SceneReplay.run(PreparedScene(try Scene.load(text: text(), file: "test.json"), file: "test.json"))
        XCTAssertEqual(dump.frames.first?.views.last, Rect(x: 18, y: 100, width: 284, height: 31))
    }

    func testTheInsetsRoundTripAndMistakesAreRefused() throws {
        let scene = try Scene.load(text: text())
        XCTAssertEqual(scene.views[0].alignmentRectInsets, EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        XCTAssertTrue(try scene.jsonText().contains(#""alignmentRectInsets""#))
        XCTAssertEqual(try Scene.load(text: try scene.jsonText()), scene)
        XCTAssertFalse(try Scene.load(text: text(insets: "{}")).jsonText().contains("alignmentRectInsets"))
        let cases: [(String, String)] = [
            (#"{"left": "2"}"#, "views[0].alignmentRectInsets.left: expected"),
            (#"{"middle": 2}"#, #"views[0].alignmentRectInsets.middle: unknown key "middle""#),
            ("[0, 2, 0, 2]", "views[0].alignmentRectInsets: expected an object, found"),
            (#"{"right": 1e16}"#, "views[0].alignmentRectInsets.right: expected a number within ±1e15"),
        ]
        for (insets, message) in cases {
            XCTAssertThrowsError(try Scene.load(text: text(insets: insets), file: "test.json")) { error in
                XCTAssertTrue("\(error)".hasPrefix("test.json: " + message), "\(error)")
            }
        }
        // A scene built in Swift fails as the same scene read from a file.
        var built = scene
        built.views[0].alignmentRectInsets.bottom = .infinity
        XCTAssertThrowsError(try PreparedScene(built, file: "swift")) { error in
            XCTAssertTrue("\(error)".hasPrefix("swift: views[0].alignmentRectInsets.bottom: expected a finite number"), "\(error)")
        }
    }
}
