import TestHelpers
import XCTest

@testable import Cassowary

/// Random systems, seeded and reproducible (each failure prints its seed).
final class SolverPropertyTests: XCTestCase {
    private var solverUsed: Solver?
    /// A random linear expression over a few of `variables` with small integer coefficients.
    private func randomExpression(_ variables: [Variable], _ rng: inout SeededGenerator) -> LinearExpression {
        let count = Int.random(in: 1...3, using: &rng)
        var terms: [Term] = []
        for v in variables.shuffled(using: &rng).prefix(count) {
            var c = Double(Int.random(in: -3...3, using: &rng))
            if c == 0 { c = 1 }
            terms.append(Term(v, c))
        }
        return LinearExpression(terms)
    }

    /// A required constraint that the reference point satisfies, or a generic optional one.
    private func randomConstraint(
        _ variables: [Variable], _ point: [ObjectIdentifier: Double],
        _ rng: inout SeededGenerator
    ) -> Constraint {
        var e = randomExpression(variables, &rng)
        let at = e.terms.reduce(0) { $0 + $1.coefficient * point[ObjectIdentifier($1.variable)]! }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        if Double.random(in: 0..<1, using: &rng) < 0.5 {
            // Required, satisfied at the reference point (inequalities with some room).
            let room = Double(Int.random(in: 0...5, using: &rng))
            switch relation {
            case .equal: e.constant = -at
            case .lessThanOrEqual: e.constant = -at - room
            case .greaterThanOrEqual: e.constant = -at + room
            }
            return Constraint(e, relation)
        }
        e.constant = Double(Int.random(in: -50...50, using: &rng))
        let level = [250.0, 500, 750, 999].randomElement(using: &rng)!
        return Constraint(e, relation, strength: .level(level, weight: Double.random(in: 0.5...2, using: &rng)))
    }

    func testRandomOperationSequencesKeepRequiredConstraintsAndMatchAFreshSolver() throws {
        try runRandomOperationSequences(seeds: 1...200, denseCopies: false)
    }

    /// The same with a coefficient copy for every marker whose constant changes (normally only
    /// for columns of 64 rows or more), so their bookkeeping is checked after every step; and
    /// with the dummy record's dead entries collected every fifth step (normally only past a
    /// million entries), so that later replays run on collected records.
    func testRandomOperationSequencesWithDenseMarkerCopies() throws {
        try runRandomOperationSequences(seeds: 1_001...1_120, denseCopies: true)
    }

