import Foundation
import TestHelpers
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
    /// Fuzz finding: `x >= 8e-9` (as `-125x + 1e-6 <= 0`) and `x <= 0` conflict by less than the
    /// tolerance, so both are accepted; pivots then carried the 8e-9 into a slack row as -1e-6,
    /// where the dual simplex found no entering symbol. An optional constant change then failed
    /// with an internal error and, unjournaled, left the tableau half-updated. Now the dual simplex
    /// judges such a row by the rule that accepted it (the deficit in the units of the symbols
    /// that would move), and optional changes are journaled.
    func testToleranceEdgeConflictsDoNotBlockLaterOptionalChanges() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let second = -125 * x + 1e-6 <= 0
        let optional = (1.5 * x >= 0) | .level(500, weight: 1000)
        for c in [100 * x + 125 * y <= 0, second, x <= 0, y >= 0, optional] { try solver.addConstraint(c) }
        for _ in 0..<3 { XCTAssertThrowsError(try solver.setConstants([(second, 250)])) }
        XCTAssertEqual(solver.checkInvariants(), [])
        XCTAssertNoThrow(try solver.setConstants([(optional, -1)]))
        XCTAssertNoThrow(try solver.setConstant(1, of: optional))
        XCTAssertEqual(solver.checkInvariants(), [])
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-8)
        XCTAssertLessThanOrEqual(100 * solver.value(of: x) + 125 * solver.value(of: y), 1e-6)
    }
    /// Fuzz finding (against a first fix of the one above that set such a row's constant to 0):
    /// zeroing a slack row breaks its equation, so `-125x + 0.001 <= 0` was left violated by
    /// 0.001 while its row read 0. The deficit now moves by a pivot onto the symbol that can
    /// hold it within the tolerance (here `0.001x <= 0`'s slack, at -8e-9), and every
    /// constraint holds in its own units.
    func testToleratedConflictsStayInTheConstraintThatCanHoldThem() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let first = 100 * x + 125 * y <= 0
        let second = -125 * x + 1e-6 <= 0
        let third = 0.001 * x <= 0
        for c in [first, second, third] { try solver.addConstraint(c) }
        XCTAssertNoThrow(try solver.setConstants([(second, 250), (second, 0.001), (first, 42)]))
        XCTAssertEqual(solver.checkInvariants(), [])
        let vx = solver.value(of: x)
        let vy = solver.value(of: y)
        XCTAssertLessThanOrEqual(-125 * vx + 0.001, 1e-9)
        XCTAssertLessThanOrEqual(0.001 * vx, 1e-8)
        XCTAssertLessThanOrEqual(100 * vx + 125 * vy + 42, 1e-8)
    }
}

extension SolverNumericsTests {
    /// Fuzz finding, once a known limitation: x holds at -1 (optional x <= -1 with coefficient
    /// 1e6), and the new required row needs x >= 1.43e7. Solved for its own slack (coefficient
    /// 14285 = 1/7e-5), the row's only way out is an error with coefficient 7e-11, which the dual
    /// simplex's absolute epsilon ignored: refused with no conflicts. Its threshold is now
    /// relative for rows whose coefficients are all below 1.
    func testPivotsOnEntriesBelowEpsilonReachTheSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((-1_000_000 * x - 1_000_000 >= 0) | .level(999))
        let c = -7e-5 * x + 1000 <= 0
        try solver.addConstraint(c)
        XCTAssertEqual(solver.value(of: x), 1000 / 7e-5, accuracy: 1e-6 * 1000 / 7e-5)
        XCTAssertEqual(solver.checkInvariants(), [])
    }
}

extension SolverNumericsTests {
    /// A coefficient of magnitude 10^u, u uniform in -6...6, with a random sign.
    func wideCoefficient(_ rng: inout SeededGenerator) -> Double {
        let c = Foundation.pow(10, Double.random(in: -6...6, using: &rng))
        return Bool.random(using: &rng) ? c : -c
    }

    /// Coefficients for one constraint: a common scale 10^u (u in -6...6) times 0.5...2 each,
    /// random signs. Rows are well conditioned at any scale; `wideCoefficient` mixes scales.
    func scaledCoefficients(_ count: Int, _ rng: inout SeededGenerator, exponents: ClosedRange<Double> = -6...6) -> [Double] {
        let scale = Foundation.pow(10, Double.random(in: exponents, using: &rng))
        return (0..<count).map { _ in
            let c = scale * Double.random(in: 0.5...2, using: &rng)
            return Bool.random(using: &rng) ? c : -c
        }
    }

