import AutoLayout
import XCTest

@testable import Rigging

/// Opacities in the dump formats and pictures: the `alpha` member, reading back, diffs, pages.
final class FrameAlphasTests: XCTestCase {
    private func dump(_ alpha: Double) -> FrameDump {
        let rects = [Rect(x: 0, y: 0, width: 300, height: 200), Rect(x: 20, y: 20, width: 100, height: 60)]
        return FrameDump(
            scene: "t", hz: 30, views: ["view", "a"], constants: [],
            frames: [
                Frame(tick: 0, time: 0, views: rects, alphas: FrameAlphas([1: alpha]), constants: []),
                Frame(tick: 1, time: 1.0 / 30, views: rects, constants: []),
            ])
    }

    func testTheTableLeavesOutOpaqueViews() {
        var table = FrameAlphas([0: 1, 2: 0.5])
        XCTAssertEqual(table[0], 1)
        XCTAssertEqual(table[2], 0.5)
        XCTAssertEqual(table[7], 1)
        table[2] = 1
        XCTAssertTrue(table.isEmpty)
        XCTAssertEqual(table, FrameAlphas())
        XCTAssertEqual(FrameAlphas([3: 0.25]).remapped { $0 == 3 ? 0 : nil }[0], 0.25)
    }

    func testOpacitiesCompositeDownTheTree() {
        // root, a (child of root), b (child of a), c (child of root)
        let own = FrameAlphas([1: 0.5, 2: 0.5])
        let shown = own.composited(parents: [-1, 0, 1, 0])
        XCTAssertEqual(shown[1], 0.5)
        XCTAssertEqual(shown[2], 0.25)
        XCTAssertEqual(shown[3], 1)
    }

    func testJSONLinesWriteAlphaOnlyWhereNotOpaqueAndReadBack() throws {
        let d = dump(0.25)
        let text = d.jsonLines()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(
            String(lines[1]),
            #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 300, 200], "a": [20, 20, 100, 60]}, "alpha": {"a": 0.25}, "constants": {}}"#)
        XCTAssertFalse(lines[2].contains("alpha"))
        let back = try FrameDump.parse(jsonLines: text)
        XCTAssertEqual(back.jsonLines(), text)
        XCTAssertNil(back.firstDifference(from: d))
        var other = back
        other.frames[0].alphas[1] = 0.5
        XCTAssertEqual(other.firstDifference(from: back), "frame 0 (t = 0), view a, field alpha: expected 0.25, got 0.5")
    }

    func testNearlyOpaqueIsNotWritten() {
        XCTAssertFalse(dump(1 - 1e-9).jsonLines().contains("alpha"))
    }

    func testTheDifferenceComparesAlpha() {
        let difference = FrameDumpDifference(expected: dump(0.5), actual: dump(0.75))
        XCTAssertEqual(difference.firstMismatch?.field, "alpha")
        XCTAssertEqual(difference.firstMismatch?.difference ?? 0, 0.25, accuracy: 1e-9)
        XCTAssertTrue(FrameDumpDifference(expected: dump(0.5), actual: dump(0.5)).matches)
        XCTAssertTrue(FrameDumpDifference(expected: dump(0.5), actual: dump(0.75), tolerance: 0.3).matches)
    }

    func testMalformedAlphasAreRefused() {
        let header = #"{"scene": "t", "hz": 30, "views": ["view"], "constraints": []}"#
        for (member, message) in [
            (#"{"x": 0.5}"#, "alpha of unknown view \"x\""),
            (#"{"view": 2}"#, "malformed alpha of \"view\""),
            (#"{"view": "half"}"#, "malformed alpha of \"view\""),
            (#"[1]"#, "expected \"alpha\" to be an object"),
        ] {
            let line = #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 1, 1]}, "alpha": "# + member + #", "constants": {}}"#
            XCTAssertThrowsError(try FrameDump.parse(jsonLines: header + "\n" + line + "\n")) { error in
                XCTAssertTrue("\(error)".hasPrefix("line 2: " + message), "\(error)")
            }
        }
    }

    func testPicturesDrawTheOpacity() {
        let d = dump(0.25)
        XCTAssertTrue(d.svg(title: "t").contains(#" opacity="0.25">"#))
        XCTAssertTrue(d.html(title: "t").contains(#""alphas": [[0, 1, 0.25]]"#))
        XCTAssertFalse(dump(1).html(title: "t").contains(#""alphas""#))
    }
}

/// The player's opacity edits apply to its script as it is.
final class PlayerScriptOpacityTests: XCTestCase {
    func testEveryEditFindsItsPassageOnce() {
        for edit in PlayerScript.opacityEdits {
            XCTAssertEqual(PlayerScript.source.components(separatedBy: edit.original).count, 2, edit.original)
        }
        let edited = PlayerScript.source(opacity: true)
        XCTAssertTrue(edited.contains("A = alphaOf(run, f, v);"))
        XCTAssertEqual(PlayerScript.source(opacity: false), PlayerScript.source)
    }
}