    private func runRandomOperationSequences(seeds: ClosedRange<UInt64>, denseCopies: Bool) throws {
        var copiesMade = 0
        defer { if denseCopies { XCTAssertGreaterThan(copiesMade, 50, "dense copies were exercised") } }
        for seed in seeds {
            defer { copiesMade += solverUsed?.tableau.hot.copies.count ?? 0 }
            var rng = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 3...8, using: &rng)).map { Variable("x\($0)") }
            var point: [ObjectIdentifier: Double] = [:]
            for v in variables { point[ObjectIdentifier(v)] = Double(Int.random(in: -20...20, using: &rng)) }
            let solver = Solver()
            solverUsed = solver
            if denseCopies { solver.tableau.hot.columnMinimum = 1 }
            // Generic pulls at the lowest level make the optimum unique, so fresh and
            // incremental solvers must agree on every value.
            var installed: [Constraint] = variables.map {
                Constraint(
                    LinearExpression($0) - Double.random(in: -30...30, using: &rng), .equal,
                    strength: .level(1, weight: Double.random(in: 0.5...1.5, using: &rng)))
            }
            try solver.addConstraints(installed)
            var edits: [(Variable, Strength, Double)] = []
            for step in 0..<80 {
                let context = "seed \(seed) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...3:
                    let c = randomConstraint(variables, point, &rng)
                    do {
                        try solver.addConstraint(c)
                        installed.append(c)
                    } catch {
                        guard case SolverError.unsatisfiable = error else { return XCTFail("\(context): \(error)") }
                    }
                case 4, 5:
                    if installed.count > variables.count {
                        let i = Int.random(in: variables.count..<installed.count, using: &rng)
                        try solver.removeConstraint(installed.remove(at: i))
                    }
                case 6:
                    let free = variables.filter { v in !edits.contains { $0.0 === v } }
                    if let v = free.randomElement(using: &rng) {
                        let s = Strength.level([300.0, 800].randomElement(using: &rng)!, weight: Double.random(in: 0.5...2, using: &rng))
                        try solver.addEditVariable(v, strength: s)
                        edits.append((v, s, 0))
                    }
                case 7:
                    if !edits.isEmpty {
                        let i = Int.random(in: 0..<edits.count, using: &rng)
                        let value = Double(Int.random(in: -100...100, using: &rng))
                        try solver.suggestValue(value, for: edits[i].0)
                        edits[i].2 = value
                    }
                case 8:
                    if !edits.isEmpty && Bool.random(using: &rng) {
                        let i = Int.random(in: 0..<edits.count, using: &rng)
                        try solver.removeEditVariable(edits.remove(at: i).0)
                    }
                default:
                    if let c = installed.randomElement(using: &rng) {
                        let old = c.expression.constant
                        let new = old + Double(Int.random(in: -10...10, using: &rng))
                        do { try solver.setConstant(new, of: c) } catch {
                            guard case SolverError.unsatisfiable = error else { return XCTFail("\(context): \(error)") }
                            XCTAssertEqual(c.expression.constant, old, context)
                        }
                    }
                }
                if denseCopies && step % 5 == 4 { solver.tableau.collectDummyLog() }
                assertSound(solver, context)
                // What an update writes is what the tableau holds (the update keeps a list of the
                // variables' rows between changes of the basis; every kind of step lands here).
                solver.updateVariables()
                for v in variables { XCTAssertEqual(v.value, solver.value(of: v), "\(context): \(v.name)") }
                for c in installed where c.strength.isRequired {
                    XCTAssertLessThan(violation(of: c, in: solver), 1e-8, "\(context): \(c)")
                }
            }
            // A fresh solver fed the final set agrees.
            let fresh = Solver()
            for c in installed {
                try fresh.addConstraint(Constraint(c.expression, c.relation, strength: c.strength))
            }
            for (v, s, value) in edits {
                try fresh.addEditVariable(v, strength: s)
                try fresh.suggestValue(value, for: v)
            }
            for v in variables {
                XCTAssertEqual(solver.value(of: v), fresh.value(of: v), accuracy: 1e-6, "seed \(seed): \(v.name)")
            }
        }
    }

    func testMinimalConflictingSetsOnRandomUnsatisfiableSystems() throws {
        var found = 0
        for seed in UInt64(100)...260 {
            var rng = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 2...6, using: &rng)).map { Variable("x\($0)") }
            let solver = Solver()
            var installed: [Constraint] = []
            for _ in 0..<40 {
                var e = randomExpression(variables, &rng)
                e.constant = Double(Int.random(in: -20...20, using: &rng))
                let c = Constraint(e, [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!)
                do {
                    try solver.addConstraint(c)
                    installed.append(c)
                } catch {
                    guard case SolverError.unsatisfiable(let bad, let conflicts) = error else {
                        return XCTFail("seed \(seed): \(error)")
                    }
                    found += 1
                    XCTAssertTrue(bad === c)
                    XCTAssertTrue(conflicts.allSatisfy { k in installed.contains { $0 === k } }, "seed \(seed): conflicts are installed")
                    XCTAssertFalse(satisfiable(conflicts + [c]), "seed \(seed): the set conflicts")
                    for i in conflicts.indices {
                        var subset = conflicts
                        subset.remove(at: i)
                        XCTAssertTrue(satisfiable(subset + [c]), "seed \(seed): dropping \(conflicts[i]) resolves it")
                    }
                    assertSound(solver, "seed \(seed) after refusal")
                }
            }
        }
        XCTAssertGreaterThan(found, 100, "the generator makes conflicts")
    }

    func testARefusedAddLeavesValuesExactlyAsTheyWere() throws {
        for seed in UInt64(300)...340 {
            var rng = SeededGenerator(seed: seed)
            let variables = (0..<5).map { Variable("x\($0)") }
            let solver = Solver()
            for v in variables { try solver.addConstraint((v == Double(Int.random(in: 0...9, using: &rng))) | .weak) }
            for _ in 0..<30 {
                var e = randomExpression(variables, &rng)
                e.constant = Double(Int.random(in: -20...20, using: &rng))
                let c = Constraint(e, [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!)
                let before = variables.map { solver.value(of: $0) }
                let dump = solver.dump()
                do { try solver.addConstraint(c) } catch {
                    XCTAssertEqual(variables.map { solver.value(of: $0) }, before, "seed \(seed)")
                    XCTAssertEqual(solver.dump(), dump, "seed \(seed): the tableau is restored")
                }
            }
        }
    }
}
