import AutoLayout
import XCTest

@testable import Rigging

final class FrameDumpTests: XCTestCase {
    static func sample() -> FrameDump {
        var recorder = FrameRecorder(scene: "two \"views\"", hz: 30, views: ["view", "redView"], constants: ["purpleHeight"])
        recorder.record(tick: 0, views: [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 0, y: 0, width: 320, height: 568)], constants: [0])
        recorder.record(
            tick: 1, views: [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 0, y: -0.0, width: 320, height: 497.99999999999994)],
            constants: [70.5])
        return recorder.dump
    }

    func testJSONLinesBytes() {
        XCTAssertEqual(
            Self.sample().jsonLines(),
            """
            {"scene": "two \\"views\\"", "hz": 30, "views": ["view", "redView"], "constraints": ["purpleHeight"]}
            {"frame": 0, "t": 0, "views": {"view": [0, 0, 320, 568], "redView": [0, 0, 320, 568]}, "constants": {"purpleHeight": 0}}
            {"frame": 1, "t": 0.03333333333333333, "views": {"view": [0, 0, 320, 568], "redView": [0, 0, 320, 498]}, "constants": {"purpleHeight": 70.5}}

            """)
    }

    func testReadsBackAndNamesFirstDifference() throws {
        let dump = Self.sample()
        let parsed = try FrameDump.parse(jsonLines: dump.jsonLines())
        XCTAssertNil(parsed.firstDifference(from: dump))
        var changed = dump
        changed.frames[1].views[1].height = 497
        XCTAssertEqual(changed.firstDifference(from: parsed), "frame 1 (t = 0.03333333333333333), view redView, field height: expected 498, got 497")
        changed = dump
        changed.frames[1].constants[0] = 71
        XCTAssertEqual(changed.firstDifference(from: parsed), "frame 1 (t = 0.03333333333333333), constant purpleHeight: expected 70.5, got 71")
        changed = dump
        changed.frames.removeLast()
        XCTAssertEqual(changed.firstDifference(from: parsed), "frame count: expected 2, got 1")
        XCTAssertThrowsError(try FrameDump.parse(jsonLines: dump.headerLine + "\n{\"frame\": 0}\n")) { error in
            XCTAssertEqual((error as? FrameDumpError)?.description, "line 2: expected frame, t, views and constants")
        }
    }

    /// Input that is not a dump says what it is: a scene (one JSON object, over many lines), text
    /// that is not JSON, or a line that is broken JSON (its column; the line is the dump's).
    func testInputThatIsNotADumpSaysWhatItIs() {
        func message(_ text: String) -> String? {
            do {
                _ = try FrameDump.parse(jsonLines: text)
                return nil
            } catch {
                return error.description
            }
        }
        let scene = "{\n  \"name\": \"s\",\n  \"root\": {\"size\": [320, 568]}\n}\n"
        XCTAssertEqual(
            message(scene),
            "line 1: this is a scene, not a frame dump: rig replay writes a scene's dump, and rig check replays a scene and compares it with one")
        XCTAssertEqual(message(#"{"device": "iPhone 15"}"#)?.contains("this is a scene"), true)
        XCTAssertEqual(
            message("name: s\nroot:\n"),
            #"line 1: not JSON Lines: a frame dump is one JSON object per line, its header first, but this starts with "name: s""#)
        XCTAssertEqual(
            message(Self.sample().headerLine + "\n{\"frame\": }\n"),
            "line 2: column 11: expected a value (object, array, string, number, true, false or null)")
        // A header without its keys, and not a scene either, stays the header error.
        XCTAssertEqual(message(#"{"scene": "s"}"#), "line 1: expected a header with scene, hz, views and constraints")
    }

    /// Members in another order than the header's are read by name; a missing one names itself.
    func testParsingReadsMembersByNameInAnyOrder() throws {
        let text = """
            {"scene": "s", "hz": 30, "views": ["view", "a"], "constraints": ["w", "h"]}
            {"frame": 0, "t": 0, "views": {"a": [1, 2, 3, 4], "view": [0, 0, 10, 10]}, "constants": {"h": 2, "w": 1}}

            """
        let dump = try FrameDump.parse(jsonLines: text)
        XCTAssertEqual(dump.frames[0].views, [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 1, y: 2, width: 3, height: 4)])
        XCTAssertEqual(dump.frames[0].constants, [1, 2])
        let missing = text.replacingOccurrences(of: #""a": [1, 2, 3, 4], "#, with: "")
        XCTAssertThrowsError(try FrameDump.parse(jsonLines: missing)) { error in
            XCTAssertEqual((error as? FrameDumpError)?.description, #"line 2: missing or malformed view "a""#)
        }
    }

    func testCSV() {
        XCTAssertEqual(
            Self.sample().csv(),
            """
            frame,t,view,x,y,width,height
            0,0,view,0,0,320,568
            0,0,redView,0,0,320,568
            1,0.03333333333333333,view,0,0,320,568
            1,0.03333333333333333,redView,0,0,320,498

            """)
        XCTAssertEqual(
            Self.sample().constantsCSV(),
            """
            frame,t,constraint,constant
            0,0,purpleHeight,0
            1,0.03333333333333333,purpleHeight,70.5

            """)
        var none = Self.sample()
        none.constants = []
        for i in none.frames.indices { none.frames[i].constants = [] }
        XCTAssertEqual(none.constantsCSV(), "frame,t,constraint,constant\n")
    }

    /// Names holding a comma, a quote, a carriage return or a newline are quoted per RFC 4180.
    func testCSVQuotesFieldsPerRFC4180() {
        let dump = FrameDump(
            scene: "s", hz: 30, views: ["a,b", "say \"hi\"", "two\nlines", "cr\rhere", "plain"], constants: ["c,d"],
            frames: [
                Frame(
                    tick: 0, time: 0, views: Array(repeating: Rect(x: 0, y: 0, width: 1, height: 1), count: 5),
                    constants: [2])
            ])
        let rows = [
            "frame,t,view,x,y,width,height", #"0,0,"a,b",0,0,1,1"#, #"0,0,"say ""hi""",0,0,1,1"#,
            "0,0,\"two\nlines\",0,0,1,1", "0,0,\"cr\rhere\",0,0,1,1", "0,0,plain,0,0,1,1",
        ]
        XCTAssertEqual(dump.csv(), rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(dump.constantsCSV(), "frame,t,constraint,constant\n0,0,\"c,d\",2\n")
    }

    /// The streaming writers give the whole dump's bytes piece by piece, one frame at a time.
    func testStreamingWritersMatchTheWholeDump() {
        let dump = Self.sample()
        let lines = JSONLinesWriter(header: dump.header)
        XCTAssertEqual(lines.start() + dump.frames.map(lines.text(for:)).joined() + lines.finish(), dump.jsonLines())
        XCTAssertEqual(CSVWriter(header: dump.header).text(for: dump.frames[0]), "0,0,view,0,0,320,568\n0,0,redView,0,0,320,568\n")
        let csv = CSVWriter(header: dump.header)
        XCTAssertEqual(csv.start() + dump.frames.map(csv.text(for:)).joined() + csv.finish(), dump.csv())
        let constants = ConstantsCSVWriter(header: dump.header)
        XCTAssertEqual(constants.text(for: dump.frames[1]), "1,0.03333333333333333,purpleHeight,70.5\n")
        XCTAssertEqual(constants.start() + dump.frames.map(constants.text(for:)).joined() + constants.finish(), dump.constantsCSV())
    }

    func testSVGAndHTMLAreDeterministicAndSelfContained() {
        let dump = Self.sample()
        let svg = dump.svg()
        XCTAssertEqual(svg, Self.sample().svg())
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("two &quot;views&quot;"))
        XCTAssertTrue(svg.contains("<polyline"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertTrue(svg.contains("viewBox=\"0 0 1200 "))
        // Legend swatches are the colours the boxes are drawn in (opaque, no fill-opacity).
        XCTAssertFalse(svg.contains("fill-opacity=\"0.55\""))
        XCTAssertTrue(svg.contains("width=\"12\" height=\"12\" fill=\"\(ViewPalette.fill(1))\" stroke=\"\(ViewPalette.stroke(1))\"/>"))
        XCTAssertTrue(svg.contains("fill=\"\(ViewPalette.fill(1))\" stroke=\"\(ViewPalette.stroke(1))\"><title>redView"))
        let html = dump.html()
        XCTAssertEqual(html, Self.sample().html())
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        for needle in ["id=\"play\"", "id=\"scrub\"", "id=\"speed\"", "<canvas", "<polyline", "requestAnimationFrame", "keydown"] {
            XCTAssertTrue(html.contains(needle), needle)
        }
        XCTAssertFalse(html.contains("http://") && html.contains("<script src"), "no external scripts")
    }

    func testFilmstripPicksFirstAndLast() {
        var dump = Self.sample()
        dump.frames = (0..<91).map { Frame(tick: $0, time: Double($0) / 30, views: dump.frames[0].views, constants: [0]) }
        XCTAssertEqual(dump.filmstripIndices(), [0, 13, 26, 39, 51, 64, 77, 90])
    }
}
