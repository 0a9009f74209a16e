import Locking
import Synchronization

/// A linear constraint `expression RELATION 0` with a strength, compared by identity.
///
/// The expression's constant and the strength may change while the constraint is installed,
/// through `Solver.setConstant(_:of:)` and `Solver.setStrength(_:of:)`; the rest is fixed.
/// Either may be read from any thread (a reader sees the last value written).
public final class Constraint: Sendable, CustomStringConvertible {
    /// Which solver has this constraint installed, under which tag (Tableau+Registry.swift);
    /// first, so that it shares a cache line with the object's header.
    let registryHint = Atomic<UInt64>(0)
    /// The relation between the expression and zero.
    public let relation: Relation
    /// The terms, one per variable (read in place by a batch's loads ahead).
    let terms: [Term]
    /// The constant's bit pattern in an atomic cell, as `Variable` keeps its value: an
    /// animation changes it on every tick, and a store is cheaper than taking a lock.
    private let constantBits: Atomic<UInt64>
    /// The strength given at creation, which most constraints keep for life.
    private let initialStrength: Strength
    /// A retained `Locked<Strength>`'s address, made by the first `Solver.setStrength(_:of:)`
    /// (0 until then), which then holds the strength: an array cannot sit in an atomic, and a
    /// lock made for every constraint was a third of the allocations of a W1 build. Published
    /// by a releasing compare-exchange, read by an acquiring load. (Not `AtomicLazyReference`:
    /// its load looked up the generic metadata of its payload on every read, a tenth of an add.)
    private let changedStrength = Atomic<UInt>(0)

    /// Creates `expression RELATION 0`; terms of the same variable are merged.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        let reduced = expression.reduced()
        self.relation = relation
        self.terms = reduced.terms
        self.constantBits = Atomic(reduced.constant.bitPattern)
        self.initialStrength = strength
    }

    /// The expression compared with zero (terms merged, constant current).
    public var expression: LinearExpression {
        LinearExpression(terms, constant: Double(bitPattern: constantBits.load(ordering: .relaxed)))
    }
    /// The strength: required, or levels with weights.
    public var strength: Strength {
        guard let changed = changedLock else { return initialStrength }
        return changed.withLock { $0 }
    }

    /// The lock `changedStrength` points at, if one was made (the reference it holds, unretained).
    private var changed: Unmanaged<Locked<Strength>>? {
        guard let address = UnsafeRawPointer(bitPattern: changedStrength.load(ordering: .acquiring)) else { return nil }
        return Unmanaged<Locked<Strength>>.fromOpaque(address)
    }

    private var changedLock: Locked<Strength>? { changed?.takeUnretainedValue() }

    /// Reads both cache lines of the object (the registry hint first, the strength's cell last),
    /// for a batch that loads its operations' data ahead (Tableau+Batches.swift). The terms'
    /// storage is left to the adds, which walk it; a remove never reads it.
    @inline(__always) func loadAhead() -> Int {
        Int(truncatingIfNeeded: registryHint.load(ordering: .relaxed)) &+ Int(bitPattern: changedStrength.load(ordering: .relaxed))
    }

    func setConstant(_ constant: Double) { constantBits.store(constant.bitPattern, ordering: .relaxed) }
    func setStrength(_ strength: Strength) {
        if let changed = changedLock {
            changed.withLock { $0 = strength }
            return
        }
        let made = Unmanaged.passRetained(Locked(strength))
        let address = UInt(bitPattern: made.toOpaque())
        let (exchanged, _) = changedStrength.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if !exchanged {
            // Another thread made one first (two solvers changing the same constraint): use that.
            made.release()
            changedLock?.withLock { $0 = strength }
        }
    }

    deinit { changed?.release() }

    /// The constraint as an equation that reads back: `x + 2*y - z + 8 <= 0 | required`.
    public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
}
