/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey): add and remove
/// constraints, edit variables and suggested values, and change any installed constraint's
/// constant or optional strength in place, each without rebuilding the system.
///
/// Strengths are strict levels (see `Strength`). Every refused operation throws a
/// `SolverError` that carries the offending input and leaves the solver as it was.
///
/// The contract of every operation (adds and removes, constant, strength and edit changes,
/// suggestions): afterwards every installed required constraint holds within its tolerance,
/// 1e-6 of its largest term (its constant, or a coefficient times its variable's value) plus
/// 1e-7 (ten times the epsilon within which conflicts are accepted: `x >= 1e-9` with
/// `x <= 0`), and every value is finite; or the operation is refused, the solver left
/// exactly as it was, with `.unsatisfiable`, `.inexact` (double precision cannot carry it:
/// near-parallel rows, or magnitudes far apart), `.outOfRange` (a value would overflow) or
/// `.internalError` (the operation broke down, reaching its bound of pivots or of undo memory
/// or losing a row to rounding, both on the incremental tableau and on one rebuilt from the
/// installed constraints). Every operation is bounded
/// in pivots and memory. Systems whose numbers leave layout's range (a row constant or
/// coefficient beyond 2^24 (16,777,216), a coefficient a sum cancels to a few digits, a constraint whose
/// largest coefficient is outside 1/16...16) have every operation verified against the
/// constraints' own expressions and, when rounding has moved a constraint, refined; a layout
/// (coefficients ±1, multipliers such as 0.5 or 16/9, values up to 2^24) never needs it.
///
/// Complexity: operations cost in proportion to the rows they touch (a column index finds
/// them), not to the size of the tableau. Not thread-safe: use one solver from one thread at a time.
public final class Solver {
    var tableau = Tableau(hintOwner: RegistryHint.newOwner())

    /// The largest magnitude a coefficient, constant, suggested value or weight may have
    /// (`SolverError.outOfRange` beyond it): 1e15, where a double still has a tenth of a unit
    /// and products with coefficients of 1e6 stay far from overflow.
    public static let magnitudeLimit = 1e15

    /// The smallest magnitude a nonzero coefficient may have (`SolverError.outOfRange` below
    /// it, subnormal numbers included): 1e-15, the reciprocal of `magnitudeLimit`, so that a row
    /// divided by its largest coefficient keeps its constant finite. Constants of any magnitude
    /// up to `magnitudeLimit` are accepted.
    public static let smallestCoefficient = 1e-15

    /// Creates an empty solver.
    public init() {}