    /// Violation of `constraint` at the solver's values, relative to its largest term (>= 1).
    func relativeViolation(_ constraint: Constraint, _ solver: Solver) -> Double {
        var value = constraint.expression.constant
        var scale = max(1, abs(value))
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            scale = max(scale, abs(product))
        }
        switch constraint.relation {
        case .equal: return abs(value) / scale
        case .lessThanOrEqual: return max(value, 0) / scale
        case .greaterThanOrEqual: return max(-value, 0) / scale
        }
    }

    /// Random systems with constraints at scales from 1e-3 to 1e3 (each constraint at its own
    /// scale; see the next test for 1e-6...1e6): required constraints are made to hold
    /// at a reference point, so every one must be accepted; optional ones pull anywhere. After
    /// each operation: sound tableau, finite values, required constraints within 1e-6 of their
    /// largest term. At the end, every variable the system determines matches a fresh solver
    /// given the same constraints within 1e-6 (relative). Seeds print on failure.
    func testWideMagnitudeSystemsHoldAndMatchAFreshSolver() throws {
        var refused: [String] = []
        var worst = 0.0
        var unsound = 0
        try wideMagnitudeSystems(exponents: -3...3, seeds: 1...60, strict: true, falseRefusals: &refused, worst: &worst, unsound: &unsound)
        XCTAssertEqual(refused, [], "1e-3...1e3")
    }

    /// The same with constraints at scales from 1e-6 to 1e6 in one system: no false refusal, a
    /// sound tableau after every operation, required constraints within 1e-6 (relative), and a
    /// fresh solver agrees. This needs each constraint's row and markers divided by its scale
    /// (Tableau+Verification.swift) and a conflict refined before it is reported
    /// (Tableau+Verification.swift); before them these 60 seeds gave 24 false refusals, 7 unsound
    /// states and required constraints violated by up to 1.006. Measured over seeds 61...1060
    /// (`strict: false`, a few seconds): no false refusal, no unsound state, worst violation
    /// 1.3e-6 (one seed, where removing a constraint moved values through 1e5 and back). See
    /// Fuzz/README.md.
    func testMixedScaleSystemsHoldAndMatchAFreshSolver() throws {
        var refused: [String] = []
        var worst = 0.0
        var unsound = 0
        try wideMagnitudeSystems(
            exponents: -6...6, seeds: 1...60, strict: true, falseRefusals: &refused,
            worst: &worst, unsound: &unsound)
        XCTAssertEqual(refused, [], "1e-6...1e6")
        XCTAssertLessThanOrEqual(worst, 1e-6)
    }

    func wideMagnitudeSystems(
        exponents: ClosedRange<Double>, seeds: ClosedRange<UInt64>, strict: Bool,
        falseRefusals: inout [String], worst: inout Double, unsound: inout Int
    ) throws {
        for seed in seeds {
            var rng = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 3...6, using: &rng)).map { Variable("x\($0)") }
            let point = variables.map { _ in Double.random(in: -100...100, using: &rng) }
            let solver = Solver()
            var required: [Constraint] = []
            var optional: [Constraint] = []
            for step in 0..<60 {
                let context = "seed \(seed) step \(step) (scales \(exponents))"
                do {
                    let count = Int.random(in: 1...3, using: &rng)
                    let chosen = Array(variables.indices.shuffled(using: &rng).prefix(count))
                    let coefficients = scaledCoefficients(count, &rng, exponents: exponents)
                    var expression = LinearExpression(zip(chosen, coefficients).map { Term(variables[$0.0], $0.1) })
                    let at = chosen.reduce(0.0) { $0 + expression.terms[chosen.firstIndex(of: $1) ?? 0].coefficient * point[$1] }
                    switch Int.random(in: 0..<6, using: &rng) {
                    case 0, 1:
                        let relation = Relation.allCases.randomElement(using: &rng) ?? .equal
                        let room = relation == .equal ? 0 : abs(at) * Double.random(in: 0...0.5, using: &rng)
                        expression.constant = -at + (relation == .lessThanOrEqual ? -room : room)
                        let c = Constraint(expression, relation)
                        do {
                            try solver.addConstraint(c)
                            required.append(c)
                        } catch {
                            guard case SolverError.unsatisfiable = error else { throw error }
                            falseRefusals.append("\(context): \(c)")
                        }
                    case 2, 3:
                        expression.constant = Double.random(in: -1000...1000, using: &rng)
                        let c = Constraint(
                            expression, Relation.allCases.randomElement(using: &rng) ?? .equal,
                            strength: [Strength.weak, .medium, .strong, .level(999)].randomElement(using: &rng) ?? .weak)
                        try solver.addConstraint(c)
                        optional.append(c)
                    case 4 where !optional.isEmpty:
                        let c = optional.remove(at: Int.random(in: 0..<optional.count, using: &rng))
                        try solver.removeConstraint(c)
                    case 4 where !required.isEmpty, 5 where !required.isEmpty:
                        let c = required.remove(at: Int.random(in: 0..<required.count, using: &rng))
                        try solver.removeConstraint(c)
                    default:
                        if let c = optional.randomElement(using: &rng) {
                            try solver.setConstant(Double.random(in: -1000...1000, using: &rng), of: c)
                        }
                    }
                } catch {
                    // A reported numerical breakdown (internalError): bounded, typed, never a hang or a NaN.
                    let description = "\(error)"
                    guard description.hasPrefix("internal solver error") else { throw error }
                    if strict { return XCTFail("\(context): \(description)") }
                    falseRefusals.append("\(context): \(description)")
                    break
                }
                if strict {
                    assertSound(solver, context)
                } else if !solver.checkInvariants().isEmpty {
                    unsound += 1
                    // Numbers may go wrong at these scales; the structure (index, basics) may not.
                    let structural = solver.checkInvariants().filter { !$0.contains("restricted basic") && !$0.contains("dummy basic") }
                    if !structural.isEmpty { return XCTFail("\(context): \(structural)") }
                }
                for v in variables where !solver.value(of: v).isFinite { return XCTFail("\(context): \(v) = \(solver.value(of: v))") }
                for c in required { worst = max(worst, relativeViolation(c, solver)) }
                for c in required where strict && relativeViolation(c, solver) > 1e-6 {
                    return XCTFail("\(context): \(c) violated by \(relativeViolation(c, solver)) (relative)\n\(solver.dump())")
                }
            }
            let fresh = Solver()
            do { try fresh.addConstraints(solver.constraints) } catch {
                if strict { XCTFail("seed \(seed): a fresh solver refused the installed constraints: \(error)") }
                continue
            }
            for v in variables where strict && solver.isDetermined(v) && fresh.isDetermined(v) {
                let a = solver.value(of: v)
                let b = fresh.value(of: v)
                XCTAssertLessThanOrEqual(abs(a - b), 1e-6 * max(1, abs(a), abs(b)), "seed \(seed): \(v) incremental \(a), fresh \(b)")
            }
        }
    }

    /// Nearly parallel rows (x + y <= c, x + (1 + d) y >= c for d down to 1e-12) at scales 1e-6
    /// to 1e6: each system is accepted or refused consistently with a fresh solver, never NaN.
    func testNearlyParallelRowsStaySound() throws {
        for scale in [1e-6, 1e-3, 1, 1e3, 1e6] {
            for d in [1e-3, 1e-6, 1e-9, 1e-12, 0] {
                let x = Variable("x")
                let y = Variable("y")
                let constraints = [
                    scale * x + scale * y <= 10 * scale, scale * x + scale * (1 + d) * y >= 10 * scale,
                    x >= 0, y >= 0, (x == 100) | .strong, (y == 100) | .weak,
                ]
                let solver = Solver()
                var refused = 0
                for c in constraints { do { try solver.addConstraint(c) } catch { refused += 1 } }
                assertSound(solver, "scale \(scale) d \(d)")
                XCTAssertEqual(refused, 0, "scale \(scale) d \(d)")
                XCTAssertTrue(solver.value(of: x).isFinite && solver.value(of: y).isFinite)
                for c in constraints where c.strength.isRequired {
                    XCTAssertLessThanOrEqual(relativeViolation(c, solver), 1e-6, "scale \(scale) d \(d): \(c)")
                }
            }
        }
    }

    /// Long add/remove churn returns the solver to the same size and the same values.
    func testLongChurnKeepsTheSolverSizeAndValues() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([x >= 0, y >= x + 1e-3, z <= 1e6, (z == y * 1e3) | .strong, (x == 10) | .weak, (y == 30) | .weak])
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(25, for: x)
        let values = [x, y, z].map { solver.value(of: $0) }
        let rows = solver.dump().split(separator: "\n").count
        var rng = SeededGenerator(seed: 7)
        for i in 0..<5_000 {
            let coefficients = scaledCoefficients(2, &rng)
            let c = Constraint(
                LinearExpression(
                    [Term(x, coefficients[0]), Term(y, coefficients[1])],
                    constant: Double.random(in: -1e3...1e3, using: &rng)),
                Relation.allCases[i % 3], strength: i % 2 == 0 ? .strong : .weak)
            try solver.addConstraint(c)
            try solver.suggestValue(Double(i % 50), for: x)
            try solver.removeConstraint(c)
        }
        try solver.suggestValue(25, for: x)
        assertSound(solver, "after churn")
        XCTAssertEqual(solver.dump().split(separator: "\n").count, rows)
        for (v, before) in zip([x, y, z], values) {
            XCTAssertEqual(solver.value(of: v), before, accuracy: 1e-6 * max(1, abs(before)), "\(v)")
        }
    }
}

