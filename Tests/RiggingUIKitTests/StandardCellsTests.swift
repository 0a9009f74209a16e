import RiggingUIKit
import Testing

/// UIKit's standard cell styles in a self-sizing table 375 points wide: labels 16 points in from
/// the content view's edges, centred, at least 11 from its top and bottom, rows at least 44
/// (43.5 of content and the 0.5 separator). A 17-point line is 20.5 points on the 2x grid, a
/// 12-point line 14.5.
@MainActor
@Suite struct StandardCellsTests {
    func table() -> (UITableView, StandardCellsDataSource) {
        let source = StandardCellsDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func defaultCellCentresItsTextLabel() throws {
        let (table, source) = table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(cell.detailTextLabel == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(label.frame.minX == 16 && label.frame.minY == 11.5 && label.frame.height == 20.5)
        #expect(label.frame.width > 0 && label.frame.maxX <= 359)
        #expect(label.font.pointSize == 17 && label.superview === cell.contentView)
        withExtendedLifetime(source) {}
    }

    @Test func subtitleCellStacksTheDetailUnderTheText() throws {
        let (table, source) = table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 375, height: 57.5))
        #expect(text.frame.minX == 16 && text.frame.minY == 11 && text.frame.height == 20.5)
        #expect(detail.frame.minX == 16 && detail.frame.minY == 31.5 && detail.frame.height == 14.5)
        #expect(detail.font.pointSize == 12)
        withExtendedLifetime(source) {}
    }

    @Test func value1CellPutsTheDetailAtTheTrailingMargin() throws {
        let (table, source) = table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        #expect(text.frame.minX == 16 && text.frame.minY == 11.5)
        #expect(detail.frame.maxX == 359 && detail.frame.minY == 11.5 && detail.frame.height == 20.5)
        #expect(detail.frame.minX >= text.frame.maxX + 8)
        #expect(detail.textAlignment == .right && detail.font.pointSize == 17)
        #expect(table.contentSize.height == 145.5)
        withExtendedLifetime(source) {}
    }

    /// Texts too long for a `.value1` row together: the detail is the label shortened.
    @Test func value1DetailGivesWayToALongText() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        cell.contentView.frame = cell.bounds
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        text.text = "Wi-Fi network"
        detail.text = "A long network name"
        cell.layoutIfNeeded()
        #expect(text.frame.width == text.intrinsicContentSize.width)
        #expect(detail.frame.maxX == 184)
        #expect(detail.frame.minX == text.frame.maxX + 8)
        #expect(detail.frame.width < detail.intrinsicContentSize.width)
    }

    /// A fixed row height shorter than the minimum keeps the labels' heights, centred
    /// (they overflow the margins).
    @Test func fixedShortRowsKeepTheLabelCentred() throws {
        let (table, source) = table()
        table.rowHeight = 30
        table.layoutIfNeeded()
        let label = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(label.frame.minY == 4.5 && label.frame.height == 20.5)
        withExtendedLifetime(source) {}
    }
}
