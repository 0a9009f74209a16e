/// Hot markers. A marker whose constraint's constant changes again and again (an edit
/// variable, an animated or root-size constraint) and whose column is large keeps a copy of its
/// coefficients over a window of row slots: the slots from its first row to its last. A
/// constant change then reads that contiguous copy instead of opening every row's cell buffer
/// (one cache miss per row otherwise).
///
/// The window, not every row slot: a marker's rows (a grid row's left edge) tend to sit close
/// together among many, so a window costs its column's span where a copy over every slot would
/// cost the tableau. The windows share a budget proportional to the tableau; a copy whose
/// window would break it is dropped (the marker reads its rows again).
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
    /// The entries all copies together may hold.
    var hotBudget: Int { Tuning.hotEntriesPerRow &* rows.count &+ Tuning.hotEntriesFloor }

    /// Keeps a hot marker's copy in step with row `row`.
    @inline(__always) mutating func noteCoefficient(_ symbol: Int, _ row: Int, _ coefficient: Double) {
        let k = Int(hot.index[symbol])
        guard k >= 0 else { return }
        hot.note(slot: k, row, coefficient, budget: hotBudget)
    }

    /// Applies a constant change (marker -> marker + amount) along sparse copy `k` of `marker`'s
    /// column, as `shiftConstants(alongColumnOf:by:violated:)` does along the column: the same
    /// rows in the same (ascending) order, read from the copy.
    mutating func shiftConstants(alongSparseCopy k: Int, by amount: Double, violated: inout Int) {
        let targets = hot.copies[k].rows, coefficients = hot.copies[k].coefficients
        let count = targets.count
        guard count > 0 else { return }
        let journaled = journaling
        if journaled { journal.reserveConstants(count) }
        var n = journal.constantCount
        var hazard = false
        var zeros = 0
        withWalkBuffers { buffers, infeasible in
            // The walk's counters in locals (registers), written back once.
            var logCount = n, firstViolated = violated, anyHazard = false, zeroCount = 0
            targets.withUnsafeBufferPointer { targets in
                coefficients.withUnsafeBufferPointer { coefficients in
                    for i in 0..<count {
                        let coefficient = coefficients[i]
                        if coefficient == 0 { zeroCount &+= 1; continue }
                        if Tableau.shiftRow(Int(targets[i]), by: coefficient * amount, buffers, &logCount,
                                            &infeasible, &firstViolated) { anyHazard = true }
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
        if zeros > count / 4 { hot.compact(k) }
    }

    /// Starts a copy of `marker`'s coefficients if its column is large and its copy fits the
    /// budget: a window, or a sparse copy for a column spread wide. A refused marker is
    /// remembered with the entries it needed and not measured again (a walk of its whole column)
    /// while that many still would not fit: a tick that changes a hundred such markers'
    /// constants would otherwise walk each column twice.
    mutating func makeHotIfWorthIt(_ marker: Int) {
        guard hot.index[marker] < 0 else { return }
        if let needed = hot.refusals[marker] {
            guard hot.entries + needed <= hotBudget else { return }
            hot.refusals[marker] = nil
        }
        guard symbols.columns[marker].count >= hot.columnMinimum else { return }
        var first = Int.max, last = -1
        for q in symbols.columns[marker] { first = Swift.min(first, q); last = Swift.max(last, q) }
        guard last >= first else { return }
        let count = symbols.columns[marker].count
        // A sparse copy walks its rows in ascending order, as only a bitset column does.
        let sparse = last - first + 1 > Tuning.hotWindowSpread &* count && symbols.columns[marker].walksInOrder
        let needed = sparse ? count : last - first + 1
        guard hot.entries + needed <= hotBudget else {
            hot.refusals[marker] = needed
            return
        }
        var copy = HotCopies.Copy(marker: marker, base: sparse ? HotCopies.Copy.sparse : first, coefficients: [], rows: [],
                                  lastUse: hot.batches)
        if sparse {
            let ordered = symbols.columns[marker].elements
            copy.rows = ordered.map { Int32(truncatingIfNeeded: $0) }
            copy.coefficients = ordered.map { coefficient(of: marker, inRow: $0) }
        } else {
            copy.coefficients = [Double](repeating: 0, count: last - first + 1)
            for q in symbols.columns[marker] { copy.coefficients[q - first] = coefficient(of: marker, inRow: q) }
        }
        hot.add(copy)
    }
}
