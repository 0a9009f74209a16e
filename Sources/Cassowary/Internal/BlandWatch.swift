/// A simplex loop's turn to Bland's rule (`after` pivots, the window unless a test sets it) and
/// its progress there: stalled once a window of pivots lowers the objective, compared level by
/// level, by no more than rounding (a rounding cycle).
struct BlandWatch {
    let window: Int
    let after: Int
    var lowest: [Double] = []
    var at = 0

    init(_ floor: Int, rows: Int, limit: Int?) {
        window = floor + Tuning.blandAfterPerRow * rows
        after = limit ?? window
    }

    /// Notes the objective `value` after `pivots` pivots; true once a window passes without progress.
    mutating func stalled(_ value: [Double], pivots: Int) -> Bool {
        var l = 0
        while l < lowest.count && abs(value[l] - lowest[l]) <= epsilon * max(1, abs(lowest[l])) { l += 1 }
        if lowest.isEmpty || (l < lowest.count && value[l] < lowest[l]) {
            (lowest, at) = (value, pivots)
            return false
        }
        return pivots - at >= window
    }
}
