import Locking

/// The cells of every tableau row in one flat buffer (a slab): a row owns one slot, a run of
/// `1 << (class - 1)` cells for its capacity class (class 0: no slot, an empty row).
final class CellStore {
    /// The cells; valid until the next `allocate` (which may move the buffer).
    private(set) var base: UnsafeMutablePointer<Cell>
    private(set) var capacity: Int
    /// Cells handed out so far: every slot lies below, live or on a free list.
    private(set) var used = 0
    /// Per capacity class, the offset of its first free slot, or -1.
    private let freeHeads: UnsafeMutablePointer<Int>

    /// Classes 1...27 (up to 2^26 cells in one row, `RowHeader`'s count); class 0 has no slot.
    static let classes = 28

    init(capacity: Int = 64) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
        freeHeads = .allocate(capacity: CellStore.classes)
        freeHeads.initialize(repeating: -1, count: CellStore.classes)
    }

    /// Leaves the buffer as the spare when it is the largest freed within `Tuning.spareCellsLimit`.
    deinit {
        var unused = SpareCells(base: base, capacity: capacity)
        if capacity <= Tuning.spareCellsLimit {
            CellStore.spare.withLock { spare in if spare.capacity < unused.capacity { swap(&spare, &unused) } }
        }
        unused.base?.deallocate()
        freeHeads.deallocate()
    }

    /// A freed store's buffer, its pages resident, for the next store that outgrows its own (a
    /// layout rebuilt from scratch), where a fresh mapping faults on every first touch.
    private static let spare = Locked(SpareCells())

    /// `@unchecked Sendable`: the buffer belongs to whoever holds the value.
    private struct SpareCells: @unchecked Sendable {
        var base: UnsafeMutablePointer<Cell>? = nil
        var capacity = 0
    }

    /// A copy with the same slots and free lists (the copy of a tableau about to be written).
    func copy() -> CellStore {
        let other = CellStore(capacity: Swift.max(used, 1))
        other.base.update(from: base, count: used)
        other.used = used
        other.freeHeads.update(from: freeHeads, count: CellStore.classes)
        return other
    }

    @inline(__always) static func slotSize(_ c: Int) -> Int { c == 0 ? 0 : 1 &<< (c &- 1) }

    /// The smallest class holding `count` cells.
    @inline(__always) static func fittingClass(_ count: Int) -> Int {
        count <= 1 ? count : Int.bitWidth &- (count &- 1).leadingZeroBitCount &+ 1
    }

    /// A slot of class `c` (> 0): the head of its free list, else new cells past `used`.
    func allocate(_ c: Int) -> Int {
        precondition(c > 0 && c < CellStore.classes, "a row too long for the cell store")
        let head = freeHeads[c]
        if head >= 0 {
            freeHeads[c] = base[head].symbol
            return head
        }
        let start = used
        let end = start &+ CellStore.slotSize(c)
        if end > capacity {
            precondition(end <= Int(Int32.max), "more cells than the row records address")
            let needed = Swift.max(end, capacity &* 2)
            var grown = SpareCells()
            CellStore.spare.withLock { if $0.capacity >= needed { swap(&$0, &grown) } }
            let buffer = grown.base ?? .allocate(capacity: needed)
            buffer.update(from: base, count: start)
            base.deallocate()
            (base, capacity) = (buffer, Swift.max(needed, grown.capacity))
        }
        used = end
        return start
    }

    /// Returns the slot at `offset` of class `c` (> 0) to its free list.
    @inline(__always) func release(_ offset: Int, _ c: Int) {
        base[offset] = Cell(symbol: freeHeads[c], coefficient: 0)
        freeHeads[c] = offset
    }

    /// The offsets of class `c`'s free slots, head first; a cycle stops past `used` entries.
    func freeSlots(_ c: Int) -> [Int] {
        var slots: [Int] = []
        var at = freeHeads[c]
        while at >= 0 && at < used && slots.count <= used {
            slots.append(at)
            at = base[at].symbol
        }
        if at >= 0 { slots.append(at) }
        return slots
    }

    /// Bytes held by capacity: the buffer, the free lists' heads and the object.
    var heapBytes: Int { capacity &* MemoryLayout<Cell>.stride &+ CellStore.classes &* 8 &+ 48 }
}

/// A tableau row's 16-byte record: its basic symbol, journal mark, and its slot in the store.
struct RowHeader {
    /// The basic symbol (-1 for a free slot).
    @Compact var basic = -1
    /// The journal epoch in which the row was last saved whole (`Tableau.saveRow`), kept in the
    /// row to spare a cache miss per row a change touches.
    var savedEpoch: Int32 = 0
    /// The slot's offset (`CellStore.allocate` keeps it below 2^31).
    @Compact var start = 0
    /// The cell count in the low 27 bits, the slot's capacity class above.
    private var sizes: UInt32 = 0
    private static let countMask: UInt32 = (1 << 27) - 1

    var count: Int {
        @inline(__always) get { Int(sizes & RowHeader.countMask) }
        @inline(__always) set { sizes = (sizes & ~RowHeader.countMask) | UInt32(truncatingIfNeeded: newValue) }
    }

    var capacityClass: Int {
        @inline(__always) get { Int(sizes >> 27) }
        @inline(__always) set { sizes = (sizes & RowHeader.countMask) | (UInt32(truncatingIfNeeded: newValue) << 27) }
    }
}
