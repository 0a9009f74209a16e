import XCTest

@testable import Cassowary

/// Hot copies of markers whose constants change again and again (Tableau+HotMarkers.swift): a
/// column spread far wider than its length keeps a window over its rows, which row changes keep
/// in step, and a constant change read from it gives what a change along the column gives.
final class HotMarkerTests: XCTestCase {
    /// `m == 10` (its expression `m - 10`: a constant c sets `m` to -c) with 80 variables
    /// `x_i == m + y + i` in neighbouring rows (`y` weakly at 0), 2,000 unrelated rows, and
    /// `far == m` after them: `m`'s marker sits in 82 rows spread over more than 2,000 slots.
    private struct Spread {
        let solver = Solver()
        let m = Variable("m"), far = Variable("far"), y = Variable("y")
        let xs = (0..<80).map { Variable("x\($0)") }
        let anchor: Constraint
        let ties: [Constraint]

        init() throws {
            anchor = Constraint(LinearExpression(m) - 10, .equal)
            try solver.addConstraint(anchor)
            let m = self.m
            let y = self.y
            try solver.addConstraint(Constraint(LinearExpression(y), .equal, strength: .weak))
            ties = xs.enumerated().map { i, x in
                Constraint(LinearExpression(x) - LinearExpression(m) - LinearExpression(y) - Double(i), .equal)
            }
            try solver.addConstraints(ties)
            try solver.addConstraints((0..<2_000).map { Constraint(LinearExpression(Variable("f\($0)")) - 1, .equal) })
            try solver.addConstraint(Constraint(LinearExpression(far) - LinearExpression(m), .equal))
        }

        func check(_ value: Double, y shift: Double = 0, _ context: String) {
            assertSound(solver, context)
            XCTAssertEqual(solver.value(of: m), value, context)
            XCTAssertEqual(solver.value(of: far), value, context)
            XCTAssertEqual(solver.value(of: y), shift, accuracy: 1e-9, context)
            for (i, x) in xs.enumerated() {
                XCTAssertEqual(solver.value(of: x), value + shift + Double(i), accuracy: 1e-9, "\(context): x\(i)")
            }
        }
    }

    func testASpreadColumnKeepsACopyAndChangesThroughItMatchTheColumn() throws {
        let spread = try Spread()
        for step in 1...20 {
            try spread.solver.setConstant(-(10 + Double(step)), of: spread.anchor)
            spread.check(10 + Double(step), "step \(step)")
        }
        let tableau = spread.solver.tableau
        XCTAssertEqual(tableau.hot.copies.count, 1, "a copy was made")
        XCTAssertGreaterThan(tableau.hot.copies[0].coefficients.count, 2_000, "a window over the spread column")
    }

    func testACopyFollowsPivotsAndRemovedRows() throws {
        let spread = try Spread()
        try spread.solver.setConstant(-11, of: spread.anchor)
        XCTAssertEqual(spread.solver.tableau.hot.copies.count, 1)
        // Rows leave the column (their ties removed) and come back, and pivots rewrite the rows
        // that hold the marker; every change keeps the copy exact.
        var value = 11.0
        for round in 0..<6 {
            let removed = Array(spread.ties[(round * 10)..<(round * 10 + 30)])
            try spread.solver.removeConstraints(removed)
            value += 3
            try spread.solver.setConstant(-value, of: spread.anchor)
            assertSound(spread.solver, "round \(round), removed")
            try spread.solver.addConstraints(removed)
            // Pinning y pivots its symbols through every x row: each is rewritten in place.
            let pin = Constraint(LinearExpression(spread.y) - Double(round + 1), .equal)
            try spread.solver.addConstraint(pin)
            value -= 1
            try spread.solver.setConstant(-value, of: spread.anchor)
            spread.check(value, y: Double(round + 1), "round \(round), pinned")
            try spread.solver.removeConstraint(pin)
            try spread.solver.setConstant(-value, of: spread.anchor)
            spread.check(value, "round \(round), released")
        }
        XCTAssertEqual(spread.solver.tableau.hot.copies.filter { $0.marker >= 0 }.count, 1, "the copy is still kept")
    }
}
