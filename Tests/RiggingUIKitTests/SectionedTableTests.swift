import RiggingUIKit
import Testing

/// `SectionedTableViewController` (Layouts/) against UIKit's rules for sections in a table 375
/// points wide with 44-point rows: a section is its header's top padding, its header, its rows
/// and its footer; automatic heights come from the header's view (the note header: a 20.5-point
/// line between insets of 12, 44.5) or the title's standard view (Rigging's figures, see
/// `TableView.SectionTitleMetrics`: 28 in `.plain`, 38 and 30 grouped); an untitled section has
/// none in `.plain` and 18 grouped; `.plain` adds 22 points above each header (iOS 15's
/// `sectionHeaderTopPadding`) and floats its headers.
@MainActor
@Suite struct SectionedTableTests {
    func screen(_ style: UITableView.Style, height: CGFloat = 667) -> SectionedTableViewController {
        let controller = SectionedTableViewController(style: style)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func plainSectionsStackPaddingHeaderRowsAndFooter() throws {
        let table = screen(.plain).tableView
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 182))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 375, height: 44))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 204, width: 375, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 276)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 320, width: 375, height: 28))
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 370, width: 375, height: 44.5))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 414.5)
        #expect(table.contentSize == CGSize(width: 375, height: 458.5))
    }

    @Test func titleHeadersAreStandardViewsWithTheirLabels() throws {
        let table = screen(.plain).tableView
        let header = try #require(table.headerView(forSection: 0))
        let label = try #require(header.textLabel)
        #expect(header.frame == CGRect(x: 0, y: 22, width: 375, height: 28))
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 28))
        #expect(label.text == "Fruit" && label.font.pointSize == 17)
        #expect(label.frame.minX == 16 && label.frame.minY == 4 && label.frame.height == 20.5)
        #expect(label.superview === header.contentView && header.superview === table)
        let footer = try #require(table.footerView(forSection: 1))
        #expect(footer.textLabel?.text == "Seasonal" && footer.frame.minY == 320)
        #expect(table.footerView(forSection: 0) == nil)
    }

    @Test func customHeaderIsDequeuedAndSelfSized() throws {
        let table = screen(.plain).tableView
        let header = try #require(table.headerView(forSection: 2) as? NoteHeaderView)
        #expect(header.reuseIdentifier == "note")
        #expect(header.frame == CGRect(x: 0, y: 370, width: 375, height: 44.5))
        #expect(header.note.frame == CGRect(x: 16, y: 12, width: 343, height: 20.5))
    }

    @Test func groupedSectionsHaveGapsAndNoPadding() throws {
        let table = screen(.grouped).tableView
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 38))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 170, width: 375, height: 18))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 188, width: 375, height: 156))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 314, width: 375, height: 30))
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 344, width: 375, height: 44.5))
        #expect(table.contentSize.height == 450.5)
        let label = try #require(table.headerView(forSection: 0)?.textLabel)
        #expect(label.font.pointSize == 13 && label.frame.minY == 15.5 && label.frame.height == 16)
    }

    @Test func zeroTopPaddingAndFixedHeaderHeights() throws {
        let controller = screen(.plain)
        let table = controller.tableView
        table.sectionHeaderTopPadding = 0
        controller.view.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.contentSize.height == 392.5)
        table.sectionHeaderTopPadding = UITableView.automaticDimension
        table.sectionHeaderHeight = 40
        controller.view.layoutIfNeeded()
        #expect(table.rect(forSection: 0).height == 194)
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 394, width: 375, height: 40))
        #expect(table.contentSize.height == 478)
    }

    /// A plain table's header stays at the top of the visible area while its rows scroll under
    /// it, until the section's end pushes it up.
    @Test func plainHeadersFloatUntilTheirSectionEnds() throws {
        let controller = screen(.plain)
        let table = controller.tableView
        table.contentOffset = CGPoint(x: 0, y: 100)
        controller.view.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        #expect(table.headerView(forSection: 1)?.frame.minY == 204)
        table.contentOffset = CGPoint(x: 0, y: 170)
        controller.view.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 154)
        #expect(table.rectForHeader(inSection: 0).minY == 22)
    }

    @Test func onlyVisibleSectionsHaveViewsAndRows() throws {
        let controller = screen(.plain, height: 200)
        let table = controller.tableView
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.headerView(forSection: 0) != nil && table.headerView(forSection: 1) == nil)
        table.contentOffset = CGPoint(x: 0, y: 300)
        controller.view.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 2)])
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.footerView(forSection: 1)?.frame.minY == 320)
        #expect(table.headerView(forSection: 2)?.frame.minY == 370)
    }

    /// A longer note wraps, and the header grows with it (self-sizing from the content view).
    @Test func longNoteGrowsItsHeader() throws {
        let controller = SectionedTableViewController(style: .plain)
        controller.note = String(repeating: "Picked this morning at the farm. ", count: 4)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        let header = try #require(controller.tableView.headerView(forSection: 2) as? NoteHeaderView)
        #expect(header.note.frame.height > 40)
        #expect(header.frame.height == header.note.frame.height + 24)
    }
}
