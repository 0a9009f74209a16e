import XCTest

@testable import AutoLayout

/// A table's header and footer views, as `UITableView.tableHeaderView` and `tableFooterView`:
/// sized by their frames when assigned, the header at the content's top, the rows after it, the
/// footer after the last row.
final class TableViewHeaderFooterTests: XCTestCase {
    /// The data source, held weakly by the table, kept alive to the end of a test.
    private var kept: [TextRows] = []

    private func makeTable(rows: Int, height: Double = 400) -> (TableView, TextRows) {
        let source = TextRows((0..<rows).map { "Row \($0)" })
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 375, height: height))
        table.rowHeight = 44
        table.dataSource = source
        kept.append(source)
        return (table, source)
    }

    func testHeaderPushesTheRowsDownAndFooterFollowsTheLastRow() {
        let (table, source) = makeTable(rows: 3)
        let header = View(name: "header", frame: Rect(x: 5, y: 7, width: 100, height: 120))
        let footer = View(name: "footer", frame: Rect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        XCTAssertIdentical(header.superview, table)
        XCTAssertIdentical(footer.superview, table)
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 375, height: 120))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), Rect(x: 0, y: 120, width: 375, height: 44))
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [120, 164, 208])
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 252, width: 375, height: 30))
        XCTAssertEqual(table.contentSize, Size(width: 375, height: 282))

        // A row more moves the footer down.
        source.texts.append("Row 3")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        XCTAssertEqual(footer.frame.minY, 296)
        XCTAssertEqual(table.contentSize.height, 326)
    }

    /// The rows on screen are those the bounds show below the header.
    func testVisibleRowsAccountForTheHeader() {
        let (table, _) = makeTable(rows: 20, height: 200)
        table.tableHeaderView = View(name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 100))
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), [0, 1, 2])
        table.contentOffset = Point(x: 0, y: 100)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), [0, 1, 2, 3, 4])
        XCTAssertEqual(table.contentSize.height, 100 + 20 * 44)
    }

    /// The height is read on assignment: a header grown in place overlaps the rows, and is
    /// taken into account once assigned again (UIKit's idiom).
    func testHeaderHeightIsReadWhenAssigned() {
        let (table, _) = makeTable(rows: 2)
        let header = View(name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 50))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        header.frame.size.height = 80
        table.setNeedsLayout()
        table.layoutIfNeeded()
        XCTAssertEqual(header.frame.height, 80)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 50)
        table.tableHeaderView = header
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 80)
        XCTAssertEqual(table.contentSize.height, 80 + 88)
    }

    /// A header sized by its constraints with `systemLayoutSizeFitting`, then assigned.
    func testHeaderSizedByFitting() throws {
        let (table, _) = makeTable(rows: 1)
        let header = View(name: "header")
        let banner = View(name: "banner")
        header.addSubview(banner)
        _ = try banner.pinEdges(insets: EdgeInsets(top: 12, left: 16, bottom: 8, right: 16))
        banner.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let size = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        header.frame.size.height = size.height
        table.tableHeaderView = header
        table.layoutIfNeeded()
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 375, height: 80))
        XCTAssertEqual(banner.frame, Rect(x: 16, y: 12, width: 343, height: 60))
        XCTAssertEqual(table.visibleCells.first?.frame.minY, 80)
    }

    /// Replacing or clearing the header takes the old one out of the table.
    func testClearingTheHeaderRemovesIt() {
        let (table, _) = makeTable(rows: 1)
        let old = View(name: "old", frame: Rect(x: 0, y: 0, width: 0, height: 40))
        table.tableHeaderView = old
        let new = View(name: "new", frame: Rect(x: 0, y: 0, width: 0, height: 10))
        table.tableHeaderView = new
        XCTAssertNil(old.superview)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 10)
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        XCTAssertNil(new.superview)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(table.contentSize.height, 44)
    }
}
