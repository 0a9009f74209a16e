/// The tolerance under which a coefficient or constant counts as zero.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// One nonzero entry of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A row's cells: sorted by symbol id, no zero coefficients.
typealias Cells = [Cell]

/// A row `basic = constant + Σ cells` outside the tableau (a new constraint's, phase one's objective, a replay's).
struct Row {
    /// The basic symbol (-1 for a row outside the tableau).
    private var basicSymbol: Int32 = -1
    var constant: Double
    var cells: Cells = []

    var basic: Int {
        @inline(__always) get { Int(basicSymbol) }
        @inline(__always) set { basicSymbol = Int32(truncatingIfNeeded: newValue) }
    }

    init(constant: Double = 0) { self.constant = constant }

    /// The position of `symbol` in sorted `cells`, or where it would be inserted (negated - 1).
    @inline(__always) static func find(_ symbol: Int, in cells: UnsafeBufferPointer<Cell>) -> Int {
        // Old symbols (an edit variable's errors) sit at the front of long rows.
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
        let at = cells.withUnsafeBufferPointer { Row.find(symbol, in: $0) }
        return at >= 0 ? cells[at].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if it cancels (`precise`: `Row.cancels`).
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double, precise: Bool = false) -> Bool {
        let at = cells.withUnsafeBufferPointer { Row.find(symbol, in: $0) }
        if at >= 0 {
            let old = cells[at].coefficient
            let sum = old + coefficient
            if Row.cancels(sum, old, coefficient, precise: precise) { cells.remove(at: at) } else { cells[at].coefficient = sum }
            return Tableau.isHazard(sum, operand: max(abs(old), abs(coefficient)))
        } else if coefficient != 0 {
            // Moved into place through a pointer (`insert(_:at:)` takes a slow generic path).
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

    /// True when `sum = a + b` is rounding noise: below epsilon, scaled down for operands under 1;
    /// when `precise` (a refusal's rebuild keeping tiny cells), below 2^-40 of the operands, so
    /// that rows a relative 1e-9 from parallel keep the direction that makes them meet.
    @inline(__always) static func cancels(_ sum: Double, _ a: Double, _ b: Double, precise: Bool = false) -> Bool {
        abs(sum) < (precise ? 0x1p-40 * max(abs(a), abs(b)) : epsilon * min(1, max(abs(a), abs(b))))
    }

    mutating func remove(_ symbol: Int) {
        let at = cells.withUnsafeBufferPointer { Row.find(symbol, in: $0) }
        if at >= 0 { cells.remove(at: at) }
    }

    /// Adds `scale * other`, cells and constant (`add(_:constant:times:spare:)`).
    @discardableResult
    mutating func add(_ other: Row, times scale: Double, spare: inout Cells) -> Bool {
        other.cells.withUnsafeBufferPointer { add($0, constant: other.constant, times: scale, spare: &spare) }
    }

    /// Adds `scale * (otherCells, otherConstant)`, one merge through the caller's scratch `spare`.
    /// True when a result is a hazard (`Tableau.isHazard`).
    @discardableResult
    mutating func add(
        _ otherCells: UnsafeBufferPointer<Cell>, constant otherConstant: Double, times scale: Double,
        spare: inout Cells, precise: Bool = false
    ) -> Bool {
        constant += scale * otherConstant
        let hazard = abs(constant) > Tableau.hazardMagnitude
        let most = cells.count &+ otherCells.count
        if spare.count < most { spare.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: most &- spare.count)) }
        let (n, merged) = spare.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                Row.merge(a, otherCells, scale, skip: -1, into: out, exact: true, precise: precise, appeared: { _ in }, cancelled: { _ in })
            }
        }
        cells.removeAll(keepingCapacity: true)
        // Room for a new constraint's two markers.
        cells.reserveCapacity(n &+ 2)
        spare.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
        return merged || hazard
    }

    /// The one merge kernel: sorted `a + scale * b` without `skip`'s cell into `out` (room for
    /// both), telling `appeared` and `cancelled` the symbols entering or leaving `a`. `exact`
    /// cancels by `Row.cancels` and keeps tiny products.
    @inline(__always) static func merge(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, _ scale: Double,
        skip: Int, into out: UnsafeMutableBufferPointer<Cell>, exact: Bool, precise: Bool = false,
        appeared: (Int) -> Void, cancelled: (Int) -> Void
    ) -> (Int, Bool) {
        let na = a.count
        let nb = b.count
        var i = 0
        var j = 0
        var n = 0
        var hazard: UInt8 = 0
        // A cell only `b` has: a hazard beyond `hazardMagnitude` or nonzero below epsilon.
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
                    if exact ? Row.cancels(c, old, product, precise: precise) : nearZero(c) {
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

    /// Rewrites `0 = constant + a*symbol + rest` as `symbol = -(constant + rest) / a` in place (the
    /// basic is left to the caller), the last cell left stale for the caller to drop.
    /// Precondition: `symbol` is in the row. True on a hazard.
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
