/// The dummy parts of the rows, kept as a record of row operations instead of as cells.
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

    /// One row operation in 8 bytes: a 4-bit code (the operation, and its value when that is
    /// +1, -1 or none) shares a word with the target slot, and the other values, a few percent
    /// of the entries in a layout (where coefficients are ±1), sit in order in `values`.
    struct Entry {
        private let targetAndCode: Int32
        let source: Int32

        /// Codes: the operation and where its value is (stored, +1, -1; clear and copy have none).
        private static let axpy: Int32 = 0, axpyPlus: Int32 = 1, axpyMinus: Int32 = 2
        private static let scale: Int32 = 3, scaleMinus: Int32 = 4
        private static let unit: Int32 = 5, unitPlus: Int32 = 6, unitMinus: Int32 = 7
        private static let clear: Int32 = 8, copy: Int32 = 9

        /// The entry of `op` with `value`, and whether the value must be stored beside it.
        /// Row slots stay below 2^27 (the tableau would need tens of gigabytes first).
        init(op: Op, target: Int32, source: Int32, value: Double) {
            let code: Int32
            switch op {
            case .axpy: code = value == 1 ? Entry.axpyPlus : (value == -1 ? Entry.axpyMinus : Entry.axpy)
            case .scale: code = value == -1 ? Entry.scaleMinus : Entry.scale
            case .unit: code = value == 1 ? Entry.unitPlus : (value == -1 ? Entry.unitMinus : Entry.unit)
            case .clear: code = Entry.clear
            case .copy: code = Entry.copy
            }
            targetAndCode = target << 4 | code
            self.source = source
        }

        private var code: Int32 { targetAndCode & 15 }
        var target: Int32 { targetAndCode >> 4 }
        /// The codes of one operation are consecutive: decoding is a range test (a jump
        /// table), and the value's source a bit of a mask.
        var op: Op {
            switch code {
            case 0...2: return .axpy
            case 3...4: return .scale
            case 5...7: return .unit
            case 8: return .clear
            default: return .copy
            }
        }
        private static let storing: Int32 = 1 << axpy | 1 << scale | 1 << unit
        private static let plusOne: Int32 = 1 << axpyPlus | 1 << unitPlus
        private static let minusOne: Int32 = 1 << axpyMinus | 1 << scaleMinus | 1 << unitMinus
        /// True when the entry's value is the next one in `values`.
        var storesValue: Bool { (Entry.storing >> code) & 1 != 0 }
        private static let overwriting: Int32 = 1 << clear | 1 << copy
        private static let readingSource: Int32 = 1 << axpy | 1 << axpyPlus | 1 << axpyMinus | 1 << copy
        /// True when the entry leaves its target with nothing of its earlier content (clear, copy).
        var overwritesTarget: Bool { (Entry.overwriting >> code) & 1 != 0 }
        /// True when the entry reads the slot named by `source` (axpy, copy; a unit's source is a dummy).
        var readsSource: Bool { (Entry.readingSource >> code) & 1 != 0 }
        /// The value of an entry that does not store it (+1, -1, or 0 for clear and copy).
        var implicitValue: Double { Double((Entry.plusOne >> code) & 1 &- (Entry.minusOne >> code) & 1) }
    }

    /// The entries, in full chunks of 2^`chunkShift` and a partly filled `tail`: the record
    /// grows a chunk at a time instead of being copied into a buffer twice its size (a copy and
    /// as much unused capacity on top of the peak of the change that grows it).
    var chunks: [[Entry]] = []
    var tail: [Entry] = []
    /// The values of the entries that store theirs, in entry order.
    var values: [Double] = []
    /// The number of stored values before every 2^`checkpointShift`th entry, so that a replay
    /// from any entry finds its first value after a scan of at most that many entries (a
    /// removal in a stack view's tick replays its dummy from near the record's end).
    var checkpoints: [Int32] = []
    /// The length past which the record is next collected (0: at its floor); see `compactDummyLog`.
    var collectAt = 0
    /// True when no entry writes the pending slot after its last clear, so that a row being
    /// added needs no clear first (`Tableau.startPendingRow`).
    var pendingEmpty = true

    static let chunkShift = Tuning.dummyChunkShift
    static let chunkSize = 1 &<< chunkShift
    static let chunkMask = chunkSize &- 1

    var count: Int { chunks.count &<< DummyLog.chunkShift &+ tail.count }

    @inline(__always) subscript(position: Int) -> Entry {
        let chunk = position &>> DummyLog.chunkShift
        return chunk < chunks.count ? chunks[chunk][position & DummyLog.chunkMask] : tail[position & DummyLog.chunkMask]
    }

    static let checkpointShift = Tuning.dummyCheckpointShift
    static let checkpointMask = 1 &<< checkpointShift &- 1

    @inline(__always) private mutating func append(_ entry: Entry) {
        if tail.count == DummyLog.chunkSize { startChunk() }
        // Values stay below 2^31: the record is collected or started over long before.
        if tail.count & DummyLog.checkpointMask == 0 { checkpoints.append(Int32(truncatingIfNeeded: values.count)) }
        tail.append(entry)
    }

    private mutating func startChunk() {
        chunks.append(tail)
        tail = []
        tail.reserveCapacity(DummyLog.chunkSize)
    }

    /// Calls `body` with each entry from `start` on, in order, with its position and value: a
    /// chunk at a time, through its buffer (a replay reads every entry since the oldest dummy
    /// it tracks, and a subscript per entry costs a chunk lookup and two bounds checks).
    @inline(__always) func forEach(from start: Int, _ body: (Int, Entry, Double) -> Void) {
        let total = count
        var k = start
        var next = valueIndex(at: start)
        values.withUnsafeBufferPointer { values in
            while k < total {
                let c = k &>> DummyLog.chunkShift
                let end = Swift.min(total, (c &+ 1) &<< DummyLog.chunkShift)
                (c < chunks.count ? chunks[c] : tail).withUnsafeBufferPointer { entries in
                    while k < end {
                        let e = entries[k & DummyLog.chunkMask]
                        let value: Double
                        if e.storesValue {
                            value = values[next]
                            next &+= 1
                        } else {
                            value = e.implicitValue
                        }
                        body(k, e, value)
                        k &+= 1
                    }
                }
            }
        }
    }

    /// The value of `entry`, reading forward: `next` is the index in `values` of the next
    /// stored value, advanced past it.
    @inline(__always) func value(of entry: Entry, next: inout Int) -> Double {
        guard entry.storesValue else { return entry.implicitValue }
        next &+= 1
        return values[next &- 1]
    }

    /// The value of `entry`, reading backward: `next` is one past the index of its stored value.
    @inline(__always) func value(of entry: Entry, previous next: inout Int) -> Double {
        guard entry.storesValue else { return entry.implicitValue }
        next &-= 1
        return values[next]
    }

    /// The index in `values` of the first value stored at or after entry `position`.
    func valueIndex(at position: Int) -> Int {
        let checkpoint = position &>> DummyLog.checkpointShift
        guard checkpoint < checkpoints.count else { return values.count }
        var index = Int(checkpoints[checkpoint])
        for k in (checkpoint &<< DummyLog.checkpointShift)..<position where self[k].storesValue { index &+= 1 }
        return index
    }

    /// True when no entry targets the pending slot since its last clear (what `pendingEmpty`
    /// promises; Tableau+Invariants.swift).
    var pendingClearedLast: Bool {
        var k = count
        while k > 0 {
            k &-= 1
            let e = self[k]
            if e.target == DummyLog.pending { return e.op == .clear }
        }
        return true
    }

    /// What is wrong with the record's layout (Tableau+Invariants.swift): chunks not full, stored
    /// values that do not match the entries that store them, checkpoints that do not count them.
    var layoutProblems: [String] {
        var problems: [String] = []
        for (c, chunk) in chunks.enumerated() where chunk.count != DummyLog.chunkSize {
            problems.append("dummy record chunk \(c) holds \(chunk.count) entries, not \(DummyLog.chunkSize)")
        }
        if tail.count > DummyLog.chunkSize { problems.append("the dummy record's tail holds \(tail.count) entries") }
        let expected = (count &+ DummyLog.checkpointMask) &>> DummyLog.checkpointShift
        if checkpoints.count != expected { problems.append("the dummy record has \(checkpoints.count) checkpoints, not \(expected)") }
        var stored = 0
        for k in 0..<count {
            if k & DummyLog.checkpointMask == 0, k &>> DummyLog.checkpointShift < checkpoints.count,
                Int(checkpoints[k &>> DummyLog.checkpointShift]) != stored
            {
                problems.append("the dummy record's checkpoint at \(k) counts \(checkpoints[k &>> DummyLog.checkpointShift]) values, not \(stored)")
            }
            if self[k].storesValue { stored &+= 1 }
        }
        if stored != values.count { problems.append("the dummy record's entries store \(stored) values, it holds \(values.count)") }
        return problems
    }

    /// Drops the entries from `position` on (a rollback).
    mutating func truncate(to position: Int) {
        pendingEmpty = false
        guard position < count else { return }
        values.removeLast(values.count - valueIndex(at: position))
        checkpoints.removeLast(checkpoints.count - ((position &+ DummyLog.checkpointMask) &>> DummyLog.checkpointShift))
        let full = position &>> DummyLog.chunkShift
        if full < chunks.count {
            // The chunk that holds `position` becomes the tail again.
            tail = chunks[full]
            chunks.removeLast(chunks.count - full)
        }
        tail.removeLast(tail.count - (position & DummyLog.chunkMask))
    }

    mutating func removeAll() {
        pendingEmpty = true
        chunks = []
        tail.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        checkpoints.removeAll(keepingCapacity: true)
    }

    /// The heap bytes and buffers of the record (its chunks, the list of them, the values), by capacity.
    var heap: (bytes: Int, buffers: Int) {
        var bytes = Cassowary.heapBytes(chunks) + Cassowary.heapBytes(tail) + Cassowary.heapBytes(values) + Cassowary.heapBytes(checkpoints)
        for chunk in chunks { bytes += Cassowary.heapBytes(chunk) }
        return (
            bytes,
            chunks.count + (chunks.capacity > 0 ? 1 : 0) + (tail.capacity > 0 ? 1 : 0) + (values.capacity > 0 ? 1 : 0)
                + (checkpoints.capacity > 0 ? 1 : 0)
        )
    }

    /// The record's length past which every dummy is tracked and the record starts over: some
    /// entries per row and symbol plus a floor (`Tuning`), so that builds never reach it and
    /// memory stays in proportion to the tableau however long an animation runs.
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
        let entry = Entry(op: op, target: target, source: source, value: value)
        append(entry)
        if entry.storesValue { values.append(value) }
    }
}
