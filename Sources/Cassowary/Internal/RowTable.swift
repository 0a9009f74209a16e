/// The tableau's rows by slot: records, constants and basics' kinds, cells (one store), free slots.
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

    /// One constant and kind per slot; every cell handed out in one slot of the right class, live
    /// or free; the free list sound (`FreeList`).
    func problems() -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        if constants.count != headers.count || kinds.count != headers.count {
            problems.append("\(headers.count) rows, \(constants.count) constants, \(kinds.count) row kinds")
            return (problems, false)
        }
        checkStore(&problems)
        let sound = problems.isEmpty
        problems += FreeList.problems(
            free, count: headers.count, name: "row",
            inUse: { headers[$0].basic >= 0 || headers[$0].count != 0 || constants[$0] != 0 || kinds[$0] != .free },
            isEmpty: { headers[$0].basic < 0 })
        return (problems, sound)
    }

    /// Every cell handed out lies in one slot: a row's, of a class that holds its cells, or a free one.
    private func checkStore(_ problems: inout [String]) {
        var owners = [String?](repeating: nil, count: store.used)
        func claim(_ start: Int, _ size: Int, _ what: String) {
            guard start >= 0 && start + size <= store.used else { return problems.append("\(what): slot past the cells handed out") }
            for i in start..<start + size {
                if let other = owners[i] { return problems.append("\(what): cell \(i) of its slot is also \(other)'s") }
                owners[i] = what
            }
        }
        for (i, row) in headers.enumerated() where row.capacityClass > 0 || row.count > 0 {
            let size = row.capacityClass < CellStore.classes ? CellStore.slotSize(row.capacityClass) : -1
            if row.count > size { problems.append("row \(i): \(row.count) cells in capacity class \(row.capacityClass)") }
            if size > 0 { claim(row.start, size, "row \(i)") }
        }
        for c in 1..<CellStore.classes { for start in store.freeSlots(c) { claim(start, CellStore.slotSize(c), "a free slot of class \(c)") } }
        if let i = owners.firstIndex(of: nil) { problems.append("cell store: cell \(i) is in no slot, live or free") }
        if store.used > store.capacity { problems.append("cell store: \(store.used) cells handed out of \(store.capacity)") }
    }
}
