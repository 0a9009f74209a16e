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

    public var description: String { LinearExpression.format(coefficient: coefficient, name: variable.description) }
}
