/// The undo log of one change to the tableau (an add, a required constant change), so that
/// a refused change leaves the solver exactly as it was: same basis, same values.
struct Journal {
    /// Rows as they were before their first change: slot, basic, constant and where their
    /// cells sit in `cells`, copied out of the tableau's cell store (the rows go on changing
    /// in place in their slots); rollback writes them back into the rows' slots.
    var rows: [SavedRow] = []
    /// The saved rows' cells: the first `cellCount` of `cells`, whose other entries are room
    /// made ahead.
    private(set) var cells: Cells = []
    private(set) var cellCount = 0
    /// Row constants as they were before their first change, for rows not saved whole: the
    /// first `constantCount` of `constants`, whose other entries are room made ahead.
    var constants: [(Int, Double)] = []
    var constantCount = 0
    /// Objective entries before each change (offset in `Tableau.objective`, old value), in
    /// change order.
    var objective: [(Int, Double)] = []
    /// The objective's constant before the change, valid while `savesObjectiveConstant`: a
    /// buffer of its own, written in place, since keeping the live array (a reference to its
    /// buffer) made the change's next write to it copy the buffer, and the reset free it.
    var savedObjectiveConstant: [Double] = []
    var savesObjectiveConstant = false
    var newSymbols: [Int] = []
    var symbolCount = 0
    var rowCount = 0
    var variableCount = 0
    /// Pops and pushes on the free lists, undone in reverse (cheaper than copying the lists).
    var freeRowOps: [FreeListOp] = []
    var freeSymbolOps: [FreeListOp] = []
    /// Untracked dummies' record starts before each change (symbol, old start).
    var dummyBorn: [(Int, Int)] = []
    var dummyLogCount = 0

    /// A saved row in 24 bytes (a tick that pivots through a grid's rows saves tens of
    /// thousands): slot and basic in 32 bits, as in `Row`; its cells run in `cells` from `start`
    /// to the next saved row's start (rows are saved one after another), or to the end.
    struct SavedRow {
        private let slotAndBasic: (Int32, Int32)
        let constant: Double
        private let startAndKind: UInt64

        init(slot: Int, basic: Int, kind: SymbolKind, constant: Double, start: Int) {
            slotAndBasic = (Int32(truncatingIfNeeded: slot), Int32(truncatingIfNeeded: basic))
            self.constant = constant
            // Cell offsets stay far below 2^56.
            startAndKind = UInt64(truncatingIfNeeded: start) | UInt64(kind.rawValue) << 56
        }

        var slot: Int { Int(slotAndBasic.0) }
        var basic: Int { Int(slotAndBasic.1) }
        var start: Int { Int(truncatingIfNeeded: startAndKind & (1 << 56 - 1)) }
        var kind: SymbolKind { SymbolKind(rawValue: UInt8(truncatingIfNeeded: startAndKind >> 56)) ?? .free }
    }

    /// Saves row `row` of slot `slot`, copying its cells (`rowCells`, in the tableau's store).
    mutating func save(_ row: RowHeader, constant: Double, kind: SymbolKind, _ rowCells: UnsafeBufferPointer<Cell>, slot: Int) {
        rows.append(SavedRow(slot: slot, basic: row.basic, kind: kind, constant: constant, start: cellCount))
        let n = rowCells.count
        let end = cellCount &+ n
        guard n > 0 else { return }
        if end > cells.count { Journal.makeRoom(&cells, keeping: cellCount, for: end, Cell(symbol: 0, coefficient: 0)) }
        let at = cellCount
        cells.withUnsafeMutableBufferPointer { buffer in (buffer.baseAddress! + at).update(from: rowCells.baseAddress!, count: n) }
        cellCount = end
    }

    @inline(__always) mutating func saveConstant(_ row: Int, _ constant: Double) {
        if constantCount == constants.count { Journal.makeRoom(&constants, keeping: constantCount, for: constantCount &+ 1, (0, 0)) }
        constants[constantCount] = (row, constant)
        constantCount &+= 1
    }

    /// Makes room for `count` more constants, to be written through a pointer from
    /// `constantCount` on (`Tableau.withWalkBuffers`), the count then set to those written.
    @inline(__always) mutating func reserveConstants(_ count: Int) {
        let end = constantCount &+ count
        if end > constants.count { Journal.makeRoom(&constants, keeping: constantCount, for: end, (0, 0)) }
    }

    /// Grows `buffer`, whose first `kept` entries are in use, to at least `count` entries
    /// (twice its length or more, so that room is made a logarithmic number of times).
    private static func makeRoom<T>(_ buffer: inout [T], keeping kept: Int, for count: Int, _ filler: T) {
        var grown = [T](repeating: filler, count: Swift.max(count, 2 &* buffer.count, 64))
        if kept > 0 {
            grown.withUnsafeMutableBufferPointer { to in
                buffer.withUnsafeBufferPointer { to.baseAddress!.update(from: $0.baseAddress!, count: kept) }
            }
        }
        buffer = grown
    }

    /// Where the `i`th saved row's cells run in `cells`.
    func savedCells(_ i: Int) -> Range<Int> {
        rows[i].start..<(i &+ 1 < rows.count ? rows[i &+ 1].start : cellCount)
    }

    enum FreeListOp {
        case popped(Int)
        case pushed
    }

    /// Consecutive changes that each filled less than a quarter of a large buffer.
    var underused = 0

