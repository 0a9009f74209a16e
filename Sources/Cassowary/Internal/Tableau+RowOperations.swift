/// Row operations: the only writers of rows.
extension Tableau {
    /// Moves row `r`'s constant by `amount`, journaled.
    @inline(__always) mutating func shiftConstant(_ r: Int, by amount: Double) {
        saveConstant(r)
        rows.constants[r] += amount
    }

    /// Substitutes marker -> marker + amount in the constants of `marker`'s column, journaled
    /// (`noteChanged` on each row). The column is copied (one retain): the walk writes the tableau.
    mutating func shiftConstants(alongColumnOf marker: Int, by amount: Double, violated: inout Int) {
        let users = symbols.columns[marker]
        let count = users.count
        guard count > 0 else { return }
        let k = Int(hot.index[marker])
        let copy = k >= 0 ? hot.copies[k].coefficients : []
        let base = k >= 0 ? hot.copies[k].base : 0
        let journaled = journaling
        // A row saved whole in this change has its constant restored with it: not logged.
        let readsMarks = journaling && !journal.rows.isEmpty
        let epoch = self.epoch
        if journaled { journal.reserveConstants(count) }
        var n = journal.constantCount
        // Constants within `hazardMagnitude` before and after: so were the products.
        var hazard = false
        let store = rows.store.base
        let (rowKinds, records, headers) = (rows.kinds, symbols.info, rows.headers)
        rowKinds.withUnsafeBufferPointer { kinds in
            records.withUnsafeBufferPointer { records in
                headers.withUnsafeBufferPointer { headers in
                    rows.constants.withUnsafeMutableBufferPointer { constants in
                        journal.constants.withUnsafeMutableBufferPointer { log in
                            users.forEachRow { q in
                                let delta = (k >= 0 ? copy[q &- base] : headers[q].coefficient(of: marker, in: store)) * amount
                                let old = constants[q]
                                if journaled && (!readsMarks || headers[q].savedEpoch != epoch) {
                                    log[n] = (q, old)
                                    n &+= 1
                                }
                                constants[q] = old + delta
                                Tableau.noteChanged(
                                    q, old + delta, movedBy: delta, kind: kinds[q], tolerance: records[headers[q].basic].tolerance,
                                    &infeasible, &violated)
                                if abs(old + delta) > Tableau.hazardMagnitude { hazard = true }
                            }
                        }
                    }
                }
            }
        }
        if journaled { journal.constantCount = n }
        if hazard { noteHazard() }
    }

    /// Settles a basic a hair below zero, within its tolerance, at 0.
    @inline(__always) mutating func settleAtZero(_ r: Int) {
        saveConstant(r)
        rows.constants[r] = 0
    }

    /// Drops symbol `s`'s cell from row `r`.
    mutating func dropCell(_ s: Int, from r: Int) {
        saveRow(r)
        let at = Row.find(s, in: cells(r))
        if at >= 0 {
            rows.uniqueStore()
            let p = rows.store.base + rows[r].start
            (p + at).update(from: p + (at &+ 1), count: rows[r].count &- at &- 1)
            rows[r].count &-= 1
        }
        noteCoefficient(s, r, 0)
    }

    /// Adds `coefficient * s` to row `r` (a replayed dummy cell), indexing it.
    mutating func addCell(_ s: Int, _ coefficient: Double, to r: Int) {
        saveRow(r)
        let (hazard, c) = addToRow(r, s, coefficient)
        if hazard { noteHazard() }
        if c != 0 {
            symbols.columns[s].insert(r)
            noteCoefficient(s, r, c)
        }
    }

    mutating func saveRow(_ i: Int) {
        guard journaling, rows[i].savedEpoch != epoch else { return }
        journal.save(rows[i], constant: rows.constants[i], kind: rows.kinds[i], cells(i), slot: i)
        rows[i].savedEpoch = epoch
    }

    /// Makes row `r` (-1: none) the row of basic symbol `s`.
    @inline(__always) mutating func setBasicRow(_ s: Int, _ r: Int) {
        symbols.basicRow[s] = r
        if symbols.kinds[s] == .external { variables.rowsCurrent = false }
    }

    /// Logs row `i`'s constant unless the whole row is logged.
    @inline(__always) mutating func saveConstant(_ i: Int) {
        guard journaling, rows[i].savedEpoch != epoch else { return }
        journal.saveConstant(i, rows.constants[i])
    }

