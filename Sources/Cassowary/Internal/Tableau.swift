/// The engine behind `Solver`: an incremental simplex tableau in Cassowary's form.
///
/// Every row reads `basic = constant + Σ coefficient * symbol` over nonbasic symbols. The
/// tableau is kept primal feasible (restricted basics have constant >= 0; dummies are 0)
/// and optimal for a lexicographic objective: one objective row per strength level, highest
/// level first. A symbol's reduced cost is the vector of its objective coefficients across
/// levels; the tableau is optimal when no nonbasic symbol has a lexicographically negative
/// one (free external symbols: no nonzero one).
///
/// Storage is indexed by integer symbol ids:
/// - `columns[s]`: the rows in which nonbasic `s` appears, so a substitution touches only
///   those rows (Kiwi scans every row);
/// - `objective[s * stride + level]`: the objective, dense, so substituting into it costs the
///   length of the substituted row, however large the objective grows;
/// - `candidates`: symbols whose objective entries changed since the last optimization; only
///   they can have become entering candidates, so optimizing never rescans the objective.
struct Tableau {
    // Symbols
    var kinds: [SymbolKind] = []
    var basicRow: [Int] = []
    var columns: [ColumnSet] = []
    /// Per symbol: what a change reads of a symbol once, when its constraint comes or goes
    /// (owner, dummy record, tolerance), together in one record (SymbolKind.swift).
    var symbols: [SymbolInfo] = []
    var freeSymbols: [Int] = []
    /// Per symbol: the index of its hot copy in `hotCoefficients`, or -1. Dense and apart from
    /// `symbols`: every row change reads it for each cell it writes while any copy exists
    /// (Tableau+HotMarkers.swift), a 4-byte load where the record would be a 16-byte one.
    var hotIndex: [Int32] = []

    // Rows (a free slot has basic == -1)
    var rows: [Row] = []
    var freeRows: [Int] = []

    // Objective
    var levels: [Double] = []
    /// Entries per symbol in `objective`: the levels rounded up to a power of two, from 2 (a
    /// layout with strong edits and weak preferences needs no more; each symbol pays for it).
    var stride = 2
    var objective: [Double] = []
    var objectiveConstant: [Double] = [0, 0]
    var candidates: [Int] = []
    var isCandidate: [Bool] = []
    var infeasible: [Int] = []
    /// The objective of phase one while a required row is added through an artificial symbol.
    var artificial: Row?

    // Registry (Tableau+Registry.swift)
    /// The solver's owner id in objects' registry hints (0: none; Tableau+Registry.swift).
    var hintOwner: UInt64 = 0
    /// The variables (`symbolOf`) and constraints (`tagOf`) whose hint another solver holds.
    var symbolOf = IdentityMap()
    var variables: [Variable] = []
    var variableSymbols: [Int] = []
    /// Per variable (as `variables`): the slot of its row, or -1 when it is not basic, as of the
    /// last `writeValues()`; valid while `variableRowsCurrent` (Tableau.writeValues).
    var variableRows: [Int32] = []
    /// False once any entry of `basicRow` changed since `variableRows` was made (`setBasicRow`).
    var variableRowsCurrent = false
    /// Installed constraints by tag id (`Tag.free` in a free slot), and beside them, under the
    /// same id, each one's constraint object; strengths by id (`Tag.strength`).
    var tags: [Tag] = []
    var tagConstraints: [Constraint?] = []
    var strengths = StrengthTable()
    var tagOf = IdentityMap()
    var freeTags: [Int] = []
    var edits: [ObjectIdentifier: Edit] = [:]
    var serial = 0
    /// Scratch space of a batch's loads ahead (Tableau+Batches.swift), and where their values
    /// go so that the loads are not optimized away.
    var batchScratch: [Int] = []
    var batchSink = 0

    /// The strength of the constraint being installed (its error symbols are owned by -2).
    var installing: Strength?
    /// The record of row operations that stands in for untracked dummies' cells (DummyLog.swift).
    var dummyLog = DummyLog()

