import XCTest

@testable import Cassowary

/// The classic cases: equalities, inequalities, strengths, edits, removal.
final class SolverTests: XCTestCase {
    func testEmptySolverHasNoConstraints() {
        let solver = Solver()
        XCTAssertTrue(solver.constraints.isEmpty)
        XCTAssertEqual(solver.value(of: Variable("x")), 0)
    }

    func testSimpleEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + 2 == y + 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertEqual(y.value, 12, accuracy: 1e-9)
    }

    func testOperatorsBuildTheEquation() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let c = x + 2 * y + 8 <= z
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertEqual(c.expression.constant, 8)
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [1, 2, -1])
        XCTAssertEqual(c.description, "x + 2*y - z + 8 <= 0 | required")
        let d = (x == y) | .weak
        XCTAssertEqual(d.strength, .weak)
    }

    func testInequalitiesClampWeakPreferences() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        try solver.addConstraint((x <= 5) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9, "a required >= beats a strong <=")
    }

    func testStrengthsTradeOff() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 20) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        let strong = (x == 30) | .strong
        try solver.addConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9, "removal restores the earlier solution")
    }

    func testWeightsInsideOneLevelAdd() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10) | .level(500, weight: 1))
        try solver.addConstraint((x == 20) | .level(500, weight: 2))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    /// The 'paradox' of weighted strengths: with plain weights, 1,000 constraints at one level
    /// outweigh one at the next; with strict levels the higher one always wins.
    func testOneHigherLevelBeatsAThousandLowerOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 { try solver.addConstraint((x == 0) | .priority(250)) }
        try solver.addConstraint((x == 100) | .priority(251))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        XCTAssertTrue(solver.checkInvariants().isEmpty, solver.checkInvariants().joined(separator: "\n"))
    }

    func testKiwiStrengthsMapOntoLevels() {
        XCTAssertEqual(Strength.create(1, 0, 0), .strong)
        XCTAssertEqual(Strength.create(0, 1, 0), .medium)
        XCTAssertEqual(Strength.create(0, 0, 1), .weak)
        XCTAssertTrue(Strength.create(1000, 1000, 1000).isRequired)
        XCTAssertEqual(Strength.create(0, 1, 0, weight: 1.25).components, [.init(level: 500, weight: 1.25)])
        XCTAssertEqual(Strength.create(2000, 0, 0).components, [.init(level: 750, weight: 1000)], "clamped to 1000")
        XCTAssertTrue(Strength.priority(1000).isRequired)
        XCTAssertEqual(Strength.priority(750), .strong)
        XCTAssertTrue(Strength.priority(751) > .strong)
        XCTAssertTrue(Strength.required > .priority(999))
        XCTAssertTrue(Strength.level(250, weight: 1000) < .level(251))
    }

    func testEditVariablesAndSuggestions() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((width == 100) | .weak)
        try solver.addEditVariable(right, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(right))
        for target in [300.0, 50, 0, 500] {
            try solver.suggestValue(target, for: right)
            solver.updateVariables()
            XCTAssertEqual(right.value, target, accuracy: 1e-9)
            XCTAssertEqual(left.value + width.value, target, accuracy: 1e-9)
        }
        try solver.removeEditVariable(right)
        XCTAssertFalse(solver.hasEditVariable(right))
        solver.updateVariables()
        XCTAssertEqual(width.value, 100, accuracy: 1e-9)
    }

    func testSetConstantChangesAnInstalledConstraintInPlace() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let gap = b == a + 8
        try solver.addConstraint(a == 10)
        try solver.addConstraint(gap)
        try solver.setConstant(-20, of: gap)  // b - a - 20 == 0
        solver.updateVariables()
        XCTAssertEqual(b.value, 30, accuracy: 1e-9)
        XCTAssertEqual(gap.expression.constant, -20)
        let soft = (a == 40) | .strong
        try solver.addConstraint(soft)
        try solver.setConstant(-25, of: soft)
        solver.updateVariables()
        XCTAssertEqual(a.value, 10, accuracy: 1e-9, "required a == 10 still wins")
        XCTAssertTrue(solver.checkInvariants().isEmpty)
    }

    func testSetConstantOnInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0) | .weak)
        for k in [20.0, 5, -3, 100] {
            try solver.setConstant(-k, of: floor)
            solver.updateVariables()
            XCTAssertEqual(x.value, max(k, 0), accuracy: 1e-9)
        }
    }

    func testStrengthChangesBetweenOptionalLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = (x == 10) | .weak
        let b = (x == 20) | .medium
        try solver.addConstraints([a, b])
        try solver.setStrength(.strong, of: a)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setStrength(.required, of: a)) { error in
            guard case SolverError.requiredStrengthChange(let c, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === a)
        }
        let r = x >= 0
        try solver.addConstraint(r)
        XCTAssertThrowsError(try solver.setStrength(.weak, of: r))
    }

    func testErrorsCarryTheInput() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 1
        try solver.addConstraint(c)
        XCTAssertThrowsError(try solver.addConstraint(c)) { e in
            guard case SolverError.duplicateConstraint(let d) = e else { return XCTFail() }
            XCTAssertTrue(c === d)
        }
        XCTAssertThrowsError(try solver.removeConstraint(x == 1)) { e in
            guard case SolverError.unknownConstraint = e else { return XCTFail() }
        }
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { e in
            guard case SolverError.unknownEditVariable(let v) = e else { return XCTFail() }
            XCTAssertTrue(v === x)
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { e in
            guard case SolverError.requiredEditStrength = e else { return XCTFail() }
        }
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) { e in
            guard case SolverError.duplicateEditVariable = e else { return XCTFail() }
        }
        XCTAssertThrowsError(try solver.suggestValue(.nan, for: x)) { e in
            guard case SolverError.nonFinite = e else { return XCTFail() }
        }
        XCTAssertThrowsError(try solver.addConstraint(x * .infinity == 1)) { e in
            guard case SolverError.nonFinite = e else { return XCTFail() }
        }
        XCTAssertTrue(solver.hasConstraint(c))
    }

    func testUnsatisfiableReportsTheConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let a = x == 10
        let b = y == x + 5
        let unrelated = z >= 3
        let c = y <= 12
        try solver.addConstraints([a, unrelated, b])
        XCTAssertThrowsError(try solver.addConstraint(c)) { error in
            guard case SolverError.unsatisfiable(let bad, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(bad === c)
            XCTAssertEqual(conflicts.count, 2)
            XCTAssertTrue(conflicts.contains { $0 === a } && conflicts.contains { $0 === b })
        }
        XCTAssertFalse(solver.hasConstraint(c))
        solver.updateVariables()
        XCTAssertEqual(y.value, 15, accuracy: 1e-9)
        XCTAssertTrue(solver.checkInvariants().isEmpty)
    }

    func testRedundantEqualitiesAndConflictingConstantChange() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x == 10
        let b = x == 10
        try solver.addConstraints([a, b])
        XCTAssertThrowsError(try solver.setConstant(-12, of: b)) { error in
            guard case SolverError.unsatisfiable(_, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicts.count, 1)
            XCTAssertTrue(conflicts[0] === a)
        }
        XCTAssertEqual(b.expression.constant, -10, "a refused change leaves the constant")
        try solver.removeConstraint(a)
        try solver.setConstant(-12, of: b)
        solver.updateVariables()
        XCTAssertEqual(x.value, 12, accuracy: 1e-9)
    }

    func testRequiredConstantChangeThatConflictsIsRolledBack() throws {
        let solver = Solver()
        let x = Variable("x")
        let w = Variable("w")
        let low = x >= 0
        let high = x + w <= 100
        let width = w >= 10
        try solver.addConstraints([low, high, width])
        try solver.addConstraint((x == 50) | .weak)
        solver.updateVariables()
        let before = (x.value, w.value)
        XCTAssertThrowsError(try solver.setConstant(-120, of: width)) { error in  // w >= 120
            guard case SolverError.unsatisfiable(_, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicts.map(ObjectIdentifier.init)), Set([low, high].map(ObjectIdentifier.init)))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, before.0)
        XCTAssertEqual(w.value, before.1)
        XCTAssertTrue(solver.checkInvariants().isEmpty)
    }

    func testDumpIsReadable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0) | .weak)
        let dump = solver.dump()
        XCTAssertTrue(dump.contains("Tableau"))
        XCTAssertTrue(dump.contains("v:x"))
        XCTAssertTrue(dump.contains("x - 10 >= 0 | required"), dump)
    }
}
