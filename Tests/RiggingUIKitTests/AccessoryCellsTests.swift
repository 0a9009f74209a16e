import RiggingUIKit
import Testing

/// `AccessoryCellsDataSource` (Layouts/) in a table 375 points wide: an accessory takes its
/// width from the content view's trailing side (a chevron 34, a checkmark 40: the widths
/// measured on iOS, Apple publishes none); an accessory view keeps its size, 16 points from
/// the trailing edge, centred in the 43.5 points above the separator, and the content view
/// ends where it starts.
@MainActor
@Suite struct AccessoryCellsTests {
    @Test func accessoriesNarrowTheContentView() throws {
        let source = AccessoryCellsDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        let chevron = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let check = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let toggled = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(chevron.contentView.frame == CGRect(x: 0, y: 0, width: 341, height: 43.5))
        #expect(check.contentView.frame.width == 335)
        #expect(toggled.contentView.frame.width == 308)
        #expect(source.toggle.frame == CGRect(x: 308, y: 6.25, width: 51, height: 31))
        #expect(source.toggle.superview === toggled)
        let label = try #require(chevron.textLabel)
        #expect(label.frame.minX == 16 && label.frame.maxX <= 325)
        #expect(chevron.accessoryType == .disclosureIndicator && toggled.accessoryView === source.toggle)
    }
}
