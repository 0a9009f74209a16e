/// The engine behind `Solver`: an incremental simplex tableau in Cassowary's form.
struct Tableau {
    var symbols = SymbolTable()
    var rows = RowTable()
    var objective = Objective()
    /// Rows whose constants went negative, for the dual simplex.
    var infeasible: [Int] = []
    /// The objective of phase one while a required row is added through an artificial symbol.
    var artificial: Row?

    /// The solver's owner id in objects' registry hints (0: none).
    var hintOwner: UInt64 = 0
    var variables = VariableTable()
    var tags = TagTable()
    var edits: [ObjectIdentifier: Edit] = [:]

    /// The strength of the constraint being installed (its error symbols are owned by -2).
    var installing: Strength?
    var dummyLog = DummyLog()
    /// The dummy record's slot of the row being added (`startPendingRow`).
    var pendingSlot = Int(DummyLog.pending)
    var hot = HotCopies()
    /// Buffers kept between operations, so that merging and building rows allocate nothing.
    var mergeBuffer: Cells = []
    var newRowCells: Cells = []
    var newRowSpare: Cells = []
    var journal = Journal()
    var journaling = false
    /// The current change's number in `Row.savedEpoch`'s 32 bits (Journal.swift clears marks on wrap).
    var epoch: Int32 = 0
    /// When false, unsatisfiable errors skip the search for a minimal conflicting set.
    var explainsConflicts = true
    /// Pivots of the current operation, and a fixed bound on them in place of the usual one (tests).
    var operationPivots = 0
    var operationPivotLimit: Int?
    /// When set, the pivots after which every simplex loop turns to Bland's rule (tests).
    var blandAfterLimit: Int?
    /// True once rounding can reach a required constraint's tolerance: operations are verified.
    var verifying = false
    /// True while a rebuild installs the constraints: the rebuilt system is verified as a whole.
    var rebuilding = false
    /// True while a rebuild keeps every nonzero product in its rows, as a new constraint's row
    /// does, instead of dropping those below epsilon (Tableau+Refactorization.swift).
    var keepsTinyCells = false
    /// The phase the current pivots and substitutions count in.
    var phase = SolverStatistics.Phase.change
    var counters = SolverStatistics()

    /// A tableau whose registry hints carry `hintOwner` (0: maps only, as for a probe), its
    /// tables started with `Room`.
    init(hintOwner: UInt64 = 0) {
        self.hintOwner = hintOwner
        Room.reserve(&symbols.kinds)
        symbols.basicRow.reserveRoom()
        Room.reserve(&symbols.columns)
        Room.reserve(&symbols.info)
        Room.reserve(&hot.index)
        Room.reserve(&objective.slots)
        Room.reserve(&rows.headers)
        Room.reserve(&rows.constants)
        Room.reserve(&rows.kinds)
        tags.reserveRoom()
        variables.reserveRoom()
    }

    /// A new symbol of kind `kind`, with its entries in the per-symbol parts, journaled.
    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        let (s, reused) = symbols.take(kind)
        if reused {
            if journaling { journal.freeSymbolOps.append(s) }
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
        if journaling { journal.freeSymbolOps.append(-1) }
    }

    mutating func symbol(for variable: Variable) -> Int {
        if let s = registeredSymbol(of: variable) { return s }
        let s = newSymbol(.external)
        registerSymbol(s, for: variable)
        variables.append(variable, symbol: s)
        return s
    }

    /// Writes every variable's current value into it.
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

/// Room for a small layout (128 entries) in a new tableau's per-symbol, per-row, per-tag and
/// per-variable arrays, which its first adds would otherwise grow through seven doublings each.
/// Each capacity is the one the array's own doublings reach on the way there, so that it grows
/// on through the same sizes as without the reservation (a large build's memory, heap holes
/// included, stays as it was).
enum Room {
    static let entries = 128
    private static let byStride: [Int: Int] = Dictionary(
        [
            chain(SymbolKind.self), chain(Int32.self), chain(Double.self), chain(ColumnSet.self), chain(SymbolInfo.self),
            chain(RowHeader.self), chain(Tag.self),
        ], uniquingKeysWith: { first, _ in first })

    /// An array of `T`'s stride and its capacity once doubled from one entry to `entries` or more.
    private static func chain<T>(_: T.Type) -> (Int, Int) {
        var array: [T] = []
        while array.capacity < entries { array.reserveCapacity(Swift.max(1, 2 &* array.capacity)) }
        return (MemoryLayout<T>.stride, array.capacity)
    }

    static func reserve<T>(_ array: inout [T]) {
        if let capacity = byStride[MemoryLayout<T>.stride] { array.reserveCapacity(capacity) }
    }
}
