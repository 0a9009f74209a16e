/// Hot markers. A marker whose constraint's constant changes again and again (an edit
/// variable, an animated or root-size constraint) and whose column is large keeps a copy of its
/// coefficients over a window of row slots: the slots from its first row to its last. A
/// constant change then reads that contiguous copy instead of opening every row's cell buffer
/// (one cache miss per row otherwise).
///
/// The window, not every row slot: a grid row's left-edge constraint sits in 400 of 80,000
/// rows, all within 800 slots of each other, so a hundred animated edges cost 80,000 entries
/// where dense copies would cost 8 million. The windows share a budget proportional to the
/// tableau; a copy whose window would break it is dropped (the marker reads its rows again).
///
/// A column spread much wider than its length (`Tuning.hotWindowSpread`) keeps a sparse copy
/// instead: its rows in ascending order and their coefficients, so that a change walks those
/// two arrays, not the column's bitset and the rows' cells; a row change finds its entry by
/// binary search. An entry whose coefficient drops to zero stays, at zero, until the copy is
/// compacted, so a pivot that rewrites a row does not move the copy's arrays twice.
///
/// A copy costs every row change inside its window a write, so it is kept only while its
/// constant keeps changing: one idle for `Tuning.hotIdleBatches` batches of constant changes is
/// dropped (a stack view's spacing, changed once when a neighbour hides, would otherwise be
/// written on every later pivot through its rows), and made again on its next change.
extension Tableau {
    /// The entries all windows together may hold.
    var hotBudget: Int { Tuning.hotEntriesPerRow &* rows.count &+ Tuning.hotEntriesFloor }

    /// `hotBase` of a sparse copy.
    static let sparseCopy = -1

    /// Keeps a hot marker's copy in step with row `row`.
    @inline(__always) mutating func noteCoefficient(_ symbol: Int, _ row: Int, _ coefficient: Double) {
        let k = Int(hotIndex[symbol])
        guard k >= 0 else { return }
        guard hotBase[k] != Tableau.sparseCopy else {
            noteSparseCoefficient(k, row, coefficient)
            return
        }
        let i = row &- hotBase[k]
        if i >= 0 && i < hotCoefficients[k].count {
            hotCoefficients[k][i] = coefficient
        } else if coefficient != 0 {
            widenHotWindow(k, toInclude: row, coefficient)
        }
    }

    /// Grows window `k` (with room to spare, so a column that drifts does not regrow it on every
    /// new row) to hold `row`, or drops the copy if the windows would outgrow their budget.
    private mutating func widenHotWindow(_ k: Int, toInclude row: Int, _ coefficient: Double) {
        let base = hotBase[k], count = hotCoefficients[k].count
        let spare = Swift.max(16, count / 4)
        let added: Int
        if row < base {
            let newBase = Swift.max(0, row - spare)
            added = base - newBase
            hotCoefficients[k].insert(contentsOf: repeatElement(0, count: added), at: 0)
            hotBase[k] = newBase
        } else {
            added = row + 1 + spare - (base + count)
            hotCoefficients[k].append(contentsOf: repeatElement(0, count: added))
        }
        hotEntries += added
        hotCoefficients[k][row - hotBase[k]] = coefficient
        if hotEntries > hotBudget { dropHotCopy(k) }
    }

