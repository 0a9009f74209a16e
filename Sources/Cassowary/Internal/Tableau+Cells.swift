/// The rows' cells in the cell store: reads in place, and the writes of the row operations and
/// the journal's rollback.
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

    /// Removes `symbol`'s cell from row `r`, if any (the slot is kept).
    mutating func removeFromRow(_ r: Int, _ symbol: Int) {
        let at = Row.find(symbol, in: cells(r))
        guard at >= 0 else { return }
        rows.uniqueStore()
        let p = rows.store.base + rows[r].start
        let n = rows[r].count
        (p + at).update(from: p + (at &+ 1), count: n &- at &- 1)
        rows[r].count = n &- 1
    }

    /// `Row.solve(for:)` on row `r` in place. Precondition: `symbol` is in the row.
    mutating func solveRow(_ r: Int, for symbol: Int) -> Bool {
        rows.uniqueStore()
        var row = rows[r]
        let n = row.count
        let big = Row.solve(&rows.constants[r], UnsafeMutableBufferPointer(start: rows.store.base + row.start, count: n), for: symbol)
        row.count = n &- 1
        rows[r] = row
        return big
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
        count == 0 ? 0 : coefficient(ofHeld: s, in: base)
    }

    /// The coefficient of `s` in a row that has cells.
    @inline(__always) func coefficient(ofHeld s: Int, in base: UnsafeMutablePointer<Cell>) -> Double {
        let cells = base + start
        let first = cells.pointee
        if s <= first.symbol { return s == first.symbol ? first.coefficient : 0 }
        let at = Row.find(s, in: UnsafeBufferPointer(start: cells, count: count))
        return at >= 0 ? cells[at].coefficient : 0
    }
}
