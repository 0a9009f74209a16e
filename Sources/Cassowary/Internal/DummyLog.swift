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

    /// One row operation in 8 bytes: a 4-bit code (the operation, and its value when that is
    /// +1, -1 or none) shares a word with the target slot, and the other values, a few percent
    /// of the entries in a layout (where coefficients are ±1), sit in order in `values`. The
    /// record streams through memory on every replay and collection and is the largest part
    /// of a grid's tableau, so its size is its cost.
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
    /// grows a chunk at a time instead of being copied into a buffer twice its size, which at a
    /// W2 grid's first tick (N = 10,000: 440,000 entries grown past 2^19) put a 4 MB copy and
    /// 4 MB of unused capacity on top of the tick's peak. Appends go to `tail`, as to a plain
    /// array; a full tail joins `chunks`.
    private var chunks: [[Entry]] = []
    private var tail: [Entry] = []
    /// The values of the entries that store theirs, in entry order.
    private(set) var values: [Double] = []
    /// The number of stored values before every 2^`checkpointShift`th entry, so that a replay
    /// from any entry finds its first value after a scan of at most that many entries (a
    /// removal in a stack view's tick replays its dummy from near the record's end).
    private var checkpoints: [Int32] = []
    /// The length past which the record is next collected (0: at its floor); see `compactDummyLog`.
    var collectAt = 0
    /// True when no entry writes the pending slot after its last clear, so that a row being
    /// added needs no clear first (`Tableau.startPendingRow`). False when unknown (after a
    /// rollback or a collection) or once a row is built in it.
    var pendingEmpty = true

    private static let chunkShift = Tuning.dummyChunkShift
    private static let chunkSize = 1 &<< chunkShift
    private static let chunkMask = chunkSize &- 1

    var count: Int { chunks.count &<< DummyLog.chunkShift &+ tail.count }

    /// The entry at `position` (0..<count).
    @inline(__always) subscript(position: Int) -> Entry {
        let chunk = position &>> DummyLog.chunkShift
        return chunk < chunks.count ? chunks[chunk][position & DummyLog.chunkMask] : tail[position & DummyLog.chunkMask]
    }

    private static let checkpointShift = Tuning.dummyCheckpointShift
    private static let checkpointMask = 1 &<< checkpointShift &- 1

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
        var k = start, next = valueIndex(at: start)
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
               Int(checkpoints[k &>> DummyLog.checkpointShift]) != stored {
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

    /// Empties the record, keeping the tail's capacity.
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
        return (bytes, chunks.count + (chunks.capacity > 0 ? 1 : 0) + (tail.capacity > 0 ? 1 : 0) + (values.capacity > 0 ? 1 : 0)
                + (checkpoints.capacity > 0 ? 1 : 0))
    }

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
        let entry = Entry(op: op, target: target, source: source, value: value)
        append(entry)
        if entry.storesValue { values.append(value) }
    }
}

extension DummyLog {
    /// Where the entries a collection keeps now stand (`collect`): a bit per old position, and
    /// how many were kept before each 64 of them.
    struct Survivors {
        fileprivate var kept: [UInt64] = []
        fileprivate var keptBefore: [Int32] = []
        /// The record's length before and after the collection.
        fileprivate(set) var oldCount = 0, newCount = 0

        /// The new position of old position `position` (0...oldCount): of the entry there if it
        /// was kept, else of the first kept entry after it.
        func position(of position: Int) -> Int {
            guard position < oldCount else { return newCount }
            let word = position &>> 6
            let below = kept[word] & ((1 &<< UInt64(position & 63)) &- 1)
            return Int(keptBefore[word]) &+ below.nonzeroBitCount
        }
    }

