// Operators that build expressions and constraints so that code reads like the equation:
// `x + 2 * y + 8 <= z`, `(left + width == right) | .strong`.

// MARK: Terms

/// The term `coefficient * variable`.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// The term `coefficient * variable`.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// The term `variable / divisor`, that is `(1 / divisor) * variable`.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// The term `-1 * variable`.
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The term with its coefficient multiplied by `coefficient`.
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, term.coefficient * coefficient) }
/// The term with its coefficient multiplied by `coefficient`.
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, term.coefficient * coefficient) }
/// The term with its coefficient divided by `divisor`.
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, term.coefficient / divisor) }
/// The term with its coefficient negated.
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }

// MARK: Expressions

/// The expression with every coefficient and the constant multiplied by `coefficient`.
public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
/// The expression with every coefficient and the constant multiplied by `coefficient`.
public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression { coefficient * expression }
/// The expression with every coefficient and the constant divided by `divisor`.
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression { (1 / divisor) * expression }
/// The expression with every coefficient and the constant negated.
public prefix func - (expression: LinearExpression) -> LinearExpression { -1 * expression }

/// The expression `lhs + rhs`: both sides' terms, in order, and the sum of their constants.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let l = lhs.expression
    let r = rhs.expression
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The expression `lhs - rhs`: the terms of `lhs`, then those of `rhs` negated, and the difference of their constants.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    // One array, filled in place (every constraint operator comes here): negating `rhs` first
    // and then adding would make two.
    let l = lhs.expression
    let r = rhs.expression
    var terms: [Term] = []
    terms.reserveCapacity(l.terms.count + r.terms.count)
    terms.append(contentsOf: l.terms)
    for term in r.terms { terms.append(-term) }
    return LinearExpression(terms, constant: l.constant - r.constant)
}
/// The expression `lhs` with `rhs` added to its constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    let l = lhs.expression
    return LinearExpression(l.terms, constant: l.constant + rhs)
}
/// The expression `rhs` with `lhs` added to its constant.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }
/// The expression `lhs` with `rhs` subtracted from its constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }
/// The expression `lhs - rhs`: `rhs` negated, with `lhs` added to its constant.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { -rhs.expression + lhs }

// MARK: Constraints (required; lower the strength with `|`)

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`; lower its strength with `|`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, minus: rhs.expression, .equal)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`; lower its strength with `|`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, minus: rhs.expression, .lessThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`; lower its strength with `|`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, minus: rhs.expression, .greaterThanOrEqual)
}
/// The required constraint `lhs == rhs` against a constant, stored as `lhs - rhs == 0`; lower its strength with `|`.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs <= rhs` against a constant, stored as `lhs - rhs <= 0`; lower its strength with `|`.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs >= rhs` against a constant, stored as `lhs - rhs >= 0`; lower its strength with `|`.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs == rhs` with a constant on the left, stored as `lhs - rhs == 0`; lower its strength with `|`.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs <= rhs` with a constant on the left, stored as `lhs - rhs <= 0`; lower its strength with `|`.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs >= rhs` with a constant on the left, stored as `lhs - rhs >= 0`; lower its strength with `|`.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// A copy of the constraint with another strength: `(x == 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint, strength: strength)
}
