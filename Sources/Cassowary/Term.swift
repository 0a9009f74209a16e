/// A variable times a coefficient: one term of a linear expression.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable of the term.
    public var variable: Variable
    /// The coefficient multiplying the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as it reads back: `x`, `-x` or `2*x`.
    public var description: String { LinearExpression.format(coefficient: coefficient, name: variable.description) }
}
