/// The engine behind `Solver`: an incremental simplex tableau in Cassowary's form.
struct Tableau {
    /// The symbols: kinds, basic rows, columns, records, free ids (SymbolTable.swift).
    var symbols = SymbolTable()
    /// The rows: records, constants, basics' kinds, cells, free slots (RowTable.swift).
    var rows = RowTable()

    /// The objective, its slots and its candidates (Objective.swift, Tableau+Objective.swift).
    var objective = Objective()
    /// Rows whose constants went negative, for the dual simplex.
    var infeasible: [Int] = []
    /// The objective of phase one while a required row is added through an artificial symbol.
    var artificial: Row?

    // Registry (Tableau+Registry.swift)
    /// The solver's owner id in objects' registry hints (0: none; Tableau+Registry.swift).
    var hintOwner: UInt64 = 0
    /// The registered variables: objects, symbols, rows as of the last update (VariableTable.swift).
    var variables = VariableTable()
    /// The installed constraints by tag id: tags, objects, strengths, free ids (TagTable.swift).
    var tags = TagTable()
    var edits: [ObjectIdentifier: Edit] = [:]
    /// Scratch space of a batch's loads ahead (Tableau+Batches.swift), and where their values
    /// go so that the loads are not optimized away.
    var batchScratch: [Int] = []
    var batchSink = 0

    /// The strength of the constraint being installed (its error symbols are owned by -2).
    var installing: Strength?
    /// The record of row operations that stands in for untracked dummies' cells (DummyLog.swift).
    var dummyLog = DummyLog()
    /// The dummy record's slot of the row being added (`startPendingRow`).
    var pendingSlot = Int(DummyLog.pending)

    /// Hot markers' copies of their columns (HotCopies.swift, Tableau+HotMarkers.swift): a
    /// marker whose constant changes again and again keeps its coefficients over a window of
    /// row slots, or sparse.
    var hot = HotCopies()
    /// Scratch space for `addScaled`'s merge (kept, so that a merge allocates nothing).
    var mergeBuffer: Cells = []
    /// Buffers a new constraint's row is built in (`install`; kept, so that building a row
    /// allocates nothing once they have grown).
    var newRowCells: Cells = []
    var newRowSpare: Cells = []
    /// The undo log; its buffers are kept between changes (a tick's log is reused, not reallocated).
    var journal = Journal()
    var journaling = false
    /// The current change's number, in `Row.savedEpoch`'s 32 bits: 1...Int32.max, and when it
    /// wraps every row's mark is cleared (Journal.swift), so an old mark never reads as current.
    var epoch: Int32 = 0
    /// When false, unsatisfiable errors skip the search for a minimal conflicting set.
    var explainsConflicts = true
    /// Pivots of the current operation, which the simplex loops bound (Tableau+Optimize.swift).
    var operationPivots = 0
    /// A fixed bound on an operation's pivots in place of the usual one (tests set it).
    var operationPivotLimit: Int?
    /// True once the tableau has met numbers whose rounding can reach a required constraint's
    /// tolerance: every operation is then verified (Tableau+Verification.swift).
    var verifying = false
    /// True while a rebuild installs the constraints (Tableau+Rebuild.swift): no add is
    /// verified on its own; the rebuilt system is verified as a whole.
    var rebuilding = false
    /// The phase the current pivots and substitutions count in (`.change` between the simplex loops).
    var phase = SolverStatistics.Phase.change
    var counters = SolverStatistics()

    /// A tableau whose registry hints carry `hintOwner` (0: maps only, as for a probe).
    init(hintOwner: UInt64 = 0) { self.hintOwner = hintOwner }

    // MARK: Symbols

    /// A new symbol of kind `kind` (`SymbolTable.take`), with its entries in the parts that
    /// keep one per symbol (hot copies' index, objective slots), journaled.
    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        let (s, reused) = symbols.take(kind)
        if reused {
            if journaling { journal.freeSymbolOps.append(.popped(s)) }
        } else {
            hot.index.append(-1)
            objective.slots.append(0)
        }
        if journaling { journal.newSymbols.append(s) }
        return s
    }

    /// Returns a symbol that is in no row and not basic to the free list.
    mutating func releaseSymbol(_ s: Int) {
        var walk = ColumnSet.Cursor()
        while let row = symbols.columns[s].next(&walk) { dropCell(s, from: row) }
        hot.drop(copyOf: s)
        clearObjective(of: s)
        if symbols[s].dummyBorn >= 0 { setDummyBorn(s, -1) }
        symbols.release(s)
        if journaling { journal.freeSymbolOps.append(.pushed) }
    }

    mutating func symbol(for variable: Variable) -> Int {
        if let s = registeredSymbol(of: variable) { return s }
        let s = newSymbol(.external)
        registerSymbol(s, for: variable)
        variables.append(variable, symbol: s)
        return s
    }

    /// Writes every variable's current value into it (no copy of the tableau).
    mutating func writeValues() {
        let count = variables.count
        variables.refreshRows(from: symbols.basicRow)
        variables.rows.withUnsafeBufferPointer { slots in
            for i in (0..<count).reversed() {
                let r = Int(slots[i])
                let v = r >= 0 ? rows.constants[r] : 0
                variables[i].value = v == 0 ? 0 : v
            }
        }
    }

    @inline(__always) func value(of s: Int) -> Double {
        let r = symbols.basicRow[s]
        return r >= 0 ? rows.constants[r] : 0
    }
}
