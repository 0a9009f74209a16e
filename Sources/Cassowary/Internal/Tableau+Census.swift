/// Where a tableau's bytes go: each part's heap buffers by capacity (what they hold allocated,
/// not what they use), with 32 bytes of header per buffer. For benchmarks (`CassowaryBench
/// --census`); malloc's own rounding and bookkeeping come on top.
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
        census.add("symbol arrays (kinds, basicRow, hotIndex, info, candidates, free)",
                   bytes: heapBytes(kinds) + heapBytes(basicRow) + heapBytes(hotIndex) + heapBytes(symbols) + heapBytes(isCandidate)
                       + heapBytes(candidates) + heapBytes(freeSymbols), buffers: 7)
        var columnBytes = heapBytes(columns), columnBuffers = 1
        for column in columns {
            let (bytes, buffers) = column.heapBytes
            columnBytes += bytes
            columnBuffers += buffers
        }
        census.add("columns", bytes: columnBytes, buffers: columnBuffers)
        census.add("objective", bytes: heapBytes(objective) + heapBytes(objectiveConstant) + heapBytes(levels), buffers: 3)
        var cellBytes = 0, cellBuffers = 0, cells = 0
        for row in rows {
            cellBytes += heapBytes(row.cells)
            if row.cells.capacity > 0 { cellBuffers += 1 }
            cells += row.cells.count
        }
        census.add("row records", bytes: heapBytes(rows) + heapBytes(freeRows), buffers: 2)
        census.add("row cells (\(cells) cells, \(cells * MemoryLayout<Cell>.stride) bytes used)", bytes: cellBytes, buffers: cellBuffers)
        census.add("registry (variables, tags, maps)",
                   bytes: heapBytes(variables) + heapBytes(variableSymbols) + heapBytes(variableRows) + heapBytes(tags)
                       + heapBytes(tagConstraints) + heapBytes(tagStrengths)
                       + heapBytes(freeTags) + symbolOf.heapBytes + tagOf.heapBytes, buffers: 10)
        var hotBytes = heapBytes(hotCoefficients) + heapBytes(hotBase) + heapBytes(hotSymbols) + heapBytes(hotLastUse)
        for window in hotCoefficients { hotBytes += heapBytes(window) }
        hotBytes += heapBytes(hotRows)
        for targets in hotRows { hotBytes += heapBytes(targets) }
        census.add("hot copies", bytes: hotBytes, buffers: 4 + hotCoefficients.count + hotRows.count(where: { !$0.isEmpty }))
        census.add("journal", bytes: heapBytes(journal.rows) + heapBytes(journal.cells) + heapBytes(journal.constants)
                       + heapBytes(journal.objective) + heapBytes(journal.newSymbols) + heapBytes(journal.freeRowOps)
                       + heapBytes(journal.freeSymbolOps) + heapBytes(journal.dummyBorn), buffers: 8)
        census.add("dummy record (\(dummyLog.count) entries, \(dummyLog.values.count) values)", bytes: dummyLog.heap.bytes, buffers: dummyLog.heap.buffers)
        census.add("scratch (merge, batches)", bytes: heapBytes(mergeBuffer) + heapBytes(batchScratch), buffers: 2)
        return census
    }
}
