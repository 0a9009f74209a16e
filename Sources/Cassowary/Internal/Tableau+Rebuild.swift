/// Rebuilding: a fresh tableau for the same installed system, the incremental route's last resort.
///
/// The rows are combinations of the constraints updated in place, and on ill-scaled input
/// (coefficients and constants many orders of magnitude apart, near-parallel rows) rounding
/// can take from them what exact arithmetic never would: a coefficient cancelled below
/// epsilon and dropped can leave an installed constraint's marker in no row (its removal has
/// no row to pivot it into), or a row that no pivot can repair although the system is
/// feasible. Such an operation is rolled back as an internal error. Simplex codes meet the
/// same drift by refactorizing, recomputing the basis from the original data; here the
/// original data are the installed constraints (with their current constants and strengths)
/// and the edit variables (with their suggested values), and a tableau built from them afresh
/// holds none of the old rounding. `Solver` runs the failed operation once more on it
/// (`Solver.withRebuild`): what is feasible is then made, what is not is refused as such.
extension Tableau {
    /// A tableau built afresh from this one's installed constraints (but `removed`) and edit
    /// variables (with their strengths and suggested values), in the order of `rebuildOrder`
    /// (required constraints first, each kind in install order); nil when the fresh tableau
    /// refuses any of them (rounding then judges the installed system otherwise, and the caller
    /// keeps this tableau). The adds are not verified one by one (`rebuilding`): the system held
    /// as a whole before, and its intermediate states need not; the fresh tableau is verifying, so the operation run on it next verifies every required constraint. It
    /// keeps its objects in identity maps (no registry hints, which this tableau holds), and
    /// carries on this one's counters and pivot bound (a test's bound holds for the rebuild too).
    /// With `suggestion`, that edit variable takes that value instead of its current one; with
    /// `leading`, that constraint is installed first (Tableau+Refactorization.swift).
    func rebuilt(without removed: Constraint? = nil, suggesting suggestion: (variable: Variable, value: Double)? = nil,
                 leading: Constraint? = nil) -> Tableau? {
        var fresh = Tableau()
        fresh.operationPivotLimit = operationPivotLimit
        fresh.rebuilding = true
        var editOf: [ObjectIdentifier: (variable: Variable, edit: Edit)] = [:]
        for edit in edits.values {
            guard let variable = edit.constraint.terms.first?.variable else { return nil }
            editOf[ObjectIdentifier(edit.constraint)] = (variable, edit)
        }
        do {
            for t in rebuildOrder(leading: leading) {
                guard let constraint = constraint(ofTag: t), constraint !== removed else { continue }
                fresh.verifying = false
                if let (variable, edit) = editOf[ObjectIdentifier(constraint)] {
                    try fresh.addEditVariable(variable, tags.strengths[t])
                    let value = suggestion.map { $0.variable === variable ? $0.value : edit.value } ?? edit.value
                    if value != 0 { try fresh.suggestValue(value, for: variable) }
                } else {
                    try fresh.add(constraint)
                }
            }
        } catch {
            return nil
        }
        fresh.verifying = true
        fresh.rebuilding = false
        fresh.counters = counters
        return fresh
    }
}
