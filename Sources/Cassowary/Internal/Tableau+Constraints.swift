extension Tableau {
    /// Registers the levels of a strength before a change begins (levels are never journaled).
    mutating func registerLevels(_ strength: Strength) {
        for component in strength.components { _ = objective.levelIndex(component.level) }
    }

    // MARK: Adding

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if registeredTag(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        // The constant, read once: the row and the tag agree even if another solver changes it.
        let constant = constraint.constant
        let strength = constraint.strength
        guard LinearExpression.isFinite(constraint.terms, constant: constant), strength.isFinite else {
            throw .nonFinite("constraint \(constraint)")
        }
        if let problem = LinearExpression.rangeProblem(constraint.terms, constant: constant) {
            throw .outOfRange("\(problem) in \(constraint)")
        }
        guard strength.isWithinRange else { throw .outOfRange("strength \(strength) beyond ±1e15 in \(constraint)") }
        registerLevels(strength)
        let owns = beginJournal()
        do throws(Failure) {
            var tag: Tag
            let dualAddsBefore = counters.dualAdds
            do {
                tag = try install(constraint, constant, strength, dualInsertion: owns)
            } catch {
                // A dual insertion that met a conflict (or broke down) is done again through
                // phase one, whose certificate names the conflict: the dual simplex only ever
                // saves work, it never decides what is refused.
                guard counters.dualAdds > dualAddsBefore else { throw error }
                counters.dualAddsRedone += 1
                rollback()
                beginJournal()
                tag = try install(constraint, constant, strength, dualInsertion: false)
            }
            let t = register(tag, constraint, strength)
            if owns {
                do throws(Failure) { try verify(constraint) } catch {
                    unregister(t, constraint)
                    throw error
                }
                commitJournal()
            }
        } catch let failure {
            guard owns, case .conflict = failure else { return try fail(failure, constraint, rollingBack: owns) }
            // Before refusing: the conflict may be rounding drift of the installed constraints
            // (Tableau+Refinement.swift). Refine, and try once more in the same all-or-nothing way.
            rollback()
            beginJournal()
            do throws(Failure) {
                do throws(Failure) { try refine() } catch { throw failure }
                let tag = try install(constraint, constant, strength, dualInsertion: false)
                let t = register(tag, constraint, strength)
                do throws(Failure) { try verify(constraint) } catch {
                    unregister(t, constraint)
                    throw error
                }
                commitJournal()
            } catch let second {
                try fail(second, constraint)
            }
        }
    }

    /// Files an installed constraint's tag under a tag id and owns its symbols; returns the id.
    @discardableResult
    private mutating func register(_ tag: Tag, _ constraint: Constraint, _ strength: Strength) -> Int {
        let t = tags.insert(tag, constraint, strength)
        registerTag(t, for: constraint)
        symbols[tag.marker].owner = t
        if tag.other >= 0 { symbols[tag.other].owner = t }
        return t
    }

    /// Undoes `register` of tag `t` (the journal's rollback gives the symbols back).
    private mutating func unregister(_ t: Int, _ constraint: Constraint) {
        unregisterTag(of: constraint)
        tags.remove(t)
    }

    /// Adds (sign 1) or takes away (sign -1) the weights of `tag`'s errors at `strength`'s levels.
    mutating func addErrorsToObjective(_ tag: Tag, _ strength: Strength, sign: Double) {
        // The error symbols weighed in the objective: an optional equality's two, an optional
        // inequality's one (walked in place: no array of them per add).
        guard !tag.isRequired else { return }
        if tag.isEquality { addError(tag.marker, strength, sign: sign) }
        addError(tag.other, strength, sign: sign)
    }

    private mutating func addError(_ e: Int, _ strength: Strength, sign: Double) {
        for component in strength.components {
            addToObjective(symbol: e, level: objective.levelIndex(component.level), scale: sign * component.weight)
        }
    }

    /// Rolls back, and for an unsatisfiable constraint, narrows the conflict to a minimal set.
    mutating func fail(_ failure: Failure, _ constraint: Constraint, rollingBack: Bool = true) throws(SolverError) {
        if rollingBack { rollback() }
        switch failure {
        case .conflict(let candidates):
            throw .unsatisfiable(constraint, conflicts: explainsConflicts ? minimalConflict(constraint, candidates) : candidates)
        case .error(let error):
            throw error
        }
    }

    /// Why a journaled change failed: a conflict (with the required constraints read from
    /// the certificate row) or another error.
    enum Failure: Error {
        case conflict([Constraint])
        case error(SolverError)

        /// The error to report when no conflict search follows.
        var solverError: SolverError {
            switch self {
            case .error(let error): return error
            case .conflict(let owners): return .internalError("unexpected conflict with \(owners)")
            }
        }
    }

    /// Installs the constraint's row; with `dualInsertion`, a row no subject keeps feasible may
    /// be inserted optimal and repaired by the dual simplex (`dualFeasibleSubject`), which the
    /// caller can undo and redo through phase one (`dualAdds` counts it).
    private mutating func install(
        _ constraint: Constraint, _ constant: Double, _ strength: Strength,
        dualInsertion: Bool
    ) throws(Failure) -> Tag {
        // The row of the constraint divided by its scale (a power of two: exact), in terms of
        // the current nonbasic symbols; see Tableau+Scaling.swift.
        let scale = Tableau.scale(of: constraint.terms)
        let k = 1 / scale
        var row = startNewRow(constant: constant * k)
        constraint.terms.forEach { term in
            let s = symbol(for: term.variable)
            let r = symbols.basicRow[s]
            if r >= 0 {
                addRow(r, into: &row, times: term.coefficient * k)
            } else if row.add(s, term.coefficient * k) {
                noteHazard()
            }
        }
        if scale != 1 || abs(row.constant) > Tableau.hazardMagnitude { noteHazard() }
        // Markers: expr <= 0 is expr + slack = 0; expr >= 0 is expr - slack = 0; an optional
        // inequality also gets an error (its violation); an optional equality is
        // expr - eplus + eminus = 0; a required one gets a dummy marker.
        let marker: Int
        let other: Int
        let markerCoefficient: Double
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            // The dummy starts untracked: in the record, not in the row (DummyLog.swift).
            marker = newSymbol(.dummy)
            other = -1
            markerCoefficient = scale
            addDummy(marker, into: &row, 1)
        case (.equal, false):
            marker = newSymbol(.error)
            other = newSymbol(.error)
            markerCoefficient = -scale
            row.add(marker, -1)
            row.add(other, 1)
        case (let relation, let required):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerCoefficient = sign * scale
            row.add(marker, sign)
            if required {
                other = -1
            } else {
                other = newSymbol(.error)
                row.add(other, -sign)
            }
        }
        symbols[marker].owner = -2
        if other >= 0 { symbols[other].owner = -2 }
        if scale != 1 {
            symbols[marker].tolerance = epsilon / scale
            if other >= 0 { symbols[other].tolerance = symbols[marker].tolerance }
        }
        installing = strength
        defer { installing = nil }
        let tag = Tag(
            marker: marker, other: other, markerCoefficient: markerCoefficient, constant: constant,
            serial: tags.serial, isRequired: strength.isRequired,
            isEquality: constraint.relation == .equal)
        tags.serial &+= 1
        addErrorsToObjective(tag, strength, sign: 1)
        // The dummy marker's coefficient in the row (it is not among the cells).
        var dummyCoefficient = 1.0
        if row.constant < 0 {
            scaleNewRow(&row, by: -1)
            dummyCoefficient = -dummyCoefficient
        }

        let subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.allSatisfy({ symbols.kinds[$0.symbol] == .dummy }) {
            // The dummy's value times the scale is the constraint's residual in its own units, judged
            // against epsilon or 1e-10 of the constraint's magnitude, whichever is larger.
            let residual = abs(row.constant / dummyCoefficient) * scale
            if residual >= max(epsilon, 1e-10 * magnitude(of: constraint.terms, constant: constant)) {
                throw .conflict(requiredOwners(of: row, slot: Int32(truncatingIfNeeded: pendingSlot)))
            }
            // A redundant equality: its dummy is basic, solved from the row's slot in the record
            // (`0 = row + dc·d` gives `d = -row / dc`).
            addDummy(marker, into: &row, -dummyCoefficient)
            scaleNewRow(&row, by: -1 / dummyCoefficient)
            row.basic = marker
            insertRow(row)
        } else if subject >= 0 {
            insert(&row, solvedFor: subject)
        } else {
            let zeroCost = dualSubject(row)
            if zeroCost >= 0 {
                // Solved for a symbol with zero reduced cost, the tableau stays optimal (dual
                // feasible); if the row's value is negative, the dual simplex repairs it.
                let r = insert(&row, solvedFor: zeroCost)
                if isInfeasible(rows.constants[r], basic: zeroCost) { infeasible.append(r) }
                try dualOptimize()
            } else {
                let optimal = dualInsertion ? dualFeasibleSubject(row) : -1
                if optimal >= 0 {
                    counters.dualAdds += 1
                    // Still optimal, feasible in the new row, infeasible in the rows the
                    // substitution drove negative (queued by `substitute`): the dual simplex.
                    insert(&row, solvedFor: optimal)
                    try dualOptimize()
                } else {
                    try addWithArtificial(row, marker: marker)
                }
            }
        }
        endNewRow(&row)
        do { try optimize() } catch { throw .error(error) }
        return tag
    }

    /// Puts `row` (read `0 = row`) into the tableau solved for `subject`, and substitutes it;
    /// `row` is left solved.
    @discardableResult
    private mutating func insert(_ row: inout Row, solvedFor subject: Int) -> Int {
        solveNewRow(&row, for: subject)
        row.basic = subject
        let r = insertRow(row)
        substitute(subject, from: r)
        return r
    }

    /// The size of a constraint's terms and constant at the current solution (at least 1): the
    /// scale against which a required equality's residual is judged.
    func magnitude(of terms: TermList, constant: Double) -> Double {
        var m = max(1, abs(constant))
        terms.forEach { term in
            guard let s = registeredSymbol(of: term.variable) else { return }
            m = max(m, abs(term.coefficient * value(of: s)))
        }
        return m
    }

    /// Phase one: adds the row with an artificial symbol and minimizes it. The row is feasible
    /// exactly when the artificial symbol can reach zero.
    private mutating func addWithArtificial(_ row: Row, marker: Int) throws(Failure) {
        let art = newSymbol(.slack)
        counters.artificialAdds += 1
        var basic = row
        basic.basic = art
        startPhaseOne(row, slot: insertRow(basic))
        // The residual may be below the marker's tolerance (in its units), or rounding noise, which
        // grows with the row's constant: up to 1e-14 of it.
        let allowance = max(tolerance(of: marker), 1e-14 * abs(row.constant))
        do { try optimizePhaseOne(tolerance: tolerance(of: marker)) } catch {
            artificial = nil
            throw .error(error)
        }
        let objective = artificial ?? Row()
        artificial = nil
        if abs(objective.constant) >= allowance {
            throw .conflict(requiredOwners(of: objective, slot: DummyLog.artificial))
        }
        let r = symbols.basicRow[art]
        if r >= 0 {
            if rows.constants[r] != 0 && abs(rows.constants[r]) <= abs(markerCoefficient(in: r, marker)) * tolerance(of: marker) {
                // A residual within the new constraint's tolerance is settled at 0 here, in its units: taken
                // by the symbol pivoted in below, it would be read in that symbol's units, maybe far beyond.
                settleAtZero(r)
            }
            if rows[r].count == 0 {
                // Only untracked dummies are left, and the new constraint's own dummy is among
                // them (only this row holds it): pivot it in, as a redundant equality's row.
                if symbols.kinds[marker] == .dummy { pivot(r, entering: marker) } else { removeRow(r) }
            } else {
                // Pivot another symbol in (its value is 0, so nothing else moves): slack or
                // error first, then unrestricted, then dummy; within a kind, the one in the
                // fewest rows, so the substitution stays local.
                var entering = -1
                var rank = Int.max
                var fewest = Int.max
                for cell in cells(r) {
                    let k = symbols.kinds[cell.symbol]
                    let kindRank = (k == .slack || k == .error) ? 0 : (k == .external ? 1 : 2)
                    let count = symbols.columns[cell.symbol].count
                    if kindRank < rank || (kindRank == rank && count < fewest) {
                        entering = cell.symbol
                        rank = kindRank
                        fewest = count
                    }
                }
                guard entering >= 0 else { throw .error(.internalError("artificial row has no symbol to pivot")) }
                pivot(r, entering: entering)
            }
        }
        releaseSymbol(art)
    }

    /// The coefficient of `marker` in row `r`, read from the dummy record if it is untracked.
    private func markerCoefficient(in r: Int, _ marker: Int) -> Double {
        guard isUntracked(marker) else { return coefficient(of: marker, inRow: r) }
        return untrackedDummies(of: Int32(r)).first { $0.dummy == marker }?.coefficient ?? 0
    }

    /// The installed required constraints whose marker or basic symbol appears in `row`, the
    /// content of `slot` (its untracked dummies come from the dummy record).
    func requiredOwners(of row: Row, slot: Int32) -> [Constraint] {
        var found: [Int] = []
        for s in [row.basic] + row.cells.map(\.symbol) + untrackedDummies(of: slot).map(\.dummy) where s >= 0 {
            let t = symbols[s].owner
            if t >= 0, t < tags.count, tags[t].isInstalled, tags[t].isRequired, !found.contains(t) { found.append(t) }
        }
        return found.sorted { tags[$0].serial < tags[$1].serial }.compactMap { constraint(ofTag: $0) }
    }

    // MARK: Removing

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let t = installedTag(of: constraint) else { throw .unknownConstraint(constraint) }
        let tag = tags[t]
        let strength = tags.strengths[t]
        let marker = tag.marker
        // Journaled only where a verification may refuse it: a journal copies every row the
        // removal touches, a cost churn would pay on every swap.

        let owns = verifying ? beginJournal() : false
        // What a rollback must put back by hand (read only when one can happen: the second
        // error's kind is a cache miss of its own in a large tableau).
        let kept: (SymbolKind, SymbolKind) = journaling ? (symbols.kinds[marker], tag.other >= 0 ? symbols.kinds[tag.other] : .free) : (.free, .free)
        do throws(Failure) {
            addErrorsToObjective(tag, strength, sign: -1)
            var r = symbols.basicRow[marker]
            if r < 0 {
                track(marker)
                // In no row: rounding dropped every coefficient the constraint had left (exact arithmetic
                // keeps one), so no row depends on it and releasing its symbols is the removal.
                if let leaving = markerLeavingRow(marker) {
                    pivot(leaving, entering: marker)
                    r = leaving
                }
            }
            if r >= 0 { removeRow(r) }
            releaseSymbol(marker)
            if tag.other >= 0 {
                // The second error may be basic in a row of its own (the marker entered elsewhere):
                // that row only defines the error, which no constraint holds any more.
                let own = symbols.basicRow[tag.other]
                if own >= 0 { removeRow(own) }
                releaseSymbol(tag.other)
            }
            tags.clear(t)
            do { try optimize() } catch { throw .error(error) }
            if owns {
                try verify(constraint)
                commitJournal()
            }
        } catch let failure {
            if owns { rollback() }
            if owns || journaling {
                // Rolled back, here or by the outer change that owns the journal.
                restoreTag(t, tag, constraint, strength, kept)
            } else {
                unregisterTag(of: constraint)
                tags.release(t)
            }
            switch failure {
            case .error(let error): throw error
            case .conflict: throw .internalError("removing \(constraint) met a conflict")
            }
        }
        unregisterTag(of: constraint)
        tags.release(t)
        // An empty tableau has no rounding left in it.
        if tags.isEmpty { verifying = false }
    }

    /// Puts back installed tag `t` and its symbols' kinds and owners after a rollback (the
    /// journal restores rows and symbols, not these).
    mutating func restoreTag(_ t: Int, _ tag: Tag, _ constraint: Constraint, _ strength: Strength, _ kinds: (SymbolKind, SymbolKind)) {
        tags.fill(t, tag, constraint, strength)
        symbols.kinds[tag.marker] = kinds.0
        symbols[tag.marker].owner = t
        if tag.other >= 0 {
            symbols.kinds[tag.other] = kinds.1
            symbols[tag.other].owner = t
        }
    }

    /// The row to pivot a nonbasic marker into before its row is dropped: a dummy-basic row (it
    /// must stay 0); else the restricted row with the smallest ratio, the marker's coefficient
    /// negative, then positive; else an unrestricted row.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var dummy = Int.max
        var first = Int.max
        var firstRatio = Double.infinity
        var second = Int.max
        var secondRatio = Double.infinity
        var third = Int.max
        var walk = ColumnSet.Cursor()
        while let r = symbols.columns[marker].next(&walk) {
            let row = rows[r]
            let c = coefficient(of: marker, inRow: r)
            if c == 0 { continue }
            let kind = symbols.kinds[row.basic]
            if kind == .dummy {
                dummy = Swift.min(dummy, r)
            } else if kind == .external {
                third = Swift.min(third, r)
            } else if c < 0 {
                let ratio = -rows.constants[r] / c
                if ratio < firstRatio || (ratio == firstRatio && r < first) {
                    firstRatio = ratio
                    first = r
                }
            } else {
                let ratio = rows.constants[r] / c
                if ratio < secondRatio || (ratio == secondRatio && r < second) {
                    secondRatio = ratio
                    second = r
                }
            }
        }
        if dummy != Int.max { return dummy }
        if first != Int.max { return first }
        if second != Int.max { return second }
        return third != Int.max ? third : nil
    }
}
