import Cassowary
import Foundation

/// W2's grid of R x C boxes (x, y, w, h each) inside a root W x H, with W3's churn and W5's
/// constant changes, exactly as WORKLOADS.md writes them.
struct Grid {
    let rows: Int, columns: Int
    var solver = Solver()
    let W = Variable("W"), H = Variable("H")
    var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
    var weakWidth: [Constraint] = []  // w(r,c) == 40 (weak), per box
    var churnWidth: [Constraint] = []  // w(r,c) == 60 (weak), made once, reused
    var leftEdge: [Constraint] = []  // x(r,0) == 8, per row
    var swappedRows: [Int] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    var count: Int { rows * columns }
    func at(_ r: Int, _ c: Int) -> Int { r * columns + c }

    mutating func build() throws {
        solver = Solver()
        let n = count
        x = (0..<n).map { Variable("x\($0)") }
        y = (0..<n).map { Variable("y\($0)") }
        w = (0..<n).map { Variable("w\($0)") }
        h = (0..<n).map { Variable("h\($0)") }
        weakWidth = []
        leftEdge = []
        weakWidth.reserveCapacity(n)
        try solver.addEditVariable(W, strength: .strong)
        try solver.addEditVariable(H, strength: .strong)
        for r in 0..<rows {
            for c in 0..<columns {
                let i = at(r, c)
                if c == 0 {
                    let edge = x[i] == 8
                    leftEdge.append(edge)
                    try solver.addConstraint(edge)
                } else {
                    let j = at(r, c - 1)
                    try solver.addConstraint(x[i] == x[j] + w[j] + 8)
                }
                if c == columns - 1 { try solver.addConstraint(x[i] + w[i] + 8 == W) }
                if r == 0 {
                    try solver.addConstraint(y[i] == 8)
                } else {
                    let j = at(r - 1, c)
                    try solver.addConstraint(y[i] == y[j] + h[j] + 8)
                }
                if r == rows - 1 { try solver.addConstraint(y[i] + h[i] + 8 == H) }
                if c > 0 { try solver.addConstraint(w[i] == w[at(r, c - 1)]) }
                if r > 0 { try solver.addConstraint(h[i] == h[at(r - 1, c)]) }
                try solver.addConstraint(w[i] >= 1)
                try solver.addConstraint(h[i] >= 1)
                let weak = (w[i] == 40) | .weak
                weakWidth.append(weak)
                try solver.addConstraint(weak)
                try solver.addConstraint((h[i] == 30) | .weak)
            }
        }
        churnWidth = w.map { (($0 == 60) | .weak) }
        swappedRows = []
    }

    /// Lets go of the last build (solver, variables, constraints) before the next one is
    /// timed: a build is a new solver and its constraints (WORKLOADS.md), not the teardown of
    /// the one before, which took a third of a timed build at N = 10,000.
    mutating func release() {
        solver = Solver()
        x = []
        y = []
        w = []
        h = []
        weakWidth = []
        churnWidth = []
        leftEdge = []
        swappedRows = []
    }

    /// W = 8 + C*48 + 200 sin(k/30), H = 8 + R*38 + 100 cos(k/30).
    func rootSize(tick k: Int) -> (Double, Double) {
        (8 + Double(columns) * 48 + 200 * sin(Double(k) / 30), 8 + Double(rows) * 38 + 100 * cos(Double(k) / 30))
    }

    func readAll() {
        solver.updateVariables()
        var sum = 0.0
        for i in 0..<count { sum += x[i].value + y[i].value + w[i].value + h[i].value }
        sink += sum
    }

    mutating func tick(_ k: Int) throws {
        let (width, height) = rootSize(tick: k)
        try solver.suggestValue(width, for: W)
        try solver.suggestValue(height, for: H)
        readAll()
    }

    /// Every box of a row has the same w, and w = (W - 8*(C+1) - shift) / C.
    func checkWidths(W expectedW: Double, shift: Double = 0) throws {
        let want = (expectedW - 8 * Double(columns + 1) - shift) / Double(columns)
        for r in 0..<rows {
            for c in 0..<columns where abs(w[at(r, c)].value - want) > 1e-6 {
                throw WrongAnswer(description: "grid \(rows)x\(columns): w(\(r),\(c)) = \(w[at(r, c)].value), expected \(want)")
            }
        }
    }

    /// W3: put back the rows swapped on the previous tick, swap rows r % 10 == k % 10 to w == 60:
    /// one batch of removes, then one of adds (as `deactivate` then `activate` of arrays).
    mutating func churn(_ k: Int) throws {
        var out: [Constraint] = []
        var back: [Constraint] = []
        for r in swappedRows {
            for c in 0..<columns {
                out.append(churnWidth[at(r, c)])
                back.append(weakWidth[at(r, c)])
            }
        }
        swappedRows = Array(stride(from: k % 10, to: rows, by: 10))
        for r in swappedRows {
            for c in 0..<columns {
                out.append(weakWidth[at(r, c)])
                back.append(churnWidth[at(r, c)])
            }
        }
        try solver.removeConstraints(out)
        try solver.addConstraints(back)
        readAll()
    }

    /// W5: the constant of every row's `x(r,0) == 8` moves (a required constraint, changed in place).
    func shiftLeftEdges(_ k: Int) throws -> Double {
        let edge = 8 + 20 * sin(Double(k) / 30)
        // One tick is one batch: every row's constant moves, then one re-optimization.
        try solver.setConstants(leftEdge.map { ($0, -edge) })
        readAll()
        return edge - 8
    }
}
