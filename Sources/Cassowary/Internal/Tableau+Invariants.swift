/// The tableau's invariants, a check per part: built with `-D CASSOWARY_INTERNAL_CHECKS`, every
/// mutating `Solver` call traps on a violation; `Solver.checkInvariants()` returns the list.
extension Tableau {
    /// Every violated invariant, one message each (empty when sound). `closed`: the tableau is
    /// between operations, so no change may be open (journal, phase one, an install, queued rows).
    func invariantViolations(closed: Bool = true, contract: Bool = false) -> [String] {
        var problems: [String] = []
        let (symbolProblems, symbolsSound) = symbols.problems()
        let (rowProblems, rowsSound) = rows.problems()
        problems += symbolProblems + rowProblems + tags.problems()
        // The rest indexes per-symbol arrays by symbol id and reads rows' cells through their
        // slots: meaningless once the arrays' sizes disagree or a slot is out of place.
        guard symbolsSound && rowsSound else { return problems }
        problems += variables.problems(basicRow: symbols.basicRow)
        checkRowsAndColumns(&problems, contract: contract)
        if contract { checkContract(&problems) }
        checkFreeLists(&problems)
        // Outside layout's range (`verifying`) a reduced cost can stand for coefficients the rows drop
        // below epsilon, and entering it would break a required constraint: optimality is left to tests.
        checkObjective(&problems, optimal: closed && !(contract && verifying))
        checkRegistry(&problems)
        checkHotCopies(&problems)
        checkDummyRecord(&problems)
        if closed { checkClosed(&problems) }
        return problems
    }

