/// The heap bytes of an array's buffer by capacity, with its 32-byte header (0 for an empty one,
/// which shares a static buffer).
@inline(__always) func heapBytes<T>(_ array: [T]) -> Int {
    array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride
}

extension Tableau {
    /// Where the tableau's bytes go: each part's heap bytes by capacity and its buffers.
    func memoryCensus() -> [(name: String, bytes: Int, buffers: Int)] {
        let columns = symbols.columns.reduce((heapBytes(symbols.columns), 1)) { ($0.0 + $1.heapBytes.bytes, $0.1 + $1.heapBytes.buffers) }
        let j = journal
        let journalBytes = [heapBytes(j.rows), heapBytes(j.cells), heapBytes(j.constants), heapBytes(j.objective)]
        let journalLists = [heapBytes(j.newSymbols), heapBytes(j.freeRowOps), heapBytes(j.freeSymbolOps), heapBytes(j.dummyBorn)]
        let rowRecords = heapBytes(rows.headers) + heapBytes(rows.constants) + heapBytes(rows.kinds) + heapBytes(rows.free)
        let symbolArrays = heapBytes(symbols.kinds) + symbols.basicRow.heapBytes + heapBytes(symbols.info) + heapBytes(symbols.free)
        return [
            ("symbol arrays (kinds, basic rows, records, free list)", symbolArrays, 4),
            ("columns", columns.0, columns.1),
            ("objective", objective.heapBytes, 5),
            ("row records", rowRecords, 4),
            ("row cells (\(rows.store.used) handed out of \(rows.store.capacity))", rows.store.heapBytes, 3),
            ("registry (variables, tags, maps)", variables.heapBytes + tags.heapBytes, 12),
            ("hot copies", hot.heap.bytes, hot.heap.buffers),
            ("journal", (journalBytes + journalLists).reduce(0, +), 8),
            ("dummy record (\(dummyLog.count) entries)", dummyLog.heap.bytes, dummyLog.heap.buffers),
            ("scratch (merge)", heapBytes(mergeBuffer), 1),
        ]
    }
}
