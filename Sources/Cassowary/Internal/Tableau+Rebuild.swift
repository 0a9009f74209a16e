/// Rebuilding: a fresh tableau for the same installed system, the incremental route's last resort.
extension Tableau {
    /// A tableau built afresh from this one's installed constraints (but `removed`), in install
    /// order, and its edit variables with their strengths and suggested values; nil when the
    /// fresh tableau refuses any of them (rounding then judges the installed system otherwise,
    /// and the caller keeps this tableau).
    func rebuilt(without removed: Constraint? = nil, suggesting suggestion: (variable: Variable, value: Double)? = nil) -> Tableau? {
        var fresh = Tableau()
        fresh.operationPivotLimit = operationPivotLimit
        var editOf: [ObjectIdentifier: (variable: Variable, edit: Edit)] = [:]
        for edit in edits.values {
            guard let variable = edit.constraint.terms.first?.variable else { return nil }
            editOf[ObjectIdentifier(edit.constraint)] = (variable, edit)
        }
        do {
            for t in tagsInInstallOrder {
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
        fresh.counters = counters
        return fresh
    }
}
