/// The objective: one row per strength level, dense over symbols (`objective[s * stride + level]`),
/// with the worklist of symbols whose entries changed (`candidates`). Every write of an entry goes
/// through `setObjective`, which journals the old value, rounds noise to 0 and marks the symbol a
/// candidate, so that `optimize` finds every symbol that may have become an entering one.
extension Tableau {
    @inline(__always) func objectiveCoefficient(_ s: Int, _ level: Int) -> Double {
        objective[s &* stride &+ level]
    }

    @inline(__always) mutating func setObjective(_ s: Int, _ level: Int, _ value: Double) {
        let at = s &* stride &+ level
        if journaling { journal.objective.append((at, objective[at])) }
        objective[at] = nearZero(value) ? 0 : value
        markCandidate(s)
    }

    @inline(__always) mutating func markCandidate(_ s: Int) {
        if !isCandidate[s] {
            isCandidate[s] = true
            candidates.append(s)
        }
    }

    /// The index of `level` among the objective levels (highest first), adding it if new.
    /// Never called while a journal is open: levels are registered before a change begins.
    mutating func levelIndex(_ level: Double) -> Int {
        if let at = levels.firstIndex(of: level) { return at }
        let at = levels.firstIndex { $0 < level } ?? levels.count
        if levels.count == stride {
            let newStride = stride * 2
            var grown = [Double](repeating: 0, count: kinds.count * newStride)
            for s in 0..<kinds.count {
                for l in 0..<levels.count { grown[s * newStride + l] = objective[s * stride + l] }
            }
            objective = grown
            objectiveConstant += [Double](repeating: 0, count: newStride - stride)
            stride = newStride
        }
        for s in 0..<kinds.count {
            let base = s * stride
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
            setObjective(s, level, objectiveCoefficient(s, level) + scale)
            return
        }
        if journaling { journal.objectiveConstant(objectiveConstant) }
        objectiveConstant[level] += scale * rows[r].constant
        for cell in cells(r) where kinds[cell.symbol] != .dummy {
            setObjective(cell.symbol, level, objectiveCoefficient(cell.symbol, level) + scale * cell.coefficient)
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
        let base = s &* stride
        for l in 0..<levels.count {
            let c = objective[base &+ l]
            if c == 0 { continue }
            setObjective(s, l, 0)
            if journaling { journal.objectiveConstant(objectiveConstant) }
            objectiveConstant[l] += c * constant
            for cell in cells where kinds[cell.symbol] != .dummy {
                setObjective(cell.symbol, l, objectiveCoefficient(cell.symbol, l) + c * cell.coefficient)
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
