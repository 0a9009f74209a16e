import XCTest

@testable import Cassowary

/// Required rows inserted optimal and repaired by the dual simplex (`dualFeasibleSubject` in
/// Tableau+Constraints.swift) instead of phase one, and the phase-one fallback on a conflict.
final class DualInsertionTests: XCTestCase {
    /// Rows of boxes (x0 = 8, each next to the last, equal widths, w >= 1, w == 40 weak), each
    /// closed against the root's width W, an edit variable held at 0 (strong), in W2's order:
    /// the last box's closing row comes before its width link, and the link, which must flip
    /// the row's weak widths once the first row has bound W, is left for the test to add.
    struct BoxRows {
        let solver = Solver()
        let W = Variable("W")
        var x: [[Variable]] = [], w: [[Variable]] = []
        init() throws { try solver.addEditVariable(W, strength: .strong) }

        /// Adds a row of `n` boxes up to the last box's closing row; returns the constraints
        /// that follow it (not added): its width link, then its `w >= 1` and `w == 40`.
        mutating func addRow(_ n: Int) throws -> [Constraint] {
            let r = x.count
            let x = (0..<n).map { Variable("x\(r).\($0)") }
            let w = (0..<n).map { Variable("w\(r).\($0)") }
            self.x.append(x)
            self.w.append(w)
            for i in 0..<n {
                try solver.addConstraint(i == 0 ? x[0] == 8 : x[i] == x[i - 1] + w[i - 1] + 8)
                if i == n - 1 {
                    try solver.addConstraint(x[i] + w[i] + 8 == W)
                    return [w[i] == w[i - 1], w[i] >= 1, (w[i] == 40) | .weak]
                }
                if i > 0 { try solver.addConstraint(w[i] == w[i - 1]) }
                try solver.addConstraint(w[i] >= 1)
                try solver.addConstraint((w[i] == 40) | .weak)
            }
            return []
        }
    }

    func testClosingARowFlipsEveryWeakWidthThroughTheDualSimplex() throws {
        var rows = try BoxRows()
        try rows.solver.addConstraints(try rows.addRow(10))
        try rows.solver.addConstraints(try rows.addRow(10))
        let tableau = rows.solver.tableau
        XCTAssertEqual(tableau.counters.artificialAdds, 0, rows.solver.statistics.description)
        XCTAssertEqual(tableau.counters.pivotsByPhase[2], 0, rows.solver.statistics.description)
        XCTAssertEqual(tableau.counters.dualAdds, 2, rows.solver.statistics.description)  // each row's last width link
        XCTAssertEqual(tableau.counters.dualAddsRedone, 0, rows.solver.statistics.description)
        assertSound(rows.solver, "after closing the rows")
        // W is pulled to 0 (strong) as far as the required w >= 1 lets it: every width is 1.
        for r in 0..<2 {
            for i in 0..<10 {
                XCTAssertEqual(rows.solver.value(of: rows.w[r][i]), 1, accuracy: 1e-9)
                XCTAssertEqual(rows.solver.value(of: rows.x[r][i]), 8 + Double(i) * 9, accuracy: 1e-9)
            }
        }
        XCTAssertEqual(rows.solver.value(of: rows.W), 10 + 8 * 11, accuracy: 1e-9)
        // The widths follow W once it is suggested.
        try rows.solver.suggestValue(8 + 10 * 48, for: rows.W)
        for r in 0..<2 { for i in 0..<10 { XCTAssertEqual(rows.solver.value(of: rows.w[r][i]), 40, accuracy: 1e-9) } }
        assertSound(rows.solver, "after the suggestion")
    }

    func testAConflictMetInTheDualSimplexIsDecidedByPhaseOne() throws {
        var rows = try BoxRows()
        try rows.solver.addConstraints(try rows.addRow(6))  // W = 6 * 1 + 8 * 7 = 62
        let cap = rows.W <= 70  // the second row needs W >= 8 * 1 + 8 * 9 = 80 once its widths are equal
        try rows.solver.addConstraint(cap)
        let rest = try rows.addRow(8)
        let second = rest[0]
        XCTAssertThrowsError(try rows.solver.addConstraint(second)) { error in
            guard case SolverError.unsatisfiable(let constraint, let conflicts) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(constraint === second)
            // The cap on W with the second row's own requirements (x0 = 8, the links, w >= 1):
            // nothing of the first row is needed to refuse it.
            XCTAssertTrue(conflicts.contains { $0 === cap }, "\(conflicts)")
            XCTAssertFalse(conflicts.contains { c in c.expression.terms.contains { $0.variable.name.hasPrefix("x0.") } }, "\(conflicts)")
            XCTAssertTrue(conflicts.contains { $0.relation == .greaterThanOrEqual && $0 !== cap }, "\(conflicts)")
        }
        XCTAssertEqual(rows.solver.tableau.counters.dualAddsRedone, 1, rows.solver.statistics.description)
        XCTAssertFalse(rows.solver.hasConstraint(second))
        assertSound(rows.solver, "after the refused add")
        XCTAssertEqual(rows.solver.value(of: rows.W), 62, accuracy: 1e-9)
        for i in 0..<6 { XCTAssertEqual(rows.solver.value(of: rows.w[0][i]), 1, accuracy: 1e-9) }
    }

    /// Ten weak `w == 40` on widths held equal: solving each new row for its own error would
    /// push the first width's error the same way ten times, each time undone by a degenerate
    /// pivot through every width's row; `chooseSubject` alternates the errors instead.
    func testWeakPullsOnEqualWidthsNeedNoPivots() throws {
        let solver = Solver()
        let w = (0..<10).map { Variable("w\($0)") }
        for i in 0..<10 {
            if i > 0 { try solver.addConstraint(w[i] == w[i - 1]) }
            try solver.addConstraint((w[i] == 40) | .weak)
        }
        XCTAssertEqual(solver.pivotCount, 0, solver.statistics.description)
        assertSound(solver, "after the pulls")
        for v in w { XCTAssertEqual(solver.value(of: v), 40, accuracy: 1e-9) }
        // Still optimal: a pull that outweighs the others moves every width at once.
        let strong = (w[3] == 70) | .strong
        try solver.addConstraint(strong)
        for v in w { XCTAssertEqual(solver.value(of: v), 70, accuracy: 1e-9) }
        try solver.removeConstraint(strong)
        for v in w { XCTAssertEqual(solver.value(of: v), 40, accuracy: 1e-9) }
        assertSound(solver, "after the strong pull came and went")
    }
}
