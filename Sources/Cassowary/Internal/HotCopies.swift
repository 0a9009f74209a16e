/// Hot markers' copies of their columns, with the budget and clock they share
/// (Tableau+HotMarkers.swift says when a marker is hot).
struct HotCopies {
    struct Copy {
        var marker: Int
        /// The row slot of the window's first entry.
        var base: Int
        /// The marker's coefficient in each row slot of the window (0 where a row lacks it).
        var coefficients: [Double]
        /// The batch (`HotCopies.batches`) that last changed the marker's constant.
        var lastUse: Int
    }

    /// The copies, in no order (a dropped one's slot takes the last).
    var copies: [Copy] = []
    /// Per symbol: the slot of its copy in `copies`, or -1 (4 bytes a row operation reads per cell).
    var index: [Int32] = []
    /// Batches of constant changes so far: the clock copies age by.
    var batches = 0
    /// The entries of all copies together (bounded by the tableau's budget).
    var entries = 0
    /// Columns shorter than this are cheap enough without a copy (tests lower it to exercise copies).
    var columnMinimum = Tuning.hotColumnMinimum

    var isEmpty: Bool { @inline(__always) get { copies.isEmpty } }

    /// Keeps copy `k` in step with row `row`, whose coefficient of its marker is now `coefficient`
    /// (0: the row no longer holds it); a copy that would outgrow `budget` is dropped.
    @inline(__always) mutating func note(slot k: Int, _ row: Int, _ coefficient: Double, budget: Int) {
        let i = row &- copies[k].base
        if i >= 0 && i < copies[k].coefficients.count {
            copies[k].coefficients[i] = coefficient
        } else if coefficient != 0 {
            widen(k, toInclude: row, coefficient, budget: budget)
        }
    }

    /// Grows window `k`, with room to spare for a drifting column, to hold `row`.
    private mutating func widen(_ k: Int, toInclude row: Int, _ coefficient: Double, budget: Int) {
        let (base, count) = (copies[k].base, copies[k].coefficients.count)
        let spare = Swift.max(16, count / 4)
        let newBase = row < base ? Swift.max(0, row - spare) : base
        let added = row < base ? base - newBase : row + 1 + spare - (base + count)
        copies[k].coefficients.insert(contentsOf: repeatElement(0, count: added), at: row < base ? 0 : count)
        copies[k].base = newBase
        entries += added
        copies[k].coefficients[row - copies[k].base] = coefficient
        if entries > budget { drop(k) }
    }

    mutating func add(_ copy: Copy) {
        index[copy.marker] = Int32(truncatingIfNeeded: copies.count)
        copies.append(copy)
        entries += copy.coefficients.count
    }

    /// Frees copy `k`, whose slot the last copy takes.
    mutating func drop(_ k: Int) {
        index[copies[k].marker] = -1
        entries -= copies[k].coefficients.count
        copies.swapAt(k, copies.count - 1)
        copies.removeLast()
        if k < copies.count { index[copies[k].marker] = Int32(truncatingIfNeeded: k) }
    }

    mutating func drop(copyOf symbol: Int) { if index[symbol] >= 0 { drop(Int(index[symbol])) } }

    /// Starts a batch of constant changes: copies idle for `Tuning.hotIdleBatches` batches go.
    mutating func beginBatch() {
        batches &+= 1
        for k in copies.indices.reversed() where batches &- copies[k].lastUse > Tuning.hotIdleBatches { drop(k) }
    }

    /// The copies' own invariants: each indexed by its marker and no other, the entries counted
    /// and in budget.
    func problems(symbols: Int, budget: Int) -> [String] {
        var problems: [String] = []
        problems.expect(index.count == symbols, "hot copies index \(index.count) symbols of \(symbols)")
        for (k, copy) in copies.enumerated() {
            let indexed = copy.marker >= 0 && copy.marker < index.count && index[copy.marker] == k
            problems.expect(indexed, "hot copy \(k) of symbol \(copy.marker) is not indexed")
        }
        for (s, k) in index.enumerated() where k >= 0 {
            problems.expect(Int(k) < copies.count && copies[Int(k)].marker == s, "symbol \(s) names hot copy \(k), which is not its")
        }
        let held = copies.reduce(0) { $0 + $1.coefficients.count }
        problems.expect(held == entries, "hot copies hold \(held) entries, counted \(entries)")
        problems.expect(entries <= budget, "hot copies hold \(entries) entries, budget \(budget)")
        return problems
    }

    var heap: (bytes: Int, buffers: Int) {
        copies.reduce((heapBytes(copies) + heapBytes(index), 2)) { ($0.0 + heapBytes($1.coefficients), $0.1 + ($1.coefficients.isEmpty ? 0 : 1)) }
    }
}