    /// Drops the entries that no live row depends on, in place, keeping the others in order with
    /// their values; returns where the kept entries now stand. A slot's entries are dead from
    /// where it is cleared or overwritten back to where something last read it. `rows` is the
    /// number of row slots and `isLive(r)` says whether row slot `r` holds a row; the pending
    /// slot and the phase-one objective are not live between changes.
    ///
    /// A backward pass reads every entry: it marks the kept ones (a bit each) and moves their
    /// values toward the end of `values`. A forward pass then visits only the kept entries and
    /// moves them toward the front, a chunk at a time (no entry moves back, so a chunk is read
    /// before anything is written over it), rewriting the checkpoints. Nothing is allocated but a
    /// bit per entry, a count per 64 entries and a flag per slot; the chunks past the new end are
    /// freed.
    mutating func collect(rows n: Int, isLive: (Int) -> Bool) -> Survivors {
        let total = count
        // A collection drops the clears of the pending slot that nothing reads after.
        pendingEmpty = false
        guard total > 0 else { return Survivors() }
        // The tail joins the chunks while entries move: every position is chunk and offset.
        chunks.append(tail)
        tail = []
        var survivors = Survivors()
        survivors.oldCount = total
        survivors.kept = [UInt64](repeating: 0, count: (total &+ 63) &>> 6)
        survivors.keptBefore = [Int32](repeating: 0, count: survivors.kept.count)
        var keptPerChunk = [Int](repeating: 0, count: chunks.count)
        let firstValue = markKept(rows: n, isLive: isLive, into: &survivors.kept, perChunk: &keptPerChunk)
        values.removeFirst(firstValue)
        let newCount = moveKept(survivors.kept, perChunk: keptPerChunk, keptBefore: &survivors.keptBefore)
        survivors.newCount = newCount
        // The chunk that holds the new end becomes the tail; those after it are freed.
        let full = newCount &>> DummyLog.chunkShift
        tail = chunks[full]
        chunks.removeLast(chunks.count &- full)
        tail.removeLast(tail.count &- (newCount & DummyLog.chunkMask))
        checkpoints.removeLast(checkpoints.count &- ((newCount &+ DummyLog.checkpointMask) &>> DummyLog.checkpointShift))
        return survivors
    }

    /// The backward pass of `collect`: sets the bit of each entry a live slot depends on, counts
    /// them per chunk, and gathers their values, in order, at the end of `values`; returns where
    /// those start. Slot flags sit at slot + 3 (the phase-one objective at 0, the pending row at
    /// 1, the rows from 3); the flag past them takes the writes of entries that read no slot.
    private mutating func markKept(rows n: Int, isLive: (Int) -> Bool, into kept: inout [UInt64], perChunk: inout [Int]) -> Int {
        let slots = n &+ 3
        var live = [Bool](repeating: false, count: slots &+ 1)
        for r in 0..<n where isLive(r) { live[r &+ 3] = true }
        var valueRead = values.count, valueWritten = values.count
        chunks.withUnsafeBufferPointer { chunks in
            values.withUnsafeMutableBufferPointer { values in
                live.withUnsafeMutableBufferPointer { live in
                    kept.withUnsafeMutableBufferPointer { kept in
                        for c in chunks.indices.reversed() {
                            perChunk[c] = chunks[c].withUnsafeBufferPointer { entries in
                                DummyLog.markKept(entries, bits: kept, from: c &<< (DummyLog.chunkShift &- 6), live: live, slots: slots,
                                                  values: values, read: &valueRead, written: &valueWritten)
                            }
                        }
                    }
                }
            }
        }
        return valueWritten
    }

    /// `markKept` over one chunk's entries, whose bits start at word `first` of `bits`; returns
    /// how many it keeps. (On buffers and local copies of the indices, the loop keeps them in
    /// registers.)
    @inline(__always)
    private static func markKept(_ entries: UnsafeBufferPointer<Entry>, bits: UnsafeMutableBufferPointer<UInt64>, from first: Int,
                                 live: UnsafeMutableBufferPointer<Bool>, slots: Int, values: UnsafeMutableBufferPointer<Double>,
                                 read: inout Int, written: inout Int) -> Int {
        var valueRead = read, valueWritten = written, keptHere = 0
        var blockEnd = entries.count
        while blockEnd > 0 {
            let blockStart = (blockEnd &- 1) & ~63
            var word: UInt64 = 0, i = blockEnd
            repeat {
                i &-= 1
                let e = entries[i]
                let t = Int(e.target) &+ 3
                var keep = false
                if UInt(bitPattern: t) < UInt(bitPattern: slots) && live[t] {
                    keep = true
                    word |= 1 &<< UInt64(i & 63)
                    live[t] = !e.overwritesTarget
                    if e.readsSource {
                        let s = Int(e.source) &+ 3
                        live[UInt(bitPattern: s) < UInt(bitPattern: slots) ? s : slots] = true
                    }
                }
                if e.storesValue {
                    valueRead &-= 1
                    if keep {
                        valueWritten &-= 1
                        values[valueWritten] = values[valueRead]
                    }
                }
            } while i > blockStart
            bits[first &+ (blockStart &>> 6)] = word
            keptHere &+= word.nonzeroBitCount
            blockEnd = blockStart
        }
        read = valueRead
        written = valueWritten
        return keptHere
    }

