import XCTest

@testable import Cassowary

/// Every refused solver operation throws a typed error naming its input and leaves the solver
/// exactly as it was (same dump: basis, values, constraints).
final class SolverBadInputTests: XCTestCase {
    func testRefusedOperationsAreTypedAndChangeNothing() throws {
        let x = Variable("x")
        let y = Variable("y")
        let stranger = Variable("stranger")
        let solver = Solver()
        let installed = x + 10 <= y
        try solver.addConstraint(installed)
        try solver.addConstraint((x == 5) | .weak)
        try solver.addConstraint(x >= 0)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(40, for: y)
        let dump = solver.dump()
        let notInstalled = x == 3
        let refusals: [(String, () throws -> Void)] = [
            ("NaN coefficient", { try solver.addConstraint(Constraint(LinearExpression([Term(x, .nan)]), .equal)) }),
            ("infinite constant", { try solver.addConstraint(x == .infinity) }),
            ("NaN strength weight", { try solver.addConstraint((x == 1) | .level(500, weight: .nan)) }),
            ("infinite level", { try solver.addConstraint((x == 1) | .level(.infinity)) }),
            ("duplicate", { try solver.addConstraint(installed) }),
            ("unknown remove", { try solver.removeConstraint(notInstalled) }),
            ("unsatisfiable", { try solver.addConstraint(x <= -1) }),
            ("unsatisfiable equality", { try solver.addConstraint(y == x) }),
            ("duplicate edit", { try solver.addEditVariable(y, strength: .weak) }),
            ("required edit", { try solver.addEditVariable(x, strength: .required) }),
            ("unknown edit", { try solver.suggestValue(1, for: stranger) }),
            ("NaN suggestion", { try solver.suggestValue(.nan, for: y) }),
            ("infinite suggestion", { try solver.suggestValue(-.infinity, for: y) }),
            ("unknown edit removal", { try solver.removeEditVariable(stranger) }),
            ("NaN constant", { try solver.setConstant(.nan, of: installed) }),
            ("unknown constant", { try solver.setConstant(1, of: notInstalled) }),
            ("conflicting constant", { try solver.setConstant(-100, of: x >= 0) }),
            ("batch with unknown", { try solver.setConstants([(installed, 1), (notInstalled, 2)]) }),
            ("batch with NaN", { try solver.setConstants([(installed, 1), (installed, .nan)]) }),
            ("required to optional", { try solver.setStrength(.weak, of: installed) }),
            ("NaN strength change", { try solver.setStrength(.level(.nan), of: installed) }),
            ("unknown strength change", { try solver.setStrength(.weak, of: notInstalled) }),
            // Finite but beyond Solver.magnitudeLimit (a scene's `>= 1e308` laid out as NaN frames).
            ("huge constant", { try solver.addConstraint((x >= 1e308) | .level(700)) }),
            ("huge coefficient", { try solver.addConstraint(1e16 * x <= y) }),
            ("huge weight", { try solver.addConstraint((x == 1) | .level(500, weight: 1e300)) }),
            ("huge suggestion", { try solver.suggestValue(-1e200, for: y) }),
            ("huge constant change", { try solver.setConstant(1e16, of: installed) }),
            ("huge constant in a batch", { try solver.setConstants([(installed, 1), (installed, 1e300)]) }),
            ("huge weight change", { try solver.setStrength(.level(500, weight: 1e16), of: x == 5) }),
        ]
        for (name, operation) in refusals {
            XCTAssertThrowsError(try operation(), name) { error in
                XCTAssertTrue(error is SolverError, "\(name): \(error)")
                XCTAssertFalse("\(error)".isEmpty)
            }
            XCTAssertEqual(solver.dump(), dump, name)
            XCTAssertEqual(solver.checkInvariants(), [], name)
        }
    }

    func testEmptyAndDegenerateConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(), .equal))  // 0 == 0
        try solver.addConstraint(Constraint(LinearExpression(constant: -1), .lessThanOrEqual))  // -1 <= 0
        XCTAssertThrowsError(try solver.addConstraint(Constraint(LinearExpression(constant: 1), .equal)))  // 1 == 0
        try solver.addConstraint(Constraint(LinearExpression([Term(x, 1), Term(x, -1)], constant: 0), .equal))  // x - x == 0
        // The largest magnitudes accepted (Solver.magnitudeLimit); 1e300 is refused as out of range.
        XCTAssertThrowsError(try solver.addConstraint((x == 1e300) | .weak)) { error in
            guard case SolverError.outOfRange = error else { return XCTFail("\(error)") }
        }
        try solver.addConstraint((x == 1e15) | .weak)
        try solver.addConstraint(x <= 1e15)
        XCTAssertEqual(solver.value(of: x), 1e15)
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    func testManyVariablesAndConstraintsStayBounded() throws {
        // A long chain (1,000 rows; each row holds every earlier slack, so the work is quadratic:
        // 10,000 rows take about 50 s in debug): no pivot limit reached, every link holds.
        let solver = Solver()
        let chain = (0..<1_000).map { Variable("c\($0)") }
        try solver.addConstraint(chain[0] == 0)
        for (a, b) in zip(chain, chain.dropFirst()) { try solver.addConstraint(b >= a + 1) }
        try solver.addConstraint((chain[chain.count - 1] == 0) | .weak)
        XCTAssertEqual(solver.value(of: chain[chain.count - 1]), 999, accuracy: 1e-6)
    }
}
