/// Refactorization: a refusal that rounding may have caused is judged again on fresh rows.
///
/// The tableau's rows are the constraints combined and updated in place, so on ill-scaled
/// input (magnitudes far apart, near-parallel rows) they carry the rounding of every pivot
/// since the system was built. Verification (Tableau+Verification.swift) measures each
/// required constraint against its own expression, and when it finds one off beyond the
/// tolerance after refinement, the cause may be that accumulated rounding rather than the
/// system: an optional suggestion refused "required off by 2" while the required constraints
/// are unchanged and hold together. LP solvers meet this by refactorizing, recomputing the
/// basis from the original data. Here the original data are the installed constraints and
/// edit variables, so a refusal of the kinds listed by `isRefactorizable` (and only a refusal:
/// an operation that is made never comes here) is tried once more on a tableau rebuilt from
/// them, required ones first, with the operation applied (Tableau+Rebuild.swift, `Solver`'s
/// `withRebuild`). The fresh rows hold one pass of rounding, not the history's. What holds
/// there (every required constraint within its tolerance, after the same refinement an
/// operation gets) is made; what does not is refused from the fresh tableau's verdict:
/// `.unsatisfiable` when its dual simplex finds the required constraints in conflict, else
/// `.inexact`.
extension SolverError {
    /// True for a refusal a tableau rebuilt from the installed constraints may overturn: an
    /// internal error (a numerical breakdown), and, when `verifying` (the tableau's numbers
    /// have left layout's range, where rounding can move a row's conflict test, and the
    /// operation can run again), an `.inexact` refusal (a required constraint off after
    /// refinement) or `.unsatisfiable`. A layout's conflicts (a tableau that never met a
    /// hazard) are decided as they are.
    func isRefactorizable(verifying: Bool) -> Bool {
        switch self {
        case .internalError: return true
        case .inexact, .unsatisfiable: return verifying
        default: return false
        }
    }

    /// The refusal to report when the fresh tableau refuses too: its own verdict, unless it
    /// broke down (then the first refusal stands, `first`).
    func afterRefactorization(first: SolverError) -> SolverError {
        if case .internalError = self { return first }
        return self
    }
}

extension Tableau {
    /// How a refactorization ended: made on the fresh tableau, a required constraint still off
    /// there (by the amount), or the rebuild refused.
    enum Refactorization {
        case made(Tableau)
        case off(Constraint, by: Double)
        case refused
    }

    /// The installed tags for a rebuild: the required ones, then the optional ones and edit
    /// variables, each in install order; `leading`'s first when it is installed. The required
    /// system is decided first, at the values of its own constants: optional rows and
    /// suggestions installed before it can take the values far out (a suggestion of 1e11
    /// through a coefficient of 1e-9), where rounding turns a feasible required row into a
    /// conflict.
    func rebuildOrder(leading: Constraint?) -> [Int] {
        let order = tagsInInstallOrder
        let lead = leading.flatMap { registeredTag(of: $0) }
        return (lead.map { [$0] } ?? []) + order.filter { $0 != lead && tags[$0].isRequired } + order.filter { $0 != lead && !tags[$0].isRequired }
    }

    /// A tableau rebuilt from this one (but `removed`, and with `suggestion` applied) and
    /// refined as an operation is. When a required constraint is still off there, the rebuild
    /// is tried once more with that constraint installed first: its row is then solved for its
    /// own variables before rows of other magnitudes are, so its value no longer comes through
    /// another row's large constant (`x1` read off a row whose constant is 4e18 carries that
    /// constant's rounding; read off its own row, it carries its own).
    func refactorized(without removed: Constraint?, suggesting suggestion: (variable: Variable, value: Double)?) -> Refactorization {
        var leading: Constraint?
        while true {
            guard var fresh = rebuilt(without: removed, suggesting: suggestion, leading: leading) else { return .refused }
            guard let (t, miss) = fresh.refinedMiss() else { return .made(fresh) }
            guard miss.isFinite, let violated = fresh.constraint(ofTag: t) else { return .refused }
            if leading != nil || violated === removed { return .off(violated, by: miss) }
            leading = violated
        }
    }

    /// Runs `operation` on a tableau rebuilt from this one and returns that tableau when the
    /// operation is made there; when verification refuses it there (`.inexact`), runs it once
    /// more on a rebuild that installs the violated constraint first (see above). Throws the
    /// fresh tableau's refusal, or `first` when there is no fresh tableau or it breaks down.
    func refactorized(_ operation: (inout Tableau) throws(SolverError) -> Void, refusing first: SolverError) throws(SolverError) -> Tableau {
        var leading: Constraint?
        while true {
            guard var fresh = rebuilt(leading: leading) else { throw first }
            do throws(SolverError) {
                try operation(&fresh)
                return fresh
            } catch {
                guard leading == nil, case .inexact(_, let violated, _) = error else { throw error.afterRefactorization(first: first) }
                leading = violated
            }
        }
    }

    /// The first installed required constraint still off on a freshly rebuilt tableau after
    /// the refinement `verify` gives an operation (at most two rounds of iterative refinement,
    /// each followed by the primal simplex), with the amount; nil when every one holds. A
    /// refinement that fails (its refined constants in conflict) leaves the miss as found.
    mutating func refinedMiss() -> (tag: Int, miss: Double)? {
        for attempt in 0...2 {
            guard let (t, miss) = unverified() else { return nil }
            if attempt == 2 || !miss.isFinite || t < 0 { return (t, miss) }
            do throws(Failure) { try refine() } catch { return (t, miss) }
            do throws(SolverError) { try optimize() } catch { return (t, miss) }
        }
        return nil
    }
}
