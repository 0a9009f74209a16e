/// Refinement: putting back the constants that rounding has moved.
extension Tableau {
    /// Shifts every installed constraint's marker by its residual at the current values, then
    /// restores feasibility; throws a conflict when the refined constants cannot hold together.
    mutating func refine() throws(Failure) {
        var shifts: [(marker: Int, amount: Double)] = []
        for t in tags.indices {
            let tag = tags[t]
            guard tag.isInstalled, let constraint = tags.constraints[t] else { continue }
            var residual = tag.constant
            constraint.terms.forEach { term in
                guard let s = registeredSymbol(of: term.variable) else { return }
                residual += term.coefficient * value(of: s)
            }
            // Markers in the constraint's units: the second error's coefficient is the negative
            // of the marker's (expr + m*slack - m*error, expr - m*eplus + m*eminus).
            residual += tag.markerCoefficient * value(of: tag.marker)
            if tag.other >= 0 { residual -= tag.markerCoefficient * value(of: tag.other) }
            if residual != 0 { shifts.append((tag.marker, residual / tag.markerCoefficient)) }
        }
        // Untracked dummies among the markers: one replay.
        track(shifts.map(\.marker).filter { symbols.kinds[$0] == .dummy })
        // A basic dummy (a redundant equality) is judged once every shift is made: on the way,
        // one constraint's shift moves it and its own shift brings it back.
        for (marker, amount) in shifts { _ = shift(marker, amount) }
        for (r, row) in rows.headers.enumerated() where row.basic >= 0 && symbols.kinds[row.basic] == .dummy {
            if abs(rows.constants[r]) >= tolerance(of: row.basic) {
                infeasible.removeAll(keepingCapacity: true)
                throw .conflict(requiredOwners(of: self.row(r), slot: Int32(r)))
            }
        }
        try dualOptimize()
    }
}
