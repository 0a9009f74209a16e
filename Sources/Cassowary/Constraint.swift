import Locking
import Synchronization

/// A linear constraint `expression RELATION 0` with a strength, compared by identity.
///
/// The expression's constant and the strength may change while the constraint is installed,
/// through `Solver.setConstant(_:of:)` and `Solver.setStrength(_:of:)`; the rest is fixed.
/// Either may be read from any thread (a reader sees the last value written).
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation between the expression and zero.
    public let relation: Relation
    private let terms: [Term]
    /// The constant's bit pattern in an atomic cell, as `Variable` keeps its value: an
    /// animation changes it on every tick, and a store is cheaper than taking a lock.
    private let constantBits: Atomic<UInt64>
    /// Changed only by `Solver.setStrength(_:of:)`, rarely; an array cannot sit in an atomic.
    private let currentStrength: Locked<Strength>

    /// Creates `expression RELATION 0`; terms of the same variable are merged.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        let reduced = expression.reduced()
        self.relation = relation
        self.terms = reduced.terms
        self.constantBits = Atomic(reduced.constant.bitPattern)
        self.currentStrength = Locked(strength)
    }

    /// The expression compared with zero (terms merged, constant current).
    public var expression: LinearExpression {
        LinearExpression(terms, constant: Double(bitPattern: constantBits.load(ordering: .relaxed)))
    }
    /// The strength: required, or levels with weights.
    public var strength: Strength { currentStrength.withLock { $0 } }

    func setConstant(_ constant: Double) { constantBits.store(constant.bitPattern, ordering: .relaxed) }
    func setStrength(_ strength: Strength) { currentStrength.withLock { $0 = strength } }

    /// The constraint as an equation that reads back: `x + 2*y - z + 8 <= 0 | required`.
    public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
}
