/// A map from an object's identity to a small integer: a variable's symbol, a constraint's tag
/// whose registry hint another solver holds (a fallback, so a plain dictionary).
struct IdentityMap {
    private var entries: [ObjectIdentifier: Int] = [:]

    var count: Int { entries.count }
    /// The keys and values by capacity, with the bucket bitmap and the storage header.
    var heapBytes: Int { entries.capacity == 0 ? 0 : 64 &+ entries.capacity &* 17 }

    /// Empty maps (the common case) answer without hashing.
    subscript(id: ObjectIdentifier) -> Int? {
        get { entries.isEmpty ? nil : entries[id] }
        set { entries[id] = newValue }
    }
}
