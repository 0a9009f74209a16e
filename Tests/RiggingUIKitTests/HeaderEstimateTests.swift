import RiggingUIKit
import Testing

/// `SectionedTableViewController` (Layouts/) with `estimatedSectionHeaderHeight` set, against
/// UIKit's rule for estimated heights: an automatic header is measured when it comes on screen
/// and counts at the estimate until then, in `contentSize` and in the places of the sections
/// after it, as estimated rows do. A table 150 points tall shows only its first section.
@MainActor
@Suite struct HeaderEstimateTests {
    func screen(estimate: CGFloat) -> SectionedTableViewController {
        let controller = SectionedTableViewController(style: .plain)
        controller.tableView.estimatedSectionHeaderHeight = estimate
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 150)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func headersOffScreenCountAtTheEstimate() throws {
        let table = screen(estimate: 40).tableView
        // Section 0 on screen: its title header measured (28).
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
        // Sections 1 and 2 below: headers at the estimate; section 1's footer title is not
        // estimated (no footer estimate) and measures 28.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 204, width: 375, height: 40))
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 382, width: 375, height: 40))
        // 182 + (22 + 40 + 88 + 28) + (22 + 40 + 44).
        #expect(table.contentSize == CGSize(width: 375, height: 466))
        #expect(table.headerView(forSection: 1) == nil)
    }

    @Test func scrollingToThemMeasuresThem() throws {
        let controller = screen(estimate: 40)
        let table = controller.tableView
        table.contentOffset = CGPoint(x: 0, y: 316)
        controller.view.layoutIfNeeded()
        // Every header now measured: the sizes of the table without estimates.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 204, width: 375, height: 28))
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 370, width: 375, height: 44.5))
        #expect(table.contentSize == CGSize(width: 375, height: 458.5))
        let note = try #require(table.headerView(forSection: 2) as? NoteHeaderView)
        #expect(note.frame.height == 44.5)
    }

    /// A new width measures the headers on screen again; those off screen keep the heights they
    /// had as their estimates (as rows keep theirs), not the table's estimate.
    @Test func aNewWidthKeepsMeasuredHeightsAsEstimates() throws {
        let controller = screen(estimate: 40)
        let table = controller.tableView
        table.contentOffset = CGPoint(x: 0, y: 316)
        controller.view.layoutIfNeeded()
        table.contentOffset = .zero
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 150)
        controller.view.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 204, width: 320, height: 28))
        #expect(table.rectForHeader(inSection: 2).height == 44.5)
        #expect(table.contentSize == CGSize(width: 320, height: 458.5))
    }

    @Test func withoutAnEstimateEveryHeaderIsSizedOnLoad() {
        let table = screen(estimate: UITableView.automaticDimension).tableView
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 370, width: 375, height: 44.5))
        #expect(table.contentSize.height == 458.5)
    }
}
