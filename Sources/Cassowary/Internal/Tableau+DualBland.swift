/// Bland's rule for the dual simplex (INTERNALS.md, Cassowary): what keeps a degenerate,
/// ill-scaled repair from cycling to the operation's pivot bound.
extension Tableau {
    /// Once the dual simplex has made as many pivots as the primal makes before Bland's rule,
    /// each pass repairs one row: of the infeasible rows in `batch`, the one whose basic symbol
    /// is lowest (the others wait in `infeasible`), its entering symbol tied to the lowest id
    /// (`dualEntering`). That rule cannot cycle in exact arithmetic; under rounding, a window of
    /// `window` pivots that lowers the sum of the infeasibilities by no more than rounding ends
    /// the repair: the row left is thrown as a conflict (refused as `.unsatisfiable`, judged
    /// again on a rebuilt tableau when the operation is verified; an optional constant change
    /// is made by reinstalling its constraint, else on a rebuilt tableau).
    mutating func keepBlandRow(_ batch: inout [Int], _ progress: inout (lowest: Double, at: Int), pivots: Int, window: Int) throws(Failure) {
        var kept = -1
        var sum = 0.0
        var previous = -1
        for r in batch where r != previous {
            previous = r
            let basic = rows[r].basic
            guard basic >= 0, symbols.kinds[basic].isRestricted, isInfeasible(rows.constants[r], basic: basic) else { continue }
            sum -= rows.constants[r]
            if kept >= 0 && basic > rows[kept].basic {
                infeasible.append(r)
                continue
            }
            if kept >= 0 { infeasible.append(kept) }
            kept = r
        }
        batch.removeAll(keepingCapacity: true)
        guard kept >= 0 else { return }
        if sum < progress.lowest - epsilon * max(1, sum) {
            progress = (sum, pivots)
        } else if pivots - progress.at >= window {
            infeasible.removeAll(keepingCapacity: true)
            throw .conflict(requiredOwners(of: row(kept), slot: Int32(kept)))
        }
        batch.append(kept)
    }
}
