import Rigging
import RiggingUIKit
import Testing

/// `LongListViewController` (Layouts/) against UIKit's rules for programmatic scrolling in a
/// table 375 by 440 of fifty 44-point rows (content 2200 tall): `scrollToRow` puts the row at
/// the top, middle or bottom of the visible area, or scrolls as little as shows it, never past
/// the content's ends; animated, the offset moves frame by frame on the run loop over
/// `LayoutRunLoop.scrollAnimationDuration` (0.3 s, at a constant rate: Rigging's model) and
/// the table loads the rows that come into view on the way.
@MainActor
@Suite struct LongListTests {
    func screen() throws -> (LongListViewController, LayoutRunLoop) {
        let controller = LongListViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 440)
        let loop = try LayoutRunLoop(root: controller.view)
        return (controller, loop)
    }

    @Test func animatedScrollToRowMovesFrameByFrame() throws {
        let (controller, loop) = try screen()
        let table = controller.tableView
        controller.jump(toRow: 20, at: .top)
        #expect(table.contentOffset.y == 0, "nothing moves before the next tick")
        try loop.run(until: 0.15)
        #expect(abs(table.contentOffset.y - 440) < 1e-9)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 15, section: 0)) != nil, "rows on the way are loaded")
        try loop.run(until: 0.3)
        #expect(table.contentOffset.y == 880)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
        try loop.run(until: 0.5)
        #expect(table.contentOffset.y == 880)
    }

    @Test func positionsAndClamping() throws {
        let (controller, loop) = try screen()
        let table = controller.tableView
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 682, "row 20 (880...924) centred in 440")
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 484)
        table.scrollToRow(at: IndexPath(row: 18, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 484, "already shown: no scroll")
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 220, "above: scrolled to the top edge")
        table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 1760, "never past the end (2200 - 440)")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 1760)
        withExtendedLifetime(loop) {}
    }

    /// A second animated scroll starts from where the first has got to.
    @Test func setContentOffsetAnimatedRetargets() throws {
        let (controller, loop) = try screen()
        let table = controller.tableView
        table.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        try loop.run(until: 0.1)
        #expect(abs(table.contentOffset.y - 200) < 1e-9)
        table.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        try loop.run(until: 0.25)
        #expect(abs(table.contentOffset.y - 100) < 1e-9)
        try loop.run(until: 0.4)
        #expect(table.contentOffset.y == 0)
    }

    /// In a plain table with section headers, `.top` leaves the row below its floating header.
    @Test func topPositionClearsTheFloatingHeader() throws {
        let controller = SectionedTableViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        controller.view.layoutIfNeeded()
        let table = controller.tableView
        table.scrollToRow(at: IndexPath(row: 1, section: 1), at: .top, animated: false)
        controller.view.layoutIfNeeded()
        #expect(table.contentOffset.y == 248, "row at 276 less the 28-point header")
        #expect(table.headerView(forSection: 1)?.frame.minY == 248)
    }
}
