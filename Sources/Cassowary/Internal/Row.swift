/// The tolerance under which a coefficient or constant counts as zero.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// One nonzero entry of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// The storage of a row's cells: sorted by symbol id, no zero coefficients. Kept behind one
/// alias so the representation can be measured against others in one place.
typealias Cells = [Cell]

/// A row `basic = constant + Σ cells` held on its own: a new constraint's row, the phase-one
/// objective, a part of a dummy replay, a row taken out of the tableau.
struct Row {
    /// The basic symbol (-1 for a row outside the tableau).
    private var basicSymbol: Int32 = -1
    var constant: Double
    var cells: Cells = []

    var basic: Int {
        @inline(__always) get { Int(basicSymbol) }
        // Symbol ids stay far below 2^31 (the tableau would need hundreds of gigabytes first).
        @inline(__always) set { basicSymbol = Int32(truncatingIfNeeded: newValue) }
    }

    init(constant: Double = 0) { self.constant = constant }

    /// The position of `symbol` in `cells`, or where it would be inserted (negated - 1).
    @inline(__always) func find(_ symbol: Int) -> Int {
        cells.withUnsafeBufferPointer { Row.find(symbol, in: $0) }
    }

    /// The position of `symbol` in sorted `cells`, or where it would be inserted (negated - 1).
    @inline(__always) static func find(_ symbol: Int, in cells: UnsafeBufferPointer<Cell>) -> Int {
        // Old symbols (an edit variable's errors, made first) sit at the front of long rows.
        guard cells.count > 0 else { return -1 }
        if symbol <= cells[0].symbol { return symbol == cells[0].symbol ? 0 : -1 }
        var lo = 0
        var hi = cells.count &- 1
        while lo <= hi {
            let mid = (lo &+ hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { lo = mid &+ 1 } else { hi = mid &- 1 }
        }
        return -lo &- 1
    }

    @inline(__always) func coefficient(of symbol: Int) -> Double {
        let at = find(symbol)
        return at >= 0 ? cells[at].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if it cancels.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let at = find(symbol)
        if at >= 0 {
            let old = cells[at].coefficient
            let sum = old + coefficient
            if Row.cancels(sum, old, coefficient) { cells.remove(at: at) } else { cells[at].coefficient = sum }
            return Tableau.isHazard(sum, operand: max(abs(old), abs(coefficient)))
        } else if coefficient != 0 {
            // Appended, then moved into place through a pointer (`insert(_:at:)` goes through
            // a generic path several times as long as the row).
            let i = -at &- 1
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            cells.withUnsafeMutableBufferPointer { p in
                var k = p.count &- 1
                while k > i {
                    p[k] = p[k &- 1]
                    k &-= 1
                }
                p[i] = Cell(symbol: symbol, coefficient: coefficient)
            }
        }
        return Tableau.isHazard(coefficient, operand: abs(coefficient))
    }

    /// True when `sum = a + b` is rounding noise: below epsilon, scaled down for operands under 1.
    @inline(__always) static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) < epsilon * min(1, max(abs(a), abs(b)))
    }

    mutating func remove(_ symbol: Int) {
        let at = find(symbol)
        if at >= 0 { cells.remove(at: at) }
    }

    /// Adds `scale * other` (cells and constant) through `spare` (`add(_:constant:times:spare:)`).
    @discardableResult
    mutating func add(_ other: Row, times scale: Double, spare: inout Cells) -> Bool {
        other.cells.withUnsafeBufferPointer { add($0, constant: other.constant, times: scale, spare: &spare) }
    }

    /// Adds `scale * (otherCells, otherConstant)`: a few cells into a long row one by one in place,
    /// else one sorted merge through `spare`, a scratch buffer a caller keeps so that building
    /// rows allocates nothing. Returns true when a result is a hazard (`Tableau.isHazard`).
    @discardableResult
    mutating func add(
        _ otherCells: UnsafeBufferPointer<Cell>, constant otherConstant: Double, times scale: Double,
        spare: inout Cells
    ) -> Bool {
        constant += scale * otherConstant
        var hazard = abs(constant) > Tableau.hazardMagnitude
        if otherCells.count &* 8 < cells.count {
            for cell in otherCells { hazard = add(cell.symbol, scale * cell.coefficient) || hazard }
            return hazard
        }
        let most = cells.count &+ otherCells.count
        if spare.count < most { spare.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: most &- spare.count)) }
        let (n, merged) = spare.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                Row.merge(a, otherCells, scale, skip: -1, into: out, exact: true, appeared: { _ in }, cancelled: { _ in })
            }
        }
        cells.removeAll(keepingCapacity: true)
        // Room for two more cells: a new constraint's markers.
        cells.reserveCapacity(n &+ 2)
        spare.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
        return merged || hazard
    }

    /// The one merge of two rows' sorted cells: `a + scale * b` without `skip`'s cell, written
    /// to `out` (room for both); `appeared` and `cancelled` are told the symbols that enter or
    /// leave `a` (the tableau keeps its columns with them).
    @inline(__always) static func merge(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, _ scale: Double,
        skip: Int, into out: UnsafeMutableBufferPointer<Cell>, exact: Bool,
        appeared: (Int) -> Void, cancelled: (Int) -> Void
    ) -> (Int, Bool) {
        let na = a.count
        let nb = b.count
        var i = 0
        var j = 0
        var n = 0
        // Kept local to the loop (a variable captured from outside would live in memory).
        var hazard: UInt8 = 0
        // A cell only `b` has. Its hazard is `Tableau.hazardBits(c, operand: abs(c))`: beyond
        // `hazardMagnitude`, or nonzero below epsilon (a tableau row drops that product).
        @inline(__always) func appendScaled(_ cell: Cell) {
            let c = scale * cell.coefficient
            if exact ? c != 0 : !nearZero(c) {
                out[n] = Cell(symbol: cell.symbol, coefficient: c)
                n &+= 1
                appeared(cell.symbol)
                hazard |= abs(c) > Tableau.hazardMagnitude || (exact && abs(c) < epsilon) ? 1 : 0
            } else {
                hazard |= c != 0 ? 1 : 0
            }
        }
        if na > 0 && nb > 0 {
            var sa = a[0].symbol
            var sb = b[0].symbol
            while true {
                if sa < sb {
                    if sa != skip {
                        out[n] = a[i]
                        n &+= 1
                    }
                    i &+= 1
                    if i == na { break }
                    sa = a[i].symbol
                } else if sb < sa {
                    appendScaled(b[j])
                    j &+= 1
                    if j == nb { break }
                    sb = b[j].symbol
                } else {
                    let old = a[i].coefficient
                    let product = scale * b[j].coefficient
                    let c = old + product
                    hazard |= Tableau.hazardBits(c, operand: Swift.max(abs(old), abs(product)))
                    if exact ? Row.cancels(c, old, product) : nearZero(c) {
                        cancelled(sa)
                    } else {
                        out[n] = Cell(symbol: sa, coefficient: c)
                        n &+= 1
                    }
                    i &+= 1
                    j &+= 1
                    if i == na || j == nb { break }
                    sa = a[i].symbol
                    sb = b[j].symbol
                }
            }
        }
        while i < na {
            if a[i].symbol != skip {
                out[n] = a[i]
                n &+= 1
            }
            i &+= 1
        }
        while j < nb {
            appendScaled(b[j])
            j &+= 1
        }
        return (n, hazard != 0)
    }

    /// Rewrites `0 = constant + a*symbol + rest` as `symbol = -(constant + rest) / a`
    /// (the basic symbol is left to the caller). Precondition: `symbol` is in the row.
    @discardableResult
    mutating func solve(for symbol: Int) -> Bool {
        var c = constant
        let big = cells.withUnsafeMutableBufferPointer { Row.solve(&c, $0, for: symbol) }
        cells.removeLast()
        constant = c
        return big
    }

    /// `solve(for:)` of the row `constant + Σ cells` in place: the symbol's cell is taken out by
    /// moving the later cells down one place, which leaves the last place stale for the caller
    /// to drop.
    static func solve(_ constant: inout Double, _ cells: UnsafeMutableBufferPointer<Cell>, for symbol: Int) -> Bool {
        let at = find(symbol, in: UnsafeBufferPointer(cells))
        let scale = -1 / cells[at].coefficient
        let n = cells.count &- 1
        var i = at
        while i < n {
            cells[i] = cells[i &+ 1]
            i &+= 1
        }
        constant *= scale
        var big: UInt8 = abs(constant) > Tableau.hazardMagnitude ? 1 : 0
        for i in 0..<n {
            cells[i].coefficient *= scale
            big |= abs(cells[i].coefficient) > Tableau.hazardMagnitude ? 1 : 0
        }
        return big != 0
    }
}
