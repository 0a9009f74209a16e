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
/// A copy costs every row change inside its window a write, so it is kept only while its
/// constant keeps changing: one idle for `Tuning.hotIdleBatches` batches of constant changes is
/// dropped (a stack view's spacing, changed once when a neighbour hides, would otherwise be
/// written on every later pivot through its rows), and made again on its next change.
extension Tableau {
    /// The entries all windows together may hold.
    var hotBudget: Int { Tuning.hotEntriesPerRow &* rows.count &+ Tuning.hotEntriesFloor }

    /// Keeps a hot marker's copy in step with row `row`.
    @inline(__always) mutating func noteCoefficient(_ symbol: Int, _ row: Int, _ coefficient: Double) {
        let k = Int(hotIndex[symbol])
        guard k >= 0 else { return }
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

    /// Starts a copy of `marker`'s coefficients if its column is large and its window fits the
    /// budget. A refused marker is remembered with the window it needed and not measured again
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
        guard hotEntries + (last - first + 1) <= hotBudget else {
            hotRefusals[marker] = last - first + 1
            return
        }
        var window = [Double](repeating: 0, count: last - first + 1)
        for q in columns[marker] { window[q - first] = rows[q].coefficient(of: marker) }
        let k = hotSymbols.firstIndex(of: -1) ?? hotSymbols.count
        if k == hotSymbols.count {
            hotSymbols.append(marker); hotBase.append(first); hotCoefficients.append(window)
            hotLastUse.append(constantBatches)
        } else {
            hotSymbols[k] = marker; hotBase[k] = first; hotCoefficients[k] = window
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
            hotSymbols.removeLast(); hotBase.removeLast(); hotCoefficients.removeLast(); hotLastUse.removeLast()
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
        hotBase[k] = 0
    }
}
