extension Solver {
    /// A readable dump of the tableau: objective levels, rows, infeasible rows, constraints and
    /// variables. Symbols print as `v:name` (variables), `s12` (slack), `e12` (error), `d12` (dummy).
    public func dump() -> String { reading { $0.dump() } }

    /// Checks the tableau's invariants and returns one message per violation (empty when sound):
    /// index consistency, feasibility, and that no basic symbol appears in a row or the objective.
    public func checkInvariants() -> [String] { reading { $0.checkInvariants() } }

    /// The solver's contract checked from outside the tableau, through the public values, as the
    /// property tests, the numerics tests and the SolverOps fuzz target state it: every value of
    /// `variables` is finite, and every installed required constraint holds within 1e-6 of its
    /// largest term (its constant, or a coefficient times its variable's value), plus 1e-7 (ten
    /// times the epsilon within which the solver accepts a conflict, in the constraint's own
    /// units: `x >= 1e-9` with `x <= 0`). Returns nil when it holds, else the first miss.
    package func contractProblem(variables: [Variable]) -> String? {
        for v in variables where !value(of: v).isFinite { return "\(v) = \(value(of: v))" }
        for c in constraints where c.strength.isRequired {
            let e = c.expression
            var total = e.constant, largest = abs(e.constant)
            for term in e.terms {
                let product = term.coefficient * value(of: term.variable)
                total += product
                largest = max(largest, abs(product))
            }
            let miss: Double
            switch c.relation {
            case .equal: miss = abs(total)
            case .lessThanOrEqual: miss = max(total, 0)
            case .greaterThanOrEqual: miss = max(-total, 0)
            }
            if !(miss <= 1e-6 * largest + 1e-7) {
                return "required \(c) misses by \(miss) (largest term \(largest)); values "
                    + variables.map { "\($0) = \(value(of: $0))" }.joined(separator: ", ")
            }
        }
        return nil
    }
}

extension Tableau {
    func name(of s: Int) -> String {
        switch kinds[s] {
        case .external:
            if let i = variableSymbols.firstIndex(of: s) { return "v:\(variables[i].name)" }
            return "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .free: return "free\(s)"
        }
    }

    func format(_ row: Row) -> String {
        var text = LinearExpression.format(number: row.constant)
        for cell in row.cells {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            text += (abs(c) == 1 ? "" : LinearExpression.format(number: abs(c)) + "*") + name(of: cell.symbol)
        }
        return text
    }

    func dump() -> String {
        var out = "Objective (levels highest first)\n"
        for (l, level) in levels.enumerated() {
            var row = Row(constant: objectiveConstant[l])
            for s in 0..<kinds.count where objective[s * stride + l] != 0 {
                row.cells.append(Cell(symbol: s, coefficient: objective[s * stride + l]))
            }
            out += "  level \(LinearExpression.format(number: level)): \(format(row))\n"
        }
        out += "Tableau\n"
        for row in rows where row.basic >= 0 {
            out += "  \(name(of: row.basic)) = \(format(row))\n"
        }
        out += "Infeasible\n"
        for r in infeasible { out += "  \(name(of: rows[r].basic))\n" }
        out += "Constraints\n"
        for tag in tags.compactMap({ $0 }).sorted(by: { $0.serial < $1.serial }) {
            out += "  \(tag.constraint)  [marker \(name(of: tag.marker))\(tag.other >= 0 ? ", " + name(of: tag.other) : "")]\n"
        }
        out += "Variables\n"
        for (i, v) in variables.enumerated() {
            out += "  \(v.name) = \(LinearExpression.format(number: value(of: variableSymbols[i])))\n"
        }
        return out
    }

    /// The magnitude of the constraint that owns dummy `s` (1 when unknown).
    func dummyScale(_ s: Int) -> Double {
        ownerTag(of: s).map { magnitude(of: $0.constraint.expression) } ?? 1
    }

    func checkInvariants() -> [String] {
        var problems: [String] = []
        var expected = [Set<Int>](repeating: [], count: kinds.count)
        for (i, row) in rows.enumerated() where row.basic >= 0 {
            if basicRow[row.basic] != i { problems.append("row \(i): basicRow[\(name(of: row.basic))] is \(basicRow[row.basic])") }
            let k = kinds[row.basic]
            if k == .free { problems.append("row \(i): basic \(row.basic) is a released symbol") }
            // A marker is its constraint's divided by the scale (Tableau+Scaling.swift): judged
            // in the constraint's units, as the tableau's tolerance is. A dummy is judged below,
            // against its equality's terms.
            let scale = scale(ofSymbol: row.basic)
            if (k == .slack || k == .error) && row.constant * scale < -1e-6 {
                problems.append("row \(i): restricted basic \(name(of: row.basic)) = \(row.constant) < 0")
            }
            // A dummy's value times its scale is its required equality's residual: small next to its terms.
            if k == .dummy && abs(row.constant) * scale > 1e-6 * dummyScale(row.basic) {
                problems.append("row \(i): dummy basic \(name(of: row.basic)) = \(row.constant) != 0")
            }
            var previous = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(i): cells out of order at \(cell.symbol)") }
                previous = cell.symbol
                if basicRow[cell.symbol] >= 0 { problems.append("row \(i): basic \(name(of: cell.symbol)) appears as a cell") }
                if kinds[cell.symbol] == .free { problems.append("row \(i): free symbol \(cell.symbol) appears") }
                if isUntracked(cell.symbol) { problems.append("row \(i): untracked dummy \(name(of: cell.symbol)) appears as a cell") }
                // Exact zeros only: solving a row for a symbol with a large coefficient (1e6)
                // legitimately leaves cells below epsilon (7e-11 * x), which carry real weight
                // once x is large; additions still drop sums below epsilon.
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(i): \(cell.coefficient) cell \(name(of: cell.symbol))")
                }
                expected[cell.symbol].insert(i)
            }
        }
        var entries = 0
        for (k, s) in hotSymbols.enumerated() {
            entries += hotCoefficients[k].count
            guard s >= 0 else { continue }
            if symbols[s].hot != k { problems.append("hot copy \(k) of \(name(of: s)) is not indexed") }
            let window = hotBase[k]..<(hotBase[k] + hotCoefficients[k].count)
            for (i, row) in rows.enumerated() {
                let want = row.basic >= 0 ? row.coefficient(of: s) : 0
                let have = window.contains(i) ? hotCoefficients[k][i - hotBase[k]] : 0
                if want != have { problems.append("hot copy of \(name(of: s)): row \(i) has \(want), copy says \(have)") }
            }
            for i in window where i >= rows.count && hotCoefficients[k][i - hotBase[k]] != 0 {
                problems.append("hot copy of \(name(of: s)): slot \(i) past the rows holds a coefficient")
            }
        }
        if entries != hotEntries { problems.append("hot copies hold \(entries) entries, counted \(hotEntries)") }
        for s in 0..<kinds.count {
            if columns[s].sorted() != expected[s].sorted() { problems.append("column \(name(of: s)): index \(columns[s].sorted()) but rows \(expected[s].sorted())") }
            if basicRow[s] >= 0 {
                for l in 0..<levels.count where !nearZero(objective[s * stride + l]) {
                    problems.append("objective level \(levels[l]) holds basic \(name(of: s))")
                }
            }
        }
        return problems
    }
}
