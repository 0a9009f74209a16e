/// A map from an object's identity to a small integer: a variable's symbol, a constraint's tag.
struct IdentityMap {
    private struct Slot {
        var key: UInt  // 0: empty (no object lives at address 0)
        var value: Int
    }

    /// Empty (no allocation) until the first key; then a power of two, at most half full.
    private var slots: [Slot] = []
    private var shift = UInt.bitWidth
    private(set) var count = 0

    var heapBytes: Int { Cassowary.heapBytes(slots) }

    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go (negated - 1).
    @inline(__always) private func find(_ key: UInt) -> Int {
        let mask = slots.count &- 1
        var i = home(key)
        while true {
            let k = slots[i].key
            if k == key { return i }
            if k == 0 { return -i &- 1 }
            i = (i &+ 1) & mask
        }
    }

    subscript(id: ObjectIdentifier) -> Int? {
        get {
            if count == 0 { return nil }
            let i = find(UInt(bitPattern: id))
            return i >= 0 ? slots[i].value : nil
        }
        set {
            let key = UInt(bitPattern: id)
            // An unallocated table holds nothing; `insert` grows it before placing the key.
            let i = slots.isEmpty ? -1 : find(key)
            switch (i >= 0, newValue) {
            case (true, let value?): slots[i].value = value
            case (true, nil): delete(at: i)
            case (false, let value?): insert(key, value, at: -i &- 1)
            case (false, nil): break
            }
        }
    }

    private mutating func insert(_ key: UInt, _ value: Int, at empty: Int) {
        if 2 &* (count &+ 1) > slots.count {
            grow()
            slots[-find(key) &- 1] = Slot(key: key, value: value)
        } else {
            slots[empty] = Slot(key: key, value: value)
        }
        count &+= 1
    }

    /// Empties slot `i`, then moves back each following slot of the run that its home no
    /// longer reaches past the hole.
    private mutating func delete(at i: Int) {
        let mask = slots.count &- 1
        var hole = i
        var j = i
        while true {
            j = (j &+ 1) & mask
            let k = slots[j].key
            if k == 0 { break }
            let h = home(k)
            // The entry at j may fill the hole when its home is not cyclically in (hole, j].
            let reachable = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !reachable {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = Slot(key: 0, value: 0)
        count &-= 1
    }

    private mutating func grow() {
        let old = slots
        let size = Swift.max(8, old.count &* 2)
        slots = Array(repeating: Slot(key: 0, value: 0), count: size)
        shift = UInt.bitWidth &- size.trailingZeroBitCount
        for slot in old where slot.key != 0 {
            slots[-find(slot.key) &- 1] = slot
        }
    }
}
