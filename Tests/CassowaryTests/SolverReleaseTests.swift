import XCTest

@testable import Cassowary

/// Releasing a solver frees it and everything only it held (variables, constraints).
final class SolverReleaseTests: XCTestCase {
    func testReleasingASolverFreesItsVariablesAndConstraints() throws {
        weak var weakSolver: Solver?
        weak var weakVariable: Variable?
        weak var weakConstraint: Constraint?
        do {
            let solver = Solver()
            let x = Variable("x")
            let y = Variable("y")
            let c = x + 10 <= y
            try solver.addConstraint(c)
            try solver.addConstraint((x == 5) | .weak)
            try solver.addEditVariable(y, strength: .strong)
            try solver.suggestValue(40, for: y)
            solver.updateVariables()
            XCTAssertEqual(x.value, 5)
            (weakSolver, weakVariable, weakConstraint) = (solver, x, c)
        }
        XCTAssertNil(weakSolver)
        XCTAssertNil(weakVariable)
        XCTAssertNil(weakConstraint)
    }
}
