import AutoLayout
import XCTest

@testable import Rigging

/// Recording a tree whose views share names, or have none: every key is distinct and the dump
/// reads back.
final class LayoutRunLoopNamesTests: XCTestCase {
    func testRowsWithOneNameRecordDistinctKeysAndReadBack() throws {
        let root = View(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for i in 0..<3 { root.addSubview(View(name: "row", frame: Rect(x: 0, y: Double(i) * 20, width: 100, height: 20))) }
        let dot = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        root.subviews[1].addSubview(dot)
        let loop = try LayoutRunLoop(root: root)
        loop.startRecording(name: "rows")
        try loop.run(until: 0.1)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.views, ["list", "row", "row#2", "View[1.0]", "row#3"])
        let back = try FrameDump.parse(jsonLines: dump.jsonLines())
        XCTAssertEqual(back.jsonLines(), dump.jsonLines())
        XCTAssertEqual(back.frames[0].views[2], Rect(x: 0, y: 20, width: 100, height: 20))
        XCTAssertEqual(back.frames[0].views[3], Rect(x: 1, y: 22, width: 3, height: 4))
    }

    func testAmbiguousViewsAreNamedByTheirKeys() throws {
        let root = View(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let first = View(name: "row")
        let second = View(name: "row")
        for row in [first, second] {
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
        }
        try LayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: root.topAnchor), first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
            second.topAnchor.constraint(equalTo: first.bottomAnchor), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        let backend = ViewTreeBackend(root: root)
        _ = backend.layout()
        XCTAssertEqual(backend.diagnostics().ambiguous, ["row#2"])
    }
}
