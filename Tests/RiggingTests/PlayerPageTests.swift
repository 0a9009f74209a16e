import AutoLayout
import XCTest

@testable import Rigging

/// The player page's contents; its behaviour is checked in Chromium by Scripts/browser-check.sh.
final class PlayerPageTests: XCTestCase {
    static func run(shift: Double) -> FrameDump {
        var recorder = FrameRecorder(scene: "s", hz: 30, views: ["view", "a", "</script>"], constants: ["w"])
        for k in 0..<10 {
            let w = k < 5 ? 10.0 : 40
            recorder.record(
                tick: k,
                views: [
                    Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: -20 + shift, y: 0, width: w, height: 10),
                    Rect(x: 50, y: 60, width: 5, height: 5),
                ], constants: [w])
        }
        return recorder.dump
    }

    func testOneRunPage() {
        let html = Self.run(shift: 0).html(markers: [TimelineMarker(tick: 5, label: "set w = 40", steps: [0])])
        XCTAssertEqual(html, Self.run(shift: 0).html(markers: [TimelineMarker(tick: 5, label: "set w = 40", steps: [0])]))
        for needle in [
            "id=\"play\"", "id=\"scrub\"", "id=\"speed\"", "id=\"loop\"", "id=\"readout\"", "id=\"legend\"", "id=\"markers\"",
            "<table id=\"events\"", "<a href=\"#frame=5\" title=\"set w = 40\"", "class=\"cursor\"", "hashchange", "replaceState",
        ] {
            XCTAssertTrue(html.contains(needle), needle)
        }
        XCTAssertFalse(html.contains("id=\"mode\""), "one run: nothing to overlay")
        XCTAssertFalse(html.contains("src=") || html.contains("<link"), "no external resources")
        XCTAssertFalse(html.contains("\"</script>\""), "names cannot close the data's script")
        // Every SVG has a viewBox; the union of frames (x from -20, y to 65) is the canvas.
        XCTAssertEqual(html.components(separatedBy: "<svg").count, html.components(separatedBy: "viewBox=").count)
        XCTAssertTrue(html.contains("\"bounds\": [-20, 0, 100, 65]"))
    }

    func testTwoRunPageIsTheDiffPage() {
        let html = FrameDump.playerHTML(
            title: "a.jsonl vs b.jsonl", runs: [("a.jsonl", Self.run(shift: 0)), ("b.jsonl", Self.run(shift: 3))], notes: nil)
        for needle in [
            "<select id=\"mode\">", "overlay, b.jsonl as ghost", "id=\"diffplot\"", "<table id=\"difftable\"",
            "<td>a</td><td>view</td><td class=\"num\">3 pt</td><td class=\"num\"><a href=\"#frame=0\">0</a></td>",
        ] {
            XCTAssertTrue(html.contains(needle), needle)
        }
        XCTAssertTrue(html.contains("a.jsonl: w changes"), "markers read from the runs' constants")
    }
}
