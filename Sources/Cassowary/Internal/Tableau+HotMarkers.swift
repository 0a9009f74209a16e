extension Tableau {
    /// The entries all copies together may hold.
    var hotBudget: Int { Tuning.hotEntriesPerRow &* rows.count &+ Tuning.hotEntriesFloor }

    /// Keeps a hot marker's copy in step with row `row`.
    @inline(__always) mutating func noteCoefficient(_ symbol: Int, _ row: Int, _ coefficient: Double) {
        let k = Int(hot.index[symbol])
        guard k >= 0 else { return }
        hot.note(slot: k, row, coefficient, budget: hotBudget)
    }

    /// Starts a copy of `marker`'s column (a window over its rows) if it is long and the copy
    /// fits the budget.
    mutating func makeHotIfWorthIt(_ marker: Int) {
        guard hot.index[marker] < 0, symbols.columns[marker].count >= hot.columnMinimum else { return }
        let column = symbols.columns[marker]
        guard let first = column.min(), let last = column.max(), hot.entries + last - first + 1 <= hotBudget else { return }
        var copy = HotCopies.Copy(marker: marker, base: first, coefficients: [Double](repeating: 0, count: last - first + 1), lastUse: hot.batches)
        for q in column { copy.coefficients[q - first] = coefficient(of: marker, inRow: q) }
        hot.add(copy)
    }
}
