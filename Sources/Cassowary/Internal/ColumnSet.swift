/// The rows in which one nonbasic symbol appears. Most columns hold a handful of rows: up to
/// `inlineLimit` of them sit inline, with no allocation (allocating and growing a small array
/// per column would be a fifth of a W1 build); past that they move to a small array (no hashing,
/// insertion order). A column that grows past `smallLimit` rows (an edit variable's errors in a
/// large layout) becomes a bitset over row indices: constant-time insert and remove however
/// many rows it holds, and iteration in ascending row order, which walks the tableau's memory
/// in order (a hash set's deletions, in columns of tens of thousands of rows, would dominate
/// W3's churn). The bitset covers the words from its lowest row's on (`baseWord`), not from
/// row 0: a column whose rows sit high in the tableau (the left edge of one row of a
/// 10,000-box grid: 400 rows among 80,000) would otherwise walk up to 1,250 empty words on
/// every constant change, a cost that grows with the tableau, not with the column.
///
/// One representation at a time: inline while `small` is empty and `largeCount` is -1 (a
/// small array that empties goes back to inline, keeping its capacity for the next spill).
struct ColumnSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    /// The inline rows; in a bitset, `inline.0` is the word index of `bits[0]` (`baseWord`).
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var inlineCount: Int32 = 0
    private var largeCount: Int32 = -1  // -1 unless the column is a bitset
    private var small: [Int] = []
    private var bits: [UInt64] = []
    private static let inlineLimit = Tuning.columnInlineRows
    private static let smallLimit = Tuning.columnSmallRows

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    /// The word index of `bits[0]` (bitset only: the inline rows are unused then).
    private var baseWord: Int {
        @inline(__always) get { Int(inline.0) }
        // Row slots are below 2^31, so their words are too.
        @inline(__always) set { inline.0 = Int32(truncatingIfNeeded: newValue) }
    }

    var count: Int { largeCount >= 0 ? Int(largeCount) : (small.isEmpty ? Int(inlineCount) : small.count) }
    var isEmpty: Bool { count == 0 }

    @inline(__always) private func inlineRow(_ i: Int) -> Int {
        switch i {
        case 0: return Int(inline.0)
        case 1: return Int(inline.1)
        case 2: return Int(inline.2)
        default: return Int(inline.3)
        }
    }

    @inline(__always) private mutating func setInlineRow(_ i: Int, _ row: Int) {
        // Row slots are below 2^31 (the tableau would need terabytes before).
        let r = Int32(truncatingIfNeeded: row)
        switch i {
        case 0: inline.0 = r
        case 1: inline.1 = r
        case 2: inline.2 = r
        default: inline.3 = r
        }
    }

    /// Adds `row`. Precondition: `row` is not already in the column (callers add a row when
    /// the symbol first appears in it).
    mutating func insert(_ row: Int) {
        if largeCount < 0 {
            if small.isEmpty {
                let n = Int(inlineCount)
                if n < ColumnSet.inlineLimit {
                    setInlineRow(n, row)
                    inlineCount &+= 1
                    return
                }
                if small.capacity == 0 { small.reserveCapacity(4 &* ColumnSet.inlineLimit) }
                for i in 0..<n { small.append(inlineRow(i)) }
                inlineCount = 0
            }
            if small.count < ColumnSet.smallLimit {
                small.append(row)
                return
            }
            largeCount = 0
            let rows = small
            small = []
            // The bitset starts at the lowest row's word (so it does not move as rows come in).
            baseWord = Swift.min(rows.min() ?? row, row) >> 6
            bits = [0]
            for r in rows { setBit(r) }
        }
        setBit(row)
    }

    private mutating func setBit(_ row: Int) {
        if bits.isEmpty { baseWord = row >> 6 }
        var word = row >> 6 &- baseWord
        if word < 0 {
            // A row below the first word (a freed slot reused): grow downward, with room to
            // spare so that a column filling downward does not move its words every time.
            let newBase = Swift.max(0, row >> 6 &- Swift.max(8, bits.count / 4))
            bits.insert(contentsOf: repeatElement(0, count: baseWord &- newBase), at: 0)
            baseWord = newBase
            word = row >> 6 &- newBase
        }
        if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: Swift.max(word + 1 - bits.count, bits.count))) }
        let mask: UInt64 = 1 << UInt64(row & 63)
        if bits[word] & mask == 0 {
            bits[word] |= mask
            largeCount &+= 1
        }
    }

    mutating func remove(_ row: Int) {
        if largeCount >= 0 {
            let word = row >> 6 &- baseWord
            guard word >= 0 && word < bits.count else { return }
            let mask: UInt64 = 1 << UInt64(row & 63)
            if bits[word] & mask != 0 {
                bits[word] &= ~mask
                largeCount &-= 1
            }
        } else if small.isEmpty {
            let n = Int(inlineCount)
            for i in 0..<n where inlineRow(i) == row {
                if i != n &- 1 { setInlineRow(i, inlineRow(n &- 1)) }
                inlineCount &-= 1
                return
            }
        } else if let at = small.firstIndex(of: row) {
            let last = small.count &- 1
            if at != last { small[at] = small[last] }
            small.removeLast()
        }
    }

    /// The heap bytes and buffers of the column's arrays (MemoryCensus).
    var heapBytes: (bytes: Int, buffers: Int) {
        (Cassowary.heapBytes(small) + Cassowary.heapBytes(bits), (small.capacity > 0 ? 1 : 0) + (bits.capacity > 0 ? 1 : 0))
    }

    /// True when `row` is in the column (for the invariant checks: constant time in a bitset).
    func contains(_ row: Int) -> Bool {
        if largeCount >= 0 {
            let word = row >> 6 &- baseWord
            return word >= 0 && word < bits.count && bits[word] & (1 << UInt64(row & 63)) != 0
        }
        if !small.isEmpty { return small.contains(row) }
        return (0..<Int(inlineCount)).contains { inlineRow($0) == row }
    }

    /// Empties the column, keeping a small array's capacity (a symbol that becomes basic is
    /// cleared, and often leaves the basis again soon).
    mutating func removeAll() {
        if largeCount >= 0 {
            bits = []
            largeCount = -1
        } else if !small.isEmpty {
            small.removeAll(keepingCapacity: true)
        }
        inlineCount = 0
    }

    /// The rows as an array.
    var elements: [Int] { Array(self) }

    /// Walks the rows without building an array: the bitset's words in ascending order (a
    /// constant change walks a column of thousands every tick: its own fields, checked first,
    /// keep that loop as tight as a bitset-only walker), the small array or the inline rows.
    struct Iterator: IteratorProtocol {
        fileprivate let bits: [UInt64]
        fileprivate let small: [Int]
        fileprivate let inline: (Int32, Int32, Int32, Int32)
        fileprivate let inlineCount: Int
        /// The word index of `bits[0]`.
        fileprivate let base: Int
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0

        mutating func next() -> Int? {
            if !bits.isEmpty {
                while word == 0 {
                    guard index < bits.count else { return nil }
                    word = bits[index]
                    index &+= 1
                }
                let row = (base &+ index &- 1) << 6 | word.trailingZeroBitCount
                word &= word &- 1
                return row
            }
            if !small.isEmpty {
                guard index < small.count else { return nil }
                defer { index &+= 1 }
                return small[index]
            }
            guard index < inlineCount else { return nil }
            defer { index &+= 1 }
            // `inlineRow`'s switch, written out: sharing it through a static function made a
            // constant change's column walk 3% more instructions (W2 tick, callgrind).
            switch index {
            case 0: return Int(inline.0)
            case 1: return Int(inline.1)
            case 2: return Int(inline.2)
            default: return Int(inline.3)
            }
        }
    }

    /// Where a walk over a column stands: `next(_:)` reads the column in place, so a walk
    /// copies none of its arrays (an `Iterator` holds both, and making and dropping one
    /// retained and released them: 10 releases per box swapped in a W3 tick). The column must
    /// not change during the walk; the tableau's walks change other columns only. A long walk
    /// whose body writes to the tableau (`shift`) keeps the iterator: a cursor reads the
    /// column's fields again for every row there.
    struct Cursor {
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0
    }

    /// The next row of a walk, or nil at its end (the same order as `Iterator`).
    @inline(__always) func next(_ cursor: inout Cursor) -> Int? {
        if largeCount >= 0 {
            while cursor.word == 0 {
                guard cursor.index < bits.count else { return nil }
                cursor.word = bits[cursor.index]
                cursor.index &+= 1
            }
            let row = (baseWord &+ cursor.index &- 1) << 6 | cursor.word.trailingZeroBitCount
            cursor.word &= cursor.word &- 1
            return row
        }
        if !small.isEmpty {
            guard cursor.index < small.count else { return nil }
            defer { cursor.index &+= 1 }
            return small[cursor.index]
        }
        guard cursor.index < Int(inlineCount) else { return nil }
        defer { cursor.index &+= 1 }
        switch cursor.index {
        case 0: return Int(inline.0)
        case 1: return Int(inline.1)
        case 2: return Int(inline.2)
        default: return Int(inline.3)
        }
    }

    func makeIterator() -> Iterator {
        if largeCount >= 0 { return Iterator(bits: bits, small: [], inline: (0, 0, 0, 0), inlineCount: 0, base: baseWord) }
        return Iterator(bits: [], small: small, inline: inline, inlineCount: small.isEmpty ? Int(inlineCount) : 0, base: 0)
    }

    func sorted() -> [Int] { largeCount < 0 ? elements.sorted() : elements }

    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool { lhs.sorted() == rhs.sorted() }
}
