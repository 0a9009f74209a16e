import RiggingUIKit
import Testing

/// `SectionedTableViewController` (Layouts/) in the `.insetGrouped` style against UIKit's: the
/// grouped layout, with the cells, headers and footers inset from the table's edges by its
/// layout margins (UIKit's system minimum: 16 points in a table narrower than 414, 20 in a
/// wider one, beyond the safe area), the cells sized at the width between; the vertical
/// places are the grouped style's.
@MainActor
@Suite struct InsetGroupedTableTests {
    func screen(width: CGFloat) -> SectionedTableViewController {
        let controller = SectionedTableViewController(style: .insetGrouped)
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 667)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func cellsAndHeadersAreInsetBySixteenOnANarrowTable() throws {
        let table = screen(width: 375).tableView
        let grouped = SectionedTableViewController(style: .grouped)
        grouped.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        grouped.view.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let groupedCell = try #require(grouped.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 16, y: groupedCell.frame.minY, width: 343, height: 44))
        #expect(cell.contentView.frame.width == 343)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minX == 16 && header.frame.width == 343)
        #expect(header.frame.minY == grouped.tableView.headerView(forSection: 0)?.frame.minY)
        // The title sits 16 into the header: in line with the cell's text, 32 from the edge.
        let title = try #require(header.textLabel)
        #expect(title.convert(CGPoint.zero, to: table).x == 32)
        #expect(cell.textLabel?.convert(CGPoint.zero, to: table).x == 32)
        #expect(table.contentSize == grouped.tableView.contentSize)
    }

    @Test func aWideTableInsetsByTwenty() throws {
        let table = screen(width: 430).tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(cell.frame.minX == 20 && cell.frame.width == 390)
        // The self-sizing note header measures at the inset width.
        let note = try #require(table.headerView(forSection: 2) as? NoteHeaderView)
        #expect(note.frame.minX == 20 && note.note.frame.width == 358)
    }

    @Test func otherStylesSpanTheTable() throws {
        let grouped = SectionedTableViewController(style: .grouped)
        grouped.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        grouped.view.layoutIfNeeded()
        let cell = try #require(grouped.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 0 && cell.frame.width == 375)
    }
}
