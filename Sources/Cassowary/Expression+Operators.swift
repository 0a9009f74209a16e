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

public func * (coefficient: Double, expression: Expression) -> Expression {
    Expression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
public func * (expression: Expression, coefficient: Double) -> Expression { coefficient * expression }
public func / (expression: Expression, divisor: Double) -> Expression { (1 / divisor) * expression }
public prefix func - (expression: Expression) -> Expression { -1 * expression }

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs.expression
}
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.expression
    return Expression(l.terms, constant: l.constant + rhs)
}
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression { -rhs.expression + lhs }

// MARK: Constraints (required; lower the strength with `|`)

public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// A copy of the constraint with another strength: `(x == 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
