extension Tableau {
    /// The entries all copies together may hold.
    var hotBudget: Int { Tuning.hotEntriesPerRow &* rows.count &+ Tuning.hotEntriesFloor }

    /// Keeps a hot marker's copy in step with row `row`.
    @inline(__always) mutating func noteCoefficient(_ symbol: Int, _ row: Int, _ coefficient: Double) {
        let k = Int(hot.index[symbol])
        guard k >= 0 else { return }
        hot.note(slot: k, row, coefficient, budget: hotBudget)
    }

    /// Applies a constant change (marker -> marker + amount) along sparse copy `k`, as
    /// `shiftConstants(alongColumnOf:by:violated:)` does along the column, in the same order.
    mutating func shiftConstants(alongSparseCopy k: Int, by amount: Double, violated: inout Int) {
        let targets = hot.copies[k].rows
        let coefficients = hot.copies[k].coefficients
        let count = targets.count
        guard count > 0 else { return }
        let journaled = journaling
        if journaled { journal.reserveConstants(count) }
        var n = journal.constantCount
        var hazard = false
        var zeros = 0
        withWalkBuffers { buffers, infeasible in
            // The walk's counters in locals (registers), written back once.
            var logCount = n
            var firstViolated = violated
            var anyHazard = false
            var zeroCount = 0
            targets.withUnsafeBufferPointer { targets in
                coefficients.withUnsafeBufferPointer { coefficients in
                    for i in 0..<count {
                        let coefficient = coefficients[i]
                        if coefficient == 0 {
                            zeroCount &+= 1
                            continue
                        }
                        if Tableau.shiftRow(
                            Int(targets[i]), by: coefficient * amount, buffers, &logCount,
                            &infeasible, &firstViolated)
                        {
                            anyHazard = true
                        }
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

    /// Starts a copy of `marker`'s column if it is long and the copy fits the budget: a window,
    /// or a sparse copy for a column spread wide.
    mutating func makeHotIfWorthIt(_ marker: Int) {
        guard hot.index[marker] < 0 else { return }
        if let needed = hot.refusals[marker] {
            guard hot.entries + needed <= hotBudget else { return }
            hot.refusals[marker] = nil
        }
        guard symbols.columns[marker].count >= hot.columnMinimum else { return }
        var first = Int.max
        var last = -1
        for q in symbols.columns[marker] {
            first = Swift.min(first, q)
            last = Swift.max(last, q)
        }
        guard last >= first else { return }
        let count = symbols.columns[marker].count
        // A sparse copy walks its rows in ascending order, as only a bitset column does.
        let sparse = last - first + 1 > Tuning.hotWindowSpread &* count && symbols.columns[marker].walksInOrder
        let needed = sparse ? count : last - first + 1
        guard hot.entries + needed <= hotBudget else {
            hot.refusals[marker] = needed
            return
        }
        var copy = HotCopies.Copy(
            marker: marker, base: sparse ? HotCopies.Copy.sparse : first, coefficients: [], rows: [],
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
