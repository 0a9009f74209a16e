/// Anything that reads as a linear expression: `Variable`, `Term`, `LinearExpression`.
public protocol LinearExpressionConvertible: Sendable {
    /// The value as an expression.
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 * variable`.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    /// The expression holding this one term, with constant 0.
    public var expression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var expression: LinearExpression { self }
}
