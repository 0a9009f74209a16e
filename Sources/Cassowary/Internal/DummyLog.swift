/// The dummy parts of the rows, kept as a record of row operations instead of as cells.
struct DummyLog {
    /// On the dummy parts D of the slots: D[target] += value * D[source], D[target] *= value,
    /// D[target][dummy source] += value, D[target] = 0, D[target] = D[source].
    enum Op: UInt8 { case axpy, scale, unit, clear, copy }

    /// One row operation in 8 bytes: the target shares a word with 2 bits of where the value is
    /// (stored in `values`, +1, -1, none) and 2 of the operation (among those with a value, or
    /// clear and copy). Row slots stay below 2^27 (the tableau would need tens of gigabytes first).
    struct Entry {
        private let bits: Int32
        let source: Int32

        init(op: Op, target: Int32, source: Int32, value: Double) {
            let implied: Int32
            switch op {
            case .clear, .copy: implied = 3
            case .axpy, .unit: implied = value == 1 ? 1 : value == -1 ? 2 : 0
            case .scale: implied = value == -1 ? 2 : 0
            }
            bits = target << 4 | Int32(op.rawValue % Op.clear.rawValue) << 2 | implied
            self.source = source
        }

        var target: Int32 { bits >> 4 }
        var op: Op { Op(rawValue: UInt8(truncatingIfNeeded: (bits >> 2) & 3 + (bits & 3 == 3 ? 3 : 0))) ?? .copy }
        /// True when the entry's value is the next one in `values`.
        var storesValue: Bool { bits & 3 == 0 }
        /// The value of an entry that does not store it (+1, -1, or 0 for clear and copy).
        var implicitValue: Double { bits & 3 == 1 ? 1 : bits & 3 == 2 ? -1 : 0 }
        /// True for clear and copy, which leave nothing of the target's earlier content.
        var overwritesTarget: Bool { bits & 3 == 3 }
        /// True for axpy and copy, which read the slot `source` names (a unit's is a dummy).
        var readsSource: Bool { bits & 15 == 0 || bits & 15 == 1 || bits & 15 == 2 || bits & 15 == 7 }
    }

    /// The entries in chunks of `chunkSize`, all full but the last: the record grows without
    /// copying itself into a buffer twice its size.
    private(set) var chunks: [[Entry]] = []
    private(set) var count = 0
    /// The values of the entries that store theirs, in entry order.
    private(set) var values: [Double] = []
    /// The length past which the record is next collected (0: at its floor); see `compactDummyLog`.
    var collectAt = 0

    static let chunkShift = Tuning.dummyChunkShift
    static let chunkSize = 1 &<< chunkShift
    static let chunkMask = chunkSize &- 1
    /// Slots beyond the rows: the row of a constraint being added, and the phase-one objective.
    static let pending: Int32 = -2
    static let artificial: Int32 = -3

    subscript(position: Int) -> Entry {
        @inline(__always) get { chunks[position &>> DummyLog.chunkShift][position & DummyLog.chunkMask] }
        @inline(__always) set { chunks[position &>> DummyLog.chunkShift][position & DummyLog.chunkMask] = newValue }
    }

    @inline(__always) mutating func record(_ op: Op, _ target: Int32, _ source: Int32, _ value: Double) {
        let entry = Entry(op: op, target: target, source: source, value: value)
        if count & DummyLog.chunkMask == 0 {
            chunks.append([])
            chunks[chunks.count &- 1].reserveCapacity(DummyLog.chunkSize)
        }
        chunks[chunks.count &- 1].append(entry)
        count &+= 1
        if entry.storesValue { values.append(value) }
    }

    /// Calls `body` with each entry from `start` on, in order, with its position and value.
    @inline(__always) func forEach(from start: Int, _ body: (Int, Entry, Double) -> Void) {
        var next = valueIndex(at: start)
        var k = start
        let total = count
        values.withUnsafeBufferPointer { values in
            while k < total {
                let end = Swift.min(total, (k | DummyLog.chunkMask) &+ 1)
                chunks[k &>> DummyLog.chunkShift].withUnsafeBufferPointer { entries in
                    while k < end {
                        let e = entries[k & DummyLog.chunkMask]
                        body(k, e, e.storesValue ? values[next] : e.implicitValue)
                        if e.storesValue { next &+= 1 }
                        k &+= 1
                    }
                }
            }
        }
    }

