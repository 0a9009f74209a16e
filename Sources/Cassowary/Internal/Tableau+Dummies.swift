/// The tableau's side of the dummy record (DummyLog.swift): what it records, the replays that
/// track dummies, and the record kept in bounds between changes.
extension Tableau {
    /// Records the row operation `op` (a scale by 1 is none).
    @inline(__always) mutating func log(_ op: DummyLog.Op, _ target: Int, _ source: Int = 0, _ value: Double = 0) {
        if op == .scale && value == 1 { return }
        dummyLog.record(op, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: source), value)
    }

    /// Starts the record of a row being added and returns the slot its entries target until
    /// `insertRow` gives it a row slot: the next new slot, or the pending slot, cleared first.
    mutating func startPendingRow() -> Int {
        guard !rows.free.isEmpty else { return rows.count }
        log(.clear, Int(DummyLog.pending))
        return Int(DummyLog.pending)
    }

    /// Gives row slot `i` the record of the row being added (`startPendingRow`).
    @inline(__always) mutating func movePendingRow(to i: Int) {
        if pendingSlot != i { log(.copy, i, pendingSlot) }
    }

    /// Puts untracked dummy `d` into slot `target` with `value`, and starts its record there if new.
    mutating func logUnit(_ target: Int, _ d: Int, _ value: Double) {
        if symbols[d].dummyBorn < 0 { setDummyBorn(d, dummyLog.count) }
        log(.unit, target, d, value)
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
        var k = dummyLog.count
        var next = dummyLog.values.count
        while k > 0 {
            k &-= 1
            let e = dummyLog[k]
            let value = dummyLog.value(of: e, previous: &next)
            let t = replayIndex(e.target, rowCount: n)
            guard t < w.count else { continue }
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if w[t] != 0 && s < w.count { w[s] += value * w[t] }
            case .scale: w[t] *= value
            case .unit:
                let d = Int(e.source)
                if w[t] != 0 && counts(d, at: k) { found[d, default: 0] += value * w[t] }
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
    mutating func track(_ d: Int) { if isUntracked(d) && symbols.basicRow[d] < 0 { track([d]) } }

    /// Tracks the marker of installed `constraint` if it is an untracked dummy.
    mutating func trackMarker(of constraint: Constraint) { if let t = installedTag(of: constraint) { track(tags[t].marker) } }

    /// Tracks dummies with one forward replay from the earliest record among them.
    mutating func track(_ dummies: [Int]) {
        let wanted = dummies.filter { $0 < symbols.count && isUntracked($0) && symbols.basicRow[$0] < 0 }
        if wanted.isEmpty { return }
        let selected = Set(wanted)
        let start = wanted.map { symbols[$0].dummyBorn }.min() ?? 0
        let parts = replayDummies(from: start) { selected.contains($0) }
        for d in wanted { setDummyBorn(d, -1) }
        addDummyCells(parts)
    }

    /// Every slot's untracked dummies among those `selected`, replayed forward from `start`: a
    /// row of dummy cells per slot (the rows, then the pending row and the phase-one objective).
    private func replayDummies(from start: Int, selected: (Int) -> Bool) -> [Row] {
        let n = rows.count
        var parts = [Row](repeating: Row(), count: n &+ 2)
        var spare: Cells = []
        dummyLog.forEach(from: start) { k, e, value in
            let t = replayIndex(e.target, rowCount: n)
            guard t < n &+ 2 else { return }
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if s < n &+ 2 && !parts[s].cells.isEmpty { parts[t].add(parts[s], times: value, spare: &spare) }
            case .scale:
                if !parts[t].cells.isEmpty {
                    parts[t].cells.withUnsafeMutableBufferPointer { cells in
                        for i in cells.indices { cells[i].coefficient *= value }
                    }
                }
            case .unit: if selected(Int(e.source)) && counts(Int(e.source), at: k) { parts[t].add(Int(e.source), value) }
            case .clear: parts[t] = Row()
            case .copy:
                let source = parts[replayIndex(e.source, rowCount: n)]
                parts[t] = source.cells.isEmpty ? Row() : source
            }
        }
        return parts
    }

    /// Adds replayed dummy cells to the live rows, in ascending slot order.
    private mutating func addDummyCells(_ parts: [Row]) {
        for r in 0..<rows.count where !parts[r].cells.isEmpty && rows[r].basic >= 0 {
            for cell in parts[r].cells where cell.symbol != rows[r].basic && !nearZero(cell.coefficient) {
                addCell(cell.symbol, cell.coefficient, to: r)
            }
        }
    }

    /// True when the entry at `position` putting dummy `d` still counts: `d` is untracked and the
    /// entry no older than its record (what came before is folded into rows that lost it).
    @inline(__always) func counts(_ d: Int, at position: Int) -> Bool {
        d < symbols.count && symbols.kinds[d] == .dummy && symbols[d].dummyBorn >= 0 && position >= symbols[d].dummyBorn
    }

    /// Keeps the record in bounds, between changes (never inside a journal): collected past its
    /// floor (a collection walks every row slot), and past its limit every dummy is tracked and it
    /// starts over (memory in proportion to the tableau however long an animation runs).
    mutating func compactDummyLog(force: Bool = false) {
        guard !journaling else { return }
        if !force {
            let floor = Tuning.dummyCollectionFloor + Tuning.dummyCollectionPerRow * rows.count
            guard dummyLog.count > dummyLog.collectAt, dummyLog.count > floor else { return }
            collectDummyLog()
            dummyLog.collectAt = 2 * dummyLog.count
            let limit = Tuning.dummyLimitFloor + Tuning.dummyLimitPerRowAndSymbol * (rows.count + symbols.count)
            if dummyLog.count <= 2 * limit { return }
        }
        addDummyCells(replayDummies(from: 0) { _ in true })
        for d in symbols.indices where symbols[d].dummyBorn >= 0 { symbols[d].dummyBorn = -1 }
        dummyLog = DummyLog()
    }

    /// Drops the entries no live row depends on (`DummyLog.collect`).
    mutating func collectDummyLog() {
        let headers = rows.headers
        let born = symbols.indices.filter { symbols[$0].dummyBorn >= 0 }.sorted { symbols[$0].dummyBorn < symbols[$1].dummyBorn }
        let moved = dummyLog.collect(rows: headers.count, isLive: { headers[$0].basic >= 0 }, positions: born.map { symbols[$0].dummyBorn })
        for (d, position) in zip(born, moved) { symbols[d].dummyBorn = position }
    }
}
