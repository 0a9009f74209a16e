/// Integers below 2^31 (symbol and row ids), stored in 32 bits and read and written as `Int`.
struct CompactIndices: RandomAccessCollection, MutableCollection {
    private var storage: [Int32] = []

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    var count: Int { storage.count }

    subscript(i: Int) -> Int {
        @inline(__always) get { Int(storage[i]) }
        @inline(__always) set { storage[i] = Int32(truncatingIfNeeded: newValue) }
    }

    @inline(__always) mutating func append(_ value: Int) { storage.append(Int32(truncatingIfNeeded: value)) }
    mutating func removeLast(_ k: Int) { storage.removeLast(k) }
    mutating func reserveRoom() { Room.reserve(&storage) }
    var heapBytes: Int { Cassowary.heapBytes(storage) }
}

/// An `Int` below 2^31 (a symbol, row, tag or cell offset) stored in 32 bits.
@propertyWrapper struct Compact {
    private var stored: Int32
    init(wrappedValue: Int) { stored = Int32(truncatingIfNeeded: wrappedValue) }
    var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}
