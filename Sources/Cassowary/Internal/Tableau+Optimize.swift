extension Tableau {
    /// +1 when increasing nonbasic `s` improves the objective (its reduced cost, compared
    /// lexicographically, is negative), -1 when decreasing it does (unrestricted only), else 0.
    @inline(__always) func improvingDirection(_ s: Int) -> Double {
        let kind = symbols.kinds[s]
        if kind == .free || kind == .dummy || symbols.basicRow[s] >= 0 { return 0 }
        let base = objective.offset(s)
        for l in 0..<objective.levels.count {
            let c = objective.entries[base &+ l]
            if c < -epsilon { return 1 }
            if c > epsilon { return kind == .external ? -1 : 0 }
        }
        return 0
    }

    /// The ratio test: the restricted row that first blocks moving `entering` in `direction`.
    func leavingRow(for entering: Int, direction: Double, bland: Bool) -> Int {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = -1
        var walk = ColumnSet.Cursor()
        while let r = symbols.columns[entering].next(&walk) {
            let basic = rows[r].basic
            if symbols.kinds[basic] == .external { continue }
            let c = coefficient(of: entering, inRow: r) * direction
            if c >= 0 { continue }
            let ratio = max(0, rows.constants[r]) / -c
            if ratio < bestRatio || (ratio == bestRatio && (bland ? basic < bestBasic : leavesBefore(basic, bestBasic))) {
                (best, bestRatio, bestBasic) = (r, ratio, basic)
            }
        }
        return best
    }

    /// The ratio test's tie-break: true when basic `a` should leave before basic `b` (the error
    /// of the higher top level first, then the higher id).
    func leavesBefore(_ a: Int, _ b: Int) -> Bool {
        func level(_ s: Int) -> Double {
            guard s >= 0, symbols.kinds[s] == .error else { return -.infinity }
            return ownerStrength(of: s)?.components.first?.level ?? -.infinity
        }
        let (la, lb) = (level(a), level(b))
        return la != lb ? la > lb : a > b
    }

    /// True once the operation made more pivots than its limit or logged more than a few
    /// passes over the tableau: it is rolled back as an `internalError`.
    var isOverBudget: Bool {
        guard operationPivots > 0 else { return false }
        if operationPivots > operationPivotLimit ?? Tuning.pivotLimitFloor + Tuning.pivotLimitPerRow * rows.count { return true }
        guard operationPivots & 255 == 0 else { return false }
        let bound = Tuning.undoLogFloor + Tuning.undoLogPerEntry * (rows.count + symbols.count * Swift.max(objective.levels.count, 1))
        return journal.objective.count > bound || journal.cellCount > bound
    }

    /// Primal simplex on the lexicographic objective from the candidates, or with `phaseOne` on
    /// `artificial` until it is below that tolerance. Enters the improving symbol in the fewest
    /// rows, then by Bland's rule (the lowest id). Under Bland's rule a stalled window
    /// (`BlandWatch`) is a rounding cycle: the main objective keeps its feasible basis and drops
    /// the improving reduced costs as noise; phase one ends and its caller judges the artificial.
    mutating func optimize(phaseOne tolerance: Double? = nil) throws(Failure) {
        phase = tolerance == nil ? .optimize : .phaseOne
        defer { phase = .change }
        if isOverBudget { throw .error(.internalError("the operation made \(operationPivots) pivots before optimizing")) }
        var pivots = 0
        var watch = BlandWatch(tolerance == nil ? Tuning.blandAfterFloor : Tuning.phaseOneBlandAfterFloor, rows: rows.count, limit: blandAfterLimit)
        let blandAfter = watch.after
        while true {
            var entering = -1
            var direction = 0.0
            if let tolerance {
                guard let objective = artificial, abs(objective.constant) >= tolerance else { return }
                if pivots >= blandAfter && watch.stalled([abs(objective.constant)], pivots: pivots) { return }
                // Cells are in id order: under Bland's rule the first improving one.
                var fewest = Int.max
                for cell in objective.cells where symbols.kinds[cell.symbol] != .dummy && symbols.basicRow[cell.symbol] < 0 {
                    guard cell.coefficient < -epsilon || (symbols.kinds[cell.symbol] == .external && cell.coefficient > epsilon) else { continue }
                    let count = pivots >= blandAfter ? 0 : symbols.columns[cell.symbol].count
                    if count < fewest { (fewest, entering, direction) = (count, cell.symbol, cell.coefficient < 0 ? 1 : -1) }
                    if pivots >= blandAfter { break }
                }
            } else if pivots < blandAfter {
                var kept = 0
                var fewest = Int.max
                for i in 0..<objective.candidates.count {
                    let s = objective.candidates[i]
                    let d = improvingDirection(s)
                    if d == 0 {
                        objective.unmarkCandidate(s)
                        continue
                    }
                    objective.candidates[kept] = s
                    kept &+= 1
                    let count = symbols.columns[s].count
                    if count < fewest || (count == fewest && s < entering) { (fewest, entering, direction) = (count, s, d) }
                }
                if kept < objective.candidates.count { objective.candidates.removeLast(objective.candidates.count - kept) }
            } else {
                if watch.stalled(Array(objective.constant.prefix(objective.levels.count)), pivots: pivots) {
                    for s in 0..<symbols.count where improvingDirection(s) != 0 { clearObjective(of: s) }
                    objective.clearCandidates()
                    return
                }
                if let s = (0..<symbols.count).first(where: { improvingDirection($0) != 0 }) {
                    (entering, direction) = (s, improvingDirection(s))
                } else {
                    objective.clearCandidates()
                }
            }
            if entering < 0 { return }
            let r = leavingRow(for: entering, direction: direction, bland: pivots >= blandAfter)
            if r >= 0 {
                // A basic a hair below zero, within its tolerance, settles at 0.
                if rows.constants[r] < 0 && !isInfeasible(rows.constants[r], basic: rows[r].basic) { shiftConstant(r, by: -rows.constants[r]) }
                pivot(r, entering: entering)
            } else {
                // Unbounded: the objective (a sum of errors, or the artificial symbol) is >= 0, so
                // this is rounding noise, dropped.
                operationPivots &+= 1
                if tolerance == nil { clearObjective(of: entering) } else { artificial?.remove(entering) }
            }
            pivots += 1
            if isOverBudget {
                let loop = tolerance == nil ? "optimize" : "phase one"
                throw .error(.internalError("\(loop) made \(pivots) \(r >= 0 ? "pivots" : "steps") without converging"))
            }
        }
    }

    /// Dual simplex: restores feasibility, keeping optimality; throws the first row no pivot
    /// repairs (its required owners conflict).
    mutating func dualOptimize() throws(Failure) {
        phase = .dual
        defer { phase = .change }
        // Most constant changes leave every row feasible: then no buffer is made or released.
        guard !infeasible.isEmpty else { return }
        var pivots = 0
        var batch: [Int] = []
        var tolerated = false
        var watch = BlandWatch(Tuning.blandAfterFloor, rows: rows.count, limit: blandAfterLimit)
        let blandAfter = watch.after
        while !infeasible.isEmpty {
            // Sorted per pass (reproducible runs); rows this pass makes infeasible wait.
            swap(&batch, &infeasible)
            batch.sort()
            if pivots >= blandAfter { try keepBlandRow(&batch, &watch, pivots: pivots) }
            var previous = -1
            for r in batch where r != previous {
                previous = r
                let basic = rows[r].basic
                if basic < 0 || !symbols.kinds[basic].isRestricted || !isInfeasible(rows.constants[r], basic: basic) { continue }
                var entering = dualEntering(r, bland: pivots >= blandAfter)
                if entering < 0 {
                    entering = toleratedEntering(r)
                    if entering < 0 {
                        infeasible.removeAll(keepingCapacity: true)
                        throw .conflict(requiredOwners(of: row(r), slot: Int32(r)))
                    }
                    tolerated = true
                }
                pivot(r, entering: entering)
                pivots += 1
                if isOverBudget { throw .error(.internalError("dual optimize made \(pivots) pivots without converging")) }
            }
            batch.removeAll(keepingCapacity: true)
        }
        // A tolerated pivot ignores the dual ratio test: the primal simplex restores optimality.
        if tolerated { try optimize() }
    }

    /// For a row no dual pivot repairs: a restricted symbol that makes it feasible by going
    /// below zero by less than its tolerance; -1 if none.
    private func toleratedEntering(_ r: Int) -> Int {
        var best = (symbol: -1, room: 0.0)
        for cell in cells(r) where cell.coefficient < 0 && isSlackOrError(cell.symbol) {
            let room = -cell.coefficient * tolerance(of: cell.symbol)
            if room > best.room { best = (cell.symbol, room) }
        }
        return -rows.constants[r] < best.room ? best.symbol : -1
    }

    /// The dual ratio test: of the symbols whose increase raises the basic, the least reduced
    /// cost / coefficient, lexicographically.
    private mutating func dualEntering(_ r: Int, bland: Bool) -> Int {
        let cells = self.cells(r)
        // Epsilon relative to the row's largest below 1: a tiny coefficient may be the only repair.
        var largest = 0.0
        for cell in cells where symbols.kinds[cell.symbol] != .dummy { largest = max(largest, abs(cell.coefficient)) }
        let threshold = epsilon * min(1, largest)
        var best = -1
        var bestCoefficient = 0.0
        for cell in cells {
            let s = cell.symbol
            let kind = symbols.kinds[s]
            if kind == .dummy { continue }
            if kind == .external {
                if abs(cell.coefficient) <= threshold { continue }
                return s
            }
            if cell.coefficient <= threshold { continue }
            if best < 0 || ratioLess(s, cell.coefficient, best, bestCoefficient, bland: bland) {
                best = s
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// True when cost(a)/ca < cost(b)/cb lexicographically; ties to fewer rows (not under
    /// Bland's rule), then the lower id.
    private mutating func ratioLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double, bland: Bool) -> Bool {
        for l in 0..<objective.levels.count {
            let (ra, rb) = (objective.coefficient(a, l) / ca, objective.coefficient(b, l) / cb)
            if ra < rb - epsilon || ra > rb + epsilon { return ra < rb }
        }
        let (na, nb) = (symbols.columns[a].count, symbols.columns[b].count)
        return na != nb && !bland ? na < nb : a < b
    }

    /// Under Bland's rule each dual pass repairs one row of `batch`, the one of lowest basic (the
    /// others wait in `infeasible`); a stalled window over the sum of the infeasibilities
    /// (`BlandWatch`) throws the row left as a conflict.
    mutating func keepBlandRow(_ batch: inout [Int], _ watch: inout BlandWatch, pivots: Int) throws(Failure) {
        var kept = -1
        var sum = 0.0
        var previous = -1
        for r in batch where r != previous {
            previous = r
            let basic = rows[r].basic
            guard basic >= 0, symbols.kinds[basic].isRestricted, isInfeasible(rows.constants[r], basic: basic) else { continue }
            sum -= rows.constants[r]
            if kept >= 0 && basic > rows[kept].basic {
                infeasible.append(r)
                continue
            }
            if kept >= 0 { infeasible.append(kept) }
            kept = r
        }
        batch.removeAll(keepingCapacity: true)
        guard kept >= 0 else { return }
        if watch.stalled([sum], pivots: pivots) {
            infeasible.removeAll(keepingCapacity: true)
            throw .conflict(requiredOwners(of: row(kept), slot: Int32(kept)))
        }
        batch.append(kept)
    }
}
