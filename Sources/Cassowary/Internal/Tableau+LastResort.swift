/// The last resort before a refusal stands (INTERNALS.md, Cassowary): rebuilds in other orders.
extension Tableau {
    /// A tableau rebuilt with the operation's constraint first (`added`, an add's new
    /// constraint, or `leading`, the one a removal, constant change or suggestion is about), then
    /// the required constraints newest first, oldest first, by scale (their largest coefficient)
    /// ascending, descending and interleaved (smallest, largest, next smallest, ...), and
    /// equalities first, the optional ones last, each order once more keeping every tiny cell;
    /// the first whose every required constraint holds after refinement (and `operation` made
    /// on it, for an operation with no constraint of its own: an edit variable's add), nil when none does.
    ///
    /// A rebuild adds rows in an order, and each row's rounding is decided against the rows
    /// before it: a constraint that conflicts by rounding with an ill-scaled row installed long
    /// ago often holds when it goes in first and that row is solved against it, and the rows a
    /// removal leaves often hold together when those of one scale are solved against each other
    /// first. The rebuilds start from the constraints' own expressions and are verified as a
    /// whole, so a change made here keeps the solver's contract; only refusals on a verifying
    /// tableau pay for them.
    func lastResort(
        adding added: Constraint?, leading: Constraint?, without removed: Constraint?,
        suggesting suggestion: (variable: Variable, value: Double)?, then operation: ((inout Tableau) throws(SolverError) -> Void)? = nil
    ) -> Tableau? {
        // Each required constraint's scale (its largest coefficient), read once for every order.
        var scales: [Int: Double] = [:]
        for t in tagsInInstallOrder where tags[t].isRequired {
            scales[t] = constraint(ofTag: t)?.expression.terms.reduce(0) { max($0, abs($1.coefficient)) } ?? 0
        }
        let scale = { (t: Int) in scales[t] ?? 0 }
        let isEquality = { (t: Int) in self.constraint(ofTag: t)?.relation == .equal }
        let orders: [([Int]) -> [Int]] = [
            { $0.reversed() }, { $0 }, { $0.sorted { scale($0) < scale($1) } }, { $0.sorted { scale($0) > scale($1) } },
            { required in
                let s = required.sorted { scale($0) < scale($1) }
                return s.indices.map { $0 % 2 == 0 ? s[$0 / 2] : s[s.count - 1 - $0 / 2] }
            },
            { $0.filter(isEquality) + $0.filter { !isEquality($0) } },
        ]
        for keepingTinyCells in [false, true] {
            for order in orders {
                guard
                    var fresh = rebuilt(
                        without: removed, suggesting: suggestion, leading: leading, adding: added, arranged: order,
                        keepingTinyCells: keepingTinyCells)
                else { continue }
                do throws(SolverError) { try operation?(&fresh) } catch { continue }
                if fresh.refinedMiss() == nil {
                    fresh.keepsTinyCells = false
                    return fresh
                }
            }
        }
        return nil
    }
}
