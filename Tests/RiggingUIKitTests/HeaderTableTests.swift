import RiggingUIKit
import Testing

/// `HeaderTableViewController` (Layouts/) against UIKit's rules for table headers and footers:
/// the header is as tall as its frame when assigned (here its fitting height: a 17-point line
/// of 20.5 points between margins of 12), its width the table's; the rows start below it and
/// the footer follows the last row; `contentSize` includes both.
@MainActor
@Suite struct HeaderTableTests {
    func screen() -> HeaderTableViewController {
        let controller = HeaderTableViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func headerSizedByFittingPushesTheRowsDown() {
        let controller = screen()
        let table = controller.tableView
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 44.5))
        #expect(controller.titleLabel.frame.minY == 12 && controller.titleLabel.frame.height == 20.5)
        #expect(controller.titleLabel.frame.width == 343)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 44.5, width: 375, height: 44))
        #expect(table.visibleCells.map(\.frame.minY) == [44.5, 88.5, 132.5, 176.5, 220.5])
        #expect(controller.footer.frame == CGRect(x: 0, y: 264.5, width: 375, height: 60))
        #expect(table.contentSize == CGSize(width: 375, height: 324.5))
        #expect(controller.header.superview === table && controller.footer.superview === table)
    }

    @Test func footerFollowsInsertedRows() {
        let controller = screen()
        controller.rowCount = 6
        controller.tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        controller.view.layoutIfNeeded()
        #expect(controller.footer.frame.minY == 308.5)
        #expect(controller.tableView.contentSize.height == 368.5)
    }

    @Test func removingTheHeaderMovesTheRowsUp() {
        let controller = screen()
        controller.tableView.tableHeaderView = nil
        controller.view.layoutIfNeeded()
        #expect(controller.header.superview == nil)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(controller.tableView.contentSize.height == 280)
    }
}
