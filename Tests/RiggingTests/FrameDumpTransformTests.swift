import AutoLayout
import XCTest

@testable import Rigging

/// Transforms in the dump formats and pictures: JSON Lines round trip, CSV columns, SVG matrices.
final class FrameDumpTransformTests: XCTestCase {
    func dump(_ transform: Transform2D) -> FrameDump {
        let rects = [Rect(x: 0, y: 0, width: 300, height: 200), Rect(x: 20, y: 20, width: 100, height: 60)]
        return FrameDump(
            scene: "t", hz: 30, views: ["view", "a"], constants: [],
            frames: [
                Frame(tick: 0, time: 0, views: rects, transforms: FrameTransforms([1: transform]), constants: []),
                Frame(tick: 1, time: 1.0 / 30, views: [rects[0], Rect(x: 20, y: 20, width: 100, height: 60)], constants: []),
            ])
    }

    func testJSONLinesWriteTransformsOnlyWhereShownAndReadBack() throws {
        let d = dump(Transform2D(scale: Size(width: 0.5, height: 0.5), rotation: 0.5))
        let text = d.jsonLines()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(
            String(lines[1]),
            #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 300, 200], "a": [20, 20, 100, 60]}, "transforms": {"a": [0.438791, 0.239713, -0.239713, 0.438791, 0, 0]}, "constants": {}}"#
        )
        XCTAssertFalse(lines[2].contains("transforms"))
        let back = try FrameDump.parse(jsonLines: text)
        XCTAssertEqual(back.jsonLines(), text)
        XCTAssertNil(back.firstDifference(from: d))
        var other = back
        other.frames[0].transforms[1].tx = 1
        XCTAssertEqual(other.firstDifference(from: back), "frame 0 (t = 0), view a, field tx: expected 0, got 1")
    }

    /// `rig check`'s comparison counts a transform entry as a field.
    func testTheDifferenceComparesTransforms() {
        let expected = dump(Transform2D(scaleX: 0.5, y: 0.5))
        let actual = dump(Transform2D(scaleX: 0.5, y: 0.6))
        let difference = FrameDumpDifference(expected: expected, actual: actual)
        XCTAssertEqual(difference.firstMismatch?.field, "d")
        XCTAssertEqual(difference.firstMismatch?.difference ?? 0, 0.1, accuracy: 1e-9)
        XCTAssertTrue(FrameDumpDifference(expected: expected, actual: expected).matches)
    }

    /// Solver noise on the identity prints as the identity, so it is left out.
    func testANearIdentityIsNotWritten() {
        let d = dump(Transform2D(a: 1 + 1e-12, b: 0, c: 0, d: 1, tx: 0, ty: 1e-9))
        XCTAssertFalse(d.jsonLines().contains("transforms"))
        XCTAssertFalse(d.header.transforms)
    }

    func testMalformedTransformsAreRefused() {
        let header = #"{"scene": "t", "hz": 30, "views": ["view"], "constraints": []}"#
        for (member, message) in [
            (#"{"x": [1, 0, 0, 1, 0, 0]}"#, "transform of unknown view \"x\""),
            (#"{"view": [1, 0]}"#, "malformed transform of \"view\""),
            (#"[1]"#, "expected \"transforms\" to be an object"),
        ] {
            let line = #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 1, 1]}, "transforms": "# + member + #", "constants": {}}"#
            XCTAssertThrowsError(try FrameDump.parse(jsonLines: header + "\n" + line + "\n")) { error in
                XCTAssertTrue("\(error)".hasPrefix("line 2: " + message), "\(error)")
            }
        }
    }

    func testCSVHasTransformColumnsWhenTheRunShowsTransforms() {
        let csv = dump(Transform2D(scaleX: 0.5, y: 2)).csv().split(separator: "\n")
        XCTAssertEqual(csv[0], "frame,t,view,x,y,width,height,a,b,c,d,tx,ty")
        XCTAssertEqual(csv[2], "0,0,a,20,20,100,60,0.5,0,0,2,0,0")
        XCTAssertEqual(csv[4], "1,0.03333333333333333,a,20,20,100,60,1,0,0,1,0,0")
        XCTAssertEqual(dump(.identity).csv().split(separator: "\n")[0], "frame,t,view,x,y,width,height")
    }

    /// The SVG draws a transformed view with a `matrix(...)` that maps its rectangle in picture
    /// coordinates as the transform maps it in root coordinates.
    func testSVGDrawsTransformedViews() throws {
        let svg = dump(Transform2D(scaleX: 0.5, y: 0.5)).svg()
        XCTAssertTrue(svg.contains(#" transform="matrix(0.5 0 0 0.5 "#), svg)
        XCTAssertFalse(dump(.identity).svg().contains("matrix("))
        let sketch = FrameSketch(bounds: FrameBounds([dump(.identity)]), scale: 2)
        // Scale 0.5 about (70, 50), drawn at (10, 10) with 2 picture units a point: the centre
        // (10 + 140, 10 + 100) stays, so e = 150 · 0.5 and f = 110 · 0.5.
        XCTAssertEqual(sketch.svgMatrix(Transform2D(scaleX: 0.5, y: 0.5).about(Point(x: 70, y: 50)), 10, 10), "matrix(0.5 0 0 0.5 75 55)")
    }

    func testThePlayerPageCarriesTransformsAndTheCanvasTheirBoundingBoxes() {
        let html = dump(Transform2D(scaleX: 4, y: 1)).html()
        XCTAssertTrue(html.contains(#""transforms": [[0, 1, 4, 0, 0, 1, -210, 0]]"#), "player data")
        // Scaled 4 times about x = 70: from -130 to 270, beyond the root's 0...300.
        XCTAssertEqual(FrameBounds([dump(Transform2D(scaleX: 4, y: 1))]).minX, -130)
        XCTAssertFalse(dump(.identity).html().contains(#""transforms""#))
    }
}
