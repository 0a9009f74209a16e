extension [String] {
    /// Appends `message` unless `holds`, and returns `holds` (an invariant check's report).
    @discardableResult mutating func expect(_ holds: Bool, _ message: @autoclosure () -> String) -> Bool {
        if !holds { append(message()) }
        return holds
    }
}

/// The tableau's invariants, a check per part: built with `-D CASSOWARY_INTERNAL_CHECKS`, every
/// mutating `Solver` call traps on a violation; `Solver.checkInvariants()` returns the list.
extension Tableau {
    /// Every violated invariant between operations, one message each (empty when sound).
    func invariantViolations(contract: Bool = false) -> [String] {
        var problems: [String] = []
        let (symbolProblems, symbolsSound) = symbols.problems()
        let (rowProblems, rowsSound) = rows.problems()
        problems += symbolProblems + rowProblems + tags.problems()
        // The rest indexes per-symbol arrays and reads cells through slots: sound tables first.
        guard symbolsSound && rowsSound else { return problems }
        problems += variables.problems(basicRow: symbols.basicRow)
        checkRowsAndColumns(&problems, contract: contract)
        if contract { checkContract(&problems) }
        // Outside layout's range (`verifying`) optimality is left to tests: a reduced cost can stand
        // for coefficients the rows drop below epsilon.
        checkObjective(&problems, optimal: !(contract && verifying))
        checkRegistry(&problems)
        checkHotCopies(&problems)
        checkDummyRecord(&problems)
        checkClosed(&problems)
        return problems
    }

    /// Rows: each basic symbol basic in exactly its row, sorted nonzero finite cells of nonbasic,
    /// live, tracked symbols; restricted basics feasible, dummy basics at 0. Columns: exactly the
    /// rows holding the symbol.
    private func checkRowsAndColumns(_ problems: inout [String], contract: Bool) {
        var columnCounts = [Int](repeating: 0, count: symbols.count)
        for (i, row) in rows.headers.enumerated() {
            let kind = row.basic >= 0 && row.basic < symbols.count ? symbols.kinds[row.basic] : .free
            problems.expect(rows.kinds[i] == kind, "row \(i): row kind \(rows.kinds[i]), its basic's \(kind)")
            guard row.basic >= 0, problems.expect(row.basic < symbols.count, "row \(i): basic \(row.basic) is no symbol") else { continue }
            problems.expect(symbols.basicRow[row.basic] == i, "row \(i): basicRow[\(name(of: row.basic))] is \(symbols.basicRow[row.basic])")
            problems.expect(kind != .free, "row \(i): basic \(row.basic) is a released symbol")
            let constant = rows.constants[i]
            problems.expect(constant.isFinite, "row \(i): constant \(constant)")
            // Judged in the constraint's units (Tableau+Verification.swift), as the tolerance is; a
            // dummy's value times its scale is its equality's residual, small next to its terms.
            let scale = scale(ofSymbol: row.basic)
            let negative = (kind == .slack || kind == .error) && constant * scale < -1e-6
            problems.expect(contract || !negative, "row \(i): restricted basic \(name(of: row.basic)) = \(constant) < 0")
            let owner = kind == .dummy ? constraint(ofTag: symbols[row.basic].owner) : nil
            let nonzero = kind == .dummy && abs(constant) * scale > 1e-6 * (owner.map { magnitude(of: $0.terms, constant: $0.constant) } ?? 1)
            problems.expect(contract || !nonzero, "row \(i): dummy basic \(name(of: row.basic)) = \(constant) != 0")
            var previous = -1
            for cell in cells(i) {
                let s = cell.symbol
                guard problems.expect(s >= 0 && s < symbols.count, "row \(i): cell of symbol \(s), no symbol") else { continue }
                problems.expect(s > previous, "row \(i): cells out of order at \(s)")
                previous = s
                problems.expect(symbols.basicRow[s] < 0, "row \(i): basic \(name(of: s)) appears as a cell")
                problems.expect(symbols.kinds[s] != .free, "row \(i): free symbol \(s) appears")
                problems.expect(!isUntracked(s), "row \(i): untracked dummy \(name(of: s)) appears as a cell")
                // Exact zeros only: solving for a large coefficient legitimately leaves cells below epsilon.
                problems.expect(cell.coefficient != 0 && cell.coefficient.isFinite, "row \(i): \(cell.coefficient) cell \(name(of: s))")
                columnCounts[s] += 1
                problems.expect(symbols.columns[s].contains(i), "column \(name(of: s)) lacks row \(i)")
            }
        }
        for s in 0..<symbols.count {
            let r = symbols.basicRow[s]
            problems.expect(r < 0 || (r < rows.count && rows[r].basic == s), "basicRow[\(name(of: s))] is \(r), whose basic is another")
            // Every cell is in its column (above), so equal counts leave no stray rows.
            let count = columnCounts[s]
            problems.expect(symbols.columns[s].count == count, "column \(name(of: s)): index \(symbols.columns[s].sorted()) for \(count) cells")
        }
    }

