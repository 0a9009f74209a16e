import Foundation
import XCTest

@testable import AutoLayout

/// Editing and the section index narrow every row's content view, and self-sizing rows are
/// sized again at the narrower width.
final class TableViewEditingTests: XCTestCase {
    private let long = "A row whose text is long enough to wrap onto two or three lines in a phone-wide table"

    /// `TextRows` with a section index of `titles`.
    final class IndexedRows: TableViewDataSource {
        let rows: TextRows
        let titles: [String]?
        init(_ rows: TextRows, titles: [String]?) {
            self.rows = rows
            self.titles = titles
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            rows.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            rows.tableView(tableView, cellForRowAt: indexPath)
        }
        func sectionIndexTitles(for tableView: TableView) -> [String]? { titles }
    }

    private func makeTable(_ source: TableViewDataSource) -> TableView {
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 375, height: 600))
        table.register(TableViewCell.self, forCellReuseIdentifier: "text")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    func testEditingNarrowsTheContentAndResizesSelfSizingRows() throws {
        let source = TextRows([long, "Short"])
        let table = makeTable(source)
        let cell = try XCTUnwrap(table.visibleCells.first)
        cell.showsReorderControl = true
        XCTAssertEqual(cell.frame.height, TextRows.expectedHeight(of: long, width: 375))
        table.isEditing = true
        table.layoutIfNeeded()
        XCTAssertTrue(cell.isEditing)
        let width = 375 - TableViewCell.editingControlWidth - TableViewCell.reorderControlWidth
        XCTAssertEqual(cell.contentView.frame.minX, 38)
        XCTAssertEqual(cell.contentView.frame.width, width)
        XCTAssertEqual(cell.frame.height, TextRows.expectedHeight(of: long, width: width), "wrapped at the narrower width")
        XCTAssertGreaterThan(cell.frame.height, TextRows.expectedHeight(of: long, width: 375))
        table.isEditing = false
        table.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, TextRows.expectedHeight(of: long, width: 375))
    }

    func testTheSectionIndexTakesItsWidthFromTheTitles() throws {
        XCTAssertEqual(TableView.sectionIndexWidth(for: nil), 0)
        XCTAssertEqual(TableView.sectionIndexWidth(for: []), 0)
        XCTAssertEqual(TableView.sectionIndexWidth(for: ["I"]), 15, "at least 15")
        let wide = TableView.sectionIndexWidth(for: ["A", "WWWWW"])
        XCTAssertGreaterThan(wide, 15)
        let table = makeTable(IndexedRows(TextRows([long]), titles: ["A", "WWWWW"]))
        XCTAssertEqual(table.sectionIndexWidth, wide)
        let cell = try XCTUnwrap(table.visibleCells.first)
        XCTAssertEqual(cell.contentView.frame.width, 375 - wide)
        XCTAssertEqual(cell.frame.height, TextRows.expectedHeight(of: long, width: 375 - wide))
    }
}
