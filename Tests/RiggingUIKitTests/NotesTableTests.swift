import RiggingUIKit
import Testing

/// `NotesViewController`, `NoteCell` and `TagCell` (Layouts/) against UIKit's rules for
/// self-sizing cells: a row is its content view's fitting height at the table's width plus the
/// separator's pixel (0.5 at 2x), which the content view does not cover; rows not yet shown
/// count at the estimate; cells go back to a reuse queue and come out through
/// `prepareForReuse()`; a flow layout's self-sizing items take their content's fitting sizes.
/// Bodies are lines joined by newlines, so line counts do not depend on the text model's
/// widths: a 17-point line is 20.29 points, a label's height rounds up to the 2x pixel grid.
@MainActor
@Suite struct NotesTableTests {
    /// A 375 x 667 screen of the controller, laid out.
    func screen(_ notes: [[String]]) -> NotesViewController {
        let controller = NotesViewController(notes: notes)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func rowsAreTheirContentsHeightsPlusTheSeparator() throws {
        let controller = screen([["Milk"], ["Eggs", "Flour"], ["Salt", "Sugar", "Yeast"]])
        let table = controller.tableView
        // 11 + 20.5 (title) + 4 + body + 11, and the 0.5 separator: bodies of 20.5, 41 and 61.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 375, height: 67.5))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 67.5, width: 375, height: 88))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 155.5, width: 375, height: 108))
        #expect(table.contentSize == CGSize(width: 375, height: 263.5))
        #expect(table.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NoteCell)
        #expect(cell.frame == CGRect(x: 0, y: 155.5, width: 375, height: 108))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 107.5))
        #expect(cell.titleLabel.frame == CGRect(x: 16, y: 11, width: 343, height: 20.5))
        #expect(cell.bodyLabel.frame == CGRect(x: 16, y: 35.5, width: 343, height: 61))
        #expect(cell.titleLabel.text == "Note 3")
        #expect(cell.reuseIdentifier == "note")
        #expect(table.visibleCells.map { $0 as? NoteCell != nil } == [true, true, true])
        #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        #expect(cell.superview === table && cell.contentView.superview === cell)
    }

    @Test func rowsOffScreenCountAtTheEstimate() throws {
        let controller = screen(Array(repeating: ["Milk"], count: 30))
        let table = controller.tableView
        // Ten 67.5-point rows reach past 667; the other twenty count at the 88-point estimate.
        #expect(table.indexPathsForVisibleRows?.count == 10)
        #expect(table.contentSize.height == 10 * 67.5 + 20 * 88)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let first = try #require(table.indexPathsForVisibleRows?.first)
        let rect = table.rectForRow(at: first)
        #expect(rect.minY <= 1000 && rect.maxY > 1000 && rect.height == 67.5)
        // Cells that scrolled out were reused: no more cells than fit on screen and one more.
        let reused = table.visibleCells.compactMap { $0 as? NoteCell }.filter { $0.reuseCount > 0 }
        #expect(!reused.isEmpty)
        #expect(reused.allSatisfy { $0.bodyLabel.text == "Milk" })
    }

    @Test func batchUpdatesDeleteAndInsertAsOneChange() throws {
        let controller = screen([["Milk"], ["Eggs", "Flour"], ["Salt", "Sugar", "Yeast"]])
        let table = controller.tableView
        var finished: Bool?
        table.performBatchUpdates(
            {
                controller.notes.remove(at: 0)
                controller.notes.insert(["Oil", "Vinegar", "Pepper", "Basil"], at: 1)
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        table.layoutIfNeeded()
        #expect(finished == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
        // Rows of 88, then the new four-line note (81.5 of body), then 108.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 128.5))
        #expect(table.contentSize.height == 88 + 128.5 + 108)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(inserted.titleLabel.text == "Note 2")
    }

    @Test func theDataSourceIsHeldWeakly() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        do {
            let controller = NotesViewController(notes: [["Milk"]])
            table.dataSource = controller
            #expect(table.dataSource != nil)
        }
        #expect(table.dataSource == nil)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 0 && table.contentSize.height == 0)
    }

    @Test func fixedRowHeightsNeedNoCells() {
        let controller = NotesViewController(notes: Array(repeating: ["Milk"], count: 100))
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.loadViewIfNeeded()
        controller.tableView.delegate = nil
        controller.tableView.rowHeight = 44
        controller.view.layoutIfNeeded()
        #expect(controller.tableView.contentSize.height == 4400)
        #expect(controller.tableView.visibleCells.count == 16)
    }

    @Test func selfSizingItemsFlowInLines() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
        let tags = TagsDataSource(tags: ["red", "green", "blue", "cyan", "gold"])
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = tags
        collection.layoutIfNeeded()
        // Each item 84 + 16 wide, 20.5 + 8 tall: three a line in 320 points; the second line's
        // two items are spread to its ends, as UIKit's flow layout spreads every line.
        let frames = (0..<5).compactMap { collection.frameForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(frames.map(\.minX) == [10, 120, 230, 10, 230])
        #expect(frames.map(\.minY) == [10, 10, 10, 48.5, 48.5])
        #expect(frames.allSatisfy { $0.size == CGSize(width: 100, height: 28.5) })
        #expect(collection.contentSize == CGSize(width: 340, height: 87))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? TagCell)
        #expect(cell.nameLabel.text == "cyan" && cell.reuseIdentifier == "tag")
        #expect(cell.nameLabel.frame == CGRect(x: 8, y: 4, width: 84, height: 20.5))
        #expect(collection.visibleCells.count == 5)
    }

    @Test func horizontalScrollingMakesLinesColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        let tags = TagsDataSource(tags: ["a", "b", "c", "d", "e"])
        collection.dataSource = tags
        layout.scrollDirection = .horizontal
        collection.layoutIfNeeded()
        // Two 40-point items a column, spread to its ends; the lone fifth item is centred.
        let frames = (0..<5).compactMap { collection.frameForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 60, width: 100, height: 40),
                CGRect(x: 110, y: 0, width: 100, height: 40), CGRect(x: 110, y: 60, width: 100, height: 40),
                CGRect(x: 220, y: 30, width: 100, height: 40),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 100))
        // The fifth column's item reaches past the 300-point bounds, but is on screen.
        #expect(collection.indexPathsForVisibleItems.count == 5)
    }
}
