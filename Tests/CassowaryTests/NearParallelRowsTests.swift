import Cassowary
import XCTest

/// Rows a relative 1e-9 from parallel meet where their constant gap over their directions'
/// difference puts them (`x + y == 0` and `1.000000001*x + y == 1e-6` at x = 1000). A new row
/// drops a sum below epsilon as rounding noise, as Kiwi does, which reads such a pair as
/// parallel and refuses it as unsatisfiable; a refusal's rebuild keeping tiny cells cancels
/// only below 2^-40 of the operands (`Row.cancels`), so the pair is made there, every required
/// constraint held to the contract. Rows closer than that, or parallel, stay refused.
final class NearParallelRowsTests: XCTestCase {
    private let x = Variable("x")
    private let y = Variable("y")

    func testAPairAHairFromParallelIsMadeWhereItMeets() throws {
        let solver = Solver()
        try solver.addConstraint(x + y == 0)
        try solver.addConstraint(1.000000001 * x + y == 1e-6)
        // The double 1.000000001 is 1 + 1.0000000827e-9: they meet at x = 999.9999173.
        let meeting = 1e-6 / (1.000000001 - 1)
        XCTAssertEqual(solver.value(of: x), meeting, accuracy: 1e-6 * meeting)
        XCTAssertEqual(solver.value(of: y), -meeting, accuracy: 1e-6 * meeting)
        XCTAssertNil(solver.contractProblem(variables: [x, y]))
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    /// The same pair as inequalities, meeting at 0, then a constant change that moves the
    /// meeting point out to x >= 999.9999173: made, not refused as unsatisfiable.
    func testAConstantChangeThatMovesANearParallelPairsMeetingIsMade() throws {
        let solver = Solver()
        let pair = 1.000000001 * x + y >= 0
        try solver.addConstraint(x + y == 0)
        try solver.addConstraint(pair)
        try solver.setConstant(-1e-6, of: pair)
        XCTAssertGreaterThanOrEqual(solver.value(of: x), 1e-6 / (1.000000001 - 1) * (1 - 1e-6))
        XCTAssertNil(solver.contractProblem(variables: [x, y]))
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    /// Two pairs from the fuzz target's near-parallel family (`FA CE 1`): twins 1.3e-12 apart
    /// meeting at x0 = -6.0e5, and twins 3.1e-9 apart whose meeting a constant change moves to
    /// x1 = -2.4e5; the exact judge finds both feasible, and both are made.
    func testNearParallelPairsFromTheFuzzTargetAreMade() throws {
        let solver = Solver()
        try solver.addConstraint(-218.4466495018698 * x - 925.5494642984152 * y - 35.39387018736244 == 0)
        try solver.addConstraint(-218.4466495021586 * x - 925.5494642984152 * y - 35.39404440517076 == 0)
        XCTAssertEqual(solver.value(of: x), -6.03e5, accuracy: 1e3)
        XCTAssertNil(solver.contractProblem(variables: [x, y]))
        let other = Solver()
        let equality = 491.1203330142549 * x - 0.011763659849354534 * y + 0.9151693943549016 == 0
        try other.addConstraint(equality)
        try other.addConstraint(491.1203345282257 * x - 0.011763659849354534 * y + 0.9151693949252571 <= 0)
        try other.setConstant(0.5462317927753564, of: equality)
        XCTAssertLessThanOrEqual(other.value(of: x), -2.4e5)
        XCTAssertNil(other.contractProblem(variables: [x, y]))
        XCTAssertEqual(other.checkInvariants(), [])
    }

    /// Parallel rows with different constants, and rows 1e-15 apart (within rounding of
    /// parallel, meeting only at 1e9), are refused as unsatisfiable, the solver left as it was.
    func testParallelPairsStayUnsatisfiable() throws {
        for slope in [1.0, 1 + 1e-15] {
            let solver = Solver()
            try solver.addConstraint(x + y == 0)
            let before = solver.dump()
            XCTAssertThrowsError(try solver.addConstraint(slope * x + y == 1e-6)) { error in
                guard case SolverError.unsatisfiable = error else { return XCTFail("\(slope): \(error)") }
            }
            XCTAssertEqual(solver.dump(), before)
        }
    }
}
