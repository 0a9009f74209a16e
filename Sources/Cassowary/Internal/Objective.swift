/// The objective: one row per strength level, by slot, and the list of symbols whose entries
/// changed since the last optimization (Tableau+Objective.swift writes it).
struct Objective {
    /// The strength levels, highest first.
    var levels: [Double] = []
    /// Entries per slot: the levels rounded up to a power of two, from 2 (a layout with strong
    /// edits and weak preferences needs no more; each slot pays for it).
    var stride = 2
    /// The entries, `stride` per slot; slot 0 (offset 0) stays all zeros and is where every
    /// symbol without a slot reads.
    var entries: [Double] = [0, 0]
    /// Per symbol: its slot's offset in `entries` (0: none) shifted left by one, and in bit 0
    /// whether it is listed in `candidates`.
    var slots: [UInt32] = []
    /// The offset of the first slot not handed out: it and all after it are zeros.
    var top = 2
    /// The objective's constant at each level.
    var constant: [Double] = [0, 0]
    /// Symbols whose entries changed since the last optimization: only they can have become
    /// entering candidates, so optimizing never rescans the objective.
    var candidates: [Int] = []

    /// The offset of symbol `s`'s slot in `entries` (0: it has none, and reads zeros).
    @inline(__always) func offset(_ s: Int) -> Int { Int(slots[s] &>> 1) }

    @inline(__always) func coefficient(_ s: Int, _ level: Int) -> Double {
        entries[offset(s) &+ level]
    }

    @inline(__always) func isCandidate(_ s: Int) -> Bool { slots[s] & 1 != 0 }

    /// Lists `s` as a candidate unless `word`, its slot word, says it is listed.
    @inline(__always) mutating func markCandidate(_ s: Int, _ word: UInt32) {
        if word & 1 == 0 {
            slots[s] |= 1
            candidates.append(s)
        }
    }

    /// Takes the candidate flag off `s` (it leaves `candidates`).
    @inline(__always) mutating func unmarkCandidate(_ s: Int) { slots[s] &= ~1 }

    /// Empties `candidates`, taking each one's flag off.
    mutating func clearCandidates() {
        for s in candidates where s < slots.count { unmarkCandidate(s) }
        candidates.removeAll(keepingCapacity: true)
    }

    /// Gives symbol `s`, which has no slot, the first slot not handed out (zeros); returns its
    /// offset.
    @inline(never) mutating func takeSlot(_ s: Int) -> Int {
        let base = top
        if base == entries.count { grow() }
        top = base &+ stride
        setOffset(s, base)
        return base
    }

    /// Doubles the table with zeros (by `Tuning.objectiveGrowthFloor` entries at least): one
    /// bulk append for many slots handed out, where an append per entry costs a check of the
    /// buffer each.
    @inline(never) private mutating func grow() {
        entries.append(contentsOf: repeatElement(0, count: Swift.max(entries.count, Tuning.objectiveGrowthFloor)))
    }

    @inline(__always) private mutating func setOffset(_ s: Int, _ base: Int) {
        slots[s] = UInt32(truncatingIfNeeded: base) &<< 1 | slots[s] & 1
    }

    /// The index of `level` among the levels (highest first), adding it if new: every slot
    /// makes room for it, and the stride doubles when the slots are full.
    mutating func levelIndex(_ level: Double) -> Int {
        if let at = levels.firstIndex(of: level) { return at }
        let at = levels.firstIndex { $0 < level } ?? levels.count
        let count = entries.count / stride
        if levels.count == stride {
            let newStride = stride * 2
            var grown = [Double](repeating: 0, count: count * newStride)
            for k in 0..<count {
                for l in 0..<levels.count { grown[k * newStride + l] = entries[k * stride + l] }
            }
            entries = grown
            for s in slots.indices { setOffset(s, offset(s) / stride * newStride) }
            top = top / stride * newStride
            constant += [Double](repeating: 0, count: newStride - stride)
            stride = newStride
        }
        for k in 0..<count {
            let base = k * stride
            var l = levels.count
            while l > at {
                entries[base + l] = entries[base + l - 1]
                l -= 1
            }
            entries[base + at] = 0
        }
        var l = levels.count
        while l > at {
            constant[l] = constant[l - 1]
            l -= 1
        }
        constant[at] = 0
        levels.insert(level, at: at)
        return at
    }

    /// The objective's own invariants, for `symbols` symbols: the levels in order within the
    /// stride; `candidates` lists each flagged symbol once; slot 0 all zeros; every other slot
    /// below `top` held by exactly one symbol id, none at or above it; entries of a slot no id
    /// holds, of a free id (`isFree`) and past the levels all zeros.
    func problems(symbols: Int, isFree: (Int) -> Bool, name: (Int) -> String) -> (problems: [String], sound: Bool) {
        var problems: [String] = []
        if slots.count != symbols { problems.append("objective slots has \(slots.count) entries for \(symbols) symbols") }
        if constant.count != stride { problems.append("objective constant has \(constant.count) levels, stride \(stride)") }
        if levels.count > stride { problems.append("\(levels.count) levels in a stride of \(stride)") }
        for l in levels.indices.dropFirst() where !(levels[l - 1] > levels[l]) {
            problems.append("levels out of order at \(l): \(levels)")
        }
        var listed = [Bool](repeating: false, count: slots.count)
        for s in candidates {
            guard s >= 0 && s < slots.count, !listed[s] else {
                problems.append("candidate \(s) out of range or listed twice")
                continue
            }
            listed[s] = true
            if !isCandidate(s) { problems.append("candidate \(name(s)) is not flagged") }
        }
        for s in slots.indices where isCandidate(s) && !listed[s] { problems.append("flagged candidate \(name(s)) is not listed") }
        guard entries.count >= stride && entries.count % stride == 0, slots.count == symbols else {
            problems.append("objective has \(entries.count) entries, not whole slots of \(stride)")
            return (problems, false)
        }
        guard top >= stride && top <= entries.count && top % stride == 0 else {
            problems.append("objective top \(top) is not a slot boundary within \(entries.count) entries")
            return (problems, false)
        }
        var sound = true
        let count = entries.count / stride
        let held = top / stride
        var holder = [Int](repeating: -1, count: count)
        for s in slots.indices where offset(s) != 0 {
            let base = offset(s)
            guard base < top && base % stride == 0 else {
                problems.append("objective slot of \(name(s)): offset \(base) is not a slot handed out")
                sound = false
                continue
            }
            let k = base / stride
            if holder[k] >= 0 { problems.append("objective slot \(k) held by \(name(holder[k])) and \(name(s))") }
            holder[k] = s
        }
        for k in 0..<count {
            let isHeld = holder[k] >= 0
            if k > 0 && k < held && !isHeld { problems.append("objective slot \(k) is held by no symbol") }
            let idle = !isHeld || isFree(holder[k])
            for l in 0..<stride where entries[k * stride + l] != 0 && (idle || l >= levels.count) {
                let what =
                    k == 0
                    ? "the zero slot"
                    : k >= held
                        ? "past the top"
                        : isHeld ? (l >= levels.count ? "past the levels" : "a free symbol's") : "held by none"
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
