import Foundation
import XCTest

@testable import AutoLayout

/// A data source of texts in one section, each cell a multi-line label pinned inside its
/// content view (the usual self-sizing cell).
final class TextRows: TableViewDataSource {
    var texts: [String]
    var cellsMade = 0
    init(_ texts: [String]) { self.texts = texts }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        let label: Label
        if let existing = cell.contentView.subviews.first as? Label {
            label = existing
        } else {
            cellsMade += 1
            label = Label(name: "text")
            label.numberOfLines = 0
            cell.contentView.addSubview(label)
            _ = try? label.pinEdges(insets: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        }
        label.text = texts[indexPath.row]
        return cell
    }

    /// The height UIKit's rule gives the row of `text` at `width`: the label wrapped at the
    /// width less its insets, plus the insets, plus the separator's pixel.
    static func expectedHeight(of text: String, width: Double) -> Double {
        let label = Label(name: "probe", text: text)
        label.numberOfLines = 0
        return label.textSize(wrappingAt: width - 32).height + 22 + 0.5
    }
}

final class TableViewTests: XCTestCase {
    private let long = "A row whose text is long enough to wrap onto two or three lines in a phone-wide table"

    private func makeTable(_ rows: TextRows, height: Double = 400) -> TableView {
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 375, height: height))
        table.dataSource = rows
        return table
    }

    /// Fixed heights: a column at the table's width, one cell per visible row, the content
    /// size the sum of the heights.
    func testFixedRowHeightsMakeAColumn() {
        let rows = TextRows((0..<100).map { "Row \($0)" })
        let table = makeTable(rows, height: 200)
        table.rowHeight = 44
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize, Size(width: 375, height: 4400))
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<5).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.visibleCells.map(\.frame), (0..<5).map { Rect(x: 0, y: Double($0) * 44, width: 375, height: 44) })
        XCTAssertEqual(table.visibleCells[0].contentView.frame, Rect(x: 0, y: 0, width: 375, height: 43.5))
    }

    /// Self-sizing rows: each row is its content view's fitting height at the table's width
    /// plus the separator; with an estimate, rows off screen count at the estimate until shown.
    func testSelfSizingRowsWithEstimates() {
        let texts = (0..<50).map { $0 % 2 == 0 ? "Short \($0)" : long }
        let rows = TextRows(texts)
        let table = makeTable(rows, height: 300)
        table.layoutIfNeeded()
        let first = TextRows.expectedHeight(of: texts[0], width: 375)
        let second = TextRows.expectedHeight(of: texts[1], width: 375)
        XCTAssertGreaterThan(second, first)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), Rect(x: 0, y: 0, width: 375, height: first))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), Rect(x: 0, y: first, width: 375, height: second))
        let sized = table.rows.sized.enumerated().filter(\.element).map(\.offset)
        XCTAssertEqual(Array(sized.prefix(table.visibleCells.count)), table.indexPathsForVisibleRows.map(\.row))
        let exact = sized.map { TextRows.expectedHeight(of: texts[$0], width: 375) }.reduce(0, +)
        XCTAssertEqual(table.contentSize.height, exact + Double(50 - sized.count) * 44, accuracy: 1e-9)
        // The label inside the cell is laid out by the engine at the row's width, wrapped alike.
        let label = table.visibleCells[1].contentView.subviews[0]
        XCTAssertEqual(label.frame.height + 22 + 0.5, second)
    }

    /// An estimate of 0 sizes every row when the table loads: the content size is exact.
    func testNoEstimateSizesEveryRow() {
        let texts = (0..<40).map { $0 % 3 == 0 ? long : "Row \($0)" }
        let rows = TextRows(texts)
        let table = makeTable(rows)
        table.estimatedRowHeight = 0
        table.separatorStyle = .none
        table.layoutIfNeeded()
        let total = texts.map { TextRows.expectedHeight(of: $0, width: 375) - 0.5 }.reduce(0, +)
        XCTAssertEqual(table.contentSize.height, total, accuracy: 1e-9)
        XCTAssertLessThan(rows.cellsMade, 20, "sizing reuses cells")
    }

    /// Scrolling shows the rows under the new bounds, reusing the cells that left.
    func testScrollingShowsOtherRowsAndReusesCells() {
        let rows = TextRows((0..<200).map { "Row \($0)" })
        let table = makeTable(rows, height: 400)
        table.rowHeight = 50
        table.layoutIfNeeded()
        let made = rows.cellsMade
        table.contentOffset = Point(x: 0, y: 5000)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows.first, IndexPath(row: 100, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows.count, 8)
        XCTAssertEqual(rows.cellsMade, made, "the cells that scrolled out are reused")
        let cell = table.cellForRow(at: IndexPath(row: 101, section: 0))
        XCTAssertEqual(cell?.frame, Rect(x: 0, y: 5050, width: 375, height: 50))
        XCTAssertEqual(cell?.frameInRoot, Rect(x: 0, y: 50, width: 375, height: 50))
        XCTAssertEqual((cell?.contentView.subviews.first as? Label)?.text, "Row 101")
    }

    /// Rows that scroll out go back to the reuse queue in index order, whatever the process's hash
    /// seed: after a jump the first new row reuses the last row that left.
    func testRowsLeavingQueueTheirCellsInIndexOrder() {
        let rows = TextRows((0..<200).map { "Row \($0)" })
        let table = makeTable(rows, height: 400)
        table.rowHeight = 50
        table.layoutIfNeeded()
        let before = (0..<8).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.contentOffset = Point(x: 0, y: 5000)
        table.layoutIfNeeded()
        for k in 0..<8 {
            let cell = table.cellForRow(at: IndexPath(row: 100 + k, section: 0))
            XCTAssertTrue(cell != nil && cell === before[7 - k], "row \(100 + k) reuses row \(7 - k)'s cell")
        }
    }

    /// Insertions and deletions move the rows after them; the new row is sized.
    func testInsertAndDeleteMoveTheRowsAfter() {
        let rows = TextRows((0..<5).map { "Row \($0)" })
        let table = makeTable(rows)
        table.layoutIfNeeded()
        let h = TextRows.expectedHeight(of: "Row 0", width: 375)
        rows.texts.insert(long, at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        let tall = TextRows.expectedHeight(of: long, width: 375)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, tall)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, h + tall)
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.subviews.first as? Label)?.text, "Row 1")
        rows.texts.removeSubrange(0...1)
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.first as? Label)?.text, "Row 1")
        XCTAssertEqual(table.contentSize.height, 4 * h, accuracy: 1e-9)
    }

    /// A batch applies its deletions (old index paths) and insertions (new ones) at its end, so
    /// the counts are checked once; a deletion and an insertion alone would each disagree.
    func testBatchUpdatesApplyAtTheEnd() {
        let rows = TextRows((0..<4).map { "Row \($0)" })
        let table = makeTable(rows)
        table.engine.logHandler = { _ in }
        table.layoutIfNeeded()
        var completed = false
        table.performBatchUpdates(
            {
                rows.texts.remove(at: 3)
                rows.texts.insert(self.long, at: 0)
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
                XCTAssertEqual(table.numberOfRows(inSection: 0), 4)  // nothing applied yet
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { completed = $0 })
        table.layoutIfNeeded()
        XCTAssertTrue(completed)
        XCTAssertTrue(table.engine.diagnostics.isEmpty, "\(table.engine.diagnostics)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        let tall = TextRows.expectedHeight(of: long, width: 375)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, tall)
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.subviews.first as? Label)?.text, "Row 2")
        table.beginUpdates()
        table.beginUpdates()
        rows.texts.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        table.endUpdates()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)  // the outer batch is still open
        table.endUpdates()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    }

    /// An update the data source does not agree with reloads the table with a diagnostic.
    func testInconsistentUpdateReloads() {
        let rows = TextRows(["a", "b"])
        let table = makeTable(rows)
        table.engine.logHandler = { _ in }
        table.layoutIfNeeded()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertTrue(table.engine.diagnostics.last?.contains("Invalid update of table view table") == true)
        table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.count, 2)
    }

    /// The width change of a rotation re-sizes the rows at the new width.
    func testWidthChangeResizesRows() {
        let rows = TextRows([long])
        let table = makeTable(rows)
        table.layoutIfNeeded()
        table.frame = Rect(x: 0, y: 0, width: 200, height: 400)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, TextRows.expectedHeight(of: long, width: 200))
    }
}
