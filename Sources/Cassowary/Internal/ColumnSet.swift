/// The rows in which one nonbasic symbol appears.
struct ColumnSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var fields: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    private var storage: [UInt64] = []
    private static let inlineLimit = Tuning.columnInlineRows
    private static let smallLimit = Tuning.columnSmallRows
    private static let smallForm: Int32 = -2, bitsetForm: Int32 = -3, packedForm: Int32 = -65_537
    /// The rows a packed column spans: the bits of its first three fields and of its last's low half.
    private static let packedRows = 112

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    /// The word index of `storage[0]` (bitset only).
    private var baseWord: Int {
        @inline(__always) get { Int(fields.0) }
        // Row slots are below 2^31, so their words are too.
        @inline(__always) set { fields.0 = Int32(truncatingIfNeeded: newValue) }
    }

    private var largeCount: Int32 {
        @inline(__always) get { fields.1 }
        @inline(__always) set { fields.1 = newValue }
    }

    /// The rows held inline (filled from the front, so the nonnegative fields).
    @inline(__always) private var inlineCount: Int {
        (fields.0 >= 0 ? 1 : 0) &+ (fields.1 >= 0 ? 1 : 0) &+ (fields.2 >= 0 ? 1 : 0) &+ (fields.3 >= 0 ? 1 : 0)
    }

    var count: Int {
        let form = fields.3
        if form == ColumnSet.bitsetForm { return Int(largeCount) }
        if form == ColumnSet.smallForm { return storage.count }
        if form <= ColumnSet.packedForm {
            return fields.0.nonzeroBitCount &+ fields.1.nonzeroBitCount &+ fields.2.nonzeroBitCount
                &+ (fields.3 & 0xFFFF).nonzeroBitCount
        }
        return inlineCount
    }
    var isEmpty: Bool { count == 0 }
    /// True when a walk gives the rows in ascending order: a bitset (a packed column's walk is
    /// ascending too, but within 112 slots a hot copy is a window, which needs no order; the
    /// other forms keep the order rows came in).
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

    /// The first row a packed column spans (a multiple of 32), from its last field.
    @inline(__always) private static func packedStart(_ form: Int32) -> Int { Int(-2 &- (form >> 16)) << 5 }

    /// The last field of a packed column whose span starts at row `32 * index`, with no bits
    /// set; nil past the multiples its high half can name (such a column is not packed).
    @inline(__always) private static func packedTag(_ index: Int) -> Int32? {
        index <= 32_766 ? Int32(truncatingIfNeeded: (-2 &- index) << 16) : nil
    }

    @inline(__always) private var packedIsEmpty: Bool { fields.0 | fields.1 | fields.2 | (fields.3 & 0xFFFF) == 0 }

    /// The bits of a packed column's `i`th 32 rows.
    @inline(__always) private static func packedWord(_ fields: (Int32, Int32, Int32, Int32), _ i: Int) -> UInt64 {
        switch i {
        case 0: return UInt64(UInt32(bitPattern: fields.0))
        case 1: return UInt64(UInt32(bitPattern: fields.1))
        case 2: return UInt64(UInt32(bitPattern: fields.2))
        default: return UInt64(UInt32(bitPattern: fields.3) & 0xFFFF)
        }
    }

    /// Flips the bit of the row at `offset` from a packed column's start: the fields read as
    /// four 32-bit words in order, so the word is indexed rather than switched on.
    @inline(__always) private mutating func flipPacked(_ offset: Int) {
        let bit = Int32(bitPattern: 1 << UInt32(truncatingIfNeeded: offset & 31))
        withUnsafeMutablePointer(to: &fields) {
            $0.withMemoryRebound(to: Int32.self, capacity: 4) { $0[offset >> 5] ^= bit }
        }
    }

    /// Adds `row`. Precondition: `row` is not already in the column (callers add a row when
    /// the symbol first appears in it).
    mutating func insert(_ row: Int) {
        let form = fields.3
        if form <= ColumnSet.packedForm {
            let offset = row &- ColumnSet.packedStart(form)
            if offset >= 0 && offset < ColumnSet.packedRows { return flipPacked(offset) }
            return unpack(adding: row)
        }
        if form == ColumnSet.bitsetForm { return setBit(row) }
        if form != ColumnSet.smallForm {
            let n = inlineCount
            if n < ColumnSet.inlineLimit { return setInlineRow(n, row) }
            return spill(adding: row)
        }
        if storage.count < ColumnSet.smallLimit { return storage.append(UInt64(truncatingIfNeeded: row)) }
        makeBitset(storage + [UInt64(truncatingIfNeeded: row)])
    }

    /// `insert(_:)` with a packed column's common case, a row within its span, written at the
    /// call site (the merge of two rows updates columns cell by cell, and a call costs more
    /// than that case).
    @inline(__always) mutating func insertInline(_ row: Int) {
        let form = fields.3
        if form <= ColumnSet.packedForm {
            let offset = row &- ColumnSet.packedStart(form)
            if offset >= 0 && offset < ColumnSet.packedRows { return flipPacked(offset) }
        }
        insert(row)
    }

    /// `remove(_:)` with a packed column's common case written at the call site, as
    /// `insertInline`. Precondition: `row` is in the column.
    @inline(__always) mutating func removeInline(_ row: Int) {
        let form = fields.3
        if form <= ColumnSet.packedForm {
            let offset = row &- ColumnSet.packedStart(form)
            if offset >= 0 && offset < ColumnSet.packedRows {
                flipPacked(offset)
                // An emptied packed column goes back to inline rows (and takes rows anywhere).
                if packedIsEmpty { fields = (-1, -1, -1, -1) }
                return
            }
        }
        remove(row)
    }

    /// Full inline rows and `row`: packed when they fit one span from the lowest one's multiple
    /// of 32 (rows come in upward as the tableau grows, so the span has room above), else a
    /// small array.
    @inline(never) private mutating func spill(adding row: Int) {
        let r0 = Int(fields.0)
        let r1 = Int(fields.1)
        let r2 = Int(fields.2)
        let r3 = Int(fields.3)
        let lowest = Swift.min(Swift.min(r0, r1), Swift.min(Swift.min(r2, r3), row))
        let highest = Swift.max(Swift.max(r0, r1), Swift.max(Swift.max(r2, r3), row))
        // Row slots are below 2^31, so the index of their multiple of 32 fits the field.
        if let form = ColumnSet.packedTag(lowest >> 5), highest &- (lowest >> 5) << 5 < ColumnSet.packedRows {
            let start = ColumnSet.packedStart(form)
            fields = (0, 0, 0, form)
            flipPacked(r0 &- start)
            flipPacked(r1 &- start)
            flipPacked(r2 &- start)
            flipPacked(r3 &- start)
            flipPacked(row &- start)
            return
        }
        if storage.capacity == 0 { storage.reserveCapacity(4 &* ColumnSet.inlineLimit) }
        for i in 0..<ColumnSet.inlineLimit { storage.append(UInt64(truncatingIfNeeded: inlineRow(i))) }
        storage.append(UInt64(truncatingIfNeeded: row))
        fields = (-1, -1, -1, ColumnSet.smallForm)
    }

    /// A packed column's rows and `row` (outside its span) packed again from a higher start when
    /// they fit one span, else as a bitset when its words would be no more than its rows (a
    /// small tableau's busy column: its removals stay constant-time) or the rows more than a
    /// small array holds, else as a small array.
    @inline(never) private mutating func unpack(adding row: Int) {
        let start = ColumnSet.packedStart(fields.3)
        let packed = fields
        let n = count &+ 1
        var first = 0
        while ColumnSet.packedWord(packed, first) == 0 { first &+= 1 }
        var last = 3
        while ColumnSet.packedWord(packed, last) == 0 { last &-= 1 }
        let lowest = Swift.min(row, start &+ first << 5 &+ ColumnSet.packedWord(packed, first).trailingZeroBitCount)
        let highest = Swift.max(row, start &+ last << 5 &+ 63 &- ColumnSet.packedWord(packed, last).leadingZeroBitCount)
        // Rows that left the column may have narrowed it: packed again from its lowest row's
        // multiple of 32 when that span takes the new row.
        if let form = ColumnSet.packedTag(lowest >> 5), highest &- (lowest >> 5) << 5 < ColumnSet.packedRows {
            let moved = ColumnSet.packedStart(form)
            fields = (0, 0, 0, form)
            ColumnSet.forEachPacked(packed, from: start) { r in flipPacked(r &- moved) }
            return flipPacked(row &- moved)
        }
        if n > ColumnSet.smallLimit || (highest >> 6) &- (lowest >> 6) < n {
            let base = lowest >> 6
            var words = [UInt64](repeating: 0, count: (highest >> 6) &- base &+ 1)
            words.withUnsafeMutableBufferPointer { words in
                ColumnSet.forEachPacked(packed, from: start) { r in words[r >> 6 &- base] |= 1 << UInt64(r & 63) }
                words[row >> 6 &- base] |= 1 << UInt64(row & 63)
            }
            storage = words
            fields = (0, Int32(truncatingIfNeeded: n), -1, ColumnSet.bitsetForm)
            baseWord = base
            return
        }
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(Swift.max(n, 4 &* ColumnSet.inlineLimit))
        ColumnSet.forEachPacked(packed, from: start) { r in storage.append(UInt64(truncatingIfNeeded: r)) }
        storage.append(UInt64(truncatingIfNeeded: row))
        fields = (-1, -1, -1, ColumnSet.smallForm)
    }

    /// Calls `body` with each row of a packed column (fields `packed`, first row `start`), ascending.
    @inline(__always) private static func forEachPacked(_ packed: (Int32, Int32, Int32, Int32), from start: Int, _ body: (Int) -> Void) {
        for i in 0..<4 {
            var word = packedWord(packed, i)
            while word != 0 {
                body(start &+ i << 5 &+ word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
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

    mutating func remove(_ row: Int) {
        let form = fields.3
        if form <= ColumnSet.packedForm {
            let offset = row &- ColumnSet.packedStart(form)
            guard offset >= 0 && offset < ColumnSet.packedRows,
                ColumnSet.packedWord(fields, offset >> 5) & (1 << UInt64(offset & 31)) != 0
            else { return }
            flipPacked(offset)
            // An emptied packed column goes back to inline rows (and takes rows anywhere).
            if packedIsEmpty { fields = (-1, -1, -1, -1) }
            return
        }
        switch form {
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

    var heapBytes: (bytes: Int, buffers: Int) { (Cassowary.heapBytes(storage), storage.capacity > 0 ? 1 : 0) }

    /// True when `row` is in the column (for the invariant checks: constant time in a bitset).
    func contains(_ row: Int) -> Bool {
        switch fields.3 {
        case ColumnSet.bitsetForm:
            let word = row >> 6 &- baseWord
            return word >= 0 && word < storage.count && storage[word] & (1 << UInt64(row & 63)) != 0
        case ColumnSet.smallForm: return storage.contains(UInt64(truncatingIfNeeded: row))
        case ...ColumnSet.packedForm:
            let offset = row &- ColumnSet.packedStart(fields.3)
            return offset >= 0 && offset < ColumnSet.packedRows
                && ColumnSet.packedWord(fields, offset >> 5) & (1 << UInt64(offset & 31)) != 0
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

    var elements: [Int] { Array(self) }

    /// Walks a copy of the column (its buffer retained) with a `Cursor`.
    struct Iterator: IteratorProtocol {
        fileprivate let column: ColumnSet
        fileprivate var cursor = Cursor()
        mutating func next() -> Int? { column.next(&cursor) }
    }

    /// Where a walk over a column stands: `next(_:)` reads the column in place, so a walk
    /// copies none of its arrays (an `Iterator` holds the buffer: making and dropping one
    /// retains and releases it, several times per box swapped in churn).
    struct Cursor {
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0
    }

    /// The next row of a walk, or nil at its end: a bitset's and packed bits ascending, a small
    /// array's and inline rows in the order they came in.
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
        if form <= ColumnSet.packedForm {
            while cursor.word == 0 {
                guard cursor.index < 4 else { return nil }
                cursor.word = ColumnSet.packedWord(fields, cursor.index)
                cursor.index &+= 1
            }
            let row = ColumnSet.packedStart(form) &+ ((cursor.index &- 1) << 5 &+ cursor.word.trailingZeroBitCount)
            cursor.word &= cursor.word &- 1
            return row
        }
        let row: Int32
        switch cursor.index {
        case 0: row = fields.0
        case 1: row = fields.1
        case 2: row = fields.2
        case 3: row = form
        default: return nil
        }
        guard row >= 0 else { return nil }
        cursor.index &+= 1
        return Int(row)
    }

    /// Calls `body` with each row, in the order of a walk (`Iterator`), by a loop of the
    /// column's own form: a constant change's walk down a column of tens or thousands of rows
    /// pays no dispatch on the form per row.
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
        } else if form <= ColumnSet.packedForm {
            ColumnSet.forEachPacked(fields, from: ColumnSet.packedStart(form), body)
        } else {
            for i in 0..<ColumnSet.inlineLimit {
                let row = inlineRow(i)
                if row < 0 { return }
                body(row)
            }
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    func sorted() -> [Int] { fields.3 == ColumnSet.bitsetForm ? elements : elements.sorted() }

    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool { lhs.sorted() == rhs.sorted() }
}
