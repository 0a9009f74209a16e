/// The last resort before a refusal stands (INTERNALS.md, Cassowary): rebuilds in other orders.
extension Tableau {
    /// A tableau rebuilt with the operation's constraint first (`added`, an add's new
    /// constraint, or `leading`, the one a removal, constant change or suggestion is about), then
    /// the required constraints newest first, then oldest first, the optional ones last, each
    /// order once more keeping every tiny cell; the first whose every required constraint holds
    /// after refinement, nil when none does.
    ///
    /// A rebuild adds rows in an order, and each row's rounding is decided against the rows
    /// before it: a constraint that conflicts by rounding with an ill-scaled row installed long
    /// ago often holds when it goes in first and that row is solved against it. The rebuilds
    /// start from the constraints' own expressions and are verified as a whole, so a change made
    /// here keeps the solver's contract; only refusals on a verifying tableau pay for them.
    func lastResort(
        adding added: Constraint?, leading: Constraint?, without removed: Constraint?,
        suggesting suggestion: (variable: Variable, value: Double)?
    ) -> Tableau? {
        for keepingTinyCells in [false, true] {
            for newestFirst in [true, false] {
                guard
                    var fresh = rebuilt(
                        without: removed, suggesting: suggestion, leading: leading, adding: added, newestFirst: newestFirst,
                        keepingTinyCells: keepingTinyCells)
                else { continue }
                if fresh.refinedMiss() == nil {
                    fresh.keepsTinyCells = false
                    return fresh
                }
            }
        }
        return nil
    }
}
