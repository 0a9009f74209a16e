/// A map from an object's identity to a small integer: a variable's symbol, a constraint's tag
/// whose registry hint another solver holds (a fallback, so a plain dictionary).
typealias IdentityMap = [ObjectIdentifier: Int]

extension IdentityMap {
    /// The keys and values by capacity, with the bucket bitmap and the storage header.
    var heapBytes: Int { capacity == 0 ? 0 : 64 &+ capacity &* 17 }
}