extension SolverNumericsTests {
    /// Fuzz finding: a refused `setConstants` batch is retried change by change and the changes
    /// made are undone by setting the old constants back; with a 1e-5 : 4e4 row that undo itself
    /// failed (silently), so the refused batch left one constant changed and x1 moved from 1.4e10
    /// to -0.0004. The retry now runs inside one journal that is rolled back on refusal.
    func testRefusedConstantBatchLeavesTheSolverExactlyAsItWas() throws {
        let x0 = Variable("x0")
        let x1 = Variable("x1")
        let solver = Solver()
        try solver.addEditVariable(x0, strength: .level(999))
        let big = -42000 * x0 - 7e-5 * x1 + 1_000_000 == 0
        try solver.addConstraint(big)
        _ = solver.isDetermined(x1)
        let floor = x0 >= 0
        try solver.addConstraint(floor)
        try solver.addConstraint((2.5 * x1 + 0.001 == 0) | .level(250, weight: 0.001))
        try solver.addConstraint(x0 <= 0)
        let values = [x0, x1].map { solver.value(of: $0) }
        let dump = solver.dump()
        XCTAssertThrowsError(try solver.setConstants([(big, -1e-6), (floor, -1e-6)])) { error in
            guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual([x0, x1].map { solver.value(of: $0) }, values)
        XCTAssertEqual(big.expression.constant, 1_000_000)
        XCTAssertEqual(floor.expression.constant, 0)
        XCTAssertEqual(solver.dump(), dump)
    }
}

extension SolverNumericsTests {
    /// Fuzz finding: two required equalities 7.9e-9 apart in x (-220x = 1e-6, 300x = 1e-6) were
    /// judged in the equilibrated row (x - 3.3e-9), where the residual looked like zero, so the
    /// second was accepted with its dummy marker at 2.4e-6 (a broken required equality). The
    /// residual is now judged in the constraint's own units: the second one is refused.
    func testEquilibratedDummyRowsJudgeTheResidualInConstraintUnits() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 0)
        try solver.addConstraint(-220 * x - 1e-6 == 0)
        let second = 300 * x - 1e-6 == 0
        XCTAssertThrowsError(try solver.addConstraint(second)) { error in
            guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.checkInvariants(), [])
        XCTAssertEqual(solver.value(of: x), -1e-6 / 220, accuracy: 1e-15)
    }
}