    /// Rows: each basic symbol basic in exactly its row, sorted nonzero finite cells of nonbasic,
    /// live, tracked symbols; restricted basics feasible, dummy basics at 0. Columns: exactly the
    /// rows holding the symbol.
    private func checkRowsAndColumns(_ problems: inout [String], contract: Bool) {
        var columnCounts = [Int](repeating: 0, count: symbols.count)
        for (i, row) in rows.headers.enumerated()
        where rows.kinds[i] != (row.basic >= 0 && row.basic < symbols.count ? symbols.kinds[row.basic] : .free) {
            problems.append(
                "row \(i): row kind \(rows.kinds[i]), its basic's \(row.basic >= 0 && row.basic < symbols.count ? symbols.kinds[row.basic] : .free)")
        }
        for (i, row) in rows.headers.enumerated() where row.basic >= 0 {
            guard row.basic < symbols.count else {
                problems.append("row \(i): basic \(row.basic) is no symbol")
                continue
            }
            if symbols.basicRow[row.basic] != i { problems.append("row \(i): basicRow[\(name(of: row.basic))] is \(symbols.basicRow[row.basic])") }
            let k = symbols.kinds[row.basic]
            if k == .free { problems.append("row \(i): basic \(row.basic) is a released symbol") }
            let constant = rows.constants[i]
            if !constant.isFinite { problems.append("row \(i): constant \(constant)") }
            // A marker is its constraint's divided by the scale (Tableau+Verification.swift): judged
            // in the constraint's units, as the tableau's tolerance is.
            let scale = scale(ofSymbol: row.basic)
            if !contract && (k == .slack || k == .error) && constant * scale < -1e-6 {
                problems.append("row \(i): restricted basic \(name(of: row.basic)) = \(constant) < 0")
            }
            // A dummy's value times its scale is its required equality's residual: small next to its terms.
            if !contract && k == .dummy && abs(constant) * scale > 1e-6 * dummyScale(row.basic) {
                problems.append("row \(i): dummy basic \(name(of: row.basic)) = \(constant) != 0")
            }
            var previous = -1
            for cell in cells(i) {
                guard cell.symbol >= 0 && cell.symbol < symbols.count else {
                    problems.append("row \(i): cell of symbol \(cell.symbol), no symbol")
                    continue
                }
                if cell.symbol <= previous { problems.append("row \(i): cells out of order at \(cell.symbol)") }
                previous = cell.symbol
                if symbols.basicRow[cell.symbol] >= 0 { problems.append("row \(i): basic \(name(of: cell.symbol)) appears as a cell") }
                if symbols.kinds[cell.symbol] == .free { problems.append("row \(i): free symbol \(cell.symbol) appears") }
                if isUntracked(cell.symbol) { problems.append("row \(i): untracked dummy \(name(of: cell.symbol)) appears as a cell") }
                // Exact zeros only: solving for a large coefficient legitimately leaves cells below epsilon.
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(i): \(cell.coefficient) cell \(name(of: cell.symbol))")
                }
                columnCounts[cell.symbol] += 1
                if !symbols.columns[cell.symbol].contains(i) { problems.append("column \(name(of: cell.symbol)) lacks row \(i)") }
            }
        }
        for s in 0..<symbols.count {
            let r = symbols.basicRow[s]
            if r >= 0 && (r >= rows.count || rows[r].basic != s) { problems.append("basicRow[\(name(of: s))] is \(r), whose basic is another") }
            // Every cell is in its column (above), so equal counts leave no stray rows.
            if symbols.columns[s].count != columnCounts[s] {
                problems.append("column \(name(of: s)): index \(symbols.columns[s].sorted()) for \(columnCounts[s]) cells")
            }
        }
    }

    /// Free lists beyond the tables' own (`SymbolTable.problems`, `RowTable.problems`,
    /// `TagTable.problems`): a released symbol has no hot copy.
    private func checkFreeLists(_ problems: inout [String]) {
        for s in symbols.free where s >= 0 && s < hot.index.count && hot.index[s] >= 0 { problems.append("free symbol \(s) has a hot copy") }
    }

    /// The objective: its own invariants (Objective.swift); no basic symbol in it; between
    /// operations, optimal (no nonbasic symbol improves it) and phase one closed.
    private func checkObjective(_ problems: inout [String], optimal: Bool) {
        let (found, sound) = objective.problems(symbols: symbols.count, isFree: { symbols.kinds[$0] == .free }, name: { name(of: $0) })
        problems += found
        guard sound else { return }
        for s in symbols.indices {
            let base = objective.offset(s)
            for l in 0..<objective.stride where !objective.entries[base + l].isFinite {
                problems.append("objective entry \(l) of \(name(of: s)) is \(objective.entries[base + l])")
            }
            if symbols.basicRow[s] >= 0 && symbols.kinds[s] != .dummy {
                for l in 0..<objective.levels.count where !nearZero(objective.entries[base + l]) {
                    problems.append("objective level \(objective.levels[l]) holds basic \(name(of: s))")
                }
            }
            if optimal && improvingDirection(s) != 0 { problems.append("not optimal: \(name(of: s)) improves the objective") }
        }
    }

    /// The registry: every variable and installed constraint once, in its hint or in the map
    /// (never both, nothing else in the maps); the symbols each tag owns, and nothing more.
    private func checkRegistry(_ problems: inout [String]) {
        var hinted = 0
        var seen = [Bool](repeating: false, count: symbols.count)
        for (i, v) in variables.objects.enumerated() {
            let s = variables.symbols[i]
            guard s >= 0 && s < symbols.count else {
                problems.append("variable \(v.name): symbol \(s) out of range")
                continue
            }
            if seen[s] { problems.append("variable \(v.name): symbol \(s) listed twice") }
            seen[s] = true
            if symbols.kinds[s] != .external { problems.append("variable \(v.name): symbol \(name(of: s)) is not external") }
            let hint = RegistryHint.index(v.registryHint.load(ordering: .relaxed), owner: hintOwner)
            if hint != nil { hinted += 1 }
            if let h = hint, variables.map[ObjectIdentifier(v)] != nil { problems.append("variable \(v.name): in its hint (\(h)) and in the map") }
            if registeredSymbol(of: v) != s { problems.append("variable \(v.name): registered as \(registeredSymbol(of: v) ?? -1), symbol \(s)") }
        }
        if hinted + variables.map.count != variables.count {
            problems.append("registry: \(hinted) hinted and \(variables.map.count) mapped variables for \(variables.count)")
        }
        var owned = [Int](repeating: -1, count: symbols.count)
        var hintedTags = 0
        var installed = 0
        for t in tags.indices {
            let tag = tags[t]
            guard tag.isInstalled else { continue }
            guard let constraint = tags.constraints[t] else {
                problems.append("tag \(t) has no constraint")
                continue
            }
            installed += 1
            let hint = RegistryHint.index(constraint.registryHint.load(ordering: .relaxed), owner: hintOwner)
            if hint != nil { hintedTags += 1 }
            if hint != nil && tags.map[ObjectIdentifier(constraint)] != nil { problems.append("tag \(t): in its hint and in the map") }
            if registeredTag(of: constraint) != t {
                problems.append("tag \(t) (\(constraint)): registered as \(registeredTag(of: constraint) ?? -1)")
            }
            if tags.strengths[t].isRequired != tag.isRequired { problems.append("tag \(t): required flag differs from its strength") }
            if tag.isEquality != (constraint.relation == .equal) { problems.append("tag \(t): equality flag differs from its relation") }
            for s in [tag.marker, tag.other] where s >= 0 {
                guard s < symbols.count else {
                    problems.append("tag \(t): symbol \(s) out of range")
                    continue
                }
                owned[s] = t
                if symbols[s].owner != t { problems.append("tag \(t): its symbol \(name(of: s)) is owned by \(symbols[s].owner)") }
            }
            let expected: SymbolKind = !tag.isEquality ? .slack : tag.isRequired ? .dummy : .error
            if symbols.kinds[tag.marker] != expected { problems.append("tag \(t): marker \(name(of: tag.marker)) is not a \(expected)") }
            if tag.other >= 0 && symbols.kinds[tag.other] != .error {
                problems.append("tag \(t): second symbol \(name(of: tag.other)) is not an error")
            }
            if (tag.other >= 0) != !tag.isRequired { problems.append("tag \(t): second error \(tag.other) for required \(tag.isRequired)") }
            if abs(tag.markerCoefficient) != tag.scale {
                problems.append("tag \(t): marker coefficient \(tag.markerCoefficient), scale \(tag.scale)")
            }
            if symbols[tag.marker].tolerance != (tag.scale == 1 ? epsilon : epsilon / tag.scale) {
                problems.append("tag \(t): marker tolerance \(symbols[tag.marker].tolerance)")
            }
        }
        if hintedTags + tags.map.count != installed {
            problems.append("registry: \(hintedTags) hinted and \(tags.map.count) mapped constraints for \(installed)")
        }
        for s in symbols.indices where symbols[s].owner != owned[s] {
            problems.append("symbol \(name(of: s)) is owned by \(symbols[s].owner), no tag of which it is")
        }
        for (id, edit) in edits {
            guard installedTag(of: edit.constraint) != nil else {
                problems.append("edit variable \(id): its constraint is not installed")
                continue
            }
        }
    }

    /// Hot copies: their own invariants (HotCopies.swift), and each copy equal to its marker's
    /// column over its window (0 elsewhere).
    private func checkHotCopies(_ problems: inout [String]) {
        problems += hot.problems(symbols: symbols.count, budget: hotBudget)
        for (k, copy) in hot.copies.enumerated() where copy.marker >= 0 && copy.marker < symbols.count {
            let s = copy.marker
            if copy.isSparse {
                checkSparseCopy(copy, of: s, &problems)
                continue
            }
            let window = copy.base..<(copy.base + copy.coefficients.count)
            for (i, row) in rows.headers.enumerated() {
                let want = row.basic >= 0 ? coefficient(of: s, inRow: i) : 0
                let have = window.contains(i) ? copy.coefficients[i - copy.base] : 0
                if want != have { problems.append("hot copy \(k) of \(name(of: s)): row \(i) has \(want), copy says \(have)") }
            }
            for i in window where i >= rows.count && copy.coefficients[i - copy.base] != 0 {
                problems.append("hot copy of \(name(of: s)): slot \(i) past the rows holds a coefficient")
            }
        }
    }

    /// A sparse copy holds every row of the marker's column with its coefficient (and rows that
    /// no longer hold it at zero); its shape is checked in `HotCopies.problems`.
    private func checkSparseCopy(_ copy: HotCopies.Copy, of s: Int, _ problems: inout [String]) {
        guard copy.rows.count == copy.coefficients.count else { return }
        var have: [Int: Double] = [:]
        for (i, q) in copy.rows.enumerated() { have[Int(q)] = copy.coefficients[i] }
        for (i, row) in rows.headers.enumerated() {
            let want = row.basic >= 0 ? coefficient(of: s, inRow: i) : 0
            if want != (have[i] ?? 0) { problems.append("sparse copy of \(name(of: s)): row \(i) has \(want), copy says \(have[i] ?? 0)") }
        }
        for q in have.keys where q >= rows.count && have[q] != 0 {
            problems.append("sparse copy of \(name(of: s)): slot \(q) past the rows holds a coefficient")
        }
    }

    /// The dummy record: only dummies are untracked, their records start inside it, and an
    /// untracked dummy has no column (its cells are in the record).
    private func checkDummyRecord(_ problems: inout [String]) {
        for s in symbols.indices where symbols[s].dummyBorn >= 0 {
            if symbols.kinds[s] != .dummy { problems.append("\(name(of: s)) is untracked but no dummy") }
            if symbols[s].dummyBorn > dummyLog.count {
                problems.append("untracked \(name(of: s)) starts at \(symbols[s].dummyBorn), past the record's \(dummyLog.count)")
            }
            if !symbols.columns[s].isEmpty { problems.append("untracked \(name(of: s)) has a column") }
        }
        // A row being added writes the slot past the rows before it takes it (`startPendingRow`):
        // between operations no entry may name a slot past them.
        dummyLog.forEach(from: 0) { k, e, _ in
            let readsRow = e.op == .axpy || e.op == .copy
            if e.target >= rows.count || (readsRow && e.source >= rows.count) {
                problems.append("dummy record entry \(k) names slot \(max(e.target, e.source)) past the \(rows.count) rows")
            }
        }
        problems += dummyLog.layoutProblems
        if dummyLog.pendingEmpty && !dummyLog.pendingClearedLast {
            problems.append("the record's pending slot is said to be empty, but entries write it after its last clear")
        }
    }

    /// Between operations: the journal is closed, no phase one, install or queue left open.
    private func checkClosed(_ problems: inout [String]) {
        if journaling { problems.append("the journal is open") }
        if artificial != nil { problems.append("a phase-one objective is left") }
        if installing != nil { problems.append("an install is left open") }
        // A removal's pivot may queue rows that rounding left a hair below zero; the next dual
        // simplex pass looks at them again. Only slots of the table may be queued.
        for r in infeasible where r < 0 || r >= rows.count { problems.append("row \(r) is queued as infeasible, no row slot") }
        if phase != .change { problems.append("phase \(phase) is left open") }
    }

    /// The solver's contract (`Solver`): every installed required constraint holds at the
    /// current values within 1e-6 of its largest term plus 1e-7, judged against its own
    /// expression, and every value is finite.
    private func checkContract(_ problems: inout [String]) {
        for t in tags.indices {
            guard let (constraint, value, largest) = residual(ofTag: t) else { continue }
            let miss: Double
            switch constraint.relation {
            case .equal: miss = abs(value)
            case .lessThanOrEqual: miss = max(value, 0)
            case .greaterThanOrEqual: miss = max(-value, 0)
            }
            if !(miss <= 1e-6 * largest + 1e-7) { problems.append("\(constraint) misses by \(miss) (largest term \(largest))") }
        }
        for s in variables.symbols where !value(of: s).isFinite { problems.append("\(name(of: s)) = \(value(of: s))") }
    }

    /// The magnitude of the constraint that owns marker or error `s` (1 when unknown).
    func dummyScale(_ s: Int) -> Double {
        constraint(ofTag: symbols[s].owner).map { magnitude(of: $0.terms, constant: $0.constant) } ?? 1
    }
}
