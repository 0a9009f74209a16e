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

    /// Starts a copy of `marker`'s coefficients if its column is large and its window fits the budget.
    mutating func makeHotIfWorthIt(_ marker: Int) {
        guard hotIndex[marker] < 0, columns[marker].count >= hotColumnMinimum else { return }
        var first = Int.max, last = -1
        for q in columns[marker] { first = Swift.min(first, q); last = Swift.max(last, q) }
        guard last >= first, hotEntries + (last - first + 1) <= hotBudget else { return }
        var window = [Double](repeating: 0, count: last - first + 1)
        for q in columns[marker] { window[q - first] = rows[q].coefficient(of: marker) }
        let k = hotSymbols.firstIndex(of: -1) ?? hotSymbols.count
        if k == hotSymbols.count {
            hotSymbols.append(marker); hotBase.append(first); hotCoefficients.append(window)
        } else {
            hotSymbols[k] = marker; hotBase[k] = first; hotCoefficients[k] = window
        }
        hotIndex[marker] = Int32(truncatingIfNeeded: k)
        hotEntries += window.count
    }

    /// Frees copy `k`: its marker reads its rows again.
    mutating func dropHotCopy(_ k: Int) {
        let marker = hotSymbols[k]
        if marker >= 0 { hotIndex[marker] = -1 }
        hotSymbols[k] = -1
        hotEntries -= hotCoefficients[k].count
        hotCoefficients[k] = []
        hotBase[k] = 0
    }
}
