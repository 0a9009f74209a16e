/// The rows in which one nonbasic symbol appears. Most columns hold a handful of rows, so they
/// live in a small array (no hashing, insertion order). A column that grows past `smallLimit`
/// rows (an edit variable's errors in a large layout) becomes a bitset over row indices:
/// constant-time insert and remove however many rows it holds, and iteration in ascending
/// row order, which walks the tableau's memory in order. (A hash set was measured here first:
/// its deletions in columns of tens of thousands of rows dominated W3's churn.)
struct ColumnSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var small: [Int] = []
    private var bits: [UInt64] = []
    private var largeCount = -1  // -1 while the column is a small array
    private static let smallLimit = 64

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    var count: Int { largeCount >= 0 ? largeCount : small.count }
    var isEmpty: Bool { count == 0 }

    /// Adds `row`. Precondition: `row` is not already in the column (callers add a row when
    /// the symbol first appears in it).
    mutating func insert(_ row: Int) {
        if largeCount < 0 {
            if small.count < ColumnSet.smallLimit {
                if small.isEmpty { small.reserveCapacity(4) }  // skip the 1, 2, 4 regrowths
                small.append(row)
                return
            }
            largeCount = 0
            let rows = small
            small = []
            for r in rows { setBit(r) }
        }
        setBit(row)
    }

    private mutating func setBit(_ row: Int) {
        let word = row >> 6
        if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: Swift.max(word + 1 - bits.count, bits.count))) }
        let mask: UInt64 = 1 << UInt64(row & 63)
        if bits[word] & mask == 0 {
            bits[word] |= mask
            largeCount += 1
        }
    }

    mutating func remove(_ row: Int) {
        if largeCount >= 0 {
            let word = row >> 6
            guard word < bits.count else { return }
            let mask: UInt64 = 1 << UInt64(row & 63)
            if bits[word] & mask != 0 {
                bits[word] &= ~mask
                largeCount -= 1
            }
        } else if let at = small.firstIndex(of: row) {
            small.swapAt(at, small.count - 1)
            small.removeLast()
        }
    }

    /// The rows as an array (the storage itself while small; else the iterator's walk).
    var elements: [Int] { largeCount < 0 ? small : Array(self) }

    /// Walks the rows without building an array: the small array in place, or the bitset's
    /// words in ascending order (a constant change walks a column of thousands every tick).
    struct Iterator: IteratorProtocol {
        fileprivate let small: [Int]
        fileprivate let bits: [UInt64]
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0

        mutating func next() -> Int? {
            if bits.isEmpty {
                guard index < small.count else { return nil }
                defer { index &+= 1 }
                return small[index]
            }
            while word == 0 {
                guard index < bits.count else { return nil }
                word = bits[index]
                index &+= 1
            }
            let row = (index &- 1) << 6 | word.trailingZeroBitCount
            word &= word &- 1
            return row
        }
    }

    func makeIterator() -> Iterator {
        largeCount < 0 ? Iterator(small: small, bits: []) : Iterator(small: [], bits: bits)
    }

    func sorted() -> [Int] { largeCount < 0 ? small.sorted() : elements }

    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool { lhs.sorted() == rhs.sorted() }
}
