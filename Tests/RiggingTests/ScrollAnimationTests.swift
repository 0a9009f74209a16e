import AutoLayout
import Foundation
import XCTest

@testable import Rigging

/// A scroll and a table's row insertion inside a run loop's animation block: the content
/// moves (in root coordinates) along the curve, a frame at each tick, as `UIView.animate`
/// with `setContentOffset` or `insertRows` shows it.
final class ScrollAnimationTests: XCTestCase {
    /// The shown frame of `view` in root coordinates.
    private func shown(_ view: View, in loop: LayoutRunLoop) -> Rect? {
        guard let root = loop.root, let i = root.engine.views.firstIndex(where: { $0 === view }) else { return nil }
        return loop.shownFrames[i]
    }

    func testContentOffsetAnimatesAsAFrameSequence() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(name: "scroll", frame: root.bounds)
        let row = View(name: "row", frame: Rect(x: 0, y: 500, width: 320, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentSize = Size(width: 320, height: 2000)
        root.layoutIfNeeded()
        let loop = try LayoutRunLoop(root: root)
        loop.startRecording(name: "scroll")
        try loop.animate(withDuration: 0.4, options: .curveLinear) {
            scroll.contentOffset = Point(x: 0, y: 400)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(row.frameInRoot.minY, 100)  // the model is there at once
        try loop.run(until: 0.2)
        XCTAssertEqual(shown(row, in: loop)?.y ?? .nan, 300, accuracy: 1e-9)
        XCTAssertEqual(row.frame.minY, 500, "the frame in the scroll view's content stays")
        try loop.run(until: 0.4)
        XCTAssertEqual(shown(row, in: loop)?.y ?? .nan, 100, accuracy: 1e-9)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertGreaterThan(dump.frames.count, 10)
    }

    /// `scroll(_:to:duration:)`: the offset moves at a constant rate, a step each tick, and
    /// the tree lays out each time (so the model frames themselves move, no presentation layer).
    func testScrollMovesTheOffsetEachTick() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(name: "scroll", frame: root.bounds)
        let row = View(name: "row", frame: Rect(x: 0, y: 500, width: 320, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentSize = Size(width: 320, height: 2000)
        let loop = try LayoutRunLoop(root: root, hz: 60)
        loop.scroll(scroll, to: Point(x: 0, y: 300))
        XCTAssertTrue(loop.isScrolling(scroll))
        XCTAssertEqual(scroll.contentOffset.y, 0)
        try loop.run(until: 0.1)
        XCTAssertEqual(scroll.contentOffset.y, 100, accuracy: 1e-9)
        XCTAssertEqual(row.frameInRoot.minY, 400, accuracy: 1e-9)
        try loop.run(until: LayoutRunLoop.scrollAnimationDuration)
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertFalse(loop.isScrolling(scroll))
        loop.scroll(scroll, to: Point(x: 0, y: 0), duration: 0)
        XCTAssertEqual(scroll.contentOffset.y, 0, "a zero duration scrolls at once")
    }

    final class Rows: TableViewDataSource {
        var count = 3
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func testInsertedRowPushesTheOthersDownAnimated() throws {
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let rows = Rows()
        table.rowHeight = 50
        table.dataSource = rows
        table.layoutIfNeeded()
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // 60 Hz puts a tick at 0.15 s, halfway; at 30 Hz `run(until: 0.15)` stops at tick 4
        // (0.1333 s), where the linear curve gives 22.2 points, not 25.
        let loop = try LayoutRunLoop(root: table, hz: 60)
        try loop.animate(withDuration: 0.3, options: .curveLinear) {
            rows.count = 4
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.layoutIfNeeded()
        }
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
        XCTAssertEqual(first.frame.minY, 50)
        try loop.run(until: 0.15)
        XCTAssertEqual(shown(first, in: loop)?.y ?? .nan, 25, accuracy: 1e-9, "halfway along a linear curve")
        try loop.run(until: 0.3)
        XCTAssertEqual(shown(first, in: loop)?.y ?? .nan, 50, accuracy: 1e-9)
        XCTAssertEqual(table.visibleCells.count, 4)
    }
}
