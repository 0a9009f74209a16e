/// The dummy parts of the rows, kept as a record of row operations instead of as cells.
///
/// A required equality's dummy marker is fixed at 0 and never chosen to enter; its column is
/// read only when the constraint's constant changes, when the constraint is removed, or to
/// name conflicting constraints. Yet in a chain of equalities (a row of boxes, each placed
/// after the last) every row ends up holding the dummies of every link: 99.8% of the cells of
/// W2's grid, and the whole cost of its build. So dummies start *untracked*: their cells are
/// left out of the rows, and every operation that combines rows is recorded here instead, one
/// entry per row operation rather than one per cell. A dummy's column is rebuilt from the
/// record (replayed forward from where the dummy was made) the first time it is needed; from
/// then on it is *tracked*, as a plain cell in the rows. Naming conflicts replays backward.
/// When the record grows long, its dead entries (rows since removed) are dropped; if what is
/// live still fills it, every untracked dummy is tracked at once and the record starts over,
/// so memory stays bounded however long an animation runs.
struct DummyLog {
    enum Op: UInt8 {
        /// D[target] += value * D[source]
        case axpy
        /// D[target] *= value
        case scale
        /// D[target][dummy source] += value
        case unit
        /// D[target] = 0
        case clear
        /// D[target] = D[source]
        case copy
    }

    /// One row operation in 16 bytes: the operation shares a word with its target slot (the
    /// record streams through memory on every change, so its size is its cost).
    struct Entry {
        private var targetAndOp: Int32
        let source: Int32
        let value: Double

        init(op: Op, target: Int32, source: Int32, value: Double) {
            targetAndOp = target << 3 | Int32(op.rawValue)
            self.source = source
            self.value = value
        }

        var op: Op { Op(rawValue: UInt8(truncatingIfNeeded: targetAndOp & 7)) ?? .clear }
        var target: Int32 { targetAndOp >> 3 }
    }

    var entries: [Entry] = []
    /// The length past which the record is next collected (0: at its floor); see `compactDummyLog`.
    var collectAt = 0

    /// The record's length past which every dummy is tracked and the record starts over: 32
    /// entries per row and symbol (a W2 grid's build writes about 24 per row at N = 1,000 and 81
    /// at N = 10,000), plus a million, so that builds never reach it and memory stays in
    /// proportion to the tableau however long an animation runs.
    static func limit(rows: Int, symbols: Int) -> Int {
        Tuning.dummyLimitFloor + Tuning.dummyLimitPerRowAndSymbol * (rows + symbols)
    }

    /// The length under which the record is never collected: a collection walks every row
    /// slot once, so it waits for several entries per row.
    static func collectionFloor(rows: Int) -> Int { Tuning.dummyCollectionFloor + Tuning.dummyCollectionPerRow * rows }

    /// Slots beyond the rows: the row of a constraint being added, and the phase-one objective.
    static let pending: Int32 = -2
    static let artificial: Int32 = -3

    @inline(__always) mutating func record(_ op: Op, _ target: Int32, _ source: Int32, _ value: Double) {
        entries.append(Entry(op: op, target: target, source: source, value: value))
    }
}

