extension Tableau {
    // MARK: Constants

    /// Changes an installed constraint's constant in place: the substitution marker -> marker +
    /// delta / markerCoefficient, then the dual simplex.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        let t = try changeableTag(of: constraint, constant)
        let tag = tags[t]
        if constant == tag.constant { return }
        hot.beginBatch()
        // Journaled whatever the strength: rounding can leave a row the dual simplex cannot repair.
        let owns = beginJournal()
        do throws(Failure) {
            try changeConstant(t, to: constant)
            try dualOptimize()
            if owns {
                try verify(constraint)
                commitJournal()
            }
            constraint.setConstant(constant)
        } catch let caught {
            tags[t].constant = tag.constant
            if owns { rollback() }
            if case .conflict(let owners) = caught, tag.isRequired {
                let changed = Constraint(constraint, constant: constant, strength: constraint.strength)
                try fail(.conflict(owners.filter { $0 !== constraint }), changed, rollingBack: false)
            }
            // An optional change always has a solution: one the dual simplex could not repair
            // (rounding) is reinstalled; what fails there is left to the rebuild.
            let error = caught.solverError
            if tag.isRequired || !owns || error.isVerificationRefusal { throw error }
            try reinstall(constraint, t, constant, else: error)
        }
    }

    /// Makes an optional constant change the dual simplex could not: adds a copy with the new
    /// constant first (so it reuses no symbol the journal may drop), removes the constraint, and
    /// hands it the copy's tag (install order kept); throws a verification refusal, else `gaveUp`.
    private mutating func reinstall(_ constraint: Constraint, _ t: Int, _ constant: Double, else gaveUp: SolverError) throws(SolverError) {
        let (tag, strength) = (tags[t], tags.strengths[t])
        let kinds = (symbols.kinds[tag.marker], tag.other >= 0 ? symbols.kinds[tag.other] : .free)
        let copy = Constraint(constraint, constant: constant, strength: constraint.strength)
        beginJournal()
        do throws(SolverError) { try add(copy) } catch {
            rollback()
            throw error.isVerificationRefusal ? error : gaveUp
        }
        guard let n = installedTag(of: copy) else {
            rollback()
            throw gaveUp
        }
        do throws(SolverError) { try remove(constraint) } catch {
            unregisterTag(of: copy)
            tags.remove(n)
            rollback()
            throw error.isVerificationRefusal ? error : gaveUp
        }
        let added = tags[n]
        unregisterTag(of: copy)
        tags.fill(
            n,
            Tag(
                marker: added.marker, other: added.other, markerCoefficient: added.markerCoefficient, constant: constant,
                serial: tag.serial, isRequired: false, isEquality: added.isEquality), constraint, strength)
        registerTag(n, for: constraint)
        do throws(Failure) {
            try verify(constraint)
            commitJournal()
            constraint.setConstant(constant)
        } catch {
            // The journal restores rows and symbols; the tag and registration go back by hand.
            unregisterTag(of: constraint)
            tags.remove(n)
            rollback()
            tags.reclaim(t)
            restoreTag(t, tag, constraint, strength, kinds)
            registerTag(t, for: constraint)
            throw error.solverError
        }
    }

    /// Sets tag `t`'s constant and shifts its marker; throws the conflict of a dummy row made nonzero.
    private mutating func changeConstant(_ t: Int, to constant: Double) throws(Failure) {
        let tag = tags[t]
        tags[t].constant = constant
        let amount = (constant - tag.constant) / tag.markerCoefficient
        if let r = shift(tag.marker, amount) { throw .conflict(requiredOwners(of: row(r), slot: Int32(r))) }
    }

    /// The tag of installed `constraint`, whose constant may become `constant`.
    private func changeableTag(of constraint: Constraint, _ constant: Double) throws(SolverError) -> Int {
        guard let t = installedTag(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite("constant \(constant) for \(constraint)") }
        guard abs(constant) <= Solver.magnitudeLimit else { throw .outOfRange("constant \(constant) beyond ±1e15 for \(constraint)") }
        return t
    }

    /// Changes many constants, then restores feasibility once (an animation tick); when that
    /// fails, makes them one at a time, setting back those made on a refusal, last first.
    mutating func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
        var tagged: [(t: Int, before: Double)] = []
        tagged.reserveCapacity(changes.count)
        for (constraint, constant) in changes {
            let t = try changeableTag(of: constraint, constant)
            tagged.append((t, tags[t].constant))
        }
        hot.beginBatch()
        let journaled = beginJournal()
        // Untracked dummy markers: one replay (a tick's batch allocates nothing here).
        if tagged.contains(where: { isUntracked(tags[$0.t].marker) }) { track(tagged.map { tags[$0.t].marker }) }
        do throws(Failure) {
            for i in changes.indices where changes[i].1 != tags[tagged[i].t].constant { try changeConstant(tagged[i].t, to: changes[i].1) }
            try dualOptimize()
            if journaled {
                if let first = changes.first { try verify(first.0) }
                commitJournal()
            }
            for (constraint, constant) in changes { constraint.setConstant(constant) }
            return
        } catch {
            for (t, before) in tagged { tags[t].constant = before }
            if case .error(let error) = error, error.isVerificationRefusal {
                rollback()
                throw error
            }
        }
        guard journaled else { throw .internalError("constant changes could not be repaired") }
        rollback()
        // With a required change, one journal: a refusal leaves the solver exactly as it was.
        let exact = tagged.contains { tags[$0.t].isRequired } ? beginJournal() : false
        do throws(SolverError) {
            for (constraint, constant) in changes { try setConstant(constant, of: constraint) }
            if exact { do throws(Failure) { try verify(changes[0].0) } catch { throw error.solverError } }
        } catch {
            if exact { rollback() }
            // Without the journal, a change not made (the refused one included) is a no-op.
            for j in tagged.indices.reversed() {
                if exact {
                    tags[tagged[j].t].constant = tagged[j].before
                    changes[j].0.setConstant(tagged[j].before)
                } else {
                    try? setConstant(tagged[j].before, of: changes[j].0)
                }
            }
            throw error
        }
        if exact { commitJournal() }
    }

    /// Applies marker -> marker + amount; returns a dummy row the change made nonzero.
    mutating func shift(_ marker: Int, _ amount: Double) -> Int? {
        if symbols.basicRow[marker] < 0 { track(marker) }
        var violated = -1
        let r = symbols.basicRow[marker]
        if r >= 0 {
            shiftConstant(r, by: -amount)
            if abs(rows.constants[r]) > Tableau.hazardMagnitude { noteHazard() }
            let limit = tolerance(of: rows[r].basic)
            Tableau.noteChanged(r, rows.constants[r], movedBy: -amount, kind: rows.kinds[r], tolerance: limit, &infeasible, &violated)
        } else {
            if hot.index[marker] < 0 { makeHotIfWorthIt(marker) }
            let k = Int(hot.index[marker])
            if k >= 0 { hot.copies[k].lastUse = hot.batches }
            shiftConstants(alongColumnOf: marker, by: amount, violated: &violated)
        }
        return violated >= 0 ? violated : nil
    }

    /// Notes row `q`'s constant after it moved by `delta`: the first dummy row it moved away from
    /// zero is `violated`; a restricted basic below its tolerance is queued as infeasible.
    @inline(__always) static func noteChanged(
        _ q: Int, _ constant: Double, movedBy delta: Double, kind: SymbolKind, tolerance: @autoclosure () -> Double,
        _ infeasible: inout [Int], _ violated: inout Int
    ) {
        if kind == .dummy {
            if violated < 0 && abs(constant) >= tolerance() && abs(constant) > abs(constant - delta) { violated = q }
        } else if kind != .external && constant < 0 && constant < -tolerance() {
            infeasible.append(q)
        }
    }

    // MARK: Strengths

    mutating func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard let t = installedTag(of: constraint) else { throw .unknownConstraint(constraint) }
        let tag = tags[t]
        let current = tags.strengths[t]
        guard strength.isFinite else { throw .nonFinite("strength \(strength) for \(constraint)") }
        guard strength.isWithinRange else { throw .outOfRange("strength \(strength) beyond ±1e15 for \(constraint)") }
        if tag.isRequired || strength.isRequired {
            if tag.isRequired && strength.isRequired { return }
            throw .requiredStrengthChange(constraint, to: strength)
        }
        registerLevels(strength)
        let owns = beginJournal()
        addErrorsToObjective(tag, current, sign: -1)
        addErrorsToObjective(tag, strength, sign: 1)
        tags.strengths.set(t, to: strength)
        do throws(Failure) {
            try optimize()
            if owns { try verify(constraint) }
        } catch {
            if owns { rollback() }
            tags.strengths.set(t, to: current)
            throw error.solverError
        }
        if owns { commitJournal() }
        constraint.setStrength(strength)
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, _ strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[id] = Edit(constraint: constraint, value: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[id] = nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        // One hash: the index serves the read and the write (a constant change keeps it valid).
        guard let at = edits.index(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(variable)") }
        guard abs(value) <= Solver.magnitudeLimit else { throw .outOfRange("suggested value \(value) beyond ±1e15 for \(variable)") }
        try setConstant(-value, of: edits.values[at].constraint)
        edits.values[at].value = value
    }
}
