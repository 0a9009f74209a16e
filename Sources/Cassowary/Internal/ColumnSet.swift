/// The rows in which one nonbasic symbol appears. Most columns hold a handful of rows, so they
/// live in a small array (no hashing, insertion order); a column that grows past
/// `smallLimit` rows (an edit variable's errors in a large layout) switches to a hash set.
struct ColumnSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var small: [Int] = []
    private var large: Set<Int>?
    private static let smallLimit = 24

    init() {}
    init(arrayLiteral rows: Int...) { for row in rows { insert(row) } }

    var count: Int { large?.count ?? small.count }
    var isEmpty: Bool { count == 0 }

    /// Adds `row`. Precondition: `row` is not already in the column (callers add a row when
    /// the symbol first appears in it).
    mutating func insert(_ row: Int) {
        if large != nil {
            large?.insert(row)
        } else if small.count < ColumnSet.smallLimit {
            small.append(row)
        } else {
            var set = Set(small)
            set.insert(row)
            large = set
            small = []
        }
    }

    mutating func remove(_ row: Int) {
        if large != nil {
            large?.remove(row)
        } else if let at = small.firstIndex(of: row) {
            small.swapAt(at, small.count - 1)
            small.removeLast()
        }
    }

    func sorted() -> [Int] { large.map { $0.sorted() } ?? small.sorted() }

    /// Calls `body` on each row without building an array.
    @inline(__always) func forEach(_ body: (Int) -> Void) {
        if let large { for row in large { body(row) } } else { for row in small { body(row) } }
    }

    /// The rows as an array (the storage itself while small).
    var elements: [Int] { large.map { Array($0) } ?? small }

    func makeIterator() -> IndexingIterator<[Int]> { elements.makeIterator() }

    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool { lhs.sorted() == rhs.sorted() }
}
