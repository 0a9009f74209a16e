/// The rows in which one nonbasic symbol appears, in one of four forms named by the last field:
/// up to four rows inline (fields >= -1, filled from the front), 112 rows packed as bits from a
/// multiple of 32 (no allocation, constant-time removal), a small unsorted array, or a bitset.
struct ColumnSet: Sequence, ExpressibleByArrayLiteral {
    /// Inline: the rows. Packed: bits, the last field's high half naming the span. Bitset: the
    /// base word and the count. Row slots are below 2^31, so they fit.
    private var f: InlineArray<4, Int32> = .init(repeating: -1)
    private var storage: [UInt64] = []
    private static let smallLimit = Tuning.columnSmallRows
    private static let smallForm: Int32 = -2, bitsetForm: Int32 = -3, packedForm: Int32 = -65_537
    /// The rows a packed column spans: its first three fields and its last's low half.
    private static let packedRows = 112

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    @inline(__always) private static func packedStart(_ form: Int32) -> Int { Int(-2 &- (form >> 16)) << 5 }

    /// `row`'s offset in a packed column's span, or -1 (another form, or outside the span).
    @inline(__always) private func packedOffset(_ row: Int) -> Int {
        guard f[3] <= ColumnSet.packedForm else { return -1 }
        let offset = row &- ColumnSet.packedStart(f[3])
        return offset >= 0 && offset < ColumnSet.packedRows ? offset : -1
    }

    @inline(__always) private static func bits(_ f: InlineArray<4, Int32>, _ i: Int) -> UInt64 {
        UInt64(UInt32(bitPattern: i == 3 ? f[3] & 0xFFFF : f[i]))
    }

    @inline(__always) private mutating func flip(_ offset: Int) { f[offset >> 5] ^= Int32(bitPattern: 1 << UInt32(offset & 31)) }

    @inline(__always) private var inlineCount: Int {
        (f[0] >= 0 ? 1 : 0) &+ (f[1] >= 0 ? 1 : 0) &+ (f[2] >= 0 ? 1 : 0) &+ (f[3] >= 0 ? 1 : 0)
    }

    var count: Int {
        switch f[3] {
        case ColumnSet.bitsetForm: return Int(f[1])
        case ColumnSet.smallForm: return storage.count
        case ...ColumnSet.packedForm:
            return f[0].nonzeroBitCount &+ f[1].nonzeroBitCount &+ f[2].nonzeroBitCount &+ (f[3] & 0xFFFF).nonzeroBitCount
        default: return inlineCount
        }
    }
    var isEmpty: Bool { count == 0 }

    /// Adds `row`, a packed span's case inlined at the call site. Precondition: `row` is not in the column.
    @inline(__always) mutating func insert(_ row: Int) {
        let offset = packedOffset(row)
        if offset >= 0 { flip(offset) } else { insertElsewhere(row) }
    }

    private mutating func insertElsewhere(_ row: Int) {
        let form = f[3]
        if form == ColumnSet.bitsetForm { return setBit(row) }
        if form == ColumnSet.smallForm {
            return storage.count < ColumnSet.smallLimit ? storage.append(UInt64(truncatingIfNeeded: row)) : reform(adding: row)
        }
        let n = form <= ColumnSet.packedForm ? 4 : inlineCount
        if n < 4 { f[n] = Int32(truncatingIfNeeded: row) } else { reform(adding: row) }
    }