    /// The forward pass of `collect`: moves the kept entries toward the front, rewrites the
    /// checkpoints (the values are in place already), and fills `keptBefore`; returns how many
    /// were kept. Each chunk's kept entries first gather at its front, then move to where the
    /// entries before them end (at most two chunks, none after it). A leading chunk that keeps
    /// every entry stays as it is.
    private mutating func moveKept(_ kept: [UInt64], perChunk: [Int], keptBefore: inout [Int32]) -> Int {
        var written = 0, stored = 0
        let size = DummyLog.chunkSize
        checkpoints.withUnsafeMutableBufferPointer { checkpoints in
            keptBefore.withUnsafeMutableBufferPointer { keptBefore in
                kept.withUnsafeBufferPointer { kept in
                    chunks.withUnsafeMutableBufferPointer { chunks in
                        for c in 0..<chunks.count {
                            let start = written, j = perChunk[c]
                            let base = c &<< DummyLog.chunkShift
                            if start == base && j == chunks[c].count {
                                for w in stride(from: start, to: start &+ j, by: 64) { keptBefore[w &>> 6] = Int32(truncatingIfNeeded: w) }
                                // Its values end where the next chunk's first checkpoint says.
                                let next = (start &+ j) &>> DummyLog.checkpointShift
                                if j == size && next < checkpoints.count { stored = Int(checkpoints[next]) }
                                written &+= j
                                continue
                            }
                            chunks[c].withUnsafeMutableBufferPointer { entries in
                                var w = start
                                for block in stride(from: 0, to: entries.count, by: 64) {
                                    keptBefore[(base | block) &>> 6] = Int32(truncatingIfNeeded: w)
                                    var word = kept[(base | block) &>> 6]
                                    while word != 0 {
                                        let e = entries[block | word.trailingZeroBitCount]
                                        word &= word &- 1
                                        if w & DummyLog.checkpointMask == 0 {
                                            checkpoints[w &>> DummyLog.checkpointShift] = Int32(truncatingIfNeeded: stored)
                                        }
                                        if e.storesValue { stored &+= 1 }
                                        entries[w &- start] = e
                                        w &+= 1
                                    }
                                }
                            }
                            // The chunk's kept entries, now at its front, go to [start, start + j).
                            let to = start &>> DummyLog.chunkShift, offset = start & DummyLog.chunkMask
                            if to < c && j > 0 {
                                let first = Swift.min(j, size &- offset)
                                chunks[c].withUnsafeBufferPointer { from in
                                    chunks[to].withUnsafeMutableBufferPointer { into in
                                        into.baseAddress!.advanced(by: offset).update(from: from.baseAddress!, count: first)
                                    }
                                }
                                if first < j && to &+ 1 == c {
                                    chunks[c].withUnsafeMutableBufferPointer { entries in
                                        entries.baseAddress!.update(from: entries.baseAddress!.advanced(by: first), count: j &- first)
                                    }
                                } else if first < j {
                                    chunks[c].withUnsafeBufferPointer { from in
                                        chunks[to &+ 1].withUnsafeMutableBufferPointer { into in
                                            into.baseAddress!.update(from: from.baseAddress!.advanced(by: first), count: j &- first)
                                        }
                                    }
                                }
                            }
                            written &+= j
                        }
                    }
                }
            }
        }
        return written
    }
}

