import Cassowary
import XCTest

/// The last resort before a refusal stands (`Tableau.lastResort`, Internal/Tableau+LastResort.swift):
/// feasible ill-scaled changes that the incremental tableau and the rebuild in install order
/// refuse, made on a rebuild with the changed constraint first, every required constraint held
/// to the solver's contract; and an infeasible change still refused as unsatisfiable. The systems
/// come from the mixed-scales family (`Fuzz/Targets/IllScaledOps.swift`), shrunk to the
/// constraints the refusal needs; exact arithmetic (`ExactJudge`) finds each feasible.
final class LastResortTests: XCTestCase {
    private let x = (0..<6).map { Variable("x\($0)") }

    /// Adds `constraints` in order to a fresh solver: every add is made and the solver's
    /// contract holds after each.
    private func assertMade(_ constraints: [Constraint], file: StaticString = #filePath, line: UInt = #line) {
        let solver = Solver()
        for (i, c) in constraints.enumerated() {
            do {
                try solver.addConstraint(c)
            } catch {
                XCTFail("add \(i) refused: \(error)", file: file, line: line)
                return
            }
            XCTAssertNil(solver.contractProblem(variables: x), "after add \(i)", file: file, line: line)
            XCTAssertEqual(solver.checkInvariants(), [], "after add \(i)", file: file, line: line)
        }
    }

    /// `x1 >= 3.87` and `-1.76e10·x1 + 6.7e-12·x5 >= 0.0975` hold together at x5 near 1e22, far
    /// out where an optional row added before them (`x5 <= -2.9e13`, at level 705) had taken
    /// the tableau: in install order the last add conflicts by rounding and was refused as
    /// unsatisfiable; added first, its row is decided before the optional one.
    func testAnAddThatConflictsOnlyByRoundingWithAnEarlierOptionalRowIsMade() {
        assertMade([
            Constraint(LinearExpression([Term(x[5], 7.472669689678284e-07)], constant: 21539042.33514398), .lessThanOrEqual, strength: .level(705.0)),
            Constraint(LinearExpression([Term(x[1], -18084.287636897596)], constant: 69981.54228963265), .lessThanOrEqual, strength: .required),
            Constraint(
                LinearExpression([Term(x[1], -17615765401.94172), Term(x[5], 6.747329183208181e-12)], constant: -0.09750002209605498),
                .greaterThanOrEqual, strength: .required),
        ])
    }

    /// The same rows with `x5 <= 0` required: the last add is infeasible and stays refused as
    /// unsatisfiable, with the solver left as it was.
    func testAnInfeasibleAddIsStillRefusedAsUnsatisfiable() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression([Term(x[5], 1)], constant: 0), .lessThanOrEqual, strength: .required))
        try solver.addConstraint(
            Constraint(LinearExpression([Term(x[5], 7.472669689678284e-07)], constant: 21539042.33514398), .lessThanOrEqual, strength: .level(705.0)))
        try solver.addConstraint(
            Constraint(LinearExpression([Term(x[1], -18084.287636897596)], constant: 69981.54228963265), .lessThanOrEqual, strength: .required))
        let before = solver.dump()
        let last = Constraint(
            LinearExpression([Term(x[1], -17615765401.94172), Term(x[5], 6.747329183208181e-12)], constant: -0.09750002209605498),
            .greaterThanOrEqual, strength: .required)
        XCTAssertThrowsError(try solver.addConstraint(last)) { error in
            guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.dump(), before)
        XCTAssertFalse(solver.hasConstraint(last))
    }

    /// Five required rows, three of them equalities, with coefficients from 4e-12 to 5e8 in one
    /// row: the last equality was refused as inexact (a required row left off after refinement)
    /// in install order; with it first, every row holds.
    func testAnEqualityRefusedAsInexactInInstallOrderIsMade() {
        assertMade([
            Constraint(
                LinearExpression(
                    [Term(x[4], -73677069.98374367), Term(x[5], 2396.387497683481), Term(x[2], -4.504733654311094e-05)],
                    constant: 2.1897102383897452e-05), .lessThanOrEqual, strength: .required),
            Constraint(
                LinearExpression([Term(x[1], 6.478358423466473e-07), Term(x[2], -7.950152387231909e-10)], constant: 2078132146.8226535),
                .greaterThanOrEqual, strength: .required),
            Constraint(LinearExpression([Term(x[1], 1634.7369097575925)], constant: -0.898702303961108), .equal, strength: .required),
            Constraint(
                LinearExpression(
                    [Term(x[5], 3.87129382468484e-12), Term(x[0], 0.0015464172409206506), Term(x[2], -537115373.0350615)],
                    constant: -1.5124212954752563), .equal, strength: .required),
            Constraint(
                LinearExpression(
                    [Term(x[4], -3.065935158694133e-11), Term(x[0], 3.934951633146756e-07), Term(x[1], 0.09090934550350946)],
                    constant: 429737797590.0254), .equal, strength: .required),
        ])
    }
}
