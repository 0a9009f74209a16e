/// Batches of adds and removes (`Solver.addConstraints`, `Solver.removeConstraints`), loaded
/// ahead a group at a time.
extension Tableau {
    static let batchGroup = Tuning.batchGroup

    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for start in Swift.stride(from: 0, to: constraints.count, by: Tableau.batchGroup) {
            let group = start..<Swift.min(start &+ Tableau.batchGroup, constraints.count)
            if group.count > 1 { loadAhead(adding: constraints, group) }
            // Indexed: iterating a slice retains each element.
            for i in group { try add(constraints[i]) }
        }
    }

    mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
        for start in Swift.stride(from: 0, to: constraints.count, by: Tableau.batchGroup) {
            let group = start..<Swift.min(start &+ Tableau.batchGroup, constraints.count)
            if group.count > 1 { loadAhead(removing: constraints, group) }
            for i in group { try remove(constraints[i]) }
        }
    }

    /// Loads what adding `group` reads first: the constraints, their variables, their rows and cells.
    private mutating func loadAhead(adding group: [Constraint], _ range: Range<Int>) {
        var sum = 0
        batchScratch.removeAll(keepingCapacity: true)
        for j in range {
            sum &+= group[j].loadAhead()
            // `forEach`: an iterator would retain the terms' variables.
            group[j].terms.forEach { term in
                if let s = registeredSymbol(of: term.variable) { batchScratch.append(s) }
            }
        }
        sum &+= loadRows(ofSymbols: false)
        batchSink &+= sum
    }

    /// Loads what removing `group` reads first: the constraints, their tags and symbols, and
    /// the rows those are basic in (or first in the column of) with their cells.
    private mutating func loadAhead(removing group: [Constraint], _ range: Range<Int>) {
        var sum = 0
        batchScratch.removeAll(keepingCapacity: true)
        for j in range {
            sum &+= group[j].loadAhead()
            guard let t = registeredTag(of: group[j]), t < tags.count else { continue }
            batchScratch.append(tags[t].marker)
            batchScratch.append(tags[t].other)
        }
        sum &+= loadRows(ofSymbols: true)
        batchSink &+= sum
    }

    /// For each symbol in `batchScratch` (ignoring ids out of range): its row (for `markers`,
    /// also its kind, record, objective entry, or its column's first row), then each row's record,
    /// constant and kind, then its cells' columns and objective entries.
    private mutating func loadRows(ofSymbols markers: Bool) -> Int {
        var sum = 0
        let n = batchScratch.count
        for k in 0..<n {
            let s = batchScratch[k]
            guard s >= 0 && s < symbols.count else {
                batchScratch[k] = -1
                continue
            }
            var r = symbols.basicRow[s]
            if markers {
                sum &+= Int(symbols.kinds[s].rawValue) &+ symbols[s].owner &+ (objective.coefficient(s, 0) == 0 ? 1 : 0)
                if r < 0 {
                    var walk = ColumnSet.Cursor()
                    r = symbols.columns[s].next(&walk) ?? -1
                }
            }
            batchScratch[k] = r
        }
        for k in 0..<n {
            let r = batchScratch[k]
            if r >= 0 && r < rows.count {
                sum &+= rows[r].count &+ Int(truncatingIfNeeded: rows.constants[r].bitPattern) &+ Int(rows.kinds[r].rawValue)
            } else {
                batchScratch[k] = -1
            }
        }
        for k in 0..<n {
            let r = batchScratch[k]
            guard r >= 0 else { continue }
            for cell in cells(r) {
                let s = cell.symbol
                if s < symbols.columns.count { sum &+= symbols.columns[s].count &+ (objective.coefficient(s, 0) == 0 ? 1 : 0) }
            }
        }
        return sum
    }
}
