/// The rows' cells in the cell store: reads in place, writes (row operations, rollback).
extension Tableau {
    /// Row `r`'s cells, sorted by symbol.
    @inline(__always) func cells(_ r: Int) -> UnsafeBufferPointer<Cell> {
        let row = rows[r]
        return UnsafeBufferPointer(start: rows.store.base + row.start, count: row.count)
    }

    @inline(__always) func coefficient(of s: Int, inRow r: Int) -> Double {
        rows[r].coefficient(of: s, in: rows.store.base)
    }

    func row(_ r: Int) -> Row {
        var row = Row(constant: rows.constants[r])
        row.basic = rows[r].basic
        row.cells = Cells(cells(r))
        return row
    }

    /// Makes `source` row `r`'s cells (`RowHeader.place`). `source` must not point into the store.
    @inline(__always) mutating func setCells(_ r: Int, _ source: UnsafeBufferPointer<Cell>) {
        rows.uniqueStore()
        rows[r].place(source, in: rows.store)
    }
}

extension RowHeader {
    /// Makes `source` the row's cells: in its slot when they fit and fill more than a quarter of
    /// it, else in a slot of the fitting class.
    mutating func place(_ source: UnsafeBufferPointer<Cell>, in store: CellStore) {
        let n = source.count
        let c = capacityClass
        let fit = CellStore.fittingClass(n)
        if n > CellStore.slotSize(c) || c > fit &+ 2 {
            if c > 0 { store.release(start, c) }
            start = fit > 0 ? store.allocate(fit) : 0
            capacityClass = fit
        }
        if n > 0 { (store.base + start).update(from: source.baseAddress!, count: n) }
        count = n
    }

    /// The coefficient of `s` (0 when absent) in a store at `base`.
    @inline(__always) func coefficient(of s: Int, in base: UnsafeMutablePointer<Cell>) -> Double {
        let at = Row.find(s, in: UnsafeBufferPointer(start: base + start, count: count))
        return at >= 0 ? base[start &+ at].coefficient : 0
    }
}
