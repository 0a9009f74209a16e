/// The undo log of one change to the tableau (an add, a required constant change), so that
/// a refused change leaves the solver exactly as it was: same basis, same values.
struct Journal {
    /// Rows as they were before their first change (slot, old row).
    var rows: [(Int, Row)] = []
    /// Row constants as they were before their first change, for rows not saved whole.
    var constants: [(Int, Double)] = []
    /// Objective entries before each change (flat index, old value), in change order.
    var objective: [(Int, Double)] = []
    var savedObjectiveConstant: [Double]?
    var newSymbols: [Int] = []
    let symbolCount: Int
    let rowCount: Int
    let variableCount: Int
    let freeRows: [Int]
    let freeSymbols: [Int]

    mutating func objectiveConstant(_ current: [Double]) {
        if savedObjectiveConstant == nil { savedObjectiveConstant = current }
    }
}

extension Tableau {
    func beginJournal() {
        epoch &+= 1
        journal = Journal(symbolCount: kinds.count, rowCount: rows.count, variableCount: variables.count,
                          freeRows: freeRows, freeSymbols: freeSymbols)
    }

    func commitJournal() { journal = nil }

    /// Undoes everything since `beginJournal()`.
    func rollback() {
        guard let log = journal else { return }
        journal = nil
        // Unindex the rows as they are now, then put back the rows as they were.
        for (i, _) in log.rows where i < rows.count {
            let row = rows[i]
            if row.basic >= 0 {
                if basicRow[row.basic] == i { basicRow[row.basic] = -1 }
                for cell in row.cells { columns[cell.symbol].remove(i) }
            }
        }
        for (i, old) in log.rows where i < log.rowCount {
            rows[i] = old
            if old.basic >= 0 {
                basicRow[old.basic] = i
                for cell in old.cells { columns[cell.symbol].insert(i) }
            }
        }
        if rows.count > log.rowCount {
            rows.removeLast(rows.count - log.rowCount)
            rowSavedEpoch.removeLast(rowSavedEpoch.count - log.rowCount)
            constantSavedEpoch.removeLast(constantSavedEpoch.count - log.rowCount)
        }
        freeRows = log.freeRows
        for (i, c) in log.constants.reversed() { rows[i].constant = c }
        for (at, old) in log.objective.reversed() { objective[at] = old }
        if let saved = log.savedObjectiveConstant { objectiveConstant = saved }
        // Symbols made during the change are unused again.
        for s in log.newSymbols {
            kinds[s] = .free
            owners[s] = -1
            basicRow[s] = -1
            columns[s] = []
        }
        freeSymbols = log.freeSymbols + log.newSymbols.filter { $0 >= log.symbolCount }
        for v in variables[log.variableCount...] { symbolOf[ObjectIdentifier(v)] = nil }
        variables.removeLast(variables.count - log.variableCount)
        variableSymbols.removeLast(variableSymbols.count - log.variableCount)
        for s in candidates where s < isCandidate.count { isCandidate[s] = false }
        candidates.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
    }
}
