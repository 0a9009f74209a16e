import XCTest

@testable import Cassowary

/// The solver's contract on hostile numbers (see `Solver`): required constraints hold within
/// their tolerance after every operation or the operation is refused and undone; values stay
/// finite; operations are bounded. Each case is a reproducer of a silently wrong answer, a
/// non-finite value or an unbounded operation.
final class SolverPrecisionTests: XCTestCase {
    /// An optional row of scale 2^-32 holds x1 near 1.4e12; the required equality added next
    /// was substituted into it and kept only its leading digits (x1 = 55/4096).
    func testARequiredEqualityHoldsAfterAnOptionalRowOfTinyScale() throws {
        let x1 = Variable("x1")
        let solver = Solver()
        try solver.addConstraint(
            Constraint(
                -3.8970118635889305e-10 * x1 + 539.3304019113244, .greaterThanOrEqual,
                strength: .priority(130)))
        let equality = Constraint(96.75079216473613 * x1 - 1.3023575591824175, .equal)
        try solver.addConstraint(equality)
        XCTAssertEqual(solver.value(of: x1), 1.3023575591824175 / 96.75079216473613, accuracy: 1e-12)
        XCTAssertNil(solver.contractProblem(variables: [x1]))
    }

    /// A near-parallel pair, both required: once both are accepted, the equality holds.
    func testANearParallelPairKeepsTheEquality() throws {
        let x0 = Variable("x0")
        let x5 = Variable("x5")
        let solver = Solver()
        let equality = Constraint(0.7089312753215629 * x5 + 0.5763388216011481 * x0 + 377.01753016388034, .equal)
        let inequality = Constraint(0.7089316771794565 * x5 + 0.5763388216011481 * x0 + 377.017529412007, .greaterThanOrEqual)
        try solver.addConstraint(equality)
        do {
            try solver.addConstraint(inequality)
        } catch {
            guard case SolverError.inexact(let c, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === inequality)
            XCTAssertFalse(solver.hasConstraint(inequality))
        }
        XCTAssertNil(solver.contractProblem(variables: [x0, x5]))
        // Pulled far along the pair's common direction, the equality still holds.
        try solver.addConstraint((x0 == 1e5) | .weak)
        XCTAssertNil(solver.contractProblem(variables: [x0, x5]))
    }

