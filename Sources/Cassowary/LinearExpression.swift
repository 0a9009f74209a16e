/// A linear expression: a sum of terms plus a constant, a value built with operators.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, in the order written (duplicates allowed until `reduced()`).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// Creates a constant expression.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with the terms of each variable merged (first-appearance order)
    /// and zero coefficients dropped.
    public func reduced() -> LinearExpression {
        if isReduced { return self }  // the usual case: no new array
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Few terms: a linear scan beats building a dictionary.
            for term in terms {
                if let at = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[at].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let id = ObjectIdentifier(term.variable)
                if let at = index[id] {
                    merged[at].coefficient += term.coefficient
                } else {
                    index[id] = merged.count
                    merged.append(term)
                }
            }
        }
        if merged.contains(where: { $0.coefficient == 0 }) { merged.removeAll { $0.coefficient == 0 } }
        return LinearExpression(merged, constant: constant)
    }

    /// True when the expression is its own `reduced()`: at most 16 terms (a linear scan), no
    /// variable twice, no coefficient zero.
    var isReduced: Bool {
        guard terms.count <= 16 else { return false }
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices[..<i] where terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    /// The value of the expression at the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    /// True when every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// True when every coefficient of `terms` and `constant` are finite.
    static func isFinite(_ terms: TermList, constant: Double) -> Bool {
        var finite = constant.isFinite
        terms.forEachCoefficient { if !$0.isFinite { finite = false } }
        return finite
    }

    /// The first number of `terms + constant` the solver refuses as out of range
    /// (`SolverError.outOfRange`): the constant beyond ±`Solver.magnitudeLimit`, or a
    /// coefficient beyond it or below `Solver.smallestCoefficient`; nil when there is none.
    static func rangeProblem(_ terms: TermList, constant: Double) -> String? {
        if abs(constant) > Solver.magnitudeLimit { return "constant \(constant) beyond ±1e15" }
        // The coefficients alone first (no variable retained): the message, which needs the
        // variable, is rare.
        var at = 0
        var bad = -1
        terms.forEachCoefficient { coefficient in
            let c = abs(coefficient)
            if bad < 0 && !(c <= Solver.magnitudeLimit && c >= Solver.smallestCoefficient) { bad = at }
            at += 1
        }
        guard bad >= 0 else { return nil }
        let term = terms[bad]
        return "coefficient \(term.coefficient) of \(term.variable) " + (abs(term.coefficient) > 1 ? "beyond ±1e15" : "below 1e-15")
    }

    /// The expression as it reads back: terms in order with a coefficient of 1 omitted, negative
    /// ones written with ` - `, the constant last and only when nonzero (`x + 2*y - 8`; `0` when empty).
    public var description: String {
        var out = ""
        for term in terms {
            let text = LinearExpression.format(coefficient: term.coefficient, name: term.variable.description)
            if out.isEmpty { out = text } else if text.hasPrefix("-") { out += " - " + text.dropFirst() } else { out += " + " + text }
        }
        if constant != 0 || out.isEmpty {
            let c = abs(constant).compactDescription
            if out.isEmpty { out = constant.compactDescription } else { out += (constant < 0 ? " - " : " + ") + c }
        }
        return out
    }

    static func format(coefficient: Double, name: String) -> String {
        if coefficient == 1 { return name }
        if coefficient == -1 { return "-" + name }
        return coefficient.compactDescription + "*" + name
    }
}
