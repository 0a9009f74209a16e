/// The rows whose constant changed since the last update while their basic was a variable.
///
/// A reference, so that noting a row (every changed row of every suggestion) is a store and an
/// increment, with no uniqueness check of an array on the way. A tableau is never copied (each
/// solver has its own, and so does each probe of `minimalConflict`), so nothing shares it.
final class ChangedRows {
    private var base: UnsafeMutablePointer<Int32>
    private var allocated = 0
    /// How many rows this list may hold.
    private var limit = 0
    private var count = 0
    private var overflowed = false
    /// False when a constant may have changed without being noted (a rollback restored
    /// constants), or when more rows changed than the limit (a full update is cheaper then).
    var isComplete = false

    init() { base = UnsafeMutablePointer<Int32>.allocate(capacity: 0) }

    deinit { base.deallocate() }

    /// Notes row `q`; past the limit, gives up (the next update writes every variable).
    /// Returns whether the list is still complete.
    @inline(__always) func note(_ q: Int) -> Bool {
        guard isComplete else { return false }
        if count < limit {
            base[count] = Int32(truncatingIfNeeded: q)
            count &+= 1
            return true
        }
        isComplete = false
        overflowed = true
        return false
    }

    /// The rows noted (a row may be there twice).
    var slots: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: base, count: count) }

    /// Starts a new list, empty and complete, for a tableau of `variables` variables. It holds
    /// up to a quarter of them; after a list that overflowed, only a thirty-second, until one
    /// does not (W2's root size moves nearly every box on every tick: noting a quarter of them
    /// first, only to write them all anyway, made its tick 3-8% slower).
    func reset(variables: Int) {
        limit = overflowed ? variables / 32 : variables / 4
        if limit > allocated {
            base.deallocate()
            base = UnsafeMutablePointer<Int32>.allocate(capacity: limit)
            allocated = limit
        }
        count = 0
        overflowed = false
        isComplete = true
    }
}
