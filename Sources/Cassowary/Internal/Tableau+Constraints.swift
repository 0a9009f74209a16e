extension Tableau {
    /// Registers a strength's levels before a change begins (levels are never journaled).
    mutating func registerLevels(_ strength: Strength) {
        for component in strength.components { _ = objective.levelIndex(component.level) }
    }

    // MARK: Adding

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if registeredTag(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        // Read once: the row and the tag agree even if another solver changes it.
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
            try install(constraint, constant, strength, committing: owns, dualInsertion: owns)
        } catch let failure {
            guard owns, case .conflict = failure else { return try fail(failure, constraint, rollingBack: owns) }
            // The conflict may be rounding drift: refine and try once more, all or nothing.
            rollback()
            beginJournal()
            do throws(Failure) {
                do throws(Failure) { try refine() } catch { throw failure }
                try install(constraint, constant, strength, committing: true, dualInsertion: false)
            } catch let second {
                try fail(second, constraint)
            }
        }
    }

    /// Installs the constraint and files its tag; when `committing`, verifies and commits.
    mutating func install(
        _ constraint: Constraint, _ constant: Double, _ strength: Strength, committing: Bool, dualInsertion: Bool
    ) throws(Failure) {
        var tag: Tag
        let dualAddsBefore = counters.dualAdds
        do {
            tag = try install(constraint, constant, strength, dualInsertion: dualInsertion)
        } catch {
            // Redone through phase one, whose certificate names the conflict: the dual
            // insertion only saves work, it never decides a refusal.
            guard counters.dualAdds > dualAddsBefore else { throw error }
            counters.dualAddsRedone += 1
            rollback()
            beginJournal()
            tag = try install(constraint, constant, strength, dualInsertion: false)
        }
        let t = tags.insert(tag, constraint, strength)
        registerTag(t, for: constraint)
        symbols[tag.marker].owner = t
        if tag.other >= 0 { symbols[tag.other].owner = t }
        guard committing else { return }
        do throws(Failure) { try verify(constraint) } catch {
            unregisterTag(of: constraint)
            tags.remove(t)
            throw error
        }
        commitJournal()
    }

    /// Adds (sign 1) or takes away (sign -1) the weights of `tag`'s errors at `strength`'s levels.
    mutating func addErrorsToObjective(_ tag: Tag, _ strength: Strength, sign: Double) {
        guard !tag.isRequired else { return }
        for component in strength.components {
            let level = objective.levelIndex(component.level)
            if tag.isEquality { addToObjective(symbol: tag.marker, level: level, scale: sign * component.weight) }
            addToObjective(symbol: tag.other, level: level, scale: sign * component.weight)
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

    /// Why a journaled change failed: a conflict (the certificate row's required owners) or an error.
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
    /// be inserted optimal and repaired by the dual simplex (`dualFeasibleSubject`).
    private mutating func install(
        _ constraint: Constraint, _ constant: Double, _ strength: Strength,
        dualInsertion: Bool
    ) throws(Failure) -> Tag {
        // The row divided by its scale (a power of two: exact), over the nonbasic symbols.
        let scale = Tableau.scale(of: constraint.terms)
        let k = 1 / scale
        var row = startNewRow(constant: constant * k)
        constraint.terms.forEachUnretained { variable, coefficient in
            let s = variable._withUnsafeGuaranteedRef { symbol(for: $0) }
            let r = symbols.basicRow[s]
            if r >= 0 {
                addRow(r, into: &row, times: coefficient * k)
            } else if row.add(s, coefficient * k, precise: keepsTinyCells) {
                noteHazard()
            }
        }
        if scale != 1 || abs(row.constant) > Tableau.hazardMagnitude { noteHazard() }
        // expr <= 0 is expr + slack = 0 (>=: - slack), plus an error when optional; an optional
        // equality is expr - eplus + eminus = 0; a required one gets an untracked dummy.
        let marker: Int
        let other: Int
        let markerCoefficient: Double
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            (marker, other, markerCoefficient) = (newSymbol(.dummy), -1, scale)
            addDummy(marker, into: &row, 1)
        case (.equal, false):
            (marker, other, markerCoefficient) = (newSymbol(.error), newSymbol(.error), -scale)
            row.add(marker, -1)
            row.add(other, 1)
        case (let relation, let required):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            (marker, other, markerCoefficient) = (newSymbol(.slack), required ? -1 : newSymbol(.error), sign * scale)
            row.add(marker, sign)
            if other >= 0 { row.add(other, -sign) }
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
        let dummyCoefficient: Double = row.constant < 0 ? -1 : 1
        if dummyCoefficient < 0 { scaleNewRow(&row, by: -1) }

        let subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.allSatisfy({ symbols.kinds[$0.symbol] == .dummy }) {
            // The residual in the constraint's units, against epsilon or 1e-10 of its magnitude.
            let residual = abs(row.constant / dummyCoefficient) * scale
            if residual >= max(epsilon, 1e-10 * magnitude(of: constraint.terms, constant: constant)) {
                throw .conflict(requiredOwners(of: row, slot: Int32(truncatingIfNeeded: pendingSlot)))
            }
            // A redundant equality: its dummy is basic (`0 = row + dc·d` gives `d = -row / dc`).
            addDummy(marker, into: &row, -dummyCoefficient)
            scaleNewRow(&row, by: -1 / dummyCoefficient)
            row.basic = marker
            insertRow(row)
        } else if subject >= 0 {
            insert(&row, solvedFor: subject)
        } else if case let zeroCost = dualSubject(row), zeroCost >= 0 {
            // Zero reduced cost keeps the tableau optimal; the dual simplex repairs feasibility.
            let r = insert(&row, solvedFor: zeroCost)
            if isInfeasible(rows.constants[r], basic: zeroCost) { infeasible.append(r) }
            try dualOptimize()
        } else if dualInsertion, case let optimal = dualFeasibleSubject(row), optimal >= 0 {
            counters.dualAdds += 1
            insert(&row, solvedFor: optimal)
            try dualOptimize()
        } else {
            try addWithArtificial(row, marker: marker)
        }
        endNewRow(&row)
        try optimize()
        return tag
    }

    /// Puts `row` (`0 = row`) into the tableau solved for `subject`, and substitutes it.
    @discardableResult
    private mutating func insert(_ row: inout Row, solvedFor subject: Int) -> Int {
        solveNewRow(&row, for: subject)
        row.basic = subject
        let r = insertRow(row)
        substitute(subject, from: r)
        return r
    }

    /// The largest of 1, the constant and each term at the current solution.
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
        // Within the marker's tolerance, or rounding noise (1e-14 of the row's constant).
        let allowance = max(tolerance(of: marker), 1e-14 * abs(row.constant))
        do { try optimize(phaseOne: tolerance(of: marker)) } catch {
            artificial = nil
            throw error
        }
        let objective = artificial ?? Row()
        artificial = nil
        if abs(objective.constant) >= allowance {
            throw .conflict(requiredOwners(of: objective, slot: DummyLog.artificial))
        }
        let r = symbols.basicRow[art]
        if r >= 0 {
            if rows.constants[r] != 0 && abs(rows.constants[r]) <= abs(markerCoefficient(in: r, marker)) * tolerance(of: marker) {
                // Settled at 0 in the new constraint's units, not in the entering symbol's.
                settleAtZero(r)
            }
            if rows[r].count == 0 {
                // Only untracked dummies left, the new one's among them: a redundant equality.
                if symbols.kinds[marker] == .dummy { pivot(r, entering: marker) } else { removeRow(r) }
            } else {
                // Pivot in (at value 0) a slack or error, else external, else dummy; fewest rows first.
                func rank(_ s: Int) -> (Int, Int) {
                    (isSlackOrError(s) ? 0 : symbols.kinds[s] == .external ? 1 : 2, symbols.columns[s].count)
                }
                guard let best = cells(r).min(by: { rank($0.symbol) < rank($1.symbol) }) else {
                    throw .error(.internalError("artificial row has no symbol to pivot"))
                }
                pivot(r, entering: best.symbol)
            }
        }
        releaseSymbol(art)
    }

    /// The coefficient of `marker` in row `r`, read from the dummy record if it is untracked.
    private func markerCoefficient(in r: Int, _ marker: Int) -> Double {
        guard isUntracked(marker) else { return coefficient(of: marker, inRow: r) }
        return untrackedDummies(of: Int32(r)).first { $0.dummy == marker }?.coefficient ?? 0
    }

    /// The installed required constraints whose symbols appear in `row` (record slot `slot`).
    func requiredOwners(of row: Row, slot: Int32) -> [Constraint] {
        var found: [Int] = []
        for s in [row.basic] + row.cells.map(\.symbol) + untrackedDummies(of: slot).map(\.dummy) where s >= 0 {
            let t = symbols[s].owner
            if t >= 0, t < tags.count, tags[t].isInstalled, tags[t].isRequired, !found.contains(t) { found.append(t) }
        }
        return found.sorted { tags[$0].serial < tags[$1].serial }.compactMap { constraint(ofTag: $0) }
    }

    // MARK: Removing

    mutating func remove(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) {
        guard let t = installedTag(of: constraint) else { throw .unknownConstraint(constraint) }
        let tag = tags[t]
        let strength = tags.strengths[t]
        let marker = tag.marker
        // Journaled only where verification may refuse it (a journal copies every touched row).
        let owns = verifying ? beginJournal() : false
        // What a rollback puts back by hand (read only when one can happen: a cache miss).
        let kept: (SymbolKind, SymbolKind) = journaling ? (symbols.kinds[marker], tag.other >= 0 ? symbols.kinds[tag.other] : .free) : (.free, .free)
        do throws(Failure) {
            addErrorsToObjective(tag, strength, sign: -1)
            var r = symbols.basicRow[marker]
            if r < 0 {
                track(marker)
                // In no row (rounding dropped its coefficients): releasing it is the removal.
                if let leaving = markerLeavingRow(marker) {
                    pivot(leaving, entering: marker)
                    r = leaving
                }
            }
            if r >= 0 { removeRow(r) }
            releaseSymbol(marker)
            if tag.other >= 0 {
                // A row of the second error's own defines only it: it goes too.
                let own = symbols.basicRow[tag.other]
                if own >= 0 { removeRow(own) }
                releaseSymbol(tag.other)
            }
            tags.clear(t)
            if optimizing { try optimize() }
            if owns {
                try verify(constraint)
                commitJournal()
            }
        } catch let failure {
            if owns { rollback() }
            if owns || journaling {
                restoreTag(t, tag, constraint, strength, kept)
            } else {
                unregisterTag(of: constraint)
                tags.release(t)
            }
            throw failure.solverError
        }
        unregisterTag(of: constraint)
        tags.release(t)
        // An empty tableau has no rounding left in it.
        if tags.isEmpty { verifying = false }
    }

    /// Puts back tag `t` and its symbols' kinds and owners (not journaled) after a rollback.
    mutating func restoreTag(_ t: Int, _ tag: Tag, _ constraint: Constraint, _ strength: Strength, _ kinds: (SymbolKind, SymbolKind)) {
        tags.fill(t, tag, constraint, strength)
        for (s, kind) in [(tag.marker, kinds.0), (tag.other, kinds.1)] where s >= 0 {
            symbols.kinds[s] = kind
            symbols[s].owner = t
        }
    }

    /// The row to pivot a nonbasic marker into: a dummy-basic row, else the restricted row of
    /// smallest ratio (negative coefficient, then positive), else an unrestricted one.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var best: (Int, Double, Int)?  // (rank, ratio, row), least first
        var walk = ColumnSet.Cursor()
        while let r = symbols.columns[marker].next(&walk) {
            let c = coefficient(of: marker, inRow: r)
            if c == 0 { continue }
            let kind = symbols.kinds[rows[r].basic]
            let key: (Int, Double, Int) =
                kind == .dummy
                ? (0, 0, r) : kind == .external ? (3, 0, r) : c < 0 ? (1, -rows.constants[r] / c, r) : (2, rows.constants[r] / c, r)
            if best.map({ key < $0 }) ?? true { best = key }
        }
        return best?.2
    }

    // MARK: Conflicts and probes

    /// Narrows `candidates` (read from the certificate row) to a minimal set: `constraint`
    /// together with the set cannot hold, and it can once any one member is dropped.
    func minimalConflict(_ constraint: Constraint, _ candidates: [Constraint]) -> [Constraint] {
        func holds(_ set: [Constraint]) -> Bool {
            var probe = Tableau()
            probe.explainsConflicts = false
            do {
                for c in set { try probe.add(c) }
                try probe.add(constraint)
                return true
            } catch {
                return false
            }
        }
        var set = candidates
        if holds(set) {
            set = tagsInInstallOrder.filter { tags[$0].isRequired }.compactMap { self.constraint(ofTag: $0) }
                .filter { $0 !== constraint }
            if holds(set) { return candidates }
        }
        // Removing at `i` leaves the indices below it in place.
        for i in set.indices.reversed() {
            var trial = set
            trial.remove(at: i)
            if !holds(trial) { set = trial }
        }
        return set
    }

    /// True when `variable` has the same value at every optimal solution.
    mutating func isDetermined(_ variable: Variable) -> Bool {
        guard let s = registeredSymbol(of: variable) else { return false }
        let current = value(of: s)
        let probeLevel = -Double.greatestFiniteMagnitude
        registerLevels(.level(probeLevel))
        beginJournal()
        defer { rollback() }
        for delta in [1.0, -1.0] {
            let probe = Constraint(LinearExpression(variable) - (current + delta), .equal, strength: .level(probeLevel))
            do {
                try add(probe)
                let moved = abs(value(of: s) - current) > 1e-7
                try remove(probe)
                if moved { return false }
            } catch {
                return true
            }
        }
        return true
    }
}
