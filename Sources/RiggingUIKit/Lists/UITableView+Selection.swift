extension UITableViewDelegate {
    /// True: every row highlights.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// `indexPath`: the row tapped is the one selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`: the row is the one deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// Selection: the rows selected, set from code (no delegate calls, as Apple documents) or by a
/// simulated tap (`simulateTap(at:)`, Rigging's: there are no touches), which asks and tells the
/// delegate in UIKit's order and performs the storyboard segue its cell triggers.
extension UITableView {
    /// The selected row (the first of the selection in index path order), nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in index path order, nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row at `indexPath` (nil clears the selection), in place of the selected row
    /// unless the table allows multiple selection, and scrolls it to `scrollPosition` (`.none`
    /// does not scroll). The delegate is not called, as Apple documents.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`. The delegate is not called, as Apple documents.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// What a tap on the row at `indexPath` does in UIKit (Rigging's: there are no touches).
    /// Nothing when selection is off (`allowsSelection`, or `allowsSelectionDuringEditing` while
    /// editing) or the delegate's `shouldHighlightRowAt` is false. A tap on a selected row of a
    /// table allowing multiple selection deselects it: `willDeselectRowAt` (nil keeps it), then
    /// `didDeselectRowAt`. Otherwise `willSelectRowAt` names the row to select (nil: none); with
    /// single selection the row selected before is deselected first (`willDeselectRowAt`,
    /// `didDeselectRowAt`); the row is selected, the storyboard segue its cell triggers is
    /// performed (`shouldPerformSegue`, `prepare(for:sender:)` with the cell as sender: before
    /// `didSelectRowAt`, as in UIKit), then `didSelectRowAt`.
    public func simulateTap(at indexPath: IndexPath) {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return }
        if let delegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return }
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        if let cell = cellForRow(at: target), !cell.triggeredSegueIDs.isEmpty, let controller = owningViewController {
            for id in cell.triggeredSegueIDs { controller.performTriggeredSegue(connectionID: id, sender: cell) }
        }
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// A deselection by a tap: the delegate asked and told.
    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Starts recording a batch's rows for the selection.
    func beginSelectionBatch() {
        if batchDepth == 0 { selectionBatch = ([], []) }
        batchDepth += 1
    }

    /// Ends a batch: its deletions, then its insertions, move the selection.
    func endSelectionBatch() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0, let batch = selectionBatch else { return }
        selectionBatch = nil
        selectedRows = selectionAfterDeleting(batch.deleted)
        selectedRows = selectionAfterInserting(batch.inserted)
    }

    /// The selected rows once `inserted` (named as they will be) are inserted.
    func selectionAfterInserting(_ inserted: [IndexPath]) -> [IndexPath] {
        var rows = selectedRows
        for insertion in inserted.sorted() {
            rows = rows.map { $0.section == insertion.section && $0.row >= insertion.row ? IndexPath(row: $0.row + 1, section: $0.section) : $0 }
        }
        return rows
    }

    /// The selected rows once `deleted` (named as they are) are deleted.
    func selectionAfterDeleting(_ deleted: [IndexPath]) -> [IndexPath] {
        selectedRows.filter { !deleted.contains($0) }.map { row in
            IndexPath(row: row.row - deleted.filter { $0.section == row.section && $0.row < row.row }.count, section: row.section)
        }
    }

    /// Whether several rows may be selected in the table's current mode.
    private var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The controller whose view holds the table: the first controller up its responder chain.
    private var owningViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current.viewDelegate { return controller }
            view = current.superview
        }
        return nil
    }
}