    /// The objective: its own invariants (Objective.swift); no basic symbol in it; between
    /// operations, optimal (no nonbasic symbol improves it) and phase one closed.
    private func checkObjective(_ problems: inout [String], optimal: Bool) {
        let (found, sound) = objective.problems(symbols: symbols.count, isFree: { symbols.kinds[$0] == .free }, name: { name(of: $0) })
        problems += found
        guard sound else { return }
        for s in symbols.indices {
            let base = objective.offset(s)
            for l in 0..<objective.stride {
                let entry = objective.entries[base + l]
                problems.expect(entry.isFinite, "objective entry \(l) of \(name(of: s)) is \(entry)")
                let basic = l < objective.levels.count && symbols.basicRow[s] >= 0 && symbols.kinds[s] != .dummy
                problems.expect(!basic || nearZero(entry), "objective level \(objective.levels[l]) holds basic \(name(of: s))")
            }
            problems.expect(!optimal || improvingDirection(s) == 0, "not optimal: \(name(of: s)) improves the objective")
        }
    }

    /// The registry: every variable and installed constraint once, in its hint or in the map
    /// (never both, nothing else in the maps); the symbols each tag owns, and nothing more.
    private func checkRegistry(_ problems: inout [String]) {
        var (hinted, hintedTags, installed) = (0, 0, 0)
        var seen = [Bool](repeating: false, count: symbols.count)
        for (i, v) in variables.objects.enumerated() {
            let s = variables.symbols[i]
            guard problems.expect(s >= 0 && s < symbols.count, "variable \(v.name): symbol \(s) out of range") else { continue }
            problems.expect(!seen[s], "variable \(v.name): symbol \(s) listed twice")
            seen[s] = true
            problems.expect(symbols.kinds[s] == .external, "variable \(v.name): symbol \(name(of: s)) is not external")
            let hint = RegistryHint.index(v.registryHint, owner: hintOwner)
            hinted += hint == nil ? 0 : 1
            problems.expect(hint == nil || variables.map[ObjectIdentifier(v)] == nil, "variable \(v.name): in its hint and in the map")
            problems.expect(registeredSymbol(of: v) == s, "variable \(v.name): registered as \(registeredSymbol(of: v) ?? -1), symbol \(s)")
        }
        problems.expect(hinted + variables.map.count == variables.count, "registry: \(hinted) hinted, \(variables.map.count) mapped variables")
        var owned = [Int](repeating: -1, count: symbols.count)
        for t in tags.indices where tags[t].isInstalled {
            let tag = tags[t]
            guard problems.expect(tags.constraints[t] != nil, "tag \(t) has no constraint"), let constraint = tags.constraints[t] else { continue }
            installed += 1
            let hint = RegistryHint.index(constraint.registryHint, owner: hintOwner)
            hintedTags += hint == nil ? 0 : 1
            problems.expect(hint == nil || tags.map[ObjectIdentifier(constraint)] == nil, "tag \(t): in its hint and in the map")
            problems.expect(registeredTag(of: constraint) == t, "tag \(t) (\(constraint)): registered as \(registeredTag(of: constraint) ?? -1)")
            problems.expect(tags.strengths[t].isRequired == tag.isRequired, "tag \(t): required flag differs from its strength")
            problems.expect(tag.isEquality == (constraint.relation == .equal), "tag \(t): equality flag differs from its relation")
            for s in [tag.marker, tag.other] where s >= 0 {
                guard problems.expect(s < symbols.count, "tag \(t): symbol \(s) out of range") else { continue }
                owned[s] = t
                problems.expect(symbols[s].owner == t, "tag \(t): its symbol \(name(of: s)) is owned by \(symbols[s].owner)")
            }
            let expected: SymbolKind = !tag.isEquality ? .slack : tag.isRequired ? .dummy : .error
            problems.expect(symbols.kinds[tag.marker] == expected, "tag \(t): marker \(name(of: tag.marker)) is not a \(expected)")
            problems.expect(tag.other < 0 || symbols.kinds[tag.other] == .error, "tag \(t): second symbol \(name(of: tag.other)) is not an error")
            problems.expect((tag.other >= 0) == !tag.isRequired, "tag \(t): second error \(tag.other) for required \(tag.isRequired)")
            problems.expect(abs(tag.markerCoefficient) == tag.scale, "tag \(t): marker coefficient \(tag.markerCoefficient), scale \(tag.scale)")
            let tolerance = symbols[tag.marker].tolerance
            problems.expect(tolerance == (tag.scale == 1 ? epsilon : epsilon / tag.scale), "tag \(t): marker tolerance \(tolerance)")
        }
        problems.expect(hintedTags + tags.map.count == installed, "registry: \(hintedTags) hinted, \(tags.map.count) mapped constraints")
        for s in symbols.indices {
            problems.expect(symbols[s].owner == owned[s], "symbol \(name(of: s)) is owned by \(symbols[s].owner), no tag of which it is")
        }
        for (id, edit) in edits {
            problems.expect(installedTag(of: edit.constraint) != nil, "edit variable \(id): its constraint is not installed")
        }
    }

