/// How a new row enters the tableau: the symbol it is solved for.
extension Tableau {
    /// The subject of a new row: the external symbol in the fewest rows, else a slack or error
    /// the row leaves nonnegative (one that keeps the objective optimal first), else -1.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        var best = (symbol: -1, count: Int.max)
        for cell in row.cells where symbols.kinds[cell.symbol] == .external {
            let count = symbols.columns[cell.symbol].count
            if count < best.count || (count == best.count && cell.symbol > best.symbol) { best = (cell.symbol, count) }
        }
        if best.symbol >= 0 { return best.symbol }
        var fallback = -1
        for s in [tag.marker, tag.other] where s >= 0 && isSlackOrError(s) {
            let a = row.coefficient(of: s)
            guard a < 0 else { continue }
            if keepsOptimality(row, solvedFor: s, a) { return s }
            if fallback < 0 { fallback = s }
        }
        // A degenerate row may be solved for any slack or error: its value stays 0, nothing moves.
        if nearZero(row.constant) {
            var optimal = (symbol: -1, count: Int.max)
            for cell in row.cells where isSlackOrError(cell.symbol) {
                // Near zero is not zero: 1e-9 over a tiny coefficient can be -1.
                guard cell.coefficient < 0 || abs(row.constant / cell.coefficient) < tolerance(of: cell.symbol) else { continue }
                let count = symbols.columns[cell.symbol].count
                if count < best.count || (count == best.count && cell.symbol > best.symbol) { best = (cell.symbol, count) }
                // Optimal only among its own symbols (INTERNALS.md, "Adding a constraint").
                if count < optimal.count && (cell.symbol == tag.marker || cell.symbol == tag.other)
                    && (cell.coefficient < 0 || row.constant == 0)
                    && keepsOptimality(row, solvedFor: cell.symbol, cell.coefficient)
                {
                    optimal = (cell.symbol, count)
                }
            }
            if optimal.symbol >= 0 { return optimal.symbol }
        }
        return fallback >= 0 ? fallback : best.symbol
    }

    @inline(__always) func isSlackOrError(_ s: Int) -> Bool { symbols.kinds[s] == .slack || symbols.kinds[s] == .error }

    /// A slack or error symbol of `row` whose objective entries are all zero, preferring one
    /// that makes the row feasible at once, then the one in the fewest rows; -1 if none.
    mutating func dualSubject(_ row: Row) -> Int {
        var best = (symbol: -1, feasible: false, count: Int.max)
        for cell in row.cells where isSlackOrError(cell.symbol) {
            let base = objective.offset(cell.symbol)
            guard (0..<objective.levels.count).allSatisfy({ objective.entries[base &+ $0] == 0 }) else { continue }
            let feasible = cell.coefficient < 0
            let count = symbols.columns[cell.symbol].count
            if best.symbol < 0 || (feasible && !best.feasible) || (feasible == best.feasible && count < best.count) {
                best = (cell.symbol, feasible, count)
            }
        }
        return best.symbol
    }

    /// A slack or error the row leaves nonnegative whose substitution keeps the objective
    /// optimal (fewest rows first): the dual simplex then repairs the rows it drives negative.
    mutating func dualFeasibleSubject(_ row: Row) -> Int {
        var best = (symbol: -1, count: Int.max)
        for cell in row.cells where cell.coefficient < 0 && isSlackOrError(cell.symbol) {
            let count = symbols.columns[cell.symbol].count
            guard count < best.count, keepsOptimality(row, solvedFor: cell.symbol, cell.coefficient) else { continue }
            best = (cell.symbol, count)
        }
        return best.symbol
    }

    /// True when solving `row` for `s` (coefficient `a`) leaves no symbol of the row improving
    /// (symbol j's reduced cost gains s's cost times -a_j / a).
    func keepsOptimality(_ row: Row, solvedFor s: Int, _ a: Double) -> Bool {
        let sBase = objective.offset(s)
        for cell in row.cells where cell.symbol != s {
            let kind = symbols.kinds[cell.symbol]
            if kind == .dummy { continue }  // never enters
            let factor = -cell.coefficient / a
            let base = objective.offset(cell.symbol)
            var sign = 0
            for l in 0..<objective.levels.count {
                let c = objective.entries[base &+ l] + objective.entries[sBase &+ l] * factor
                if c < -epsilon || c > epsilon {
                    sign = c < 0 ? -1 : 1
                    break
                }
            }
            if kind == .external ? sign != 0 : sign < 0 { return false }
        }
        return true
    }
}
