import Synchronization

/// Where a tableau finds a variable's symbol and a constraint's tag.
///
/// A solver's tableau keeps them in the objects themselves: each `Variable` and `Constraint`
/// has a hint word, `owner << 24 | index`, claimed by the first solver that registers the
/// object (compare-exchange from 0) and given back when that solver unregisters it. The
/// object is in the caller's hands already, so reading its hint costs no cache miss; at
/// N = 10,000 a hash lookup for every term of every added constraint missed the cache each
/// time (a tenth of a W2 build and of a W3 tick). An object whose hint another solver holds
/// (one variable shared by two solvers), an index past 2^24, or a tableau without an owner
/// (the probes of `minimalConflict`) goes to the `IdentityMap`s instead. Each object is in
/// exactly one of the two places for a given tableau, so a hint with this owner is always
/// current. Owners are never reused, so a hint left by a solver that is gone only sends
/// later solvers to their maps.
enum RegistryHint {
    private static let owners = Atomic<UInt64>(0)
    static let indexBits: UInt64 = 24
    static let ownerLimit: UInt64 = 1 << (64 - indexBits)

    /// A fresh owner for a solver's tableau (0, no hints, once 2^40 have been handed out).
    static func newOwner() -> UInt64 {
        let owner = owners.add(1, ordering: .relaxed).newValue
        return owner < ownerLimit ? owner : 0
    }

    @inline(__always) static func pack(_ owner: UInt64, _ index: Int) -> UInt64? {
        guard owner != 0, index >= 0, UInt64(index) < 1 << indexBits else { return nil }
        return owner << indexBits | UInt64(index)
    }

    /// The index a hint holds for `owner`, if it is that owner's.
    @inline(__always) static func index(_ hint: UInt64, owner: UInt64) -> Int? {
        owner != 0 && hint >> indexBits == owner ? Int(truncatingIfNeeded: hint & (1 << indexBits - 1)) : nil
    }

    /// Claims `cell` for `owner` if no solver holds it; false when another does.
    @inline(__always) static func claim(_ cell: borrowing Atomic<UInt64>, owner: UInt64, index: Int) -> Bool {
        guard let hint = pack(owner, index) else { return false }
        return cell.compareExchange(expected: 0, desired: hint, ordering: .relaxed).exchanged
    }

    /// Gives `cell` back if `owner` holds it; false when it does not.
    @inline(__always) static func release(_ cell: borrowing Atomic<UInt64>, owner: UInt64) -> Bool {
        let hint = cell.load(ordering: .relaxed)
        guard index(hint, owner: owner) != nil else { return false }
        cell.store(0, ordering: .relaxed)
        return true
    }
}

extension Tableau {
    @inline(__always) func registeredSymbol(of variable: Variable) -> Int? {
        if let s = RegistryHint.index(variable.registryHint.load(ordering: .relaxed), owner: hintOwner) { return s }
        return symbolOf.count == 0 ? nil : symbolOf[ObjectIdentifier(variable)]
    }

    mutating func registerSymbol(_ s: Int, for variable: Variable) {
        if RegistryHint.claim(variable.registryHint, owner: hintOwner, index: s) { return }
        symbolOf[ObjectIdentifier(variable)] = s
    }

    mutating func unregisterSymbol(of variable: Variable) {
        if RegistryHint.release(variable.registryHint, owner: hintOwner) { return }
        symbolOf[ObjectIdentifier(variable)] = nil
    }

    @inline(__always) func registeredTag(of constraint: Constraint) -> Int? {
        if let t = RegistryHint.index(constraint.registryHint.load(ordering: .relaxed), owner: hintOwner) { return t }
        return tagOf.count == 0 ? nil : tagOf[ObjectIdentifier(constraint)]
    }

    mutating func registerTag(_ t: Int, for constraint: Constraint) {
        if RegistryHint.claim(constraint.registryHint, owner: hintOwner, index: t) { return }
        tagOf[ObjectIdentifier(constraint)] = t
    }

    mutating func unregisterTag(of constraint: Constraint) {
        if RegistryHint.release(constraint.registryHint, owner: hintOwner) { return }
        tagOf[ObjectIdentifier(constraint)] = nil
    }
}
