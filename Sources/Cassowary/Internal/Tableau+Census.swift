/// Where a tableau's bytes go: each part's heap buffers by capacity (what they hold allocated,
/// not what they use), with 32 bytes of header per buffer.
struct MemoryCensus {
    var parts: [(name: String, bytes: Int, buffers: Int)] = []

    var total: Int { parts.reduce(0) { $0 + $1.bytes } }
    var buffers: Int { parts.reduce(0) { $0 + $1.buffers } }

    mutating func add(_ name: String, bytes: Int, buffers: Int) { parts.append((name, bytes, buffers)) }
}

/// The heap bytes of an array's buffer (0 for an empty one, which shares a static buffer).
@inline(__always) func heapBytes<T>(_ array: [T]) -> Int {
    array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride
}

extension Tableau {
    func memoryCensus() -> MemoryCensus {
        var census = MemoryCensus()
        census.add(
            "symbol arrays (kinds, basicRow, info, free)",
            bytes: heapBytes(symbols.kinds) + symbols.basicRow.heapBytes + heapBytes(symbols.info)
                + heapBytes(symbols.free), buffers: 4)
        var columnBytes = heapBytes(symbols.columns)
        var columnBuffers = 1
        // How many columns hold rows, and how many of those hold one, two, up to four, more.
        var held = [0, 0, 0, 0, 0, 0]
        for column in symbols.columns {
            let (bytes, buffers) = column.heapBytes
            columnBytes += bytes
            columnBuffers += buffers
            held[Swift.min(column.count, 5)] += 1
        }
        census.add(
            "columns (\(symbols.columns.count - held[0]) of \(symbols.columns.count) hold rows: "
                + "\(held[1]), \(held[2]), \(held[3]), \(held[4]) hold 1, 2, 3, 4, \(held[5]) more)",
            bytes: columnBytes, buffers: columnBuffers)
        let weighted = (0..<symbols.count).filter { s in (0..<objective.levels.count).contains { objective.coefficient(s, $0) != 0 } }.count
        census.add(
            "objective (\(weighted) of \(symbols.count) symbols with an entry; \(objective.top / objective.stride - 1) slots of \(objective.stride) held, "
                + "room for \(objective.entries.count / objective.stride - 1); per symbol a slot offset and candidate flag; candidates)",
            bytes: objective.heapBytes, buffers: 5)
        var cells = 0
        var slotted = 0
        for row in rows.headers {
            cells += row.count
            slotted += CellStore.slotSize(row.capacityClass)
        }
        let free = (1..<CellStore.classes).reduce(0) { $0 + rows.store.freeSlots($1).count * CellStore.slotSize($1) }
        census.add(
            "row records", bytes: heapBytes(rows.headers) + heapBytes(rows.constants) + heapBytes(rows.kinds) + heapBytes(rows.free), buffers: 4)
        census.add(
            "row cells (\(cells) cells in slots of \(slotted), \(free) free, \(rows.store.used) handed out of \(rows.store.capacity))",
            bytes: rows.store.heapBytes, buffers: 3)
        census.add(
            "registry (variables, tags, maps)",
            bytes: variables.heapBytes + tags.heapBytes, buffers: 12)
        let hotHeap = hot.heap
        census.add("hot copies (per symbol a copy's slot; the copies)", bytes: hotHeap.bytes, buffers: hotHeap.buffers)
        census.add(
            "journal",
            bytes: heapBytes(journal.rows) + heapBytes(journal.cells) + heapBytes(journal.constants)
                + heapBytes(journal.objective) + heapBytes(journal.newSymbols) + heapBytes(journal.freeRowOps)
                + heapBytes(journal.freeSymbolOps) + heapBytes(journal.dummyBorn), buffers: 8)
        census.add(
            "dummy record (\(dummyLog.count) entries, \(dummyLog.values.count) values)", bytes: dummyLog.heap.bytes, buffers: dummyLog.heap.buffers)
        census.add("scratch (merge, batches)", bytes: heapBytes(mergeBuffer) + heapBytes(batchScratch), buffers: 2)
        return census
    }
}