    // Hot markers (Tableau+HotMarkers.swift): a marker whose constant changes again and again
    // keeps a copy of its coefficients over a window of row slots.
    /// Per hot marker: its coefficient in each row slot of its window (0 where it does not appear).
    var hotCoefficients: [[Double]] = []
    /// Per hot marker: the row slot of its window's first entry.
    var hotBase: [Int] = []
    /// Per hot marker: the marker, or -1 for a free slot.
    var hotSymbols: [Int] = []
    /// The entries of all windows together (bounded by `hotBudget`).
    var hotEntries = 0
    /// Columns shorter than this are cheap enough without a copy (tests lower it to exercise copies).
    var hotColumnMinimum = Tuning.hotColumnMinimum
    /// Scratch space for `addScaled`'s merge (kept, so that a merge allocates only its result).
    var mergeBuffer: Cells = []
    /// The undo log; its buffers are kept between changes (a tick's log is reused, not reallocated).
    var journal = Journal()
    var journaling = false
    /// The current change's number, in `Row.savedEpoch`'s 32 bits: 1...Int32.max, and when it
    /// wraps every row's mark is cleared (Journal.swift), so an old mark never reads as current.
    var epoch: Int32 = 0
    /// When false, unsatisfiable errors skip the search for a minimal conflicting set.
    var explainsConflicts = true
    /// Pivots of the current operation, which the simplex loops bound (Tableau+Optimize.swift).
    var operationPivots = 0
    /// A fixed bound on an operation's pivots in place of the usual one (tests set it).
    var operationPivotLimit: Int?
    /// True once the tableau has met numbers whose rounding can reach a required constraint's
    /// tolerance: every operation is then verified (Tableau+Verification.swift).
    var verifying = false
    /// The phase the current pivots and substitutions count in (`.change` between the simplex loops).
    var phase = SolverStatistics.Phase.change
    /// Work counters (`Solver.statistics`).
    var counters = SolverStatistics()

