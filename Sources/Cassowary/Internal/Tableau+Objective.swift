/// The objective: one row per strength level, by slot. A symbol id holds a slot of `stride`
/// entries in `objective` (its offset in `objectiveSlots`) from the first nonzero entry written
/// for it, and keeps it for as long as the id lives, through the free list and reuse: a
/// constraint removed and another added reuse the ids, and with them the slots, without taking
/// or giving back anything. Every id without a slot reads slot 0, which stays all zeros, so a
/// reduced cost is read without a branch. The slot's offset (below 2^31 entries) and the
/// candidate flag share one word: a write of an entry reads one per-symbol word for both.
///
/// Every write of an entry goes through `setObjective` or `addObjective`, which journal the old
/// value (by offset in `objective`), round noise to 0 and mark the symbol a candidate, so that
/// `optimize` finds every symbol that may have become an entering one (`candidates`). A
/// rollback restores the entries and leaves the slots handed out with their ids, all zeros: an
/// id keeps its slot whatever becomes of it, so there is nothing to give back.
extension Tableau {
    /// The offset of symbol `s`'s slot in `objective` (0: it has none, and reads zeros).
    @inline(__always) func objectiveOffset(_ s: Int) -> Int { Int(objectiveSlots[s] &>> 1) }

    @inline(__always) func objectiveCoefficient(_ s: Int, _ level: Int) -> Double {
        objective[objectiveOffset(s) &+ level]
    }

    @inline(__always) func isCandidate(_ s: Int) -> Bool { objectiveSlots[s] & 1 != 0 }

    @inline(__always) mutating func setObjective(_ s: Int, _ level: Int, _ value: Double) {
        let word = objectiveSlots[s]
        let at = Int(word &>> 1) &+ level
        storeObjective(s, word, at, old: objective[at], value)
    }

    /// objective[s, level] += delta, as `setObjective(s, level, entry + delta)` with one read
    /// of the symbol's word.
    @inline(__always) private mutating func addObjective(_ s: Int, _ level: Int, _ delta: Double) {
        let word = objectiveSlots[s]
        let at = Int(word &>> 1) &+ level
        let old = objective[at]
        storeObjective(s, word, at, old: old, old + delta)
    }

    /// Writes `value` (noise rounded to 0) at `at`, symbol `s`'s entry whose symbol word is
    /// `word` and whose entry is `old`, taking a slot first if `at` is in slot 0 (where a zero
    /// is written where zeros stay); journals the old entry and lists `s` as a candidate.
    @inline(__always) private mutating func storeObjective(_ s: Int, _ word: UInt32, _ at: Int, old: Double, _ value: Double) {
        let v = nearZero(value) ? 0 : value
        // In slot 0, `at` is the level.
        let at = at < stride && v != 0 ? takeObjectiveSlot(s) &+ at : at
        if journaling { journal.objective.append((at, old)) }
        objective[at] = v
        markCandidate(s, word)
    }

    /// Lists `s` as a candidate unless `word`, its objective word, says it is listed.
    @inline(__always) private mutating func markCandidate(_ s: Int, _ word: UInt32) {
        if word & 1 == 0 {
            objectiveSlots[s] |= 1
            candidates.append(s)
        }
    }

    /// Takes the candidate flag off `s` (it leaves `candidates`).
    @inline(__always) mutating func unmarkCandidate(_ s: Int) { objectiveSlots[s] &= ~1 }

    /// Gives symbol `s`, which has no slot, the first slot not handed out (zeros); returns its
    /// offset.
    @inline(never) mutating func takeObjectiveSlot(_ s: Int) -> Int {
        let base = objectiveTop
        if base == objective.count { growObjective() }
        objectiveTop = base &+ stride
        setObjectiveOffset(s, base)
        return base
    }

    /// Doubles the table with zeros (by `Tuning.objectiveGrowthFloor` entries at least): one
    /// bulk append for many slots handed out, where an append per entry costs a check of the
    /// buffer each.
    @inline(never) private mutating func growObjective() {
        objective.append(contentsOf: repeatElement(0, count: Swift.max(objective.count, Tuning.objectiveGrowthFloor)))
    }

    @inline(__always) private mutating func setObjectiveOffset(_ s: Int, _ base: Int) {
        objectiveSlots[s] = UInt32(truncatingIfNeeded: base) &<< 1 | objectiveSlots[s] & 1
    }