    /// Puts the row being added (its `basic` set) into the tableau and indexes it; its untracked
    /// dummies are those of the record's `pendingSlot`.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let (i, reused) = rows.take()
        if reused && journaling { journal.freeRowOps.append(i) }
        movePendingRow(to: i)
        saveRow(i)
        rows[i].basic = row.basic
        rows.kinds[i] = symbols.kinds[row.basic]
        rows.constants[i] = row.constant
        row.cells.withUnsafeBufferPointer { setCells(i, $0) }
        setBasicRow(row.basic, i)
        for cell in row.cells { symbols.columns[cell.symbol].insert(i) }
        if !hot.isEmpty { for cell in row.cells { noteCoefficient(cell.symbol, i, cell.coefficient) } }
        return i
    }

    /// Takes row `i` out of the tableau, freeing its slot and cells.
    mutating func removeRow(_ i: Int) {
        saveRow(i)
        log(.clear, i)
        for cell in cells(i) { symbols.columns[cell.symbol].remove(i) }
        if !hot.isEmpty { for cell in cells(i) { noteCoefficient(cell.symbol, i, 0) } }
        setBasicRow(rows[i].basic, -1)
        rows.release(i)
        if journaling { journal.freeRowOps.append(-1) }
    }

    /// rows[target] += scale * rows[source] without `skip`'s cell, keeping every other column exact.
    mutating func addScaled(_ target: Int, from source: Int, _ scale: Double, skip: Int) {
        saveRow(target)
        let tracking = !hot.isEmpty
        if tracking { for cell in cells(target) { noteCoefficient(cell.symbol, target, 0) } }
        let hazard = merge(cells(source), scale, into: target, skip: skip, indexing: true)
        if tracking { for cell in cells(target) { noteCoefficient(cell.symbol, target, cell.coefficient) } }
        rows.constants[target] += scale * rows.constants[source]
        if hazard || abs(rows.constants[target]) > Tableau.hazardMagnitude { noteHazard() }
    }

    /// Row `target` += `scale * b` (not in the store) through `mergeBuffer`, true on a hazard:
    /// with `indexing`, columns updated and near-zero cells dropped unless `keepsTinyCells`; else exact.
    private mutating func merge(_ b: UnsafeBufferPointer<Cell>, _ scale: Double, into target: Int, skip: Int, indexing: Bool) -> Bool {
        let a = cells(target)
        let most = a.count &+ b.count
        if mergeBuffer.count < most {
            mergeBuffer = Cells(repeating: Cell(symbol: 0, coefficient: 0), count: Swift.max(most, 2 &* mergeBuffer.count))
        }
        let keepsTiny = keepsTinyCells
        let (n, hazard) = mergeBuffer.withUnsafeMutableBufferPointer { out in
            symbols.columns.withUnsafeMutableBufferPointer { columns in
                // Separate calls, each specialized.
                if !indexing {
                    Row.merge(a, b, scale, skip: skip, into: out, exact: true, appeared: { _ in }, cancelled: { _ in })
                } else if keepsTiny {
                    Row.merge(
                        a, b, scale, skip: skip, into: out, exact: true, precise: true,
                        appeared: { columns[$0].insert(target) }, cancelled: { columns[$0].remove(target) })
                } else {
                    Row.merge(
                        a, b, scale, skip: skip, into: out, exact: false,
                        appeared: { columns[$0].insert(target) }, cancelled: { columns[$0].remove(target) })
                }
            }
        }
        rows.uniqueStore()
        mergeBuffer.withUnsafeBufferPointer { out in rows[target].place(UnsafeBufferPointer(rebasing: out[0..<n]), in: rows.store) }
        return hazard
    }

    /// Adds `coefficient * symbol` to row `r` exactly (columns left to the caller): the hazard and
    /// the new coefficient.
    @discardableResult
    mutating func addToRow(_ r: Int, _ symbol: Int, _ coefficient: Double) -> (hazard: Bool, coefficient: Double) {
        let hazard = withUnsafePointer(to: Cell(symbol: symbol, coefficient: coefficient)) {
            merge(UnsafeBufferPointer(start: $0, count: 1), 1, into: r, skip: -1, indexing: false)
        }
        return (hazard, self.coefficient(of: symbol, inRow: r))
    }

    /// Replaces nonbasic `s` by `rows[r]`, whose basic it is, everywhere.
    mutating func substitute(_ s: Int, from r: Int) {
        // `addScaled` skips `s`, so its column holds still during the walk.
        var walk = ColumnSet.Cursor()
        while let q = symbols.columns[s].next(&walk) {
            if q == r { continue }
            let c = coefficient(of: s, inRow: q)
            addScaled(q, from: r, c, skip: s)
            log(.axpy, q, r, c)
            counters.countCells(rows[r].count &+ 1, phase)
            let b = rows[q].basic
            if symbols.kinds[b] != .external && isInfeasible(rows.constants[q], basic: b) { infeasible.append(q) }
        }
        symbols.columns[s].removeAll()
        substituteIntoObjective(s, from: r)
    }

    // MARK: The row being added

    /// Starts a new constraint's row in the kept buffer `newRowCells` (given back by `endNewRow`).
    @inline(__always) mutating func startNewRow(constant: Double) -> Row {
        var row = Row(constant: constant)
        swap(&row.cells, &newRowCells)
        row.cells.removeAll(keepingCapacity: true)
        pendingSlot = startPendingRow()
        return row
    }

    @inline(__always) mutating func endNewRow(_ row: inout Row) { swap(&row.cells, &newRowCells) }

    /// `row += scale * rows[r]` for the new row.
    @inline(__always) mutating func addRow(_ r: Int, into row: inout Row, times scale: Double) {
        if row.add(cells(r), constant: rows.constants[r], times: scale, spare: &newRowSpare, precise: keepsTinyCells) { noteHazard() }
        log(.axpy, pendingSlot, r, scale)
    }

    /// Puts untracked dummy `d` into the new row (in the record only).
    @inline(__always) mutating func addDummy(_ d: Int, into row: inout Row, _ coefficient: Double) {
        logUnit(pendingSlot, d, coefficient)
    }

    @inline(__always) mutating func scaleNewRow(_ row: inout Row, by factor: Double) {
        row.constant *= factor
        for i in row.cells.indices { row.cells[i].coefficient *= factor }
        log(.scale, pendingSlot, 0, factor)
    }

    @inline(__always) mutating func solveNewRow(_ row: inout Row, for subject: Int) {
        log(.scale, pendingSlot, 0, -1 / row.coefficient(of: subject))
        var c = row.constant
        if row.cells.withUnsafeMutableBufferPointer({ Row.solve(&c, $0, for: subject) }) { noteHazard() }
        row.cells.removeLast()
        row.constant = c
    }

    /// Starts phase one for the new row in `slot` with an artificial basic: the row is the objective.
    mutating func startPhaseOne(_ row: Row, slot: Int) {
        artificial = row
        log(.copy, Int(DummyLog.artificial), slot)
    }

    // MARK: Pivots

    /// Makes nonbasic `entering` row `r`'s basic and substitutes it everywhere else.
    mutating func pivot(_ r: Int, entering: Int) {
        operationPivots &+= 1
        counters.countPivot(phase)
        if symbols.kinds[entering] == .dummy {
            track(entering)
            restoreObjective(ofDummy: entering)
        }
        exchangeBasic(r, entering: entering)
        substitute(entering, from: r)
    }

    /// Solves row `r` for `entering` in place; the leaving basic becomes a cell (untracked: an
    /// entry of the record, which starts its record anew).
    @inline(__always) private mutating func exchangeBasic(_ r: Int, entering: Int) {
        saveRow(r)
        let leaving = rows[r].basic
        if isUntracked(leaving) {
            setDummyBorn(leaving, dummyLog.count)
            logUnit(r, leaving, -1)
        } else {
            addToRow(r, leaving, -1)
        }
        log(.scale, r, 0, -1 / coefficient(of: entering, inRow: r))
        rows.uniqueStore()
        let solved = UnsafeMutableBufferPointer(start: rows.store.base + rows[r].start, count: rows[r].count)
        if Row.solve(&rows.constants[r], solved, for: entering) { noteHazard() }
        rows[r].count &-= 1
        rows[r].basic = entering
        rows.kinds[r] = symbols.kinds[entering]
        if !hot.isEmpty {
            noteCoefficient(entering, r, 0)
            for cell in cells(r) { noteCoefficient(cell.symbol, r, cell.coefficient) }
        }
        setBasicRow(leaving, -1)
        setBasicRow(entering, r)
        symbols.columns[entering].remove(r)
        if !isUntracked(leaving) { symbols.columns[leaving].insert(r) }
    }
}
