extension Solver {
    /// A readable dump of the tableau: objective levels, rows, infeasible rows, constraints and
    /// variables. Symbols print as `v:name` (variables), `s12` (slack), `e12` (error), `d12` (dummy).
    public func dump() -> String { reading { $0.dump() } }

    /// The tableau's violated invariants, one message each (empty when sound): rows, columns,
    /// free lists, objective and optimality, registry, hot copies, dummy record, and a closed
    /// journal (Internal/Tableau+Invariants.swift). For the package's tests and fuzzer; built
    /// with `-D CASSOWARY_INTERNAL_CHECKS`, every mutating call checks them itself and traps.
    package func checkInvariants() -> [String] { reading { $0.invariantViolations() } }

    /// Where the tableau's heap bytes go, one line per part (rows, cells, columns, objective,
    /// registry and so on) by buffer capacity, then the total: `"NAME: K KB in B buffers"`.
    /// Objects the caller owns (variables, constraints) are not counted.
    ///
    /// Complexity: O(buffers) of the tableau.
    public func memoryCensus() -> String {
        let census = reading { $0.memoryCensus() }
        let total = census.reduce((bytes: 0, buffers: 0)) { ($0.bytes + $1.bytes, $0.buffers + $1.buffers) }
        return (census + [("total", total.bytes, total.buffers)]).map { "\($0.name): \($0.bytes / 1024) KB in \($0.buffers) buffers\n" }.joined()
    }

    /// The totals of `memoryCensus()`: the tableau's heap bytes by buffer capacity, and the number
    /// of heap buffers that hold them (its live allocations).
    ///
    /// Complexity: O(buffers) of the tableau.
    public var memoryCensusTotals: (bytes: Int, buffers: Int) {
        reading { $0.memoryCensus() }.reduce((0, 0)) { ($0.0 + $1.bytes, $0.1 + $1.buffers) }
    }

    /// Under `-D CASSOWARY_INTERNAL_CHECKS`, traps with every violated invariant; otherwise nothing.
    @inline(__always) func checkAfterOperation() {
        #if CASSOWARY_INTERNAL_CHECKS
            let problems = reading { $0.invariantViolations(contract: true) }
            // The dump, for a tableau small enough to read (a fuzzer's or a test's).
            if !problems.isEmpty {
                let shown = tableau.rows.count <= 200 ? "\n" + dump() : ""
                preconditionFailure("Cassowary invariants violated:\n" + problems.joined(separator: "\n") + shown)
            }
        #endif
    }

    /// When set, the pivots after which every simplex loop of an operation turns to Bland's rule
    /// (its anti-cycling rule, otherwise reached only after many pivots; tests).
    package var blandAfter: Int? {
        get { tableau.blandAfterLimit }
        set { tableau.blandAfterLimit = newValue }
    }

    /// The solver's contract checked from outside the tableau, through the public values, as the
    /// property tests, the numerics tests and the SolverOps fuzz target state it: every value of
    /// `variables` is finite, and every installed required constraint holds within 1e-6 of its
    /// largest term (its constant, or a coefficient times its variable's value), plus 1e-7 (ten
    /// times the epsilon within which the solver accepts a conflict, in the constraint's own
    /// units: `x >= 1e-9` with `x <= 0`). Returns nil when it holds, else the first miss.
    package func contractProblem(variables: [Variable]) -> String? {
        for v in variables where !value(of: v).isFinite { return "\(v) = \(value(of: v))" }
        for c in constraints where c.strength.isRequired {
            var total = c.constant
            var largest = abs(c.constant)
            c.terms.forEach { term in
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
    /// `s` as the dump prints it; a symbol outside the table (a broken tableau being dumped)
    /// prints as `?s` rather than trapping.
    func name(of s: Int) -> String {
        guard symbols.kinds.indices.contains(s) else { return "?\(s)" }
        switch symbols.kinds[s] {
        case .external:
            if let i = variables.symbols.firstIndex(of: s) { return "v:\(variables[i].name)" }
            return "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .free: return "free\(s)"
        }
    }

    func format(_ row: Row) -> String {
        var text = row.constant.compactDescription
        for cell in row.cells {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            text += (abs(c) == 1 ? "" : abs(c).compactDescription + "*") + name(of: cell.symbol)
        }
        return text
    }

    func dump() -> String {
        var out = "Objective (levels highest first)\n"
        for (l, level) in objective.levels.enumerated() {
            var row = Row(constant: objective.constant[l])
            for s in 0..<symbols.count where objective.coefficient(s, l) != 0 {
                row.cells.append(Cell(symbol: s, coefficient: objective.coefficient(s, l)))
            }
            out += "  level \(level.compactDescription): \(format(row))\n"
        }
        out += "Tableau\n"
        for r in rows.indices where rows[r].basic >= 0 {
            out += "  \(name(of: rows[r].basic)) = \(format(row(r)))\n"
        }
        out += "Infeasible\n"
        for r in infeasible { out += "  \(name(of: rows[r].basic))\n" }
        out += "Constraints\n"
        for t in tagsInInstallOrder {
            let tag = tags[t]
            out +=
                "  \(constraint(ofTag: t).map { "\($0)" } ?? "?")  [marker \(name(of: tag.marker))\(tag.other >= 0 ? ", " + name(of: tag.other) : "")]\n"
        }
        out += "Variables\n"
        for (i, v) in variables.objects.enumerated() {
            out += "  \(v.name) = \(value(of: variables.symbols[i]).compactDescription)\n"
        }
        return out
    }
}