    /// The value of `entry`, reading backward: `next` is one past the index of its stored value.
    @inline(__always) func value(of entry: Entry, previous next: inout Int) -> Double {
        guard entry.storesValue else { return entry.implicitValue }
        next &-= 1
        return values[next]
    }

    /// The index in `values` of the first value stored at or after entry `position`.
    func valueIndex(at position: Int) -> Int {
        if position < count / 2 { return (0..<position).reduce(0) { $0 &+ (self[$1].storesValue ? 1 : 0) } }
        return (position..<count).reduce(values.count) { $0 &- (self[$1].storesValue ? 1 : 0) }
    }

    /// What is wrong with the record's layout: chunks not full, values not those of the entries.
    var layoutProblems: [String] {
        var problems: [String] = []
        for (c, chunk) in chunks.enumerated() {
            let full = chunk.count == (c == chunks.count - 1 ? count - c * DummyLog.chunkSize : DummyLog.chunkSize)
            problems.expect(full, "dummy record chunk \(c) of \(chunks.count) holds \(chunk.count) entries for \(count)")
        }
        let stored = (0..<count).reduce(0) { $0 + (self[$1].storesValue ? 1 : 0) }
        problems.expect(stored == values.count, "the dummy record's entries store \(stored) values, it holds \(values.count)")
        return problems
    }

    /// Drops the entries from `position` on (a rollback).
    mutating func truncate(to position: Int) {
        guard position < count else { return }
        values.removeLast(values.count &- valueIndex(at: position))
        keep(position)
    }

    /// Keeps the first `n` entries, freeing the chunks past them.
    private mutating func keep(_ n: Int) {
        let used = (n &+ DummyLog.chunkMask) &>> DummyLog.chunkShift
        chunks.removeLast(chunks.count &- used)
        if n & DummyLog.chunkMask != 0 { chunks[used &- 1].removeLast(chunks[used &- 1].count &- n & DummyLog.chunkMask) }
        count = n
    }

    /// The heap bytes and buffers of the record (its chunks, the list of them, the values), by capacity.
    var heap: (bytes: Int, buffers: Int) {
        let bytes = chunks.reduce(heapBytes(chunks) + heapBytes(values)) { $0 + heapBytes($1) }
        return (bytes, chunks.count + (chunks.capacity > 0 ? 1 : 0) + (values.capacity > 0 ? 1 : 0))
    }

    /// Drops, in place, the entries that no live row slot (`isLive`, of `n`) depends on, keeping
    /// the others in order with their values; returns the new positions of `positions`
    /// (ascending): of an entry if kept, else of the next kept one.
    mutating func collect(rows n: Int, isLive: (Int) -> Bool, positions: [Int]) -> [Int] {
        var kept = [UInt64](repeating: 0, count: (count &+ 63) &>> 6)
        // Slot s at s + 3; one more for the slots past the rows, never live.
        var live = [Bool](repeating: false, count: n &+ 4)
        for r in 0..<n where isLive(r) { live[r &+ 3] = true }
        kept.withUnsafeMutableBufferPointer { kept in
            live.withUnsafeMutableBufferPointer { live in
                for c in chunks.indices.reversed() {
                    chunks[c].withUnsafeBufferPointer { entries in
                        for i in entries.indices.reversed() {
                            let e = entries[i]
                            let t = Int(e.target) &+ 3
                            guard UInt(bitPattern: t) < UInt(bitPattern: n &+ 3) && live[t] else { continue }
                            let k = c &<< DummyLog.chunkShift &+ i
                            kept[k &>> 6] |= 1 &<< UInt64(k & 63)
                            live[t] = !e.overwritesTarget
                            let s = Int(e.source) &+ 3
                            if e.readsSource { live[UInt(bitPattern: s) < UInt(bitPattern: n &+ 3) ? s : n &+ 3] = true }
                        }
                    }
                }
            }
        }
        // Forward: each kept entry and value moves to the front, never past where it was.
        var moved: [Int] = []
        var written = 0
        var read = 0
        var stored = 0
        for k in 0..<count {
            while moved.count < positions.count && positions[moved.count] <= k { moved.append(written) }
            let e = self[k]
            if kept[k &>> 6] & (1 &<< UInt64(k & 63)) != 0 {
                if written != k { self[written] = e }
                if e.storesValue {
                    values[stored] = values[read]
                    stored &+= 1
                }
                written &+= 1
            }
            if e.storesValue { read &+= 1 }
        }
        while moved.count < positions.count { moved.append(written) }
        values.removeLast(values.count &- stored)
        keep(written)
        return moved
    }
}
