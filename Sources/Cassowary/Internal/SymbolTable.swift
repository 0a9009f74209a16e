/// The tableau's symbols by id: kind, row while basic, column (its rows) while not, record; free ids.
struct SymbolTable {
    var kinds: [SymbolKind] = []
    /// The slot of each symbol's row, or -1 when it is not basic.
    var basicRow = CompactIndices()
    var columns: [ColumnSet] = []
    var info: [SymbolInfo] = []
    var free: [Int] = []

    var count: Int { @inline(__always) get { kinds.count } }
    var indices: Range<Int> { kinds.indices }

    subscript(s: Int) -> SymbolInfo {
        @inline(__always) get { info[s] }
        @inline(__always) _modify { yield &info[s] }
    }

    /// A fresh id of kind `kind`: a released one when there is one (`reused`).
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

    /// Frees `s`, which is in no row and not basic.
    mutating func release(_ s: Int) {
        clear(s)
        free.append(s)
    }

    /// Empties `s` without freeing it (a rollback frees the ids together).
    mutating func clear(_ s: Int) {
        kinds[s] = .free
        info[s].owner = -1
        info[s].dummyBorn = -1
        columns[s] = []
    }

    /// One entry per id in every array; the free list sound (`FreeList`), its ids released.
    func problems() -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        let n = kinds.count
        for (name, count) in [("basicRow", basicRow.count), ("columns", columns.count), ("symbols", info.count)] where count != n {
            problems.append("\(name) has \(count) entries for \(n) symbols")
        }
        guard problems.isEmpty else { return (problems, false) }
        let inUse = { (s: Int) in kinds[s] != .free || basicRow[s] >= 0 || !columns[s].isEmpty || info[s].owner != -1 || info[s].dummyBorn >= 0 }
        return (FreeList.problems(free, count: n, name: "symbol", inUse: inUse, isEmpty: { kinds[$0] == .free }), true)
    }
}
