import Synchronization

/// A linear constraint `expression RELATION 0` with a strength, compared by identity.
///
/// The expression's constant and the strength may change while the constraint is installed,
/// through `Solver.setConstant(_:of:)` and `Solver.setStrength(_:of:)`; the rest is fixed.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation between the expression and zero.
    public let relation: Relation
    private let state: Mutex<(expression: LinearExpression, strength: Strength)>

    /// Creates `expression RELATION 0`; terms of the same variable are merged.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.relation = relation
        self.state = Mutex((expression.reduced(), strength))
    }

    /// The expression compared with zero (terms merged, constant current).
    public var expression: LinearExpression { state.withLock { $0.expression } }
    /// The strength: required, or levels with weights.
    public var strength: Strength { state.withLock { $0.strength } }

    func setConstant(_ constant: Double) { state.withLock { $0.expression.constant = constant } }
    func setStrength(_ strength: Strength) { state.withLock { $0.strength = strength } }

    /// The constraint as an equation that reads back: `x + 2*y - z + 8 <= 0 | required`.
    public var description: String {
        let (expression, strength) = state.withLock { ($0.expression, $0.strength) }
        return "\(expression) \(relation.rawValue) 0 | \(strength)"
    }
}
