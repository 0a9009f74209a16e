/// The tableau's symbols, by integer id: each one's kind, the slot of its row while it is
/// basic, its column (the rows it appears in while it is not), its record (owner, dummy record,
/// tolerance), and the ids released for reuse.
struct SymbolTable {
    /// Per symbol: its kind (`.free` for a released id).
    var kinds: [SymbolKind] = []
    /// Per symbol: the slot of its row, or -1 when it is not basic (32 bits, CompactIndices.swift).
    var basicRow = CompactIndices()
    /// Per symbol: the rows in which it appears as a cell (empty while it is basic).
    var columns: [ColumnSet] = []
    /// Per symbol: what a change reads of a symbol once, when its constraint comes or goes
    /// (owner, dummy record, tolerance), together in one record (SymbolKind.swift).
    var info: [SymbolInfo] = []
    /// Released ids, taken again before the table grows.
    var free: [Int] = []

    var count: Int { @inline(__always) get { kinds.count } }
    var indices: Range<Int> { kinds.indices }

    subscript(s: Int) -> SymbolInfo {
        @inline(__always) get { info[s] }
        @inline(__always) _modify { yield &info[s] }
    }

    /// A new id of kind `kind`, not basic, in no row, with a fresh record: a released id when
    /// there is one (`reused`), else one past the others.
    @inline(__always) mutating func take(_ kind: SymbolKind) -> (symbol: Int, reused: Bool) {
        if let s = free.popLast() {
            kinds[s] = kind
            info[s].tolerance = epsilon
            return (s, true)
        }
        kinds.append(kind)
        info.append(SymbolInfo())
        basicRow.append(-1)
        columns.append(ColumnSet())
        return (kinds.count - 1, false)
    }

    /// Empties `s` and puts it on the free list. `s` is in no row and not basic (the tableau
    /// drops its cells and its dummy record first, journaled).
    mutating func release(_ s: Int) {
        clear(s)
        free.append(s)
    }

    /// Empties id `s` without freeing it (a symbol made in a change that is rolled back: the
    /// ids go back on the free list together, `Tableau.rollBack`).
    mutating func clear(_ s: Int) {
        kinds[s] = .free
        info[s].owner = -1
        info[s].dummyBorn = -1
        columns[s] = []
    }

    /// The table's own invariants: one entry per id in every array; each free id listed once,
    /// released (`.free`, no row, no column, no owner, no dummy record); and every released id
    /// listed.
    func problems() -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        let n = kinds.count
        for (name, count) in [("basicRow", basicRow.count), ("columns", columns.count), ("symbols", info.count)] where count != n {
            problems.append("\(name) has \(count) entries for \(n) symbols")
        }
        guard problems.isEmpty else { return (problems, false) }
        problems += FreeList.problems(
            free, count: n, name: "symbol", unlisted: "released symbol",
            listedProblems: { s in
                var found: [String] = []
                if kinds[s] != .free { found.append("free symbol \(s) is a \(kinds[s])") }
                if basicRow[s] >= 0 || !columns[s].isEmpty || info[s].owner != -1 || info[s].dummyBorn >= 0 {
                    found.append("free symbol \(s) is in use")
                }
                return found
            }, isEmpty: { kinds[$0] == .free })
        return (problems, true)
    }
}