    /// Keeps sparse copy `k` in step with row `row`: the entry is set (to zero, when the row no
    /// longer holds the marker), or inserted in row order.
    private mutating func noteSparseCoefficient(_ k: Int, _ row: Int, _ coefficient: Double) {
        let target = Int32(truncatingIfNeeded: row)
        var lo = 0, hi = hotRows[k].count
        hotRows[k].withUnsafeBufferPointer { rows in
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if rows[mid] < target { lo = mid &+ 1 } else { hi = mid }
            }
        }
        if lo < hotRows[k].count && hotRows[k][lo] == target {
            hotCoefficients[k][lo] = coefficient
        } else if coefficient != 0 {
            hotRows[k].insert(target, at: lo)
            hotCoefficients[k].insert(coefficient, at: lo)
            hotEntries += 1
            if hotEntries > hotBudget { dropHotCopy(k) }
        }
    }

    /// Drops sparse copy `k`'s zero entries.
    private mutating func compactSparseCopy(_ k: Int) {
        var n = 0
        for i in hotRows[k].indices where hotCoefficients[k][i] != 0 {
            hotRows[k][n] = hotRows[k][i]
            hotCoefficients[k][n] = hotCoefficients[k][i]
            n += 1
        }
        hotEntries -= hotRows[k].count - n
        hotRows[k].removeLast(hotRows[k].count - n)
        hotCoefficients[k].removeLast(hotCoefficients[k].count - n)
    }

    /// Applies a constant change (marker -> marker + amount) along sparse copy `k` of `marker`'s
    /// column, as `shiftConstants(alongColumnOf:by:violated:)` does along the column: the same
    /// rows in the same (ascending) order, read from the copy.
    mutating func shiftConstants(alongSparseCopy k: Int, by amount: Double, violated: inout Int) {
        let targets = hotRows[k], coefficients = hotCoefficients[k]
        let count = targets.count
        guard count > 0 else { return }
        let journaled = journaling, epoch = self.epoch
        if journaled { journal.reserveConstants(count) }
        var n = journal.constantCount
        var hazard = false
        var zeros = 0
        withWalkBuffers { rows, log, kinds, symbols, infeasible in
            // The walk's counters in locals (registers), written back once.
            var logCount = n, firstViolated = violated, anyHazard = false, zeroCount = 0
            targets.withUnsafeBufferPointer { targets in
                coefficients.withUnsafeBufferPointer { coefficients in
                    for i in 0..<count {
                        let coefficient = coefficients[i]
                        if coefficient == 0 { zeroCount &+= 1; continue }
                        if Tableau.shiftRow(Int(targets[i]), by: coefficient * amount, rows, log, &logCount, journaled: journaled,
                                            epoch: epoch, kinds, symbols, &infeasible, &firstViolated) { anyHazard = true }
                    }
                }
            }
            n = logCount
            violated = firstViolated
            hazard = anyHazard
            zeros = zeroCount
        }
        if journaled { journal.constantCount = n }
        if hazard { noteHazard() }
        if zeros > count / 4 { compactSparseCopy(k) }
    }

    /// Starts a copy of `marker`'s coefficients if its column is large and its copy fits the
    /// budget: a window, or a sparse copy for a column spread wide. A refused marker is remembered with the window it needed and not measured again
    /// (a walk of its whole column) while that window still would not fit: a tick that changes a
    /// hundred such markers' constants would otherwise walk each column twice.
    mutating func makeHotIfWorthIt(_ marker: Int) {
        guard hotIndex[marker] < 0 else { return }
        if let needed = hotRefusals[marker] {
            guard hotEntries + needed <= hotBudget else { return }
            hotRefusals[marker] = nil
        }
        guard columns[marker].count >= hotColumnMinimum else { return }
        var first = Int.max, last = -1
        for q in columns[marker] { first = Swift.min(first, q); last = Swift.max(last, q) }
        guard last >= first else { return }
        let count = columns[marker].count
        // A sparse copy walks its rows in ascending order, as only a bitset column does.
        let sparse = last - first + 1 > Tuning.hotWindowSpread &* count && columns[marker].walksInOrder
        let needed = sparse ? count : last - first + 1
        guard hotEntries + needed <= hotBudget else {
            hotRefusals[marker] = needed
            return
        }
        var window: [Double], targets: [Int32] = []
        if sparse {
            let ordered = columns[marker].elements
            targets = ordered.map { Int32(truncatingIfNeeded: $0) }
            window = ordered.map { coefficient(of: marker, inRow: $0) }
        } else {
            window = [Double](repeating: 0, count: last - first + 1)
            for q in columns[marker] { window[q - first] = coefficient(of: marker, inRow: q) }
        }
        let base = sparse ? Tableau.sparseCopy : first
        let k = hotSymbols.firstIndex(of: -1) ?? hotSymbols.count
        if k == hotSymbols.count {
            hotSymbols.append(marker); hotBase.append(base); hotCoefficients.append(window); hotRows.append(targets)
            hotLastUse.append(constantBatches)
        } else {
            hotSymbols[k] = marker; hotBase[k] = base; hotCoefficients[k] = window; hotRows[k] = targets
            hotLastUse[k] = constantBatches
        }
        hotIndex[marker] = Int32(truncatingIfNeeded: k)
        hotEntries += window.count
    }

    /// Starts a batch of constant changes: copies whose constant has not changed for
    /// `Tuning.hotIdleBatches` batches are dropped, and free slots at the end of the list go, so
    /// that row changes skip the copies' bookkeeping entirely once none is left
    /// (`hotSymbols.isEmpty`). O(copies), nothing while there are none.
    mutating func beginConstantBatch() {
        constantBatches &+= 1
        guard !hotSymbols.isEmpty else { return }
        for k in hotSymbols.indices where hotSymbols[k] >= 0 && constantBatches &- hotLastUse[k] > Tuning.hotIdleBatches {
            dropHotCopy(k)
        }
        while hotSymbols.last == -1 {
            hotSymbols.removeLast(); hotBase.removeLast(); hotCoefficients.removeLast(); hotRows.removeLast()
            hotLastUse.removeLast()
        }
    }

    /// Frees copy `k`: its marker reads its rows again, and refused markers may be measured again.
    mutating func dropHotCopy(_ k: Int) {
        if !hotRefusals.isEmpty { hotRefusals.removeAll(keepingCapacity: true) }
        let marker = hotSymbols[k]
        if marker >= 0 { hotIndex[marker] = -1 }
        hotSymbols[k] = -1
        hotEntries -= hotCoefficients[k].count
        hotCoefficients[k] = []
        hotRows[k] = []
        hotBase[k] = 0
    }
}
