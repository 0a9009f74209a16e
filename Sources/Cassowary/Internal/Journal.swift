/// The undo log of one change to the tableau (an add, a required constant change), so that
/// a refused change leaves the solver exactly as it was: same basis, same values.
struct Journal {
    /// Rows as they were before their first change, their cells copied out to the first
    /// `cellCount` of `cells` (the rest is room made ahead).
    var rows: [SavedRow] = []
    private(set) var cells: Cells = []
    private(set) var cellCount = 0
    /// Constants of rows not saved whole, before their first change: the first `constantCount`
    /// of `constants`, whose other entries are room made ahead (written through a pointer).
    var constants: [(Int, Double)] = []
    var constantCount = 0
    /// Objective values before each change: (offset in `Objective.entries`, old value), or
    /// (-1 - level, old constant of that level).
    var objective: [(Int, Double)] = []
    var newSymbols: [Int] = []
    /// Pops (the id) and pushes (-1) on the free lists, undone in reverse.
    var freeRowOps: [Int] = []
    var freeSymbolOps: [Int] = []
    /// Untracked dummies' record starts before each change (symbol, old start).
    var dummyBorn: [(Int, Int)] = []
    /// The tableau's counts when the change began.
    var symbolCount = 0, rowCount = 0, variableCount = 0, dummyLogCount = 0
    /// Consecutive changes that each filled less than a quarter of a large buffer.
    var underused = 0

    /// A saved row in 24 bytes (a tick may save tens of thousands): its cells run in `cells`
    /// from `start` to the next saved row's start, or to the end.
    struct SavedRow {
        let slot: Int32, basic: Int32
        let constant: Double
        let start: Int32
        let kind: SymbolKind
    }

    /// Saves row `row` of slot `slot` with its cells (`rowCells`, in the tableau's store).
    mutating func save(_ row: RowHeader, constant: Double, kind: SymbolKind, _ rowCells: UnsafeBufferPointer<Cell>, slot: Int) {
        let (slot, basic, start) = (Int32(truncatingIfNeeded: slot), Int32(truncatingIfNeeded: row.basic), Int32(truncatingIfNeeded: cellCount))
        rows.append(SavedRow(slot: slot, basic: basic, constant: constant, start: start, kind: kind))
        let n = rowCells.count
        guard n > 0 else { return }
        if cellCount &+ n > cells.count { Journal.makeRoom(&cells, keeping: cellCount, for: cellCount &+ n, Cell(symbol: 0, coefficient: 0)) }
        cells.withUnsafeMutableBufferPointer { [at = cellCount] in ($0.baseAddress! + at).update(from: rowCells.baseAddress!, count: n) }
        cellCount &+= n
    }

    @inline(__always) mutating func saveConstant(_ row: Int, _ constant: Double) {
        reserveConstants(1)
        constants[constantCount] = (row, constant)
        constantCount &+= 1
    }

    /// Makes room for `count` more constants from `constantCount` on.
    @inline(__always) mutating func reserveConstants(_ count: Int) {
        let end = constantCount &+ count
        if end > constants.count { Journal.makeRoom(&constants, keeping: constantCount, for: end, (0, 0)) }
    }

    /// Grows `buffer`, whose first `kept` entries are in use, to `count` entries or more (twice
    /// its length, so room is made a logarithmic number of times); out of line, off hot loops.
    @inline(never) private static func makeRoom<T>(_ buffer: inout [T], keeping kept: Int, for count: Int, _ filler: T) {
        var grown = [T](repeating: filler, count: Swift.max(count, 2 &* buffer.count, 64))
        grown.withUnsafeMutableBufferPointer { to in buffer.withUnsafeBufferPointer { to.baseAddress!.update(from: $0.baseAddress!, count: kept) } }
        buffer = grown
    }

    /// Where the `i`th saved row's cells run in `cells`.
    func savedCells(_ i: Int) -> Range<Int> {
        Int(rows[i].start)..<(i &+ 1 < rows.count ? Int(rows[i &+ 1].start) : cellCount)
    }