    /// Subnormal and tiny coefficients are refused by name; subnormal constants are accepted
    /// and leave every value finite.
    func testSubnormalCoefficientsAreRefusedAndSubnormalConstantsAreHarmless() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((y == 3) | .weak)
        let dump = solver.dump()
        let refused = [
            Constraint(Double.leastNonzeroMagnitude * x - 5.287100811072552e-06, .lessThanOrEqual),
            Constraint(-subnormal("1e-310") * x + y, .equal, strength: .priority(300)),
            Constraint(1e-300 * x - 1, .greaterThanOrEqual),
        ]
        for c in refused {
            XCTAssertThrowsError(try solver.addConstraint(c), "\(c)") { error in
                guard case SolverError.outOfRange(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains("coefficient") && message.contains("of x"), message)
            }
            XCTAssertEqual(solver.dump(), dump)
        }
        try solver.addConstraint(Constraint(x + Double.leastNonzeroMagnitude, .lessThanOrEqual))
        try solver.addConstraint(Constraint(2 * x - y - subnormal("4.9e-324"), .equal))
        let c = Constraint(1e-15 * x + y - subnormal("2.5e-320"), .greaterThanOrEqual)
        try solver.addConstraint(c)
        try solver.setConstant(-subnormal("4e-323"), of: c)
        XCTAssertNil(solver.contractProblem(variables: [x, y]))
    }

    /// A subnormal number read from text (a literal would warn that it loses precision).
    private func subnormal(_ text: String) -> Double { Double(text) ?? 0 }

    /// Values that would overflow are refused (a chain multiplying by 1e15 at each link).
    func testAValueBeyondTheRangeOfADoubleIsRefused() throws {
        let xs = (0..<24).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(xs[0] == 1e15)
        var refused = false
        for i in 1..<xs.count where !refused {
            do {
                try solver.addConstraint(Constraint(xs[i] - 1e15 * xs[i - 1], .equal))
            } catch {
                guard case SolverError.outOfRange = error else { return XCTFail("\(error)") }
                refused = true
            }
        }
        XCTAssertTrue(refused)
        for x in xs { XCTAssertTrue(solver.value(of: x).isFinite) }
        XCTAssertNil(solver.contractProblem(variables: xs))
    }

    /// An operation that reaches its pivot bound is rolled back and reported (removals in a
    /// verifying solver; in layout's range they are not journaled). Run on the tableau: the
    /// solver then turns to a rebuild (Tableau+Refactorization.swift), which makes these removals.
    func testAnOperationPastItsPivotBoundIsUndone() throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        for (i, x) in xs.enumerated() { try solver.addConstraint((x == Double(i * 10)) | .weak) }
        for i in 1..<xs.count { try solver.addConstraint(xs[i] >= xs[i - 1] + 1) }
        solver.tableau.verifying = true
        solver.tableau.operationPivotLimit = 0
        var stopped = (adds: 0, removes: 0)
        let adds = [xs[0] >= 100, xs[5] <= 3, xs[2] == 70, (xs[1] == 200) | .weak]
        for c in adds + solver.constraints {
            let dump = solver.dump()
            let adding = !solver.hasConstraint(c)
            do {
                if adding { try solver.tableau.add(c) } else { try solver.tableau.remove(c) }
            } catch {
                guard case SolverError.internalError = error else { continue }
                if adding { stopped.adds += 1 } else { stopped.removes += 1 }
                XCTAssertEqual(solver.dump(), dump, "\(c)")
            }
        }
        XCTAssertGreaterThan(stopped.adds, 0)
        XCTAssertGreaterThan(stopped.removes, 0)
        assertSound(solver, "after the stopped operations")
        solver.tableau.operationPivotLimit = nil
        try solver.addConstraint(xs[0] >= 100)
        XCTAssertNil(solver.contractProblem(variables: xs))
    }

    /// A primal simplex that rounding cycles in a five-row tableau (costs of 1e-5 against rows of
    /// 1e7, where Bland's rule is no cure) stops once a window of pivots lowers the objective by no
    /// more than rounding, keeping its feasible basis: the optional add is made, well inside the
    /// pivot bound (`Fuzz/Corpus/SolverOps/regression-d5c80475`).
    func testARoundingCycleInThePrimalSimplexStillMakesTheAdd() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        let pair = Strength(levels: [(750, 1), (250, 2)])
        let required = (-1000 * x[0] - 42000 * x[1] - 3.7 * x[3] + 1 <= 0) | .level(1)
        try solver.addConstraint(required)
        try solver.addConstraint(x[0] <= 0)
        let c = (-7e-05 * x[1] - 1000 * x[0] == 0) | pair
        try solver.addConstraint(c)
        try solver.setStrength(.weak, of: c)
        try solver.addEditVariable(x[1], strength: .weak)
        try solver.addEditVariable(x[0], strength: pair)
        try solver.setStrength(pair, of: c)
        _ = solver.isDetermined(x[3])
        let before = solver.pivotCount
        let add = (-7e-05 * x[0] + 42000 * x[3] == 0) | .level(999)
        try solver.addConstraint(add)
        XCTAssertTrue(solver.hasConstraint(add))
        XCTAssertLessThan(solver.pivotCount - before, 1_000)
        XCTAssertLessThanOrEqual(solver.value(of: x[0]), 1e-9)
        XCTAssertNil(solver.contractProblem(variables: x))
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    /// The benchmark's form (Bench/Workloads/enaml_like.json: Kiwi's enaml-like benchmark,
    /// with a maximum size of 16777200) and a grid with 16/9 multipliers, built, resized and
    /// churned, never start verification: layouts pay nothing for it.
    func testLayoutWorkloadsNeverStartVerification() throws {
        struct Workload: Decodable {
            struct Term: Decodable {
                let variable: String
                let coefficient: Double
            }
            struct Row: Decodable {
                let terms: [Term]
                let constant: Double
                let op: String
                let levels: [String: Double]?
            }
            let variables: [String]
            let constraints: [Row]
            let sizes: [[Double]]
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Bench/Workloads/enaml_like.json")
        let workload = try JSONDecoder().decode(Workload.self, from: Data(contentsOf: url))
        let variables = Dictionary(uniqueKeysWithValues: workload.variables.map { ($0, Variable($0)) })
        let levels = ["strong": 750.0, "medium": 500, "weak": 250]
        let solver = Solver()
        for row in workload.constraints {
            let terms = row.terms.compactMap { t in variables[t.variable].map { Term($0, t.coefficient) } }
            let relation: Relation = row.op == "==" ? .equal : (row.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
            let strength = row.levels.map { Strength(levels: $0.compactMap { k, w in levels[k].map { ($0, w) } }) } ?? .required
            try solver.addConstraint(Constraint(LinearExpression(terms, constant: row.constant), relation, strength: strength))
        }
        let width = try XCTUnwrap(variables["width"])
        let height = try XCTUnwrap(variables["height"])
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for size in workload.sizes {
            try solver.suggestValue(size[0], for: width)
            try solver.suggestValue(size[1], for: height)
        }
        XCTAssertFalse(solver.isVerifying, solver.statistics.description)

        let grid = Solver()
        let root = Variable("root")
        try grid.addEditVariable(root, strength: .level(900))
        var previous: LinearExpression?
        var boxes: [Constraint] = []
        for i in 0..<40 {
            let x = Variable("x\(i)")
            let w = Variable("w\(i)")
            let h = Variable("h\(i)")
            boxes += [
                x == (previous.map { $0 + 8 } ?? LinearExpression(constant: 8)), h == 16.0 / 9.0 * w,
                0.5 * w >= 10, (w == 40) | .weak, x + w <= root,
            ]
            previous = x + w
        }
        try grid.addConstraints(boxes)
        for k in 0..<50 { try grid.suggestValue(2_000 + 40 * sin(Double(k)), for: root) }
        for c in boxes.prefix(50) { try grid.removeConstraint(c) }
        try grid.addConstraints(Array(boxes.prefix(50)))
        XCTAssertFalse(grid.isVerifying, grid.statistics.description)
    }

    /// Layout numbers never start verification; a hostile row does, and emptying the solver ends it.
    func testVerificationStartsOnlyOutsideLayoutsRange() throws {
        let x = Variable("x")
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(w == 16.0 / 9.0 * x + 8)
        try solver.addConstraint((x == 320) | .strong)
        try solver.addConstraint(0.5 * w <= 400)
        XCTAssertFalse(solver.isVerifying)
        let hostile = Constraint(1e-9 * x - 1e-7, .lessThanOrEqual)
        try solver.addConstraint(hostile)
        XCTAssertTrue(solver.isVerifying)
        for c in solver.constraints { try solver.removeConstraint(c) }
        XCTAssertFalse(solver.isVerifying)
    }
}