    /// Hot copies: their own invariants (HotCopies.swift), and each equal to its marker's column
    /// over its rows (0 elsewhere); a released symbol has none.
    private func checkHotCopies(_ problems: inout [String]) {
        problems += hot.problems(symbols: symbols.count, budget: hotBudget)
        for s in symbols.free where s >= 0 && s < hot.index.count { problems.expect(hot.index[s] < 0, "free symbol \(s) has a hot copy") }
        for (k, copy) in hot.copies.enumerated() where copy.marker >= 0 && copy.marker < symbols.count {
            let end = copy.base + copy.coefficients.count
            for i in 0..<max(rows.count, end) {
                let said = i >= copy.base && i < end ? copy.coefficients[i - copy.base] : 0
                let want = i < rows.count && rows[i].basic >= 0 ? coefficient(of: copy.marker, inRow: i) : 0
                problems.expect(want == said, "hot copy \(k) of \(name(of: copy.marker)): slot \(i) has \(want), copy says \(said)")
            }
        }
    }

    /// The dummy record: only dummies are untracked, their records start inside it, and an
    /// untracked dummy has no column (its cells are in the record).
    private func checkDummyRecord(_ problems: inout [String]) {
        for s in symbols.indices where symbols[s].dummyBorn >= 0 {
            let born = symbols[s].dummyBorn
            problems.expect(symbols.kinds[s] == .dummy, "\(name(of: s)) is untracked but no dummy")
            problems.expect(born <= dummyLog.count, "untracked \(name(of: s)) starts at \(born), past the record's \(dummyLog.count)")
            problems.expect(symbols.columns[s].isEmpty, "untracked \(name(of: s)) has a column")
        }
        // Between operations no entry names a slot past the rows (`startPendingRow`).
        dummyLog.forEach(from: 0) { k, e, _ in
            let past = e.target >= rows.count || (e.readsSource && e.source >= rows.count)
            problems.expect(!past, "dummy record entry \(k) names slot \(max(e.target, e.source)) past the \(rows.count) rows")
        }
        problems += dummyLog.layoutProblems
    }

    /// Between operations: the journal is closed, no phase one, install or queue left open.
    private func checkClosed(_ problems: inout [String]) {
        problems.expect(!journaling, "the journal is open")
        problems.expect(artificial == nil, "a phase-one objective is left")
        problems.expect(installing == nil, "an install is left open")
        // Rows rounding left a hair below zero may stay queued, but only slots of the table.
        for r in infeasible { problems.expect(r >= 0 && r < rows.count, "row \(r) is queued as infeasible, no row slot") }
        problems.expect(phase == .change, "phase \(phase) is left open")
    }

    /// The solver's contract (`Solver`): every installed required constraint holds at the
    /// current values within 1e-6 of its largest term plus 1e-7, judged against its own
    /// expression, and every value is finite.
    private func checkContract(_ problems: inout [String]) {
        for t in tags.indices {
            guard let (constraint, miss, largest) = miss(ofTag: t) else { continue }
            problems.expect(miss <= 1e-6 * largest + 1e-7, "\(constraint) misses by \(miss) (largest term \(largest))")
        }
        for s in variables.symbols { problems.expect(value(of: s).isFinite, "\(name(of: s)) = \(value(of: s))") }
    }
}