extension Tableau {
    /// Logs `D[target] += value * D[source]`.
    @inline(__always) mutating func logAxpy(_ target: Int, _ source: Int, _ value: Double) {
        dummyLog.record(.axpy, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: source), value)
    }

    @inline(__always) mutating func logScale(_ target: Int, _ value: Double) {
        dummyLog.record(.scale, Int32(truncatingIfNeeded: target), 0, value)
    }

    @inline(__always) mutating func logClear(_ target: Int) {
        dummyLog.record(.clear, Int32(truncatingIfNeeded: target), 0, 0)
    }

    @inline(__always) mutating func logCopy(_ target: Int, _ source: Int) {
        dummyLog.record(.copy, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: source), 0)
    }

    /// Puts untracked dummy `d` into slot `target` with `value`, and starts its record there if new.
    mutating func logUnit(_ target: Int, _ d: Int, _ value: Double) {
        if symbols[d].dummyBorn < 0 { setDummyBorn(d, dummyLog.entries.count) }
        dummyLog.record(.unit, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: d), value)
    }

    /// True when `s` is a dummy whose cells are left out of the rows.
    @inline(__always) func isUntracked(_ s: Int) -> Bool { symbols[s].dummyBorn >= 0 }

    mutating func setDummyBorn(_ d: Int, _ position: Int) {
        if journaling { journal.dummyBorn.append((d, symbols[d].dummyBorn)) }
        symbols[d].dummyBorn = position
    }

    /// The index of a slot in a replay's dense arrays (rows first, then the two extra slots).
    @inline(__always) private func replayIndex(_ slot: Int32, rowCount: Int) -> Int {
        slot >= 0 ? Int(slot) : rowCount + Int(-slot) - 2
    }

    /// The untracked dummies of a slot (a row, the pending row, or the phase-one objective),
    /// replayed backward: which constraints' dummies the slot holds, and how much.
    func untrackedDummies(of slot: Int32) -> [(dummy: Int, coefficient: Double)] {
        let n = rows.count
        var w = [Double](repeating: 0, count: n + 2)
        w[replayIndex(slot, rowCount: n)] = 1
        var found: [Int: Double] = [:]
        var k = dummyLog.entries.count
        while k > 0 {
            k &-= 1
            let e = dummyLog.entries[k]
            let t = replayIndex(e.target, rowCount: n)
            guard t < w.count else { continue }
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if w[t] != 0 && s < w.count { w[s] += e.value * w[t] }
            case .scale: w[t] *= e.value
            case .unit:
                let d = Int(e.source)
                if w[t] != 0 && counts(d, at: k) { found[d, default: 0] += e.value * w[t] }
            case .clear: w[t] = 0
            case .copy:
                let s = replayIndex(e.source, rowCount: n)
                if s < w.count { w[s] += w[t] }
                w[t] = 0
            }
        }
        return found.filter { !nearZero($0.value) }.map { ($0.key, $0.value) }.sorted { $0.dummy < $1.dummy }
    }

    /// Makes untracked dummy `d` a cell of every row that holds it (journaled like any row change).
    /// Costs a check and nothing more when `d` is tracked already, or not a dummy (every tick's
    /// constant change asks).
    mutating func track(_ d: Int) {
        guard isUntracked(d), basicRow[d] < 0 else { return }
        track([d])
    }

    /// Tracks dummies with one forward replay from the earliest record among them (a batch of
    /// constant changes replays once).
    mutating func track(_ dummies: [Int]) {
        let wanted = dummies.filter { $0 < kinds.count && isUntracked($0) && basicRow[$0] < 0 }
        if wanted.isEmpty { return }
        let selected = Set(wanted)
        let parts = replayDummies(from: wanted.map { symbols[$0].dummyBorn }.min() ?? 0) { selected.contains($0) }
        for d in wanted { setDummyBorn(d, -1) }
        addDummyCells(parts)
    }

    /// Every slot's untracked dummies among those `selected`, replayed forward from `start`,
    /// all at once (each slot a row of dummy cells).
    private func replayDummies(from start: Int, selected: (Int) -> Bool) -> [Row] {
        let n = rows.count
        var parts = [Row](repeating: Row(), count: n + 2)
        for k in start..<dummyLog.entries.count {
            let e = dummyLog.entries[k]
            let t = replayIndex(e.target, rowCount: n)
            guard t < parts.count else { continue }
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if s < parts.count && !parts[s].cells.isEmpty { parts[t].add(parts[s], times: e.value) }
            case .scale: for i in parts[t].cells.indices { parts[t].cells[i].coefficient *= e.value }
            case .unit: if selected(Int(e.source)) && counts(Int(e.source), at: k) { parts[t].add(Int(e.source), e.value) }
            case .clear: parts[t] = Row()
            case .copy: parts[t] = parts[replayIndex(e.source, rowCount: n)]
            }
        }
        return parts
    }

    /// Adds replayed dummy cells to the live rows, with their columns and hot copies.
    private mutating func addDummyCells(_ parts: [Row]) {
        for r in 0..<rows.count where rows[r].basic >= 0 && !parts[r].cells.isEmpty {
            for cell in parts[r].cells where cell.symbol != rows[r].basic && !nearZero(cell.coefficient) {
                addCell(cell.symbol, cell.coefficient, to: r)
            }
        }
    }

    /// True when the entry at `position` putting dummy `d` somewhere still counts: `d` is
    /// untracked and the entry is no older than its record (a dummy that left the basis starts
    /// a new record; what came before was folded into rows it no longer appears in).
    @inline(__always) func counts(_ d: Int, at position: Int) -> Bool {
        d < kinds.count && kinds[d] == .dummy && symbols[d].dummyBorn >= 0 && position >= symbols[d].dummyBorn
    }

    /// Keeps the record in bounds, between changes (never inside a journal). Once it is longer
    /// than `collectionFloor` and twice what survived the last collection, the record drops its
    /// dead entries (`collectDummyLog`): a W3 churn tick writes 12,000 entries that describe rows
    /// removed in the same tick, and a record left to grow to its limit (tens of millions of
    /// entries at N = 10,000) pushed the tableau out of the caches. Each collection costs the
    /// record's length and at least halves what the next one may keep, so its cost per entry
    /// written is constant. Only if what is live still fills the limit twice over is every
    /// untracked dummy tracked and the record emptied: the rows gain their dummy cells (one
    /// forward replay carries them all), and nothing else moves.
    mutating func compactDummyLog(force: Bool = false) {
        guard !journaling else { return }
        let limit = DummyLog.limit(rows: rows.count, symbols: kinds.count)
        if !force {
            guard dummyLog.entries.count > Swift.max(DummyLog.collectionFloor(rows: rows.count), dummyLog.collectAt) else { return }
            collectDummyLog()
            // The next collection once as many entries again have been written.
            dummyLog.collectAt = 2 * dummyLog.entries.count
            if dummyLog.entries.count <= 2 * limit { return }
        }
        addDummyCells(replayDummies(from: 0) { _ in true })
        for d in kinds.indices where symbols[d].dummyBorn >= 0 { symbols[d].dummyBorn = -1 }
        dummyLog.entries.removeAll(keepingCapacity: true)
        dummyLog.collectAt = 0
    }

    /// Drops the entries no live row depends on, in one backward pass. A slot's entries are dead
    /// from where it is cleared or overwritten back to where something last read it: a removed
    /// row's history, the pending row of an add once it is copied in, a phase-one objective.
    /// Every live row keeps its dummy content, entry for entry, so replays give what they gave;
    /// the records' starts move to the entries that now stand where they stood.
    mutating func collectDummyLog() {
        let n = rows.count
        var live = [Bool](repeating: false, count: n + 2)
        for r in 0..<n where rows[r].basic >= 0 { live[r] = true }
        let entries = dummyLog.entries
        var keep = [Bool](repeating: false, count: entries.count)
        var k = entries.count
        while k > 0 {
            k &-= 1
            let e = entries[k]
            let t = replayIndex(e.target, rowCount: n)
            guard t < live.count, live[t] else { continue }
            keep[k] = true
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if s < live.count { live[s] = true }
            case .copy:
                live[t] = false
                let s = replayIndex(e.source, rowCount: n)
                if s < live.count { live[s] = true }
            case .clear:
                live[t] = false
            case .scale, .unit:
                break
            }
        }
        // kept[k]: how many entries before k are kept, the new position of the entry at k.
        var kept = [Int32](repeating: 0, count: entries.count + 1)
        var compacted: [DummyLog.Entry] = []
        compacted.reserveCapacity(entries.count / 2)
        for k in entries.indices {
            kept[k] = Int32(truncatingIfNeeded: compacted.count)
            if keep[k] { compacted.append(entries[k]) }
        }
        kept[entries.count] = Int32(truncatingIfNeeded: compacted.count)
        for d in kinds.indices where symbols[d].dummyBorn >= 0 {
            symbols[d].dummyBorn = Int(kept[Swift.min(symbols[d].dummyBorn, entries.count)])
        }
        dummyLog.entries = compacted
    }
}
