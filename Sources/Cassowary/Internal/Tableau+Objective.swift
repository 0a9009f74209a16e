extension Tableau {
    /// Writes `value` (noise rounded to 0), or with `adding` adds it, at `s`'s entry for `level`
    /// (a slot taken first if it has none), journaled; lists `s` as a candidate.
    @inline(__always) mutating func setObjective(_ s: Int, _ level: Int, _ value: Double, adding: Bool = false) {
        let word = objective.slots[s]
        var at = Int(word &>> 1) &+ level
        let sum = adding ? objective.entries[at] + value : value
        let v = nearZero(sum) ? 0 : sum
        // In slot 0, `at` is the level.
        if at < objective.stride && v != 0 { at = objective.takeSlot(s) &+ level }
        if journaling { journal.objective.append((at, objective.entries[at])) }
        objective.entries[at] = v
        objective.markCandidate(s, word)
    }

    /// Zeroes `s`'s entries (its slot stays with it).
    @inline(__always) mutating func clearObjective(of s: Int) {
        let base = objective.offset(s)
        for l in 0..<objective.levels.count where objective.entries[base &+ l] != 0 { setObjective(s, l, 0) }
    }

    /// objective[level] += scale * (symbol expressed by `row`, or the lone symbol when nonbasic).
    mutating func addToObjective(symbol s: Int, level: Int, scale: Double) {
        let r = symbols.basicRow[s]
        if r < 0 { return setObjective(s, level, scale, adding: true) }
        addRowToObjective(r, level: level, scale: scale)
    }

    /// objective[level] += scale * row `r` (its dummies left out).
    @inline(__always) private mutating func addRowToObjective(_ r: Int, level: Int, scale: Double) {
        if journaling { journal.objective.append((-1 &- level, objective.constant[level])) }
        objective.constant[level] += scale * rows.constants[r]
        for cell in cells(r) where symbols.kinds[cell.symbol] != .dummy { setObjective(cell.symbol, level, scale * cell.coefficient, adding: true) }
    }

    /// Writes dummy `d`'s objective coefficients, which substitutions leave out, before it enters
    /// the basis: per level, each basic error's weight times `d`'s coefficient in its row.
    mutating func restoreObjective(ofDummy d: Int) {
        var sums = [Double](repeating: 0, count: objective.levels.count)
        var walk = ColumnSet.Cursor()
        while let q = symbols.columns[d].next(&walk) {
            let e = rows[q].basic
            guard symbols.kinds[e] == .error, let strength = ownerStrength(of: e) else { continue }
            let a = coefficient(of: d, inRow: q)
            for component in strength.components {
                guard let l = objective.levels.firstIndex(of: component.level) else { continue }
                sums[l] += component.weight * a
            }
        }
        for l in sums.indices where sums[l] != objective.coefficient(d, l) { setObjective(d, l, sums[l]) }
    }

    /// Replaces basic symbol `s` by its row in every objective level (and the phase-one objective).
    mutating func substituteIntoObjective(_ s: Int, from r: Int) {
        let base = objective.offset(s)
        if base != 0 {
            for l in 0..<objective.levels.count {
                let c = objective.entries[base &+ l]
                if c == 0 { continue }
                setObjective(s, l, 0)
                addRowToObjective(r, level: l, scale: c)
            }
        }
        if artificial != nil {
            let c = artificial!.coefficient(of: s)
            if c != 0 {
                artificial!.remove(s)
                artificial!.add(cells(r), constant: rows.constants[r], times: c, spare: &newRowSpare)
                log(.axpy, Int(DummyLog.artificial), r, c)
            }
        }
    }
}
