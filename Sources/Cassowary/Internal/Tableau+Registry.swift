import Synchronization

/// Where a tableau finds a variable's symbol and a constraint's tag.
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

    /// The index registered for an object: its hint if `owner` holds it, else `map`'s entry.
    @inline(__always) static func lookup(
        _ cell: borrowing Atomic<UInt64>, _ id: ObjectIdentifier, owner: UInt64,
        in map: IdentityMap
    ) -> Int? {
        if let i = index(cell.load(ordering: .relaxed), owner: owner) { return i }
        return map[id]
    }

    /// Registers an object: claims its hint for `owner` if no solver holds it, else files it in `map`.
    static func register(
        _ cell: borrowing Atomic<UInt64>, _ id: ObjectIdentifier, index: Int, owner: UInt64,
        in map: inout IdentityMap
    ) {
        if let hint = pack(owner, index),
            cell.compareExchange(expected: 0, desired: hint, ordering: .relaxed).exchanged
        {
            return
        }
        map[id] = index
    }

    /// Unregisters an object: gives its hint back if `owner` holds it, else drops it from `map`.
    static func unregister(
        _ cell: borrowing Atomic<UInt64>, _ id: ObjectIdentifier, owner: UInt64,
        in map: inout IdentityMap
    ) {
        if !giveBack(cell, owner: owner) { map[id] = nil }
    }

    /// Gives the hint back if `owner` holds it; says whether it did.
    @discardableResult
    static func giveBack(_ cell: borrowing Atomic<UInt64>, owner: UInt64) -> Bool {
        guard index(cell.load(ordering: .relaxed), owner: owner) != nil else { return false }
        cell.store(0, ordering: .relaxed)
        return true
    }
}

extension Tableau {
    @inline(__always) func registeredSymbol(of variable: Variable) -> Int? {
        RegistryHint.lookup(variable.registryHint, ObjectIdentifier(variable), owner: hintOwner, in: variables.map)
    }

    mutating func registerSymbol(_ s: Int, for variable: Variable) {
        RegistryHint.register(variable.registryHint, ObjectIdentifier(variable), index: s, owner: hintOwner, in: &variables.map)
    }

    mutating func unregisterSymbol(of variable: Variable) {
        RegistryHint.unregister(variable.registryHint, ObjectIdentifier(variable), owner: hintOwner, in: &variables.map)
    }

    @inline(__always) func registeredTag(of constraint: Constraint) -> Int? {
        RegistryHint.lookup(constraint.registryHint, ObjectIdentifier(constraint), owner: hintOwner, in: tags.map)
    }

    mutating func registerTag(_ t: Int, for constraint: Constraint) {
        RegistryHint.register(constraint.registryHint, ObjectIdentifier(constraint), index: t, owner: hintOwner, in: &tags.map)
    }

    mutating func unregisterTag(of constraint: Constraint) {
        RegistryHint.unregister(constraint.registryHint, ObjectIdentifier(constraint), owner: hintOwner, in: &tags.map)
    }

    /// Gives back every hint this tableau holds (its solver is reset or goes away).
    func releaseHints() {
        guard hintOwner != 0 else { return }
        for v in variables.objects { RegistryHint.giveBack(v.registryHint, owner: hintOwner) }
        for case let constraint? in tags.constraints { RegistryHint.giveBack(constraint.registryHint, owner: hintOwner) }
    }

    /// The strength of the constraint (installed or being installed) that owns `s`.
    func ownerStrength(of s: Int) -> Strength? {
        symbols[s].owner == -2 ? installing : ownerTag(of: s).map { _ in tags.strengths[symbols[s].owner] }
    }

    /// The installed constraint that owns marker or error `s`, if any.
    func ownerTag(of s: Int) -> Tag? {
        let t = symbols[s].owner
        return t >= 0 && t < tags.count && tags[t].isInstalled ? tags[t] : nil
    }

    @inline(__always) func constraint(ofTag t: Int) -> Constraint? { t >= 0 && t < tags.constraints.count ? tags.constraints[t] : nil }

    /// The tag of an installed constraint (nil for one not installed here).
    @inline(__always) func installedTag(of constraint: Constraint) -> Int? {
        guard let t = registeredTag(of: constraint), t < tags.count, tags[t].isInstalled else { return nil }
        return t
    }

    var tagsInInstallOrder: [Int] {
        tags.indices.filter { tags[$0].isInstalled }.sorted { tags[$0].serial < tags[$1].serial }
    }
}
