import XCTest
@testable import Cassowary

/// Findings of the solver fuzz target (Fuzz/Targets/SolverOps.swift), minimised, plus
/// adversarial systems with coefficients from 1e-6 to 1e6. Each test states its tolerance.
final class SolverNumericsTests: XCTestCase {
    /// Fuzz finding: a tiny product (1e-6 * 2.4e-5) was dropped while the new row was built, so a
    /// satisfiable required constraint was refused as unsatisfiable with an empty conflict list.
    func testTinyProductsInANewRowAreKept() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((42000 * x - 1_000_000 <= 0) | .level(999))
        let c = 1e-6 * x <= 0
        XCTAssertNoThrow(try solver.addConstraint(c))
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    /// Fuzz finding: a row whose constant was near zero (1.7e-9) but not zero was solved for a
    /// slack with a tiny coefficient, which left that slack at -1 (an infeasible tableau) and
    /// accepted a conflicting required constraint.
    func testNearZeroConstantIsNotSolvedIntoAnInfeasibleSlack() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = -42000 * x + 1 <= 0  // x >= 1/42000
        try solver.addConstraint(floor)
        try solver.addConstraint(10 * x >= 0)
        let before = solver.value(of: x)
        let pin = 7e-5 * x == 0
        XCTAssertThrowsError(try solver.addConstraint(pin)) { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === pin)
            XCTAssertTrue(conflicts.contains { $0 === floor }, "\(conflicts)")
        }
        XCTAssertFalse(solver.hasConstraint(pin))
        XCTAssertEqual(solver.value(of: x), before)
        XCTAssertEqual(solver.checkInvariants(), [])
    }
}
