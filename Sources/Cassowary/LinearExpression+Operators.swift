// Operators that build expressions and constraints so that code reads like the equation:
// `x + 2 * y + 8 <= z`, `(left + width == right) | .strong`.

// MARK: Terms

public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, term.coefficient / divisor) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }

// MARK: Expressions

public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression { coefficient * expression }
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression { (1 / divisor) * expression }
public prefix func - (expression: LinearExpression) -> LinearExpression { -1 * expression }

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let l = lhs.expression, r = rhs.expression
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + -rhs.expression
}
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    let l = lhs.expression
    return LinearExpression(l.terms, constant: l.constant + rhs)
}
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { -rhs.expression + lhs }

// MARK: Constraints (required; lower the strength with `|`)

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// A copy of the constraint with another strength: `(x == 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
