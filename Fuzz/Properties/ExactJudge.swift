import Cassowary

/// Decides in exact rational arithmetic (`Rational`) whether a set of constraints, taken as
/// required, has a solution: the judge of what floating point cannot settle in the ill-scaled
/// families. Every coefficient and constant is the exact value of its double; no step rounds.
///
/// Each constraint `Σ a·x + c ⋈ 0` becomes a row `s = c + Σ a·x` (a `<=` row negated), `s`
/// its slack, `s = 0` for an equality and `s >= 0` otherwise. Equalities are solved for a
/// variable (or must have a zero constant when they have none left), then each remaining
/// variable is solved from an inequality that holds it; what is left are slacks over slacks,
/// feasible exactly when phase one (one artificial symbol, Bland's rule, so no cycling) brings
/// the artificial to zero.
enum ExactJudge {
    private struct Row {
        var basic: Int
        var constant: Rational
        var coefficients: [Int: Rational]
    }

    /// True when the constraints (whatever their strengths) can all hold at once.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var index: [ObjectIdentifier: Int] = [:]
        for c in constraints {
            for term in c.expression.terms where index[ObjectIdentifier(term.variable)] == nil {
                index[ObjectIdentifier(term.variable)] = index.count
            }
        }
        let n = index.count
        let m = constraints.count
        // Symbols: variables 0..<n, slacks n..<n+m, the artificial n+m.
        var rows: [Row] = []
        var equalities: [Int] = []
        for (i, c) in constraints.enumerated() {
            let flip = c.relation == .lessThanOrEqual
            var coefficients: [Int: Rational] = [:]
            for term in c.expression.terms where term.coefficient != 0 {
                let k = index[ObjectIdentifier(term.variable)]!
                coefficients[k, default: .zero] = coefficients[k, default: .zero] + Rational(flip ? -term.coefficient : term.coefficient)
                if coefficients[k]!.isZero { coefficients[k] = nil }
            }
            let constant = Rational(flip ? -c.expression.constant : c.expression.constant)
            rows.append(Row(basic: n + i, constant: constant, coefficients: coefficients))
            if c.relation == .equal { equalities.append(n + i) }
        }
        // Equalities: solve each for a variable; its slack is 0, so its column goes.
        for slack in equalities {
            guard let r = rows.firstIndex(where: { $0.basic == slack }) else { continue }
            if let variable = rows[r].coefficients.keys.filter({ $0 < n }).min() {
                pivot(&rows, r, entering: variable)
                for i in rows.indices { rows[i].coefficients[slack] = nil }
                rows.remove(at: r)
            } else {
                if !rows[r].constant.isZero { return false }
                rows.remove(at: r)
            }
        }
        // Variables still nonbasic: each solved from an inequality holding it (the row then only
        // defines the variable, which is free).
        for variable in 0..<n {
            guard let r = rows.firstIndex(where: { $0.basic >= n && $0.coefficients[variable] != nil }) else { continue }
            pivot(&rows, r, entering: variable)
            rows.remove(at: r)
        }
        // Slacks over slacks: phase one.
        guard let worst = rows.indices.min(by: { rows[$0].constant < rows[$1].constant }), rows[worst].constant.sign < 0 else {
            return true
        }
        let artificial = n + m
        for i in rows.indices { rows[i].coefficients[artificial] = .one }
        pivot(&rows, worst, entering: artificial)
        while true {
            guard let r = rows.firstIndex(where: { $0.basic == artificial }) else { return true }
            if rows[r].constant.isZero { return true }
            // Bland: the lowest symbol that lowers the artificial, then the tightest row, ties
            // to the lowest basic.
            guard let entering = rows[r].coefficients.filter({ $0.value.sign < 0 }).keys.min() else { return false }
            var leaving = -1
            var best = Rational.zero
            for i in rows.indices {
                guard let a = rows[i].coefficients[entering], a.sign < 0 else { continue }
                let ratio = rows[i].constant / -a
                if leaving < 0 || ratio < best || (ratio == best && rows[i].basic < rows[leaving].basic) {
                    leaving = i
                    best = ratio
                }
            }
            pivot(&rows, leaving, entering: entering)
        }
    }

    /// How near two rows' coefficients must be, relative, for `isFeasibleAfterRounding` to read
    /// them as parallel: 2^-40 (9.1e-13), the last twelve bits of a double.
    static let parallelTolerance = 0x1p-40

    /// True when the constraints stay feasible with near-parallel rows made parallel: a row whose
    /// every coefficient is within `parallelTolerance` (relative) of an earlier row's over the
    /// same variables takes that row's coefficients (constants stay exact). A system feasible
    /// only exactly meets where the rows' constant gap divided by their directions' difference
    /// puts it, and a tableau in double precision reads the rows as parallel (a product below
    /// epsilon is rounding there): such a refusal is a disagreement between the judge and the
    /// solver's tolerance, not a feasible change refused.
    static func isFeasibleAfterRounding(_ constraints: [Constraint]) -> Bool {
        var merged: [Constraint] = []
        for c in constraints {
            let terms = c.expression.terms.filter { $0.coefficient != 0 }
            let twin = merged.first { earlier in
                let others = earlier.expression.terms.filter { $0.coefficient != 0 }
                return others.count == terms.count
                    && zip(others, terms).allSatisfy { a, b in
                        a.variable === b.variable
                            && abs(a.coefficient - b.coefficient) <= parallelTolerance * max(abs(a.coefficient), abs(b.coefficient))
                    }
            }
            let expression = LinearExpression(twin?.expression.terms.filter { $0.coefficient != 0 } ?? terms, constant: c.expression.constant)
            merged.append(Constraint(expression, c.relation, strength: c.strength))
        }
        return isFeasible(merged)
    }

    /// Solves row `r` for `entering` and substitutes it into every other row.
    private static func pivot(_ rows: inout [Row], _ r: Int, entering: Int) {
        let old = rows[r]
        let a = old.coefficients[entering]!
        var solved = Row(basic: entering, constant: -old.constant / a, coefficients: [old.basic: .one / a])
        for (k, v) in old.coefficients where k != entering { solved.coefficients[k] = -v / a }
        rows[r] = solved
        for i in rows.indices where i != r {
            guard let f = rows[i].coefficients.removeValue(forKey: entering) else { continue }
            rows[i].constant = rows[i].constant + f * solved.constant
            for (k, v) in solved.coefficients {
                let sum = rows[i].coefficients[k, default: .zero] + f * v
                rows[i].coefficients[k] = sum.isZero ? nil : sum
            }
        }
    }
}
