/// The objective: one row per strength level, by slot, and the symbols whose entries changed
/// since the last optimization.
struct Objective {
    /// The strength levels, highest first.
    var levels: [Double] = []
    /// Entries per slot: the levels rounded up to a power of two, from 2.
    var stride = 2
    /// The entries, `stride` per slot; slot 0 stays zeros, read by every symbol without a slot.
    var entries: [Double] = [0, 0]
    /// Per symbol: its slot's offset shifted left by one, and in bit 0 whether it is a candidate.
    var slots: [UInt32] = []
    /// The offset of the first slot not handed out (zeros from there).
    var top = 2
    var constant: [Double] = [0, 0]
    /// Symbols whose entries changed: the only possible entering symbols (no rescans).
    var candidates: [Int] = []

    /// The offset of symbol `s`'s slot in `entries` (0: it has none, and reads zeros).
    @inline(__always) func offset(_ s: Int) -> Int { Int(slots[s] &>> 1) }

    @inline(__always) func coefficient(_ s: Int, _ level: Int) -> Double {
        entries[offset(s) &+ level]
    }

    @inline(__always) func isCandidate(_ s: Int) -> Bool { slots[s] & 1 != 0 }

    /// Lists `s` as a candidate unless its slot word `word` says it is listed.
    @inline(__always) mutating func markCandidate(_ s: Int, _ word: UInt32) {
        if word & 1 == 0 {
            slots[s] |= 1
            candidates.append(s)
        }
    }

    @inline(__always) mutating func unmarkCandidate(_ s: Int) { slots[s] &= ~1 }

    /// Empties `candidates`, taking each one's flag off.
    mutating func clearCandidates() {
        for s in candidates where s < slots.count { unmarkCandidate(s) }
        candidates.removeAll(keepingCapacity: true)
    }

    /// Gives slotless `s` the first slot not handed out; returns its offset.
    @inline(never) mutating func takeSlot(_ s: Int) -> Int {
        let base = top
        if base == entries.count { grow() }
        top = base &+ stride
        setOffset(s, base)
        return base
    }

    @inline(never) private mutating func grow() {
        entries.append(contentsOf: repeatElement(0, count: Swift.max(entries.count, Tuning.objectiveGrowthFloor)))
    }

    @inline(__always) private mutating func setOffset(_ s: Int, _ base: Int) {
        slots[s] = UInt32(truncatingIfNeeded: base) &<< 1 | slots[s] & 1
    }

    /// The index of `level` (highest first), added if new (the stride doubles when full).
    mutating func levelIndex(_ level: Double) -> Int {
        if let at = levels.firstIndex(of: level) { return at }
        let at = levels.firstIndex { $0 < level } ?? levels.count
        let count = entries.count / stride
        let newStride = levels.count == stride ? stride * 2 : stride
        var grown = [Double](repeating: 0, count: count * newStride)
        for k in 0..<count {
            for l in 0..<levels.count { grown[k * newStride + (l < at ? l : l + 1)] = entries[k * stride + l] }
        }
        entries = grown
        if newStride != stride {
            for s in slots.indices { setOffset(s, offset(s) / stride * newStride) }
            top = top / stride * newStride
            constant += [Double](repeating: 0, count: newStride - stride)
            stride = newStride
        }
        // The constant past the levels is 0: the insertion drops it.
        constant.insert(0, at: at)
        constant.removeLast()
        levels.insert(level, at: at)
        return at
    }

    /// The objective's invariants for `symbols` symbols: levels ordered within the stride, each
    /// candidate flagged and listed once, every slot below `top` but 0 held by one symbol, zeros
    /// in slot 0, unheld or free (`isFree`) slots and past the levels.
    func problems(symbols: Int, isFree: (Int) -> Bool, name: (Int) -> String) -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        problems.expect(slots.count == symbols, "objective slots has \(slots.count) entries for \(symbols) symbols")
        problems.expect(constant.count == stride && levels.count <= stride, "\(levels.count) levels, \(constant.count) constants, stride \(stride)")
        problems.expect(zip(levels, levels.dropFirst()).allSatisfy { $0 > $1 }, "levels out of order: \(levels)")
        var listed = [Bool](repeating: false, count: slots.count)
        for s in candidates {
            problems.expect(slots.indices.contains(s) && !listed[s], "candidate \(s) out of range or listed twice")
            if slots.indices.contains(s) { listed[s] = true }
        }
        for s in slots.indices {
            problems.expect(isCandidate(s) == listed[s], "candidate \(name(s)): flagged \(isCandidate(s)), listed \(listed[s])")
        }
        guard entries.count >= stride && entries.count % stride == 0, slots.count == symbols,
            top >= stride && top <= entries.count && top % stride == 0
        else {
            problems.append("objective has \(entries.count) entries and top \(top), not whole slots of \(stride)")
            return (problems, false)
        }
        var sound = true
        var holder = [Int](repeating: -1, count: entries.count / stride)
        for s in slots.indices where offset(s) != 0 {
            let k = offset(s) / stride
            guard offset(s) < top && offset(s) % stride == 0 else {
                problems.append("objective slot of \(name(s)): offset \(offset(s)) is not a slot handed out")
                sound = false
                continue
            }
            problems.expect(holder[k] < 0, "objective slot \(k) held by \(name(holder[k])) and \(name(s))")
            holder[k] = s
        }
        for (k, s) in holder.enumerated() {
            problems.expect(k == 0 || k >= top / stride || s >= 0, "objective slot \(k) is held by no symbol")
            for l in 0..<stride where entries[k * stride + l] != 0 && (s < 0 || isFree(s) || l >= levels.count) {
                let what =
                    k == 0
                    ? "the zero slot"
                    : k >= top / stride ? "past the top" : s < 0 ? "held by none" : l >= levels.count ? "past the levels" : "a free symbol's"
                problems.append("objective slot \(k) entry \(l) is \(entries[k * stride + l]) (\(what))")
            }
        }
        return (problems, sound)
    }

    var heapBytes: Int {
        Cassowary.heapBytes(entries) + Cassowary.heapBytes(slots) + Cassowary.heapBytes(constant)
            + Cassowary.heapBytes(levels) + Cassowary.heapBytes(candidates)
    }
}