extension SolverNumericsTests {
    /// Fuzz finding: rows were also scaled down (by 1/1000 for `-1000x + 1e-6 <= 0`), which made
    /// the absolute tolerance 1000 times looser in the constraint's units: x >= 1e-9 was taken
    /// for x >= 0 and the required constraint was left violated by 1e-6 (an infeasible slack).
    func testLargeCoefficientRowsKeepTheirTolerance() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .level(250, weight: 0.001))
        try solver.addEditVariable(y, strength: .weak)
        let floor = -1000 * x + 1e-6 <= 0
        try solver.addConstraint(floor)
        XCTAssertEqual(solver.checkInvariants(), [])
        XCTAssertEqual(solver.value(of: x), 1e-9, accuracy: 1e-15)
    }
}

extension SolverNumericsTests {
    /// Fuzz finding (against the equilibration above): `0.0125*x1 == 1e6` is scaled up by 80,
    /// so its row's constant is 8e7, and phase one's residual after the pivot (8e7 - 270 * 2.96e5,
    /// 1.5e-8 of rounding) failed the absolute epsilon: a satisfiable required constraint was
    /// refused with no conflicts. The residual is judged against the row's constant too.
    func testPhaseOneResidualIsJudgedAgainstTheRowsConstant() throws {
        let x0 = Variable("x0")
        let x1 = Variable("x1")
        let x3 = Variable("x3")
        let solver = Solver()
        try solver.addEditVariable(x0, strength: .level(1))
        try solver.addEditVariable(x3, strength: Strength(levels: [(750, 1), (250, 2)]))
        try solver.addConstraint((-0.004 * x3 + 1e-6 == 0) | .level(750))
        try solver.addConstraint((-0.002 * x3 + 0.0037 * x1 + 1e-6 == 0) | .level(1))
        try solver.addConstraint(0.0125 * x1 - 1_000_000 == 0)
        XCTAssertEqual(solver.value(of: x1), 8e7, accuracy: 1e-6)
        XCTAssertEqual(solver.checkInvariants(), [])
        // A real conflict at that magnitude is still one.
        XCTAssertThrowsError(try solver.addConstraint(x1 == 8e7 + 0.5))
    }
}