    /// Calls `body` with the rows held in fields `f` (inline or packed), in walk order.
    @inline(__always) private static func forEach(inFields f: InlineArray<4, Int32>, _ body: (Int) -> Void) {
        guard f[3] <= packedForm else {
            for i in 0..<4 where f[i] >= 0 { body(Int(f[i])) }
            return
        }
        let start = packedStart(f[3])
        for i in 0..<4 {
            var word = bits(f, i)
            while word != 0 {
                body(start &+ i << 5 &+ word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
    }

    /// A full column of any form but a bitset, and `row` outside it: packed from the lowest
    /// row's multiple of 32 when they fit one span (rows come in upward; not from a small array),
    /// else from a packed column or a small array a bitset when its words are fewer than its rows
    /// or the rows more than a small array holds (a busy column's removals stay constant-time),
    /// else a small array.
    @inline(never) private mutating func reform(adding row: Int) {
        let fields = f
        var lowest = row
        var highest = row
        var n = 1
        forEachRow {
            lowest = Swift.min(lowest, $0)
            highest = Swift.max(highest, $0)
            n &+= 1
        }
        let start = (lowest >> 5) << 5
        // The last field's high half names the span's start, up to row 32 * 32,766.
        if fields[3] != ColumnSet.smallForm, lowest >> 5 <= 32_766, highest &- start < ColumnSet.packedRows {
            f = [0, 0, 0, Int32(truncatingIfNeeded: (-2 &- (lowest >> 5)) << 16)]
            ColumnSet.forEach(inFields: fields) { flip($0 &- start) }
            return flip(row &- start)
        }
        if fields[3] < -1 && (n > ColumnSet.smallLimit || (highest >> 6) &- (lowest >> 6) < n) {
            let base = lowest >> 6
            var words = [UInt64](repeating: 0, count: (highest >> 6) &- base &+ 1)
            words.withUnsafeMutableBufferPointer { words in
                forEachRow { words[$0 >> 6 &- base] |= 1 << UInt64($0 & 63) }
                words[row >> 6 &- base] |= 1 << UInt64(row & 63)
            }
            storage = words
            f = [Int32(truncatingIfNeeded: base), Int32(truncatingIfNeeded: n), -1, ColumnSet.bitsetForm]
            return
        }
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(Swift.max(n, 16))
        ColumnSet.forEach(inFields: fields) { storage.append(UInt64(truncatingIfNeeded: $0)) }
        storage.append(UInt64(truncatingIfNeeded: row))
        f = [-1, -1, -1, ColumnSet.smallForm]
    }

    private mutating func setBit(_ row: Int) {
        var word = row >> 6 &- Int(f[0])
        if word < 0 {
            // Below the first word (a freed slot reused): grow downward with room to spare.
            let newBase = Swift.max(0, row >> 6 &- Swift.max(8, storage.count / 4))
            storage.insert(contentsOf: repeatElement(0, count: Int(f[0]) &- newBase), at: 0)
            f[0] = Int32(truncatingIfNeeded: newBase)
            word = row >> 6 &- newBase
        }
        if word >= storage.count { storage.append(contentsOf: repeatElement(0, count: word &+ 1 &- storage.count)) }
        let mask: UInt64 = 1 << UInt64(row & 63)
        if storage[word] & mask == 0 {
            storage[word] |= mask
            f[1] &+= 1
        }
    }

    /// Removes `row` if it is in the column, a packed span's case inlined at the call site.
    @inline(__always) mutating func remove(_ row: Int) {
        let offset = packedOffset(row)
        guard offset >= 0 else { return removeElsewhere(row) }
        guard ColumnSet.bits(f, offset >> 5) & (1 << UInt64(offset & 31)) != 0 else { return }
        flip(offset)
        // Emptied: back to inline rows (which take rows anywhere).
        if f[0] | f[1] | f[2] | (f[3] & 0xFFFF) == 0 { f = .init(repeating: -1) }
    }

    private mutating func removeElsewhere(_ row: Int) {
        switch f[3] {
        case ColumnSet.bitsetForm:
            let word = row >> 6 &- Int(f[0])
            let mask: UInt64 = 1 << UInt64(row & 63)
            guard word >= 0 && word < storage.count && storage[word] & mask != 0 else { return }
            storage[word] &= ~mask
            f[1] &-= 1
        case ColumnSet.smallForm:
            guard let at = storage.firstIndex(of: UInt64(truncatingIfNeeded: row)) else { return }
            storage[at] = storage[storage.count &- 1]
            storage.removeLast()
            // Emptied: back to inline rows, keeping the capacity.
            if storage.isEmpty { f = .init(repeating: -1) }
        case ...ColumnSet.packedForm: return
        default:
            let n = inlineCount
            for i in 0..<n where Int(f[i]) == row {
                f[i] = f[n &- 1]
                f[n &- 1] = -1
                return
            }
        }
    }

    var heapBytes: (bytes: Int, buffers: Int) { (Cassowary.heapBytes(storage), storage.capacity > 0 ? 1 : 0) }
    /// Empties the column, keeping a small array's capacity (a symbol made basic often leaves
    /// the basis again soon).
    mutating func removeAll() {
        switch f[3] {
        case ColumnSet.bitsetForm: storage = []
        case ColumnSet.smallForm: storage.removeAll(keepingCapacity: true)
        default: break
        }
        f = .init(repeating: -1)
    }

    /// Walks a copy of the column (its buffer retained) with a `Cursor`.
    struct Iterator: IteratorProtocol {
        fileprivate let column: ColumnSet
        fileprivate var cursor = Cursor()
        mutating func next() -> Int? { column.next(&cursor) }
    }
    func makeIterator() -> Iterator { Iterator(column: self) }

    /// Where a walk stands: `next(_:)` reads the column in place, so a walk retains nothing.
    struct Cursor {
        fileprivate var index = 0
        fileprivate var word: UInt64 = 0
    }

    /// The next row of a walk, or nil at its end: bits ascending, array and inline rows in the
    /// order they came in.
    @inline(__always) func next(_ cursor: inout Cursor) -> Int? {
        let form = f[3]
        if form == ColumnSet.smallForm {
            guard cursor.index < storage.count else { return nil }
            defer { cursor.index &+= 1 }
            return Int(truncatingIfNeeded: storage[cursor.index])
        }
        guard form == ColumnSet.bitsetForm || form <= ColumnSet.packedForm else {
            guard cursor.index < 4 && f[cursor.index] >= 0 else { return nil }
            defer { cursor.index &+= 1 }
            return Int(f[cursor.index])
        }
        let bitset = form == ColumnSet.bitsetForm
        while cursor.word == 0 {
            guard cursor.index < (bitset ? storage.count : 4) else { return nil }
            cursor.word = bitset ? storage[cursor.index] : ColumnSet.bits(f, cursor.index)
            cursor.index &+= 1
        }
        let at = (cursor.index &- 1) << (bitset ? 6 : 5) &+ cursor.word.trailingZeroBitCount
        cursor.word &= cursor.word &- 1
        return bitset ? Int(f[0]) << 6 &+ at : ColumnSet.packedStart(form) &+ at
    }

    /// Calls `body` with each row in walk order, by a loop of the column's own form (no
    /// dispatch on the form per row).
    @inline(__always) func forEachRow(_ body: (Int) -> Void) {
        if f[3] == ColumnSet.bitsetForm {
            let base = Int(f[0])
            storage.withUnsafeBufferPointer { words in
                for i in words.indices {
                    var word = words[i]
                    while word != 0 {
                        body((base &+ i) << 6 | word.trailingZeroBitCount)
                        word &= word &- 1
                    }
                }
            }
        } else if f[3] == ColumnSet.smallForm {
            storage.withUnsafeBufferPointer { rows in for r in rows { body(Int(truncatingIfNeeded: r)) } }
        } else {
            ColumnSet.forEach(inFields: f, body)
        }
    }
}
