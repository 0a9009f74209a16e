/// The tableau's rows by slot: records, constants and basics' kinds side by side, every row's
/// cells in one store, and the freed slots.
struct RowTable {
    var headers: [RowHeader] = []
    var constants: [Double] = []
    /// The basic's kind, so a walk judges a row's new constant without reading its record.
    var kinds: [SymbolKind] = []
    var free: [Int] = []
    var store = CellStore()

    var count: Int { @inline(__always) get { headers.count } }
    var indices: Range<Int> { headers.indices }

    subscript(r: Int) -> RowHeader {
        @inline(__always) get { headers[r] }
        @inline(__always) _modify { yield &headers[r] }
    }

    /// A free slot: a freed one when there is one (`reused`), else one past the others.
    @inline(__always) mutating func take() -> (slot: Int, reused: Bool) {
        if let r = free.popLast() { return (r, true) }
        headers.append(RowHeader())
        constants.append(0)
        kinds.append(.free)
        return (headers.count - 1, false)
    }

    /// Empties slot `r`, returns its cells to the store, and puts it on the free list.
    mutating func release(_ r: Int) {
        releaseCells(r)
        headers[r].basic = -1
        kinds[r] = .free
        constants[r] = 0
        free.append(r)
    }

    /// Drops the slots from `count` on (made in a change rolled back, cells released first).
    mutating func truncate(to count: Int) {
        guard headers.count > count else { return }
        let made = headers.count - count
        headers.removeLast(made)
        constants.removeLast(made)
        kinds.removeLast(made)
    }

    /// Makes the store this table's own before a write (a copied tableau shares it until then).
    @inline(__always) mutating func uniqueStore() {
        if !isKnownUniquelyReferenced(&store) { store = store.copy() }
    }

    /// Returns row `r`'s slot of cells to the store; the row is left empty.
    mutating func releaseCells(_ r: Int) {
        var row = headers[r]
        guard row.capacityClass > 0 else { return }
        uniqueStore()
        store.release(row.start, row.capacityClass)
        row.start = 0
        row.count = 0
        row.capacityClass = 0
        headers[r] = row
    }

    /// One constant and kind per slot; every cell handed out in exactly one slot, a row's or a
    /// free one, of the right class; each free row slot listed once and empty, every empty one listed.
    func problems() -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        if constants.count != headers.count || kinds.count != headers.count {
            problems.append("\(headers.count) rows, \(constants.count) constants, \(kinds.count) row kinds")
            return (problems, false)
        }
        checkStore(&problems)
        let sound = problems.isEmpty
        problems += FreeList.problems(
            free, count: headers.count, name: "row", unlisted: "unused row",
            listedProblems: { r in
                headers[r].basic >= 0 || headers[r].count != 0 || constants[r] != 0 || kinds[r] != .free ? ["free row \(r) is in use"] : []
            }, isEmpty: { headers[$0].basic < 0 })
        return (problems, sound)
    }

    private func checkStore(_ problems: inout [String]) {
        let used = store.used
        guard used <= store.capacity else {
            problems.append("cell store: \(used) cells handed out of \(store.capacity)")
            return
        }
        // Per cell handed out: the row whose slot holds it, -2 for a free slot, -1 for none.
        var owner = [Int](repeating: -1, count: used)
        func claim(_ start: Int, _ c: Int, _ who: Int, _ what: String) {
            let size = CellStore.slotSize(c)
            guard start >= 0 && start + size <= used else {
                problems.append("\(what): slot \(start)..<\(start + size) beyond the \(used) cells handed out")
                return
            }
            for k in start..<(start + size) {
                if owner[k] != -1 {
                    let other = owner[k] == -2 ? "a free slot" : "row \(owner[k])"
                    problems.append("\(what): cell \(k) of its slot is also \(other)'s")
                    return
                }
                owner[k] = who
            }
        }
        for (i, row) in headers.enumerated() {
            let c = row.capacityClass
            guard c < CellStore.classes else {
                problems.append("row \(i): capacity class \(c)")
                continue
            }
            if row.count > CellStore.slotSize(c) { problems.append("row \(i): \(row.count) cells in a slot of \(CellStore.slotSize(c))") }
            if c > 0 { claim(row.start, c, i, "row \(i)") }
        }
        for c in 1..<CellStore.classes {
            for start in store.freeSlots(c) { claim(start, c, -2, "free slot of class \(c)") }
        }
        if let lost = owner.firstIndex(of: -1) { problems.append("cell store: cell \(lost) is in no slot, live or free") }
    }
}