extension SolverNumericsTests {
    /// Mixed-scale finding: x1 sits near -1.2e8 (a strong equality at 1e-6), and the value of x2
    /// pinned by a required equality kept 4e-9 of rounding from the pivots through it; a second
    /// pin that agrees with the first to 1e-16 was then judged at 1e-10 of its terms and refused.
    /// A conflict now first refines the solution (each constraint's constant put back by its
    /// residual) and tries once more.
    func testRoundingDriftDoesNotRefuseAnAgreeingEquality() throws {
        let x1 = Variable("x1")
        let x2 = Variable("x2")
        let solver = Solver()
        try solver.addConstraint((-5.580570936325191e-06 * x1 - 2.9999998161741638e-06 * x2 - 665.9046598128629 == 0) | .strong)
        try solver.addConstraint(-0.40089765695491864 * x2 - 27.341324195628832 == 0)
        XCTAssertNoThrow(try solver.addConstraint(-4.324640505555253 * x2 - 294.94160427390756 == 0))
        XCTAssertEqual(solver.value(of: x2), -68.20025939613659, accuracy: 1e-12)
        XCTAssertEqual(solver.checkInvariants(), [])
        // A real conflict at this scale is still one, and leaves the solver as it was.
        let dump = solver.dump()
        XCTAssertThrowsError(try solver.addConstraint(x2 == -68.2))
        XCTAssertEqual(solver.dump(), dump)
    }
}

extension SolverNumericsTests {
    /// Scaling (Tableau+Verification.swift): layout rows keep scale 1 (their markers and weights are
    /// as before), a row beyond 1/16...16 is divided by a power of two, and an optional
    /// constraint's error is its violation relative to that scale: `1e6*x == 2e6` at weight 1
    /// loses to `x == 1` at weight 2, as `x == 2` would.
    func testLayoutRowsKeepScaleOneAndErrorsAreRelativeToTheScale() throws {
        let x = Variable("x")
        let y = Variable("y")
        for c in [x == y, x == 0.5 * y + 10, 2 * x <= y - 1000, x >= 0.1 * y] {
            XCTAssertEqual(Tableau.scale(of: c.terms), 1, "\(c)")
        }
        XCTAssertEqual(Tableau.scale(of: (1e6 * x == 2e6).terms), 0x1p19)
        XCTAssertEqual(Tableau.scale(of: (1e-6 * x <= 0).terms), 0x1p-20)
        let solver = Solver()
        try solver.addConstraint((1e6 * x == 2e6) | .weak)
        try solver.addConstraint((x == 1) | .level(250, weight: 2))
        XCTAssertEqual(solver.value(of: x), 1, accuracy: 1e-12)
        XCTAssertEqual(solver.checkInvariants(), [])
    }
}
