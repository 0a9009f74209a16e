extension Tableau {
    // MARK: Constants

    /// Changes the constant of an installed constraint's expression in place: the change is the
    /// substitution marker -> marker + delta / markerCoefficient, applied to the marker's row or
    /// to the rows in its column; then the dual simplex restores feasibility.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let t = tagOf[ObjectIdentifier(constraint)], let tag = tags[t] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite("constant \(constant) for \(constraint)") }
        let delta = constant - tag.constant
        if delta == 0 { return }
        if !tag.strength.isRequired {
            if let violated = shift(tag, delta) {
                throw .internalError("optional constant change left dummy row \(violated.basic) at \(violated.constant)")
            }
            do { try dualOptimize() } catch {
                throw .internalError("optional constant change of \(constraint) could not be repaired")
            }
            tags[t]?.constant = constant
            constraint.setConstant(constant)
            return
        }
        let owns = beginJournal()
        do throws(Failure) {
            if let violated = shift(tag, delta) { throw Failure.conflict(requiredOwners(of: violated)) }
            try dualOptimize()
            if owns { commitJournal() }
            tags[t]?.constant = constant
            constraint.setConstant(constant)
        } catch let caught {
            var expression = constraint.expression
            expression.constant = constant
            let changed = Constraint(expression, constraint.relation, strength: constraint.strength)
            switch caught {
            case .conflict(let owners): try fail(.conflict(owners.filter { $0 !== constraint }), changed, rollingBack: owns)
            case .error: try fail(caught, changed, rollingBack: owns)
            }
        }
    }

    /// Changes many constants, then restores feasibility once (one re-optimization per batch,
    /// as an animation tick needs). All or nothing: if the batch cannot hold, each change is
    /// tried alone, earlier ones are undone, and the first refused change is reported.
    mutating func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
        var tagged: [(Int, Tag, Constraint, Double)] = []
        tagged.reserveCapacity(changes.count)
        for (constraint, constant) in changes {
            guard let t = tagOf[ObjectIdentifier(constraint)], let tag = tags[t] else { throw .unknownConstraint(constraint) }
            guard constant.isFinite else { throw .nonFinite("constant \(constant) for \(constraint)") }
            tagged.append((t, tag, constraint, constant))
        }
        let journaled = tagged.contains { $0.1.strength.isRequired } && beginJournal()
        var failed = false
        do throws(Failure) {
            for (t, _, _, constant) in tagged {
                guard let tag = tags[t] else { continue }
                let delta = constant - tag.constant
                if delta == 0 { continue }
                tags[t]?.constant = constant
                if let violated = shift(tag, delta) { throw Failure.conflict(requiredOwners(of: violated)) }
            }
            try dualOptimize()
        } catch {
            failed = true
        }
        if !failed {
            if journaled { commitJournal() }
            for (_, _, constraint, constant) in tagged { constraint.setConstant(constant) }
            return
        }
        for (t, tag, _, _) in tagged { tags[t]?.constant = tag.constant }
        guard journaled else { throw .internalError("optional constant changes could not be repaired") }
        rollback()
        // Retry one change at a time inside one journal, to report the first refused change; on
        // refusal roll the journal back (setting the old constants again is another solve, which
        // can fail or land on another optimum) and restore the constants the retries wrote.
        beginJournal()
        var done: [(Int, Constraint, Double)] = []
        for (t, _, constraint, constant) in tagged {
            let old = tags[t]?.constant ?? constant
            do {
                try setConstant(constant, of: constraint)
                done.append((t, constraint, old))
            } catch {
                rollback()
                for (t, c, previous) in done.reversed() {
                    tags[t]?.constant = previous
                    c.setConstant(previous)
                }
                throw error
            }
        }
        commitJournal()
    }

    /// Applies a constant change to the tableau; returns a dummy row the change made nonzero.
    mutating func shift(_ tag: Tag, _ delta: Double) -> Row? {
        let amount = delta / tag.markerCoefficient
        let marker = tag.marker
        var violated = -1
        let r = basicRow[marker]
        if r >= 0 {
            saveConstant(r)
            rows[r].constant -= amount
            noteChangedConstant(r, &violated)
        } else {
            // A plain loop over the column (no closure: this is every animation tick's path).
            makeHotIfWorthIt(marker)
            let users = columns[marker].elements
            let k = hotIndex[marker]
            for q in users {
                saveConstant(q)
                let coefficient = k >= 0 ? hotCoefficients[k][q] : rows[q].coefficient(of: marker)
                rows[q].constant += coefficient * amount
                noteChangedConstant(q, &violated)
            }
        }
        return violated >= 0 ? rows[violated] : nil
    }

    /// After row `q`'s constant changed: queue it if infeasible; note a dummy row made nonzero.
    @inline(__always)
    private mutating func noteChangedConstant(_ q: Int, _ violated: inout Int) {
        let kind = kinds[rows[q].basic]
        let constant = rows[q].constant
        if kind == .dummy {
            if violated < 0 && !nearZero(constant) { violated = q }
        } else if kind != .external && constant < -epsilon {
            infeasible.append(q)
        }
    }

    // MARK: Strengths

    mutating func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard let t = tagOf[ObjectIdentifier(constraint)], var tag = tags[t] else { throw .unknownConstraint(constraint) }
        guard strength.isFinite else { throw .nonFinite("strength \(strength) for \(constraint)") }
        if tag.strength.isRequired || strength.isRequired {
            if tag.strength.isRequired && strength.isRequired { return }
            throw .requiredStrengthChange(constraint, to: strength)
        }
        registerLevels(strength)
        for e in tag.errors {
            for c in tag.strength.components { addToObjective(symbol: e, level: levelIndex(c.level), scale: -c.weight) }
            for c in strength.components { addToObjective(symbol: e, level: levelIndex(c.level), scale: c.weight) }
        }
        tag.strength = strength
        tags[t] = tag
        constraint.setStrength(strength)
        try optimize()
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
        let id = ObjectIdentifier(variable)
        guard var edit = edits[id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(variable)") }
        try setConstant(-value, of: edit.constraint)
        edit.value = value
        edits[id] = edit
    }
}
