/// The rows whose constant changed since the last update while their basic was a variable.
///
/// A reference, so that noting a row (every changed row of every suggestion) is a store and an
/// increment, with no uniqueness check of an array on the way. A tableau is never copied (each
/// solver has its own, and so does each probe of `minimalConflict`), so nothing shares it.
final class ChangedRows {
    private var base: UnsafeMutablePointer<Int32>
    private var capacity = 0
    private var count = 0
    /// False when a constant may have changed without being noted (a rollback restored
    /// constants), or when more rows changed than the limit (a full update is cheaper then).
    var isComplete = false

    init() { base = UnsafeMutablePointer<Int32>.allocate(capacity: 0) }

    deinit { base.deallocate() }

    /// Notes row `q`; past the limit, gives up (the next update writes every variable).
    @inline(__always) func note(_ q: Int) {
        guard isComplete else { return }
        if count < capacity {
            base[count] = Int32(truncatingIfNeeded: q)
            count &+= 1
        } else {
            isComplete = false
        }
    }

    /// The rows noted (a row may be there twice).
    var slots: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: base, count: count) }

    /// Starts a new list, complete, of at most `limit` rows.
    func reset(limit: Int) {
        if limit != capacity {
            base.deallocate()
            base = UnsafeMutablePointer<Int32>.allocate(capacity: limit)
            capacity = limit
        }
        count = 0
        isComplete = true
    }
}
