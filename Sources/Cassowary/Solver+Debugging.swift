extension Solver {
    /// A readable dump of the tableau: objective levels, rows, infeasible rows, constraints and
    /// variables. Symbols print as `v:name` (variables), `s12` (slack), `e12` (error), `d12` (dummy).
    public func dump() -> String { reading { $0.dump() } }

    /// The tableau's violated invariants, one message each (empty when sound): rows, columns,
    /// free lists, objective and optimality, registry, hot copies, dummy record, and a closed
    /// journal (Internal/Tableau+Invariants.swift). For the package's tests and fuzzer; built
    /// with `-D CASSOWARY_INTERNAL_CHECKS`, every mutating call checks them itself and traps.
    package func checkInvariants() -> [String] { reading { $0.invariantViolations() } }

    /// Where the tableau's heap bytes go, one line per part, by buffer capacity (for
    /// `CassowaryBench --census`).
    package func memoryCensus() -> String {
        let census = reading { $0.memoryCensus() }
        var text = ""
        for part in census.parts {
            text += "\(part.name): \(part.bytes / 1024) KB in \(part.buffers) buffers\n"
        }
        return text + "total: \(census.total / 1024) KB in \(census.buffers) buffers\n"
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
        for t in tagsInInstallOrder {
            let tag = tags[t]
            out += "  \(constraint(ofTag: t).map { "\($0)" } ?? "?")  [marker \(name(of: tag.marker))\(tag.other >= 0 ? ", " + name(of: tag.other) : "")]\n"
        }
        out += "Variables\n"
        for (i, v) in variables.enumerated() {
            out += "  \(v.name) = \(LinearExpression.format(number: value(of: variableSymbols[i])))\n"
        }
        return out
    }
}
