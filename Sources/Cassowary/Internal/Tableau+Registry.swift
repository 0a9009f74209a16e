import Synchronization

/// Where a tableau finds a variable's symbol and a constraint's tag: the object's hint (owner and
/// index in one atomic word) when this tableau holds it, else the tableau's map.
enum RegistryHint {
    private static let owners = Atomic<UInt64>(0)
    static let indexBits: UInt64 = 24

    /// A fresh owner for a solver's tableau (0, no hints, once 2^40 have been handed out).
    static func newOwner() -> UInt64 {
        let owner = owners.add(1, ordering: .relaxed).newValue
        return owner < 1 << (64 - indexBits) ? owner : 0
    }

    /// The index a hint holds for `owner`, if it is that owner's.
    @inline(__always) static func index(_ cell: borrowing Atomic<UInt64>, owner: UInt64) -> Int? {
        let hint = cell.load(ordering: .relaxed)
        return owner != 0 && hint >> indexBits == owner ? Int(truncatingIfNeeded: hint & (1 << indexBits - 1)) : nil
    }

    @inline(__always) static func lookup(
        _ cell: borrowing Atomic<UInt64>, _ id: ObjectIdentifier, owner: UInt64, in map: IdentityMap
    ) -> Int? {
        // An empty map (the common case) answers without hashing.
        index(cell, owner: owner) ?? (map.isEmpty ? nil : map[id])
    }

    /// Registers an object at `index` (claiming its hint if no solver holds it, else in `map`),
    /// or unregisters it when `index` is nil.
    static func set(_ index: Int?, _ cell: borrowing Atomic<UInt64>, _ object: AnyObject, _ owner: UInt64, _ map: inout IdentityMap) {
        if let index, owner != 0, index >= 0, index < 1 << indexBits,
            cell.compareExchange(expected: 0, desired: owner << indexBits | UInt64(index), ordering: .relaxed).exchanged
        {
            return
        }
        if index != nil || !giveBack(cell, owner: owner) { map[ObjectIdentifier(object)] = index }
    }

    /// Gives the hint back if `owner` holds it; says whether it did.
    @discardableResult
    static func giveBack(_ cell: borrowing Atomic<UInt64>, owner: UInt64) -> Bool {
        guard index(cell, owner: owner) != nil else { return false }
        cell.store(0, ordering: .relaxed)
        return true
    }
}

extension Tableau {
    @inline(__always) func registeredSymbol(of v: Variable) -> Int? {
        RegistryHint.lookup(v.registryHint, ObjectIdentifier(v), owner: hintOwner, in: variables.map)
    }

    @inline(__always) func registeredTag(of c: Constraint) -> Int? {
        RegistryHint.lookup(c.registryHint, ObjectIdentifier(c), owner: hintOwner, in: tags.map)
    }

    mutating func registerSymbol(_ s: Int, for v: Variable) { RegistryHint.set(s, v.registryHint, v, hintOwner, &variables.map) }
    mutating func unregisterSymbol(of v: Variable) { RegistryHint.set(nil, v.registryHint, v, hintOwner, &variables.map) }
    mutating func registerTag(_ t: Int, for c: Constraint) { RegistryHint.set(t, c.registryHint, c, hintOwner, &tags.map) }
    mutating func unregisterTag(of c: Constraint) { RegistryHint.set(nil, c.registryHint, c, hintOwner, &tags.map) }

    /// Gives back every hint this tableau holds (its solver is reset or goes away).
    func releaseHints() {
        // Unretained: the arrays keep the objects alive (a plain walk retains and releases each).
        for v in variables.objects.lazy.map(Unmanaged.passUnretained) {
            v._withUnsafeGuaranteedRef { _ = RegistryHint.giveBack($0.registryHint, owner: hintOwner) }
        }
        for case let c? in tags.constraints.lazy.map({ $0.map(Unmanaged.passUnretained) }) {
            c._withUnsafeGuaranteedRef { _ = RegistryHint.giveBack($0.registryHint, owner: hintOwner) }
        }
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

    var tagsInInstallOrder: [Int] { tags.indices.filter { tags[$0].isInstalled }.sorted { tags[$0].serial < tags[$1].serial } }
}
