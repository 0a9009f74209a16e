/// The UIKit cells a table or collection view made or was given, kept alive while the
/// AutoLayout list shows or queues their backing cells (a backing refers to its owner weakly).
/// A cell without a reuse identifier is dropped once it is off screen, as the list drops it.
@MainActor
struct RetainedCells<Cell: UIView> {
    private var cells: [ObjectIdentifier: Cell] = [:]

    /// Keeps `cell`; when the cells kept outnumber twice those `shown` (and a margin), first
    /// drops those neither on screen nor reusable.
    mutating func keep(_ cell: Cell, shown: Int, isReusable: (Cell) -> Bool) -> Cell {
        if cells.count > 2 * (shown + 16) {
            cells = cells.filter { isReusable($0.value) || $0.value.superview != nil }
        }
        cells[ObjectIdentifier(cell)] = cell
        return cell
    }
}
