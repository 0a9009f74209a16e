/// A map from an object's identity to a small integer: the registry's fallback for a variable
/// or constraint whose hint another solver holds.
typealias IdentityMap = [ObjectIdentifier: Int]

extension IdentityMap {
    /// The keys and values by capacity, with the bucket bitmap and the storage header.
    var heapBytes: Int { capacity == 0 ? 0 : 64 &+ capacity &* 17 }
}
