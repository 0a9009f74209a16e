/// Anything that reads as a linear expression: `Variable`, `Term`, `LinearExpression`.
public protocol LinearExpressionConvertible: Sendable {
    /// The value as an expression.
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    public var expression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var expression: LinearExpression { self }
}
