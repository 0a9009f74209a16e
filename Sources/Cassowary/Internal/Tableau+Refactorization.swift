/// Refactorization: a refusal that accumulated rounding may have caused is judged again on a
/// tableau rebuilt from the installed constraints (INTERNALS.md, Cassowary).
extension SolverError {
    /// True for a refusal a rebuild may overturn: a breakdown, and when `verifying` (rounding
    /// can move a conflict test) `.inexact` or `.unsatisfiable`.
    func isRefactorizable(verifying: Bool) -> Bool {
        switch self {
        case .internalError: return true
        case .inexact, .unsatisfiable: return verifying
        default: return false
        }
    }
}

extension Tableau {
    /// The installed tags for a rebuild: `leading`'s, the required ones, then the rest, each in
    /// install order (optional rows first could take values far out, where rounding conflicts);
    /// the required ones as `arranged` orders them when given.
    func rebuildOrder(leading: Constraint?, arranged: (([Int]) -> [Int])? = nil) -> [Int] {
        let order = tagsInInstallOrder
        let lead = leading.flatMap { registeredTag(of: $0) }
        let required = order.filter { $0 != lead && tags[$0].isRequired }
        return (lead.map { [$0] } ?? []) + (arranged?(required) ?? required) + order.filter { $0 != lead && !tags[$0].isRequired }
    }

    /// The one rebuild path: `operation` made on a tableau rebuilt from this one (but `removed`,
    /// with `suggestion`), retried once with an `.inexact` refusal's violated constraint first
    /// (its own row's rounding), then both keeping every tiny cell (`keepsTinyCells`). Throws
    /// the first fresh tableau's refusal (`.internalError` when a rebuild is refused or breaks
    /// down), at once when rounding cannot have made it.
    func refactorized(
        without removed: Constraint? = nil, suggesting suggestion: (variable: Variable, value: Double)? = nil,
        _ operation: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) -> Tableau {
        var verdict: SolverError?
        for keepingTinyCells in [false, true] {
            var leading: Constraint?
            while true {
                guard var fresh = rebuilt(without: removed, suggesting: suggestion, leading: leading, keepingTinyCells: keepingTinyCells) else {
                    verdict = verdict ?? .internalError("the rebuild is refused")
                    break
                }
                do throws(SolverError) {
                    try operation(&fresh)
                    fresh.keepsTinyCells = false
                    return fresh
                } catch {
                    if case .inexact(_, let violated, _) = error, leading == nil, violated !== removed {
                        leading = violated
                        continue
                    }
                    verdict = verdict ?? error
                    if !error.isRefactorizable(verifying: true) { throw verdict ?? error }
                    break
                }
            }
        }
        throw verdict ?? .internalError("the rebuild is refused")
    }

    /// Verifies a rebuild that is itself the operation (refined as an operation is): throws
    /// `.inexact` naming a required constraint still off, `.internalError` for a value not finite.
    mutating func verifyRebuilt() throws(SolverError) {
        guard let (t, miss, _) = refinedMiss() else { return }
        guard miss.isFinite, let violated = constraint(ofTag: t) else { throw .internalError("off by \(miss)") }
        throw .inexact(violated, violated: violated, by: miss)
    }

    /// A tableau built afresh from the installed constraints (but `removed`; `added` first) and
    /// edit variables (`suggestion` applied) in `rebuildOrder`, verified as a whole; nil when it
    /// refuses one.
    func rebuilt(
        without removed: Constraint? = nil, suggesting suggestion: (variable: Variable, value: Double)? = nil,
        leading: Constraint? = nil, adding added: Constraint? = nil, arranged: (([Int]) -> [Int])? = nil, keepingTinyCells: Bool = false
    ) -> Tableau? {
        var fresh = Tableau()
        (fresh.operationPivotLimit, fresh.blandAfterLimit) = (operationPivotLimit, blandAfterLimit)
        (fresh.rebuilding, fresh.keepsTinyCells) = (true, keepingTinyCells)
        var editOf: [ObjectIdentifier: (variable: Variable, edit: Edit)] = [:]
        for edit in edits.values {
            guard let variable = edit.constraint.terms.first?.variable else { return nil }
            editOf[ObjectIdentifier(edit.constraint)] = (variable, edit)
        }
        do {
            if let added { try fresh.add(added) }
            for t in rebuildOrder(leading: leading, arranged: arranged) {
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
        (fresh.verifying, fresh.rebuilding, fresh.counters) = (true, false, counters)
        return fresh
    }
}
