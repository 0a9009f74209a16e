import XCTest

@testable import Cassowary

/// Bland's rule in the dual simplex (`keepBlandRow`, Internal/Tableau+Optimize.swift): one
/// row a pass, the infeasible one whose basic symbol is lowest, and a window of pivots without
/// progress beyond rounding ends the repair with a conflict. The ill-scaled families run it
/// from the first pivot (`IllScaledPropertyTests.testBlandsRuleFromTheFirstPivot`); the end on
/// a stalled window, which those runs do not reach, is driven here on rows set infeasible by hand.
final class DualBlandTests: XCTestCase {
    /// A solver whose rows include at least two with restricted basics (errors of the optional
    /// constraints, slacks), and those rows.
    private func restrictedRows() throws -> (Solver, [Int]) {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(x + y <= 15)
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((y == 20) | .medium)
        let tableau = solver.tableau
        let rows = tableau.rows.headers.indices.filter { r in
            let basic = tableau.rows[r].basic
            return basic >= 0 && tableau.symbols.kinds[basic].isRestricted
        }
        return (solver, rows)
    }

    func testOnePassRepairsTheInfeasibleRowOfLowestBasic() throws {
        let (solver, rows) = try restrictedRows()
        XCTAssertGreaterThanOrEqual(rows.count, 2, solver.dump())
        for (i, r) in rows.enumerated() { solver.tableau.rows.constants[r] = -Double(i + 1) }
        let lowest = rows.min { solver.tableau.rows[$0].basic < solver.tableau.rows[$1].basic }!
        var batch = rows
        var progress = BlandWatch(100, rows: 0, limit: nil)
        try solver.tableau.keepBlandRow(&batch, &progress, pivots: 0)
        XCTAssertEqual(batch, [lowest])
        XCTAssertEqual(Set(solver.tableau.infeasible), Set(rows).subtracting([lowest]))
        XCTAssertEqual(progress.lowest, [Double(rows.count * (rows.count + 1) / 2)])
        XCTAssertEqual(progress.at, 0)
    }

    func testAWindowWithoutProgressEndsTheRepairWithAConflict() throws {
        let (solver, rows) = try restrictedRows()
        XCTAssertGreaterThanOrEqual(rows.count, 1, solver.dump())
        solver.tableau.rows.constants[rows[0]] = -1
        var progress = BlandWatch(100, rows: 0, limit: nil)
        progress.lowest = [1.0 - 1e-12]
        var batch = [rows[0]]
        // Not below the lowest sum so far, inside the window: the row stays, the window runs on.
        try solver.tableau.keepBlandRow(&batch, &progress, pivots: 99)
        XCTAssertEqual(batch, [rows[0]])
        XCTAssertEqual(progress.at, 0)
        do throws(Tableau.Failure) {
            try solver.tableau.keepBlandRow(&batch, &progress, pivots: 100)
            XCTFail("a window of 100 pivots without progress went on")
        } catch .conflict {
            XCTAssertTrue(solver.tableau.infeasible.isEmpty)
        } catch {
            XCTFail("ended otherwise than as a conflict: \(error)")
        }
    }
}
