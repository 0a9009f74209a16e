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
    /// The terms, one per variable, none zero: up to three in this object, more in an array
    /// (TermList.swift). The solver reads them here, in place; `expression` copies them out.
    let terms: TermList
    /// The constant's bit pattern in an atomic cell, as `Variable` keeps its value: an
    /// animation changes it on every tick, and a store is cheaper than taking a lock.
    private let constantBits: Atomic<UInt64>
    /// The components of the strength given at creation, which most constraints keep for life
    /// (whether it is required is a bit of `flagsAndChanged`).
    private let initialComponents: [Strength.Component]
    /// The relation (bits 0-1) and whether the initial strength is required (bit 2), beside the
    /// address of a retained `Locked<Strength>` made by the first `Solver.setStrength(_:of:)`
    /// (0 until then; the lock's address is 16-byte aligned, so the low bits are free), which
    /// then holds the strength: an array cannot sit in an atomic, and most constraints never
    /// change strength, so none pays for a lock it does not use. Published by a releasing
    /// compare-exchange, read by an acquiring load. (Not `AtomicLazyReference`: its load looks
    /// up the generic metadata of its payload on every read.) One word for all of it keeps the
    /// object small (Bench/NOTES.md gives its size).

    private let flagsAndChanged: Atomic<UInt>
    private static let relationMask: UInt = 0b11
    private static let requiredBit: UInt = 0b100
    private static let flagMask: UInt = 0b1111

    /// Creates `expression RELATION 0`; terms of the same variable are merged.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        // The terms read in place when they are reduced already (no copy of the expression).
        self.terms = expression.isReduced ? TermList(expression.terms) : TermList(expression.reduced().terms)
        self.constantBits = Atomic(expression.constant.bitPattern)
        self.initialComponents = strength.components
        self.flagsAndChanged = Atomic(Constraint.flags(relation, strength))
    }

    /// The required constraint `lhs - rhs RELATION 0`, as `init(lhs - rhs, relation)` makes it,
    /// with no array between when the terms fit in the object as they are (the operators
    /// `==`, `<=` and `>=` of two expressions come here).
    convenience init(_ lhs: LinearExpression, minus rhs: LinearExpression, _ relation: Relation) {
        if let terms = TermList(lhs.terms, minus: rhs.terms) {
            self.init(terms: terms, constant: lhs.constant - rhs.constant, relation, strength: .required)
        } else {
            self.init(lhs - rhs, relation)
        }
    }

    /// A constraint with `other`'s terms (shared, not merged again) and relation, and the given
    /// constant (by default `other`'s current one) and strength.
    convenience init(_ other: Constraint, constant: Double? = nil, strength: Strength) {
        self.init(terms: other.terms, constant: constant ?? other.constant, other.relation, strength: strength)
    }

    /// A constraint with these terms (merged already) and constant.
    private init(terms: TermList, constant: Double, _ relation: Relation, strength: Strength) {
        self.terms = terms
        self.constantBits = Atomic(constant.bitPattern)
        self.initialComponents = strength.components
        self.flagsAndChanged = Atomic(Constraint.flags(relation, strength))
    }

    private static func flags(_ relation: Relation, _ strength: Strength) -> UInt {
        let code: UInt =
            switch relation {
            case .lessThanOrEqual: 0
            case .equal: 1
            case .greaterThanOrEqual: 2
            }
        return code | (strength.isRequired ? requiredBit : 0)
    }

    /// The relation between the expression and zero.
    public var relation: Relation {
        @inline(__always) get {
            switch flagsAndChanged.load(ordering: .relaxed) & Constraint.relationMask {
            case 0: .lessThanOrEqual
            case 1: .equal
            default: .greaterThanOrEqual
            }
        }
    }

    /// The expression compared with zero (terms merged, constant current). Its terms are a new
    /// array when the constraint has three or fewer (they live in the object).
    public var expression: LinearExpression { LinearExpression(terms.array, constant: constant) }

    /// The expression's constant (current).
    package var constant: Double {
        @inline(__always) get { Double(bitPattern: constantBits.load(ordering: .relaxed)) }
    }
    /// The strength: required, or levels with weights.
    public var strength: Strength {
        @inline(__always) get {
            let word = flagsAndChanged.load(ordering: .acquiring)
            guard word & ~Constraint.flagMask != 0, let changed = changedLock else {
                return Strength(required: word & Constraint.requiredBit != 0, components: initialComponents)
            }
            return changed.withLock { $0 }
        }
    }

    /// The lock `flagsAndChanged` points at, if one was made (the reference it holds, unretained).
    private var changed: Unmanaged<Locked<Strength>>? {
        let address = flagsAndChanged.load(ordering: .acquiring) & ~Constraint.flagMask
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<Locked<Strength>>.fromOpaque(pointer)
    }

    private var changedLock: Locked<Strength>? { changed?.takeUnretainedValue() }

    func setConstant(_ constant: Double) { constantBits.store(constant.bitPattern, ordering: .relaxed) }
    func setStrength(_ strength: Strength) {
        if let changed = changedLock {
            changed.withLock { $0 = strength }
            return
        }
        let made = Unmanaged.passRetained(Locked(strength))
        let address = UInt(bitPattern: made.toOpaque())
        // The flags never change after init: expect them with no lock, keep them beside the lock.
        let flags = flagsAndChanged.load(ordering: .relaxed) & Constraint.flagMask
        let (exchanged, _) = flagsAndChanged.compareExchange(expected: flags, desired: address | flags, ordering: .acquiringAndReleasing)
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
