/// The dummy record's collection: dropping, in place, the entries no live row depends on.
extension DummyLog {
    /// Where the entries a collection keeps now stand (`collect`): a bit per old position, and
    /// how many were kept before each 64 of them.
    struct Survivors {
        fileprivate var kept: [UInt64] = []
        fileprivate var keptBefore: [Int32] = []
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
    /// their values; returns where the kept entries now stand.
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
    /// those start.
    private mutating func markKept(rows n: Int, isLive: (Int) -> Bool, into kept: inout [UInt64], perChunk: inout [Int]) -> Int {
        let slots = n &+ 3
        var live = [Bool](repeating: false, count: slots &+ 1)
        for r in 0..<n where isLive(r) { live[r &+ 3] = true }
        var valueRead = values.count
        var valueWritten = values.count
        chunks.withUnsafeBufferPointer { chunks in
            values.withUnsafeMutableBufferPointer { values in
                live.withUnsafeMutableBufferPointer { live in
                    kept.withUnsafeMutableBufferPointer { kept in
                        for c in chunks.indices.reversed() {
                            perChunk[c] = chunks[c].withUnsafeBufferPointer { entries in
                                DummyLog.markKept(
                                    entries, bits: kept, from: c &<< (DummyLog.chunkShift &- 6), live: live, slots: slots,
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
    /// how many it keeps.
    @inline(__always)
    private static func markKept(
        _ entries: UnsafeBufferPointer<Entry>, bits: UnsafeMutableBufferPointer<UInt64>, from first: Int,
        live: UnsafeMutableBufferPointer<Bool>, slots: Int, values: UnsafeMutableBufferPointer<Double>,
        read: inout Int, written: inout Int
    ) -> Int {
        var valueRead = read
        var valueWritten = written
        var keptHere = 0
        var blockEnd = entries.count
        while blockEnd > 0 {
            let blockStart = (blockEnd &- 1) & ~63
            var word: UInt64 = 0
            var i = blockEnd
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
    /// were kept.
    private mutating func moveKept(_ kept: [UInt64], perChunk: [Int], keptBefore: inout [Int32]) -> Int {
        var written = 0
        var stored = 0
        let size = DummyLog.chunkSize
        checkpoints.withUnsafeMutableBufferPointer { checkpoints in
            keptBefore.withUnsafeMutableBufferPointer { keptBefore in
                kept.withUnsafeBufferPointer { kept in
                    chunks.withUnsafeMutableBufferPointer { chunks in
                        for c in 0..<chunks.count {
                            let start = written
                            let j = perChunk[c]
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
                            let to = start &>> DummyLog.chunkShift
                            let offset = start & DummyLog.chunkMask
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