extension Tableau {
    /// Logs `D[target] += value * D[source]`.
    @inline(__always) mutating func logAxpy(_ target: Int, _ source: Int, _ value: Double) {
        dummyLog.record(.axpy, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: source), value)
    }

    /// Logs `D[target] *= value` (nothing for a value of 1).
    @inline(__always) mutating func logScale(_ target: Int, _ value: Double) {
        if value != 1 { dummyLog.record(.scale, Int32(truncatingIfNeeded: target), 0, value) }
    }

    @inline(__always) mutating func logClear(_ target: Int) {
        dummyLog.record(.clear, Int32(truncatingIfNeeded: target), 0, 0)
    }

    @inline(__always) mutating func logCopy(_ target: Int, _ source: Int) {
        dummyLog.record(.copy, Int32(truncatingIfNeeded: target), Int32(truncatingIfNeeded: source), 0)
    }

    /// Starts the record of a row being added and returns the slot its entries target until
    /// `insertRow` gives it a row slot. With no free slot, the row will take the slot past the
    /// others, which no entry has written: its entries target that slot at once, so it needs
    /// no copy and no clear (a build of appended rows writes two entries fewer per row, a
    /// quarter of a grid's record). Otherwise the pending slot, copied into the reused slot
    /// (`movePendingRow`). Either way the pending slot is emptied first unless it is empty: a
    /// replay reads it where it reads the slot past the rows.
    mutating func startPendingRow() -> Int {
        if !dummyLog.pendingEmpty { logClear(Int(DummyLog.pending)) }
        dummyLog.pendingEmpty = rows.free.isEmpty
        return rows.free.isEmpty ? rows.count : Int(DummyLog.pending)
    }

    /// Gives row slot `i` the record of the row being added (`startPendingRow`).
    @inline(__always) mutating func movePendingRow(to i: Int) {
        if pendingSlot != i { logCopy(i, pendingSlot) }
    }

    /// Puts untracked dummy `d` into slot `target` with `value`, and starts its record there if new.
    mutating func logUnit(_ target: Int, _ d: Int, _ value: Double) {
        if symbols[d].dummyBorn < 0 { setDummyBorn(d, dummyLog.count) }
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
        var k = dummyLog.count, next = dummyLog.values.count
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
    /// Costs a check and nothing more when `d` is tracked already, or not a dummy (every tick's
    /// constant change asks).
    mutating func track(_ d: Int) {
        guard isUntracked(d), symbols.basicRow[d] < 0 else { return }
        track([d])
    }

    /// Tracks the marker of installed `constraint` if it is an untracked dummy: a replay from
    /// its birth, the add that made it, so a few entries.
    mutating func trackMarker(of constraint: Constraint) {
        guard let t = installedTag(of: constraint) else { return }
        track(tags[t].marker)
    }

    /// Tracks dummies with one forward replay from the earliest record among them (a batch of
    /// constant changes replays once).
    mutating func track(_ dummies: [Int]) {
        let wanted = dummies.filter { $0 < symbols.count && isUntracked($0) && symbols.basicRow[$0] < 0 }
        if wanted.isEmpty { return }
        let selected = Set(wanted)
        let start = wanted.map { symbols[$0].dummyBorn }.min() ?? 0
        let parts = replayDummies(from: start) { selected.contains($0) }
        for d in wanted { setDummyBorn(d, -1) }
        addDummyCells(parts)
    }

    /// Every slot's untracked dummies among those `selected`, replayed forward from `start`,
    /// all at once: a row of dummy cells per slot (the rows, then the pending row and the
    /// phase-one objective).
    private func replayDummies(from start: Int, selected: (Int) -> Bool) -> [Row] {
        let n = rows.count
        var parts = [Row](repeating: Row(), count: n &+ 2)
        dummyLog.forEach(from: start) { k, e, value in
            let t = replayIndex(e.target, rowCount: n)
            guard t < n &+ 2 else { return }
            switch e.op {
            case .axpy:
                let s = replayIndex(e.source, rowCount: n)
                if s < n &+ 2 && !parts[s].cells.isEmpty { parts[t].add(parts[s], times: value) }
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

    /// True when the entry at `position` putting dummy `d` somewhere still counts: `d` is
    /// untracked and the entry is no older than its record (a dummy that left the basis starts
    /// a new record; what came before was folded into rows it no longer appears in).
    @inline(__always) func counts(_ d: Int, at position: Int) -> Bool {
        d < symbols.count && symbols.kinds[d] == .dummy && symbols[d].dummyBorn >= 0 && position >= symbols[d].dummyBorn
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
        if !force {
            // Asked at every change: two comparisons, most often the first alone.
            guard dummyLog.count > dummyLog.collectAt, dummyLog.count > DummyLog.collectionFloor(rows: rows.count) else { return }
            collectDummyLog()
            // The next collection once as many entries again have been written.
            dummyLog.collectAt = 2 * dummyLog.count
            if dummyLog.count <= 2 * DummyLog.limit(rows: rows.count, symbols: symbols.count) { return }
        }
        addDummyCells(replayDummies(from: 0) { _ in true })
        for d in symbols.indices where symbols[d].dummyBorn >= 0 { symbols[d].dummyBorn = -1 }
        dummyLog.removeAll()
        dummyLog.collectAt = 0
    }

    /// Drops the entries no live row depends on (`DummyLog.collect`): a removed row's history,
    /// the pending row of an add once it is copied in, a phase-one objective. Every live row
    /// keeps its dummy content, entry for entry, so replays give what they gave; the records'
    /// starts move to the entries that now stand where they stood.
    mutating func collectDummyLog() {
        let headers = rows.headers
        let survivors = dummyLog.collect(rows: headers.count) { headers[$0].basic >= 0 }
        for d in symbols.indices where symbols[d].dummyBorn >= 0 {
            symbols[d].dummyBorn = survivors.position(of: symbols[d].dummyBorn)
        }
    }
}