    /// A tableau whose registry hints carry `hintOwner` (0: maps only, as for a probe).
    init(hintOwner: UInt64 = 0) { self.hintOwner = hintOwner }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        let s: Int
        if let reused = freeSymbols.popLast() {
            if journaling { journal.freeSymbolOps.append(.popped(reused)) }
            s = reused
            kinds[s] = kind
            symbols[s].tolerance = epsilon
        } else {
            s = kinds.count
            kinds.append(kind)
            symbols.append(SymbolInfo())
            basicRow.append(-1)
            hotIndex.append(-1)
            columns.append([])
            isCandidate.append(false)
            // One append per level (`append(contentsOf: repeatElement)` goes through a generic path).
            for _ in 0..<stride { objective.append(0) }
        }
        if journaling { journal.newSymbols.append(s) }
        return s
    }

    /// Returns a symbol that is in no row and not basic to the free list.
    mutating func releaseSymbol(_ s: Int) {
        var walk = ColumnSet.Cursor()
        while let row = columns[s].next(&walk) { saveRow(row); rows[row].remove(s); noteCoefficient(s, row, 0) }
        columns[s] = []
        if hotIndex[s] >= 0 { dropHotCopy(Int(hotIndex[s])) }
        for l in 0..<levels.count where objective[s &* stride &+ l] != 0 { setObjective(s, l, 0) }
        kinds[s] = .free
        symbols[s].owner = -1
        if symbols[s].dummyBorn >= 0 { setDummyBorn(s, -1) }
        freeSymbols.append(s)
        if journaling { journal.freeSymbolOps.append(.pushed) }
    }

    mutating func symbol(for variable: Variable) -> Int {
        if let s = registeredSymbol(of: variable) { return s }
        let s = newSymbol(.external)
        registerSymbol(s, for: variable)
        variables.append(variable)
        variableSymbols.append(s)
        return s
    }

    // MARK: Objective

    @inline(__always) func objectiveCoefficient(_ s: Int, _ level: Int) -> Double {
        objective[s &* stride &+ level]
    }

    @inline(__always) mutating func setObjective(_ s: Int, _ level: Int, _ value: Double) {
        let at = s &* stride &+ level
        if journaling { journal.objective.append((at, objective[at])) }
        objective[at] = nearZero(value) ? 0 : value
        markCandidate(s)
    }

    @inline(__always) mutating func markCandidate(_ s: Int) {
        if !isCandidate[s] {
            isCandidate[s] = true
            candidates.append(s)
        }
    }

    /// The index of `level` among the objective levels (highest first), adding it if new.
    /// Never called while a journal is open: levels are registered before a change begins.
    mutating func levelIndex(_ level: Double) -> Int {
        if let at = levels.firstIndex(of: level) { return at }
        let at = levels.firstIndex { $0 < level } ?? levels.count
        if levels.count == stride {
            let newStride = stride * 2
            var grown = [Double](repeating: 0, count: kinds.count * newStride)
            for s in 0..<kinds.count {
                for l in 0..<levels.count { grown[s * newStride + l] = objective[s * stride + l] }
            }
            objective = grown
            objectiveConstant += [Double](repeating: 0, count: newStride - stride)
            stride = newStride
        }
        for s in 0..<kinds.count {
            let base = s * stride
            var l = levels.count
            while l > at { objective[base + l] = objective[base + l - 1]; l -= 1 }
            objective[base + at] = 0
        }
        var l = levels.count
        while l > at { objectiveConstant[l] = objectiveConstant[l - 1]; l -= 1 }
        objectiveConstant[at] = 0
        levels.insert(level, at: at)
        return at
    }

    /// objective[level] += scale * (symbol expressed by `row`, or the lone symbol when nonbasic).
    mutating func addToObjective(symbol s: Int, level: Int, scale: Double) {
        let r = basicRow[s]
        if r < 0 {
            setObjective(s, level, objectiveCoefficient(s, level) + scale)
            return
        }
        if journaling { journal.objectiveConstant(objectiveConstant) }
        objectiveConstant[level] += scale * rows[r].constant
        for cell in rows[r].cells where kinds[cell.symbol] != .dummy {
            setObjective(cell.symbol, level, objectiveCoefficient(cell.symbol, level) + scale * cell.coefficient)
        }
    }

    /// The strength of the constraint that owns symbol `s`: an installed one's, or the one being
    /// installed; nil for a symbol no constraint owns.
    func ownerStrength(of s: Int) -> Strength? {
        symbols[s].owner == -2 ? installing : ownerTag(of: s).map { strengths[$0.strength] }
    }

    /// The installed constraint that owns marker or error `s`, if any.
    func ownerTag(of s: Int) -> Tag? {
        let t = symbols[s].owner
        return t >= 0 && t < tags.count && tags[t].isInstalled ? tags[t] : nil
    }

    /// The constraint of installed tag `t`.
    @inline(__always) func constraint(ofTag t: Int) -> Constraint? { t >= 0 && t < tagConstraints.count ? tagConstraints[t] : nil }

    /// The tag of an installed constraint (nil for one not installed here).
    @inline(__always) func installedTag(of constraint: Constraint) -> Int? {
        guard let t = registeredTag(of: constraint), t < tags.count, tags[t].isInstalled else { return nil }
        return t
    }

    /// The installed tags' ids, in install order.
    var tagsInInstallOrder: [Int] {
        tags.indices.filter { tags[$0].isInstalled }.sorted { tags[$0].serial < tags[$1].serial }
    }

    /// Writes dummy `d`'s objective coefficients, which substitutions leave out, before `d`
    /// enters the basis (when its constraint is removed): at each level, the weight of every
    /// basic error times `d`'s coefficient in that error's row.
    mutating func restoreObjective(ofDummy d: Int) {
        var sums = [Double](repeating: 0, count: levels.count)
        var walk = ColumnSet.Cursor()
        while let q = columns[d].next(&walk) {
            let e = rows[q].basic
            guard kinds[e] == .error, let strength = ownerStrength(of: e) else { continue }
            let a = rows[q].coefficient(of: d)
            for component in strength.components {
                guard let l = levels.firstIndex(of: component.level) else { continue }
                sums[l] += component.weight * a
            }
        }
        for l in sums.indices where sums[l] != objectiveCoefficient(d, l) { setObjective(d, l, sums[l]) }
    }

    /// Replaces basic symbol `s` by its row in every objective level (and the phase-one objective).
    /// Dummies are left out of the objective levels: they are fixed at 0, never enter, and no
    /// reader looks at their reduced cost; in a grid they are most of every row's cells. (The
    /// phase-one objective keeps them: they name the conflicting constraints.)
    mutating func substituteIntoObjective(_ s: Int, _ row: Row, from r: Int) {
        let base = s &* stride
        for l in 0..<levels.count {
            let c = objective[base &+ l]
            if c == 0 { continue }
            setObjective(s, l, 0)
            if journaling { journal.objectiveConstant(objectiveConstant) }
            objectiveConstant[l] += c * row.constant
            for cell in row.cells where kinds[cell.symbol] != .dummy {
                setObjective(cell.symbol, l, objectiveCoefficient(cell.symbol, l) + c * cell.coefficient)
            }
        }
        if artificial != nil {
            let c = artificial!.coefficient(of: s)
            if c != 0 {
                artificial!.remove(s)
                artificial!.add(row, times: c)
                logAxpy(Int(DummyLog.artificial), r, c)
            }
        }
    }

    // MARK: Rows

    mutating func saveRow(_ i: Int) {
        guard journaling, rows[i].savedEpoch != epoch else { return }
        journal.save(rows[i], slot: i)
        rows[i].savedEpoch = epoch
    }

    /// Makes row `r` (-1: none) the row of basic symbol `s`. Every change of a symbol's row goes
    /// through here, so the update's list of the variables' rows (`writeValues`) goes stale when
    /// a variable's row changes; other symbols' rows are not in the list. (A W3 churn tick moves
    /// only slacks and errors: at N = 10,000 its update then reads 40,000 list entries instead
    /// of remaking the list through 40,000 scattered `basicRow` entries.) A variable's symbol
    /// stays external while it is registered, and a new variable changes the list's length.
    @inline(__always) mutating func setBasicRow(_ s: Int, _ r: Int) {
        basicRow[s] = r
        if kinds[s] == .external { variableRowsCurrent = false }
    }

    /// Replaces row `i` whole, keeping its journal mark (a row saved in this change must not be
    /// saved again: rollback would restore the later copy).
    @inline(__always) mutating func setRow(_ i: Int, _ row: Row) {
        let mark = rows[i].savedEpoch
        rows[i] = row
        rows[i].savedEpoch = mark
    }

    /// Logs row `i`'s constant unless the whole row is logged already. A row whose constant
    /// changes twice is logged twice: rollback restores in reverse, so the first entry wins.
    @inline(__always) mutating func saveConstant(_ i: Int) {
        guard journaling, rows[i].savedEpoch != epoch else { return }
        journal.constants.append((i, rows[i].constant))
    }

    /// Puts `row` (its `basic` set), the row being added, into the tableau and indexes it; its
    /// untracked dummies are those of the pending slot of the dummy record.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let i: Int
        if let reused = freeRows.popLast() {
            if journaling { journal.freeRowOps.append(.popped(reused)) }
            i = reused
        } else {
            i = rows.count
            rows.append(Row())
        }
        saveRow(i)
        logCopy(i, Int(DummyLog.pending))
        setRow(i, row)
        setBasicRow(row.basic, i)
        for cell in row.cells { columns[cell.symbol].insert(i) }
        if !hotSymbols.isEmpty { for cell in row.cells { noteCoefficient(cell.symbol, i, cell.coefficient) } }
        return i
    }

    /// Takes row `i` out of the tableau, returning it.
    @discardableResult
    mutating func removeRow(_ i: Int) -> Row {
        saveRow(i)
        logClear(i)
        let row = rows[i]
        for cell in row.cells { columns[cell.symbol].remove(i) }
        if !hotSymbols.isEmpty { for cell in row.cells { noteCoefficient(cell.symbol, i, 0) } }
        setBasicRow(row.basic, -1)
        setRow(i, Row())
        freeRows.append(i)
        if journaling { journal.freeRowOps.append(.pushed) }
        return row
    }

    /// rows[target] += scale * source, dropping the cell of `skip` from the target, keeping the
    /// column index of every symbol other than `skip` exact. A sorted merge written through raw
    /// pointers into `mergeBuffer` (appends would check uniqueness and capacity per cell), then
    /// copied back into the target's own buffer when it has room: the journal keeps copies of
    /// saved rows' cells, not their buffers, so the row's buffer is its own and stays where it
    /// was allocated. (A new buffer per change scattered the rows of a grid over the heap, and
    /// `Array(unsafeUninitializedCapacity:)` allocates through an unspecialized path that looks
    /// up the array's generic metadata each time.)
    mutating func addScaled(_ target: Int, _ source: Row, _ scale: Double, skip: Int) {
        saveRow(target)
        let tracking = !hotSymbols.isEmpty
        let n: Int, hazard: Bool
        do {
            let a = rows[target].cells
            let b = source.cells
            // Hot copies: clear the target's old cells here, write the merged ones below (the
            // merge itself touches nothing but the row and the columns).
            if tracking { for cell in a { noteCoefficient(cell.symbol, target, 0) } }
            let most = a.count &+ b.count
            if mergeBuffer.count < most {
                mergeBuffer = Cells(repeating: Cell(symbol: 0, coefficient: 0), count: Swift.max(most, 2 &* mergeBuffer.count))
            }
            (n, hazard) = mergeBuffer.withUnsafeMutableBufferPointer { out in
                columns.withUnsafeMutableBufferPointer { columns in
                    a.withUnsafeBufferPointer { a in
                        b.withUnsafeBufferPointer { b in
                            var i = 0, j = 0, n = 0
                            // Rounding hazards met (Tableau+Verification.swift), kept local to
                            // the loop (a variable captured from outside would live in memory).
                            var hazard: UInt8 = 0
                            let na = a.count, nb = b.count
                            while i < na || j < nb {
                                if j == nb || (i < na && a[i].symbol < b[j].symbol) {
                                    if a[i].symbol != skip { out[n] = a[i]; n &+= 1 }
                                    i &+= 1
                                } else if i == na || b[j].symbol < a[i].symbol {
                                    let c = scale * b[j].coefficient
                                    if !nearZero(c) {
                                        out[n] = Cell(symbol: b[j].symbol, coefficient: c)
                                        n &+= 1
                                        columns[b[j].symbol].insert(target)
                                        hazard |= abs(c) > Tableau.hazardMagnitude ? 1 : 0
                                    } else {
                                        hazard |= c != 0 ? 1 : 0
                                    }
                                    j &+= 1
                                } else {
                                    let product = scale * b[j].coefficient
                                    let c = a[i].coefficient + product
                                    hazard |= Tableau.hazardBits(c, operand: Swift.max(abs(a[i].coefficient), abs(product)))
                                    if nearZero(c) {
                                        columns[a[i].symbol].remove(target)
                                    } else {
                                        out[n] = Cell(symbol: a[i].symbol, coefficient: c)
                                        n &+= 1
                                    }
                                    i &+= 1
                                    j &+= 1
                                }
                            }
                            return (n, hazard != 0)
                        }
                    }
                }
            }
        }
        mergeBuffer.withUnsafeBufferPointer { out in
            let merged = UnsafeBufferPointer(rebasing: out[0..<n])
            let capacity = rows[target].cells.capacity
            if capacity >= n && capacity <= 4 &* n &+ 8 {
                rows[target].cells.removeAll(keepingCapacity: true)
                rows[target].cells.append(contentsOf: merged)
            } else {
                rows[target].cells = Cells(merged)
            }
        }
        if tracking { for cell in rows[target].cells { noteCoefficient(cell.symbol, target, cell.coefficient) } }
        rows[target].constant += scale * source.constant
        if hazard || abs(rows[target].constant) > Tableau.hazardMagnitude { noteHazard() }
    }

    /// Replaces nonbasic `s` by the row `rows[r]` (whose basic is `s`) everywhere it appears.
    mutating func substitute(_ s: Int, from r: Int) {
        let row = rows[r]
        // `addScaled` skips `s`, so the column stays as it is during the walk; then it is
        // emptied in place (its buffer kept for when `s` leaves the basis).
        var walk = ColumnSet.Cursor()
        while let q = columns[s].next(&walk) {
            if q == r { continue }
            let c = rows[q].coefficient(of: s)
            addScaled(q, row, c, skip: s)
            logAxpy(q, r, c)
            counters.countCells(row.cells.count &+ 1, phase)
            let b = rows[q].basic
            if kinds[b] != .external && isInfeasible(rows[q].constant, basic: b) { infeasible.append(q) }
        }
        columns[s].removeAll()
        substituteIntoObjective(s, row, from: r)
    }

    /// Exchanges the basic symbol of row `r` with nonbasic `entering` and substitutes.
    mutating func pivot(_ r: Int, entering: Int) {
        operationPivots &+= 1
        if kinds[entering] == .dummy {
            track(entering)
            restoreObjective(ofDummy: entering)
        }
        counters.countPivot(phase)
        saveRow(r)
        // In place: the row's buffer is its own (the journal copies saved cells).
        let leaving = rows[r].basic
        if isUntracked(leaving) {
            // An untracked dummy leaving the basis starts a new record here.
            setDummyBorn(leaving, dummyLog.entries.count)
            logUnit(r, leaving, -1)
        } else {
            rows[r].add(leaving, -1)
        }
        logScale(r, -1 / rows[r].coefficient(of: entering))
        if rows[r].solve(for: entering) { noteHazard() }
        rows[r].basic = entering
        if !hotSymbols.isEmpty {
            noteCoefficient(entering, r, 0)
            for cell in rows[r].cells { noteCoefficient(cell.symbol, r, cell.coefficient) }
        }
        setBasicRow(leaving, -1)
        setBasicRow(entering, r)
        columns[entering].remove(r)
        if !isUntracked(leaving) { columns[leaving].insert(r) }
        substitute(entering, from: r)
    }

    /// Writes every variable's current value into it (no copy of the tableau).
    ///
    /// Between changes of the basis (a tick that only moves constants: suggestions, constant
    /// changes without a pivot) the row of each variable is read from `variableRows`, one dense
    /// 4-byte entry per variable, instead of through the variable's symbol and `basicRow`: at
    /// 35,000 variables (W6, K = 1,000) those two scattered loads would be about a third of an
    /// update, which touches memory and little else.
    ///
    /// The walk goes from the last variable to the first: a reader who then walks the variables
    /// in the order they were made finds the last-written ones, its first, still in cache.
    mutating func writeValues() {
        let count = variables.count
        if !variableRowsCurrent || variableRows.count != count {
            if variableRows.count != count { variableRows = [Int32](repeating: -1, count: count) }
            for i in 0..<count { variableRows[i] = Int32(truncatingIfNeeded: basicRow[variableSymbols[i]]) }
            variableRowsCurrent = true
        }
        variableRows.withUnsafeBufferPointer { slots in
            for i in (0..<count).reversed() {
                let r = Int(slots[i])
                let v = r >= 0 ? rows[r].constant : 0
                variables[i].value = v == 0 ? 0 : v
            }
        }
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always) func value(of s: Int) -> Double {
        let r = basicRow[s]
        return r >= 0 ? rows[r].constant : 0
    }
}
