import XCTest

@testable import Cassowary

/// Ties in the primal ratio test (degenerate pivots): the error of the strongest constraint
/// leaves first, then the newest symbol (`leavingRow` in Tableau+Optimize.swift).
final class LeavingRowTieTests: XCTestCase {
    /// A row of boxes of equal width (`w == 40` weak each) across a root whose width is held at
    /// 488 by an optional constraint above every priority, as the view layer holds a root: the
    /// widths come out at exactly 40, so the weak errors and the root's error tie at 0.
    func testATieGoesToTheStrongestErrorFirst() throws {
        let solver = Solver()
        let root = Variable("W")
        try solver.addConstraint((root == 488) | Strength.level(2000))
        let n = 10
        let x = (0..<n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        for i in 0..<n {
            try solver.addConstraint(i == 0 ? x[0] == 8 : x[i] == x[i - 1] + w[i - 1] + 8)
            if i > 0 { try solver.addConstraint(w[i] == w[i - 1]) }
            try solver.addConstraint(w[i] >= 1)
            try solver.addConstraint((w[i] == 40) | .weak)
        }
        let before = solver.tableau.counters.pivotsByPhase[1]
        try solver.addConstraint(x[n - 1] + w[n - 1] + 8 == root)
        let pivots = solver.tableau.counters.pivotsByPhase[1] - before
        solver.updateVariables()
        for v in w { XCTAssertEqual(v.value, 40, accuracy: 1e-9) }
        XCTAssertLessThanOrEqual(pivots, 1, "degenerate pivots through the weak widths before the root's error left")
    }
}