    /// Empties the log for a new change, keeping its buffers' capacity, unless large buffers
    /// have been filled to less than a quarter for `Tuning.journalIdleChanges` changes in a row:
    /// those are freed (a build's largest add leaves megabytes that ticks never fill again,
    /// while an animation whose ticks pivot now and then keeps what its pivots need).
    mutating func reset(symbolCount: Int, rowCount: Int, variableCount: Int) {
        let idle =
            Journal.isIdle(rows) || Journal.isIdle(cellCount, of: cells) || Journal.isIdle(constantCount, of: constants)
            || Journal.isIdle(objective)
        let release = idle && underused >= Tuning.journalIdleChanges
        underused = idle && !release ? underused &+ 1 : 0
        // Most changes (an animation tick) log constants only: skip the empty logs.
        Journal.empty(&rows, release)
        if release && Journal.isIdle(cellCount, of: cells) { cells = [] }
        cellCount = 0
        if release && Journal.isIdle(constantCount, of: constants) { constants = [] }
        constantCount = 0
        Journal.empty(&objective, release)
        savesObjectiveConstant = false
        if !newSymbols.isEmpty { newSymbols.removeAll(keepingCapacity: true) }
        if !freeRowOps.isEmpty { freeRowOps.removeAll(keepingCapacity: true) }
        if !freeSymbolOps.isEmpty { freeSymbolOps.removeAll(keepingCapacity: true) }
        if !dummyBorn.isEmpty { dummyBorn.removeAll(keepingCapacity: true) }
        self.symbolCount = symbolCount
        self.rowCount = rowCount
        self.variableCount = variableCount
    }

    /// True when `buffer` is large and the last change filled less than a quarter of it.
    @inline(__always) private static func isIdle<T>(_ buffer: [T]) -> Bool {
        isIdle(buffer.count, of: buffer)
    }

    /// True when `buffer` is large and the last change filled less than a quarter of it with
    /// its first `used` entries.
    @inline(__always) private static func isIdle<T>(_ used: Int, of buffer: [T]) -> Bool {
        buffer.capacity > Tuning.journalKeptCapacity && used &* 4 < buffer.capacity
    }

    @inline(__always) private static func empty<T>(_ buffer: inout [T], _ release: Bool) {
        if release && isIdle(buffer) {
            buffer = []
        } else if !buffer.isEmpty {
            buffer.removeAll(keepingCapacity: true)
        }
    }

    mutating func objectiveConstant(_ current: [Double]) {
        guard !savesObjectiveConstant else { return }
        savesObjectiveConstant = true
        if savedObjectiveConstant.count == current.count {
            for level in current.indices { savedObjectiveConstant[level] = current[level] }
        } else {
            savedObjectiveConstant = current.map { $0 }
        }
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
        journal.reset(symbolCount: symbols.count, rowCount: rows.count, variableCount: variables.count)
        journal.dummyLogCount = dummyLog.count
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
        // The restores below go through `setBasicRow`, which marks the list of variable rows
        // stale when a variable's row moves; a rollback is rare, so the list is remade anyway
        // rather than trusting that reasoning for variables made and dropped in the change.
        variables.rowsCurrent = false
        let log = journal
        // Unindex the rows as they are now, then put back the rows as they were.
        for saved in log.rows where saved.slot < rows.count {
            let i = saved.slot
            let basic = rows[i].basic
            if basic >= 0 {
                if symbols.basicRow[basic] == i { setBasicRow(basic, -1) }
                for cell in cells(i) {
                    symbols.columns[cell.symbol].remove(i)
                    noteCoefficient(cell.symbol, i, 0)
                }
            }
        }
        // The saved rows' cells go back into their slots (their journal marks cleared).
        log.cells.withUnsafeBufferPointer { saved in
            for k in log.rows.indices where log.rows[k].slot < log.rowCount {
                let i = log.rows[k].slot
                let basic = log.rows[k].basic
                rows[i].basic = basic
                rows.kinds[i] = log.rows[k].kind
                rows.constants[i] = log.rows[k].constant
                rows[i].savedEpoch = 0
                setCells(i, UnsafeBufferPointer(rebasing: saved[log.savedCells(k)]))
                if basic >= 0 {
                    setBasicRow(basic, i)
                    for cell in cells(i) {
                        symbols.columns[cell.symbol].insert(i)
                        noteCoefficient(cell.symbol, i, cell.coefficient)
                    }
                }
            }
        }
        // Slots made during the change give their cells back to the store.
        for i in log.rowCount..<Swift.max(log.rowCount, rows.count) { rows.releaseCells(i) }
        rows.truncate(to: log.rowCount)
        for op in log.freeRowOps.reversed() {
            switch op {
            case .popped(let row): rows.free.append(row)
            case .pushed: rows.free.removeLast()
            }
        }
        for (i, c) in log.constants[..<log.constantCount].reversed() { rows.constants[i] = c }
        for (at, old) in log.objective.reversed() { objective.entries[at] = old }
        for (d, old) in log.dummyBorn.reversed() { symbols[d].dummyBorn = old }
        dummyLog.truncate(to: log.dummyLogCount)
        if log.savesObjectiveConstant { objective.constant = log.savedObjectiveConstant }
        // Symbols made during the change are unused again.
        for s in log.newSymbols {
            hot.drop(copyOf: s)
            symbols.clear(s)
            setBasicRow(s, -1)
        }
        for op in log.freeSymbolOps.reversed() {
            switch op {
            case .popped(let symbol): symbols.free.append(symbol)
            case .pushed: symbols.free.removeLast()
            }
        }
        // Ids made fresh during the change are all unused now (an id may have been made,
        // released and reused within the change, so take the range, not the log).
        symbols.free += log.symbolCount..<symbols.count
        for v in variables.objects[log.variableCount...] { unregisterSymbol(of: v) }
        variables.truncate(to: log.variableCount)
        objective.clearCandidates()
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
    }
}