    /// Empties the log for a new change, keeping its buffers, unless one of them is large and
    /// has been filled to less than a quarter for `Tuning.journalIdleChanges` changes in a row:
    /// then all are freed (a build's largest add leaves megabytes that ticks never fill again).
    mutating func reset(symbolCount: Int, rowCount: Int, variableCount: Int, dummyLogCount: Int) {
        let idle =
            Journal.isIdle(cellCount, cells.count) || Journal.isIdle(constantCount, constants.count)
            || Journal.isIdle(rows.count, rows.capacity) || Journal.isIdle(objective.count, objective.capacity)
        underused = idle ? underused &+ 1 : 0
        if underused > Tuning.journalIdleChanges { self = Journal() }
        (cellCount, constantCount) = (0, 0)
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        if !objective.isEmpty { objective.removeAll(keepingCapacity: true) }
        if !newSymbols.isEmpty { newSymbols.removeAll(keepingCapacity: true) }
        if !freeRowOps.isEmpty { freeRowOps.removeAll(keepingCapacity: true) }
        if !freeSymbolOps.isEmpty { freeSymbolOps.removeAll(keepingCapacity: true) }
        if !dummyBorn.isEmpty { dummyBorn.removeAll(keepingCapacity: true) }
        (self.symbolCount, self.rowCount, self.variableCount, self.dummyLogCount) = (symbolCount, rowCount, variableCount, dummyLogCount)
    }

    @inline(__always) private static func isIdle(_ used: Int, _ capacity: Int) -> Bool {
        capacity > Tuning.journalKeptCapacity && used &* 4 < capacity
    }

    /// Undoes the pops and pushes `ops` on the free list `list`, last first.
    static func undo(_ ops: [Int], on list: inout [Int]) {
        for id in ops.reversed() { if id >= 0 { list.append(id) } else { list.removeLast() } }
    }
}

extension Tableau {
    /// Opens a journal unless one is open (an outer change owns it); says whether it opened one.
    @discardableResult
    mutating func beginJournal() -> Bool {
        if journaling { return false }
        compactDummyLog()
        if epoch == Int32.max {
            for i in rows.indices { rows[i].savedEpoch = 0 }
            epoch = 0
        }
        epoch &+= 1
        journal.reset(symbolCount: symbols.count, rowCount: rows.count, variableCount: variables.count, dummyLogCount: dummyLog.count)
        journaling = true
        operationPivots = 0
        return true
    }

    /// Closes the journal (its logs are emptied when the next change begins).
    mutating func commitJournal() {
        journaling = false
    }

    /// Undoes everything since `beginJournal()`.
    mutating func rollback() {
        guard journaling else { return }
        journaling = false
        // Rare: the list of variable rows is remade rather than reasoned about.
        variables.rowsCurrent = false
        let log = journal
        // Unindex the rows as they are now, then put back the rows as they were.
        for saved in log.rows where saved.slot < rows.count && rows[Int(saved.slot)].basic >= 0 {
            let i = Int(saved.slot)
            if symbols.basicRow[rows[i].basic] == i { setBasicRow(rows[i].basic, -1) }
            for cell in cells(i) {
                symbols.columns[cell.symbol].remove(i)
                noteCoefficient(cell.symbol, i, 0)
            }
        }
        log.cells.withUnsafeBufferPointer { saved in
            for (k, row) in log.rows.enumerated() where row.slot < log.rowCount {
                let i = Int(row.slot)
                (rows[i].basic, rows[i].savedEpoch, rows.kinds[i], rows.constants[i]) = (Int(row.basic), 0, row.kind, row.constant)
                setCells(i, UnsafeBufferPointer(rebasing: saved[log.savedCells(k)]))
                guard row.basic >= 0 else { continue }
                setBasicRow(Int(row.basic), i)
                for cell in cells(i) {
                    symbols.columns[cell.symbol].insert(i)
                    noteCoefficient(cell.symbol, i, cell.coefficient)
                }
            }
        }
        // Slots made during the change give their cells back to the store.
        for i in log.rowCount..<Swift.max(log.rowCount, rows.count) { rows.releaseCells(i) }
        rows.truncate(to: log.rowCount)
        Journal.undo(log.freeRowOps, on: &rows.free)
        for (i, c) in log.constants[..<log.constantCount].reversed() { rows.constants[i] = c }
        for (at, old) in log.objective.reversed() {
            if at >= 0 { objective.entries[at] = old } else { objective.constant[-1 - at] = old }
        }
        for (d, old) in log.dummyBorn.reversed() { symbols[d].dummyBorn = old }
        dummyLog.truncate(to: log.dummyLogCount)
        // Symbols made during the change are unused again, and so are ids made fresh (a range:
        // one may have been reused).
        for s in log.newSymbols {
            hot.drop(copyOf: s)
            symbols.clear(s)
            setBasicRow(s, -1)
        }
        Journal.undo(log.freeSymbolOps, on: &symbols.free)
        symbols.free += log.symbolCount..<symbols.count
        for v in variables.objects[log.variableCount...] { unregisterSymbol(of: v) }
        variables.truncate(to: log.variableCount)
        objective.clearCandidates()
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
    }
}