    /// Installs a constraint. Throws `.unsatisfiable` with a minimal conflicting set when a
    /// required constraint cannot hold together with the installed required constraints.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        defer { checkAfterOperation() }
        // `withRebuild` unrolled, as in `suggestValue`: the success path retains nothing.
        do {
            try tableau.add(constraint)
        } catch {
            try recover(from: error, adding: constraint) { tableau throws(SolverError) in try tableau.add(constraint) }
        }
    }

    /// Installs a constraint, as `addConstraint(_:)`, that the caller expects to remove again
    /// soon (a stack view's hiding constraint, removed when the view shows again). A required
    /// equality's marker normally starts untracked, its column left to be rebuilt from the dummy
    /// record when it is first needed, which a removal does; this one's column is kept from the
    /// start instead, which costs a cell in each row that holds it (Internal/DummyLog.swift).
    package func addConstraint(_ constraint: Constraint, expectingRemoval: Bool) throws(SolverError) {
        defer { checkAfterOperation() }
        try tableau.add(constraint)
        if expectingRemoval { tableau.trackMarker(of: constraint) }
    }

    /// Installs constraints in order, stopping at the first refusal (earlier ones stay installed).
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild(batch: true) { tableau throws(SolverError) in try tableau.add(constraints) }
    }

    /// Removes an installed constraint (`.unknownConstraint` for one that is not). A removal only
    /// loosens the system, so it is not refused for rounding: where double precision cannot carry
    /// the new optimum (ill-scaled input), the values stay as they were, which meet every
    /// remaining required constraint, and the optional constraints as near it as the arithmetic allows.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild(removing: constraint) { tableau throws(SolverError) in try tableau.remove(constraint) }
    }

    /// Removes installed constraints in order, stopping at the first unknown one. Like
    /// `removeConstraint(_:)`, never refused for rounding.
    public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
        defer { checkAfterOperation() }
        do {
            try withRebuild(batch: true) { tableau throws(SolverError) in try tableau.remove(constraints) }
        } catch .unknownConstraint(let unknown) {
            throw .unknownConstraint(unknown)
        } catch {
            // The batch stopped at a refused removal, the earlier ones made: that one and the
            // rest go one at a time, each with a single removal's last resorts.
            guard let first = constraints.firstIndex(where: hasConstraint) else { throw error }
            for constraint in constraints[first...] { try removeConstraint(constraint) }
        }
    }

    /// True when the constraint is installed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { reading { $0.registeredTag(of: constraint) != nil } }

    /// The installed constraints (edit constraints excluded), in install order.
    public var constraints: [Constraint] {
        let editIDs = Set(tableau.edits.values.map { ObjectIdentifier($0.constraint) })
        return reading { tableau in tableau.tagsInInstallOrder.compactMap { tableau.constraint(ofTag: $0) } }
            .filter { !editIDs.contains(ObjectIdentifier($0)) }
    }

    /// Changes the constant of an installed constraint's expression in place (no remove + add).
    /// For a required constraint the change may be refused as `.unsatisfiable`.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild(changing: (constraint, constant)) { tableau throws(SolverError) in try tableau.setConstant(constant, of: constraint) }
    }

    /// Changes the constants of many installed constraints, then re-optimizes once (one dual
    /// simplex pass per batch: what an animation tick needs). All or nothing on refusal.
    public func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild { tableau throws(SolverError) in try tableau.setConstants(changes) }
    }

    /// True when `variable` has the same value at every optimal solution of the installed
    /// constraints (false for a variable the solver has never seen). Leaves the solution as it is.
    public func isDetermined(_ variable: Variable) -> Bool {
        defer { checkAfterOperation() }
        return tableau.isDetermined(variable)
    }

    /// Changes an installed constraint's strength between optional levels; from or to required is refused.
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild { tableau throws(SolverError) in try tableau.setStrength(strength, of: constraint) }
    }

    /// Makes `variable` an edit variable: `suggestValue` then pulls it with `strength` (optional).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        defer { checkAfterOperation() }
        try withRebuild { tableau throws(SolverError) in try tableau.addEditVariable(variable, strength) }
    }

    /// Stops editing `variable` (`.unknownEditVariable` if it is not edited); never refused for
    /// rounding, as `removeConstraint(_:)`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { checkAfterOperation() }
        do {
            try tableau.removeEditVariable(variable)
        } catch {
            // A refused removal is rolled back, so the edit constraint is still there to name.
            let edit = tableau.edits[ObjectIdentifier(variable)]?.constraint
            try recover(from: error, removing: edit) { tableau throws(SolverError) in try tableau.removeEditVariable(variable) }
        }
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { tableau.edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable; the solution is updated incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { checkAfterOperation() }
        // `withRebuild` unrolled: the hot path passes `variable` to nothing else (no retain).
        do {
            try tableau.suggestValue(value, for: variable)
        } catch {
            try recover(from: error, suggesting: (variable, value)) { tableau throws(SolverError) in try tableau.suggestValue(value, for: variable) }
        }
    }

    /// Writes the current solution into every known variable's `value`.
    public func updateVariables() {
        defer { checkAfterOperation() }
        tableau.writeValues()
    }

    /// The current value of a variable (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        reading { tableau in
            guard let s = tableau.registeredSymbol(of: variable) else { return 0 }
            let v = tableau.value(of: s)
            return v == 0 ? 0 : v
        }
    }

    /// Runs `operation` on the tableau; when it ends in an internal error (a numerical
    /// breakdown, rolled back) or in a refusal that rounding may have caused
    /// (`SolverError.isRefactorizable`, Tableau+Refactorization.swift), turns to a tableau
    /// rebuilt from the installed constraints and edit variables (Tableau+Refactorization.swift),
    /// which replaces this one if the operation is made there. A removal's rebuild leaves the
    /// removed constraint out, a constant change's takes the new constant and a suggestion's
    /// the suggested value: the rebuild is then the
    /// operation, made when every required constraint holds there and refused as `.inexact`
    /// (naming the constraint it would leave off) when one does not. Other operations run
    /// once more on the rebuild; a refusal there for another reason is thrown with this
    /// tableau kept as it was. The first refusal stands when the rebuild is refused or
    /// breaks down too. Nothing is rebuilt for an operation that succeeds or is refused otherwise,
    /// nor for a refused `batch` of adds or removals (the changes before its refusal stay made,
    /// so it cannot run again) unless it broke down. What the rebuild still refuses of an add
    /// (`added`), a removal, a constant change or a suggestion gets a last resort (`lastResort`),
    /// and a removal then one that keeps the values (`Tableau.keepingValues`).
    @inline(__always) private func withRebuild(
        batch: Bool = false, adding added: Constraint? = nil, removing removed: Constraint? = nil,
        changing change: (Constraint, Double)? = nil, suggesting suggestion: (Variable, Double)? = nil,
        _ operation: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        do {
            try operation(&tableau)
        } catch {
            try recover(from: error, batch: batch, adding: added, removing: removed, changing: change, suggesting: suggestion, operation)
        }
    }

    /// What `withRebuild` does after `error`: the rebuild, then the last resort. Out of line, so
    /// that the operations' success path neither copies nor retains what only recovery reads.
    @inline(never) private func recover(
        from error: SolverError, batch: Bool = false, adding added: Constraint? = nil, removing removed: Constraint? = nil,
        changing change: (Constraint, Double)? = nil, suggesting suggestion: (Variable, Double)? = nil,
        _ operation: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        guard error.isRefactorizable(verifying: tableau.verifying && !batch) else { throw error }
        do throws(SolverError) {
            try rebuild(refusing: error, removing: removed, changing: change, suggesting: suggestion, operation)
        } catch {
            try lastResort(refusing: error, adding: added, removing: removed, changing: change, suggesting: suggestion, operation)
        }
    }

    /// The rebuild of `withRebuild` for `error`'s operation: for a constant change, a
    /// suggestion or a removal, the verified rebuild itself (`.inexact` naming `subject` when it
    /// leaves a required constraint off); else `operation` made on the rebuild.
    private func rebuild(
        refusing error: SolverError, removing removed: Constraint?, changing change: (Constraint, Double)?,
        suggesting suggestion: (Variable, Double)?, _ operation: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        let edited = suggestion.flatMap { tableau.edits[ObjectIdentifier($0.0)]?.constraint }
        guard let subject = change?.0 ?? edited ?? removed else {
            do throws(SolverError) {
                return adopt(try tableau.refactorized(operation))
            } catch let refusal {
                if case .internalError = refusal { throw error }
                throw refusal
            }
        }
        let old = subject.constant
        if let (constraint, constant) = change { constraint.setConstant(constant) }
        do throws(SolverError) {
            let suggested = edited == nil ? nil : suggestion.map { (variable: $0.0, value: $0.1) }
            adopt(try tableau.refactorized(without: removed, suggesting: suggested) { fresh throws(SolverError) in try fresh.verifyRebuilt() })
        } catch let refusal {
            if change != nil { subject.setConstant(old) }
            guard case .inexact(_, let violated, let miss) = refusal else { throw error }
            throw .inexact(subject, violated: violated, by: miss)
        }
    }

    /// Makes on a tableau rebuilt in other orders (`Tableau.lastResort`) an operation that the
    /// rebuild refused (as unsatisfiable or inexact, or broke down on): an add, a removal, a
    /// constant change or a suggestion as the rebuild itself, another (an edit variable's add)
    /// by `operation` on it; else throws `refusal`.
    private func lastResort(
        refusing refusal: SolverError, adding added: Constraint?, removing removed: Constraint?,
        changing change: (Constraint, Double)?, suggesting suggestion: (Variable, Double)?,
        _ operation: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        switch refusal {
        case .unsatisfiable, .inexact, .internalError: break
        default: throw refusal
        }
        let edited = suggestion.flatMap { tableau.edits[ObjectIdentifier($0.0)]?.constraint }
        let own = added != nil || removed != nil || change != nil || edited != nil
        let old = change?.0.constant
        if let (constraint, constant) = change { constraint.setConstant(constant) }
        let suggested = suggestion.map { (variable: $0.0, value: $0.1) }
        guard
            let fresh = withoutActuallyEscaping(
                operation,
                do: { operation in
                    tableau.lastResort(
                        adding: added, leading: change?.0 ?? edited, without: removed, suggesting: suggested, then: own ? nil : operation)
                })
        else {
            if let (constraint, _) = change, let old { constraint.setConstant(old) }
            // A removal only loosens the system: made keeping the values where no rebuild holds.
            // The kept tableau holds this one's registry hints (`adopt` would give them back).
            guard let removed, let kept = tableau.keepingValues(removing: removed) else { throw refusal }
            tableau = kept
            return
        }
        adopt(fresh)
    }

    /// Replaces the tableau by a rebuilt one (its registry hints given back first).
    private func adopt(_ fresh: Tableau) {
        reading { $0.releaseHints() }
        tableau = fresh
    }

    /// Reads the tableau in place. Calling a method on `tableau` from a non-mutating context
    /// copied the whole struct first, a retain and a release for each of its forty arrays: a
    /// sixth of a first layout as views, which asks `value(of:)` once per constraint. Every
    /// non-mutating call on the tableau goes through here.
    @inline(__always) func reading<R>(_ body: (inout Tableau) -> R) -> R { body(&tableau) }

    /// Removes every constraint and edit variable.
    public func reset() {
        reading { $0.releaseHints() }
        tableau = Tableau(hintOwner: RegistryHint.newOwner())
        checkAfterOperation()
    }

    deinit { reading { $0.releaseHints() } }

    /// The number of pivots made since the solver was created (for diagnostics and benchmarks).
    public var pivotCount: Int { tableau.counters.pivots }
    /// Work counters for diagnostics and benchmarks: pivots and substituted cells by phase (add or
    /// remove, optimize, phase one, dual simplex), adds that needed phase one or went in through
    /// the dual simplex, and the tableau's rows.
    public var statistics: SolverStatistics {
        var counters = tableau.counters
        counters.rows = tableau.rows.count - tableau.rows.free.count
        counters.dummyRecordEntries = tableau.dummyLog.count
        counters.isVerifying = tableau.verifying
        return counters
    }

    /// True once the solver verifies every operation: it has met numbers outside layout's
    /// range (see the contract above); false again once it holds no constraint.
    public var isVerifying: Bool { tableau.verifying }
}
