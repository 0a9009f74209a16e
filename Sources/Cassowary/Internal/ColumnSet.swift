/// The rows in which one nonbasic symbol appears. Most columns hold a handful of rows: up to
/// `inlineLimit` of them sit inline, with no allocation (a small array per column would make
/// every new symbol allocate). Past that they move to a small array (no hashing, insertion
/// order, removal by swapping in the last). A column that grows past `smallLimit` rows (an
/// edit variable's errors in a large layout) becomes a bitset over row slots: constant-time
/// insert and remove however many rows it holds, and a walk in ascending slot order, which
/// reads the tableau's memory in order. The bitset covers the words from its lowest row's on
/// (`baseWord`), not from row 0, so that a column whose rows sit high in a large tableau walks
/// words in proportion to its own span, not to the tableau.
///
/// One representation at a time, in 24 bytes (every symbol has a column): four 32-bit fields
/// and one buffer. Inline, the fields are the rows, filled from the front, -1 where empty, and
/// the buffer is empty (or keeps the capacity of a small array that emptied, for the next
/// spill). Spilled, the last field names the form (`smallForm` or `bitsetForm`; no row is
/// negative), the buffer holds the small array's rows (one per word) or the bitset's words,
/// and a bitset keeps its base word and row count in the first two fields.
struct ColumnSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var fields: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    private var storage: [UInt64] = []
    private static let inlineLimit = Tuning.columnInlineRows
    private static let smallLimit = Tuning.columnSmallRows
    private static let smallForm: Int32 = -2, bitsetForm: Int32 = -3

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    /// The word index of `storage[0]` (bitset only).
    private var baseWord: Int {
        @inline(__always) get { Int(fields.0) }
        // Row slots are below 2^31, so their words are too.
        @inline(__always) set { fields.0 = Int32(truncatingIfNeeded: newValue) }
    }

    /// A bitset's row count.
    private var largeCount: Int32 {
        @inline(__always) get { fields.1 }
        @inline(__always) set { fields.1 = newValue }
    }

    /// The rows held inline (filled from the front, so the nonnegative fields).
    @inline(__always) private var inlineCount: Int {
        (fields.0 >= 0 ? 1 : 0) &+ (fields.1 >= 0 ? 1 : 0) &+ (fields.2 >= 0 ? 1 : 0) &+ (fields.3 >= 0 ? 1 : 0)
    }

    var count: Int {
        switch fields.3 {
        case ColumnSet.bitsetForm: return Int(largeCount)
        case ColumnSet.smallForm: return storage.count
        default: return inlineCount
        }
    }
    var isEmpty: Bool { count == 0 }
    /// True when a walk gives the rows in ascending order (a bitset; the other forms keep the
    /// order rows came in).
    var walksInOrder: Bool { fields.3 == ColumnSet.bitsetForm }

    @inline(__always) private func inlineRow(_ i: Int) -> Int {
        switch i {
        case 0: return Int(fields.0)
        case 1: return Int(fields.1)
        case 2: return Int(fields.2)
        default: return Int(fields.3)
        }
    }

    @inline(__always) private mutating func setInlineRow(_ i: Int, _ row: Int) {
        // Row slots are below 2^31 (the tableau would need terabytes before).
        let r = Int32(truncatingIfNeeded: row)
        switch i {
        case 0: fields.0 = r
        case 1: fields.1 = r
        case 2: fields.2 = r
        default: fields.3 = r
        }
    }

    /// Adds `row`. Precondition: `row` is not already in the column (callers add a row when
    /// the symbol first appears in it).
    @inline(__always) mutating func insert(_ row: Int) {
        let form = fields.3
        if form == ColumnSet.bitsetForm { return setBit(row) }
        if form != ColumnSet.smallForm {
            let n = inlineCount
            if n < ColumnSet.inlineLimit { return setInlineRow(n, row) }
        }
        insertSpilled(row)
    }

    /// `insert` past the inline rows: the first spill, a small array, or a bitset once the
    /// array is full.
    @inline(never) private mutating func insertSpilled(_ row: Int) {
        if fields.3 != ColumnSet.smallForm {
            if storage.capacity == 0 { storage.reserveCapacity(4 &* ColumnSet.inlineLimit) }
            for i in 0..<ColumnSet.inlineLimit { storage.append(UInt64(truncatingIfNeeded: inlineRow(i))) }
            fields = (-1, -1, -1, ColumnSet.smallForm)
        }
        if storage.count < ColumnSet.smallLimit { return storage.append(UInt64(truncatingIfNeeded: row)) }
        makeBitset(storage + [UInt64(truncatingIfNeeded: row)])
    }

    /// `rows` as a bitset, which starts at the lowest row's word (so it does not move as rows
    /// come in).
    private mutating func makeBitset(_ rows: [UInt64]) {
        var lowest = Int.max
        for r in rows { lowest = Swift.min(lowest, Int(truncatingIfNeeded: r)) }
        storage = [0]
        fields = (0, 0, -1, ColumnSet.bitsetForm)
        baseWord = lowest >> 6
        for r in rows { setBit(Int(truncatingIfNeeded: r)) }
    }

    private mutating func setBit(_ row: Int) {
        var word = row >> 6 &- baseWord
        if word < 0 {
            // A row below the first word (a freed slot reused): grow downward, with room to
            // spare so that a column filling downward does not move its words every time.
            let newBase = Swift.max(0, row >> 6 &- Swift.max(8, storage.count / 4))
            storage.insert(contentsOf: repeatElement(0, count: baseWord &- newBase), at: 0)
            baseWord = newBase
            word = row >> 6 &- newBase
        }
        if word >= storage.count { storage.append(contentsOf: repeatElement(0, count: Swift.max(word + 1 - storage.count, storage.count))) }
        let mask: UInt64 = 1 << UInt64(row & 63)
        if storage[word] & mask == 0 {
            storage[word] |= mask
            largeCount &+= 1
        }
    }

    /// Removes `row` if the column holds it.
    mutating func remove(_ row: Int) {
        switch fields.3 {
        case ColumnSet.bitsetForm:
            let word = row >> 6 &- baseWord
            guard word >= 0 && word < storage.count else { return }
            let mask: UInt64 = 1 << UInt64(row & 63)
            if storage[word] & mask != 0 {
                storage[word] &= ~mask
                largeCount &-= 1
            }
        case ColumnSet.smallForm:
            guard let at = storage.firstIndex(of: UInt64(truncatingIfNeeded: row)) else { return }
            let last = storage.count &- 1
            if at != last { storage[at] = storage[last] }
            storage.removeLast()
            // An emptied small array goes back to inline rows, keeping its capacity.
            if storage.isEmpty { fields = (-1, -1, -1, -1) }
        default:
            let n = inlineCount
            for i in 0..<n where inlineRow(i) == row {
                if i != n &- 1 { setInlineRow(i, inlineRow(n &- 1)) }
                setInlineRow(n &- 1, -1)
                return
            }
        }
    }

    /// The heap bytes and buffers of the column's buffer (Tableau+Census.swift).
    var heapBytes: (bytes: Int, buffers: Int) { (Cassowary.heapBytes(storage), storage.capacity > 0 ? 1 : 0) }

    /// True when `row` is in the column (for the invariant checks: constant time in a bitset).
    func contains(_ row: Int) -> Bool {
        switch fields.3 {
        case ColumnSet.bitsetForm:
            let word = row >> 6 &- baseWord
            return word >= 0 && word < storage.count && storage[word] & (1 << UInt64(row & 63)) != 0
        case ColumnSet.smallForm: return storage.contains(UInt64(truncatingIfNeeded: row))
        default: return row >= 0 && (0..<inlineCount).contains { inlineRow($0) == row }
        }
    }

    /// Empties the column, keeping a small array's capacity (a symbol that becomes basic is
    /// cleared, and often leaves the basis again soon).
    mutating func removeAll() {
        switch fields.3 {
        case ColumnSet.bitsetForm: storage = []
        case ColumnSet.smallForm: storage.removeAll(keepingCapacity: true)
        default: break
        }
        fields = (-1, -1, -1, -1)
    }

    /// The rows as an array.
    var elements: [Int] { Array(self) }

    /// Where a walk over a column stands: `next(_:)` reads the column in place, so a walk
    /// copies none of its arrays (a retain and a release per walk saved on the add and
    /// remove paths). The column must not change during the walk; the tableau's walks change
    /// other columns only.
    struct Cursor {
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0
    }

    /// The next row of a walk, or nil at its end: a bitset's rows in ascending order, the
    /// others' in the order they are held.
    @inline(__always) func next(_ cursor: inout Cursor) -> Int? {
        let form = fields.3
        if form == ColumnSet.bitsetForm {
            while cursor.word == 0 {
                guard cursor.index < storage.count else { return nil }
                cursor.word = storage[cursor.index]
                cursor.index &+= 1
            }
            let row = (baseWord &+ cursor.index &- 1) << 6 | cursor.word.trailingZeroBitCount
            cursor.word &= cursor.word &- 1
            return row
        }
        if form == ColumnSet.smallForm {
            guard cursor.index < storage.count else { return nil }
            defer { cursor.index &+= 1 }
            return Int(truncatingIfNeeded: storage[cursor.index])
        }
        guard cursor.index < ColumnSet.inlineLimit else { return nil }
        let row = inlineRow(cursor.index)
        guard row >= 0 else { return nil }
        cursor.index &+= 1
        return row
    }

    /// Calls `body` with each row, in the order of a walk, by a loop of the column's own form:
    /// a constant change's walk down a column of thousands of rows, whose body writes to the
    /// tableau, pays no dispatch on the form per row.
    @inline(__always) func forEachRow(_ body: (Int) -> Void) {
        let form = fields.3
        if form == ColumnSet.bitsetForm {
            let base = baseWord
            storage.withUnsafeBufferPointer { words in
                for i in words.indices {
                    var word = words[i]
                    while word != 0 {
                        body((base &+ i) << 6 | word.trailingZeroBitCount)
                        word &= word &- 1
                    }
                }
            }
        } else if form == ColumnSet.smallForm {
            storage.withUnsafeBufferPointer { rows in
                for r in rows { body(Int(truncatingIfNeeded: r)) }
            }
        } else {
            for i in 0..<ColumnSet.inlineLimit {
                let row = inlineRow(i)
                if row < 0 { return }
                body(row)
            }
        }
    }

    /// A walk that holds a copy of the column (for `for` loops outside the hot paths).
    struct Iterator: IteratorProtocol {
        fileprivate let column: ColumnSet
        fileprivate var cursor = Cursor()
        mutating func next() -> Int? { column.next(&cursor) }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    func sorted() -> [Int] { walksInOrder ? elements : elements.sorted() }

    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool { lhs.sorted() == rhs.sorted() }
}
