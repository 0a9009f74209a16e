import RiggingUIKit
import Testing

/// A table's selection against UIKit's documentation: `selectRow` and `deselectRow` call no
/// delegate method; a tap asks `willSelectRowAt` (which may redirect or refuse), deselects the
/// row selected before with `willDeselectRowAt` and `didDeselectRowAt`, then tells
/// `didSelectRowAt`; multiple selection toggles; `allowsSelection` and `shouldHighlightRowAt`
/// turn taps off.
@MainActor
@Suite struct TableSelectionTests {
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var redirect: [Int: Int?] = [:]
        var unhighlightable: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            !unhighlightable.contains(indexPath.row)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            guard let target = redirect[indexPath.row] else { return indexPath }
            return target.map { IndexPath(row: $0, section: 0) }
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    }

    static func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func selectingFromCodeCallsNoDelegateMethod() throws {
        let rows = Rows()
        let table = Self.table(rows)
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        table.selectRow(at: Self.row(2), animated: false, scrollPosition: .none)
        table.selectRow(at: Self.row(3), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [Self.row(3)], "single selection keeps one row")
        #expect(try #require(table.cellForRow(at: Self.row(3))).isSelected)
        #expect(try #require(table.cellForRow(at: Self.row(2))).isSelected == false)
        table.allowsMultipleSelection = true
        table.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [Self.row(1), Self.row(3)])
        #expect(table.indexPathForSelectedRow == Self.row(1))
        table.deselectRow(at: Self.row(1), animated: false)
        #expect(table.indexPathsForSelectedRows == [Self.row(3)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows.log.isEmpty)
        table.selectRow(at: Self.row(4), animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil, "reloading clears the selection")
    }

    @Test func aTapDeselectsTheRowBeforeThenSelects() {
        let rows = Rows()
        let table = Self.table(rows)
        table.simulateTap(at: Self.row(0))
        table.simulateTap(at: Self.row(2))
        #expect(rows.log == ["willSelect 0", "didSelect 0", "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2"])
        #expect(table.indexPathsForSelectedRows == [Self.row(2)])
        rows.log = []
        // Tapping the selected row of a single-selection table selects it again.
        table.simulateTap(at: Self.row(2))
        #expect(rows.log == ["willSelect 2", "didSelect 2"])
    }

    @Test func willSelectRedirectsOrRefuses() {
        let rows = Rows()
        let table = Self.table(rows)
        rows.redirect = [1: 4, 3: Int?.none]
        table.simulateTap(at: Self.row(1))
        #expect(table.indexPathForSelectedRow == Self.row(4))
        #expect(rows.log == ["willSelect 1", "didSelect 4"])
        table.simulateTap(at: Self.row(3))
        #expect(table.indexPathForSelectedRow == Self.row(4))
        #expect(rows.log.last == "willSelect 3")
    }

    @Test func multipleSelectionTogglesAndSelectionCanBeTurnedOff() {
        let rows = Rows()
        let table = Self.table(rows)
        table.allowsMultipleSelection = true
        table.simulateTap(at: Self.row(0))
        table.simulateTap(at: Self.row(1))
        table.simulateTap(at: Self.row(0))
        #expect(table.indexPathsForSelectedRows == [Self.row(1)])
        #expect(rows.log == ["willSelect 0", "didSelect 0", "willSelect 1", "didSelect 1", "willDeselect 0", "didDeselect 0"])
        rows.log = []
        rows.unhighlightable = [2]
        table.simulateTap(at: Self.row(2))
        table.allowsSelection = false
        table.simulateTap(at: Self.row(3))
        table.simulateTap(at: Self.row(9))
        #expect(rows.log.isEmpty && table.indexPathsForSelectedRows == [Self.row(1)])
        table.allowsSelection = true
        table.isEditing = true
        table.simulateTap(at: Self.row(3))
        #expect(rows.log.isEmpty, "no selection while editing unless allowsSelectionDuringEditing")
        table.allowsSelectionDuringEditing = true
        table.simulateTap(at: Self.row(3))
        #expect(table.indexPathsForSelectedRows == [Self.row(3)], "single selection while editing")
    }
}

/// The selection through row changes and a table view controller's appearance, as UIKit's.
@MainActor
@Suite struct TableSelectionChangesTests {
    final class Rows: UITableViewDataSource {
        var count = 5
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func selectedRowsFollowInsertionsAndDeletions() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.dataSource = rows
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        table.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
        table.selectRow(at: Self.row(3), animated: false, scrollPosition: .none)
        rows.count = 6
        table.insertRows(at: [Self.row(0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.row(2), Self.row(4)])
        rows.count = 5
        table.deleteRows(at: [Self.row(2)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.row(3)])
        // In a batch, deletions name rows as they were and insertions as they will be, in any
        // order of the calls.
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        table.selectRow(at: Self.row(2), animated: false, scrollPosition: .none)
        table.performBatchUpdates {
            table.insertRows(at: [Self.row(2)], with: .automatic)
            table.deleteRows(at: [Self.row(0)], with: .automatic)
        }
        // Row 2 was row 1 once row 0 left; the new row 2 comes after it.
        #expect(table.indexPathsForSelectedRows == [Self.row(1)])
    }

    @Test func aTableViewControllerClearsTheSelectionWhenItAppears() {
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.dataSource = rows
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        controller.tableView.layoutIfNeeded()
        controller.tableView.selectRow(at: Self.row(2), animated: false, scrollPosition: .none)
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == Self.row(2))
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
