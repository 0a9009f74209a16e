/// Rebuilding: a fresh tableau for the same installed system, the incremental route's last resort.
extension Tableau {
    /// A tableau built afresh from this one's installed constraints (but `removed`) and edit
    /// variables (with their strengths and suggested values, `suggestion`'s value for its
    /// variable), required constraints first, each kind in install order, `leading` first of
    /// all (`rebuildOrder`); nil when the fresh tableau refuses any of them (the caller then
    /// keeps this tableau). The adds are not verified one by one (`rebuilding`): the system held
    /// as a whole, its intermediate states need not; the operation run on it next verifies.
    func rebuilt(
        without removed: Constraint? = nil, suggesting suggestion: (variable: Variable, value: Double)? = nil,
        leading: Constraint? = nil
    ) -> Tableau? {
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