    /// Writes 0 to each of `s`'s entries that is not (its slot stays with it, all zeros).
    @inline(__always) mutating func clearObjective(of s: Int) {
        let base = objectiveOffset(s)
        for l in 0..<levels.count where objective[base &+ l] != 0 { setObjective(s, l, 0) }
    }

    /// The index of `level` among the objective levels (highest first), adding it if new.
    /// Never called while a journal is open: levels are registered before a change begins.
    mutating func levelIndex(_ level: Double) -> Int {
        if let at = levels.firstIndex(of: level) { return at }
        let at = levels.firstIndex { $0 < level } ?? levels.count
        let slots = objective.count / stride
        if levels.count == stride {
            let newStride = stride * 2
            var grown = [Double](repeating: 0, count: slots * newStride)
            for k in 0..<slots {
                for l in 0..<levels.count { grown[k * newStride + l] = objective[k * stride + l] }
            }
            objective = grown
            for s in objectiveSlots.indices { setObjectiveOffset(s, objectiveOffset(s) / stride * newStride) }
            objectiveTop = objectiveTop / stride * newStride
            objectiveConstant += [Double](repeating: 0, count: newStride - stride)
            stride = newStride
        }
        for k in 0..<slots {
            let base = k * stride
            var l = levels.count
            while l > at { objective[base + l] = objective[base + l - 1]; l -= 1 }
            objective[base + at] = 0
        }
        var l = levels.count
        while l > at { objectiveConstant[l] = objectiveConstant[l - 1]; l -= 1 }
        objectiveConstant[at] = 0
        levels.insert(level, at: at)
        return at
    }

    /// objective[level] += scale * (symbol expressed by `row`, or the lone symbol when nonbasic).
    mutating func addToObjective(symbol s: Int, level: Int, scale: Double) {
        let r = basicRow[s]
        if r < 0 {
            addObjective(s, level, scale)
            return
        }
        if journaling { journal.objectiveConstant(objectiveConstant) }
        objectiveConstant[level] += scale * rows[r].constant
        for cell in cells(r) where kinds[cell.symbol] != .dummy {
            addObjective(cell.symbol, level, scale * cell.coefficient)
        }
    }

    /// Writes dummy `d`'s objective coefficients, which substitutions leave out, before `d`
    /// enters the basis (when its constraint is removed): at each level, the weight of every
    /// basic error times `d`'s coefficient in that error's row.
    mutating func restoreObjective(ofDummy d: Int) {
        var sums = [Double](repeating: 0, count: levels.count)
        var walk = ColumnSet.Cursor()
        while let q = columns[d].next(&walk) {
            let e = rows[q].basic
            guard kinds[e] == .error, let strength = ownerStrength(of: e) else { continue }
            let a = coefficient(of: d, inRow: q)
            for component in strength.components {
                guard let l = levels.firstIndex(of: component.level) else { continue }
                sums[l] += component.weight * a
            }
        }
        for l in sums.indices where sums[l] != objectiveCoefficient(d, l) { setObjective(d, l, sums[l]) }
    }

    /// Replaces basic symbol `s` by its row in every objective level (and the phase-one objective).
    /// Dummies are left out of the objective levels: they are fixed at 0, never enter, and no
    /// reader looks at their reduced cost; in a grid they are most of every row's cells. (The
    /// phase-one objective keeps them: they name the conflicting constraints.)
    mutating func substituteIntoObjective(_ s: Int, from r: Int) {
        // In the store: nothing below writes a tableau row.
        let cells = self.cells(r), constant = rows[r].constant
        let base = objectiveOffset(s)
        if base != 0 {
            for l in 0..<levels.count {
                let c = objective[base &+ l]
                if c == 0 { continue }
                setObjective(s, l, 0)
                if journaling { journal.objectiveConstant(objectiveConstant) }
                objectiveConstant[l] += c * constant
                for cell in cells where kinds[cell.symbol] != .dummy {
                    addObjective(cell.symbol, l, c * cell.coefficient)
                }
            }
        }
        if artificial != nil {
            let c = artificial!.coefficient(of: s)
            if c != 0 {
                artificial!.remove(s)
                artificial!.add(cells, constant: constant, times: c)
                logAxpy(Int(DummyLog.artificial), r, c)
            }
        }
    }
}
