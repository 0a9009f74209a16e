import RiggingUIKit
import Testing

/// `ConfiguredCells` (Layouts/): table cells filled with `defaultContentConfiguration()`, laid
/// out as list cells are, in a self-sizing table 375 points wide: rows at least 44 (43.5 of
/// content and the 0.5 separator), taller ones as tall as their content and the separator.
@MainActor
@Suite struct ConfiguredCellsTests {
    func shown() throws -> (UITableView, ConfiguredCellsDataSource) {
        let source = ConfiguredCellsDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }

    func content(_ table: UITableView, row: Int) throws -> (UITableViewCell, UIListContentView) {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        return (cell, view)
    }

    @Test func theDefaultConfigurationFollowsTheCellsStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().secondaryTextProperties.font.pointSize == 17)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().secondaryTextProperties.font.pointSize == 15)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    }

    @Test func aOneLineRowIsFortyFourPointsWithItsSeparator() throws {
        let (table, source) = try shown()
        let (_, view) = try content(table, row: 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 43.5), "filling the content view")
        #expect(view.textLayoutFrame.minX == 16)
        #expect(abs(view.textLayoutFrame.midY - 21.75) < 0.5, "centred")
        withExtendedLifetime(source) {}
    }

    @Test func aSubtitleRowStacksItsTextsAndTakesTheirHeight() throws {
        let (table, source) = try shown()
        let (_, view) = try content(table, row: 1)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(row.minY == 44)
        #expect(row.height == view.frame.height + 0.5, "the content and the separator")
        #expect(view.frame.height > 44)
        #expect(view.textLayoutFrame.minY == 11, "the configuration's top margin")
        #expect(abs(view.secondaryTextLayoutFrame.minY - view.textLayoutFrame.maxY) < 0.5, "right under the text")
        #expect(abs(view.frame.height - view.secondaryTextLayoutFrame.maxY - 11) < 0.5, "the bottom margin")
        withExtendedLifetime(source) {}
    }

    @Test func aValueRowPutsTheSecondaryTextAtTheTrailingMargin() throws {
        let (table, source) = try shown()
        let (_, view) = try content(table, row: 2)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        #expect(abs(view.secondaryTextLayoutFrame.maxX - 359) < 0.5)
        #expect(abs(view.secondaryTextLayoutFrame.midY - view.textLayoutFrame.midY) < 0.5, "on the text's line")
        withExtendedLifetime(source) {}
    }

    @Test func anImageRowKeepsRoomForTheImageAndItsMargins() throws {
        let (table, source) = try shown()
        let (_, view) = try content(table, row: 3)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 51.5, "29 points of image, 11 above and below, the separator")
        #expect(view.imageLayoutFrame == CGRect(x: 16, y: 11, width: 29, height: 29))
        #expect(view.textLayoutFrame.minX == 61, "16 points after the image column")
        withExtendedLifetime(source) {}
    }

    /// Docs/uikit.md, "Table cells' content configurations": a value cell's content, fitted at a row's width.
    @Test func docsConfiguredCell() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 43.5))
    }

    /// `UITableViewCell.defaultContentConfiguration()`'s doc comment example.
    @Test func docCommentExample() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
        var content = cell.defaultContentConfiguration()
        content.text = "Ada Lovelace"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first is UIListContentView)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty, "nil removes it")
    }
}
