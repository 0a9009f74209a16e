import Dispatch
import Synchronization
import XCTest

@testable import Cassowary

/// Registry hints (Tableau+Registry.swift): objects shared between solvers, hints left by
/// solvers that are gone, and refused adds that must give their hints back.
final class RegistryTests: XCTestCase {
    func testConstraintsAndVariablesSharedByTwoSolvers() throws {
        let x = Variable("x")
        let y = Variable("y")
        let a = Solver()
        let b = Solver()
        let c1 = x == 10
        let c2 = y == x + 5
        try a.addConstraint(c1)
        try b.addConstraint(c1)  // a holds c1's and x's hints; b files them in its maps
        try b.addConstraint(c2)
        try a.addConstraint(c2)
        XCTAssertTrue(a.hasConstraint(c1) && b.hasConstraint(c1) && a.hasConstraint(c2) && b.hasConstraint(c2))
        for (solver, constraint) in [(b, c1), (a, c2)] {
            XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
                guard case .duplicateConstraint = error as? SolverError else { return XCTFail("\(error)") }
            }
        }

        try a.removeConstraint(c1)  // gives c1's hint back; b still has c1 (in its map)
        XCTAssertFalse(a.hasConstraint(c1))
        XCTAssertTrue(b.hasConstraint(c1))
        XCTAssertEqual(b.value(of: y), 15, accuracy: 1e-9)
        try b.removeConstraint(c1)
        XCTAssertFalse(b.hasConstraint(c1))
        XCTAssertThrowsError(try b.removeConstraint(c1))

        // Re-added, c1's free hint goes to whichever solver asks first.
        try b.addConstraint(c1)
        try a.addConstraint(c1)
        XCTAssertEqual(a.value(of: y), 15, accuracy: 1e-9)
        XCTAssertEqual(b.value(of: y), 15, accuracy: 1e-9)
        try a.removeConstraint(c2)
        try b.removeConstraint(c2)
        XCTAssertEqual(a.constraints.count, 1)
        XCTAssertEqual(b.constraints.count, 1)
    }

    func testHintsLeftByAGoneSolver() throws {
        let x = Variable("x")
        let c = x >= 3
        do {
            let gone = Solver()
            try gone.addConstraint(c)
            XCTAssertNotEqual(c.registryHint.load(ordering: .relaxed), 0)
            XCTAssertNotEqual(x.registryHint.load(ordering: .relaxed), 0)
        }
        // The solver gave its hints back as it went.
        XCTAssertEqual(c.registryHint.load(ordering: .relaxed), 0)
        XCTAssertEqual(x.registryHint.load(ordering: .relaxed), 0)
        let s = Solver()
        XCTAssertFalse(s.hasConstraint(c))
        try s.addConstraint(c)
        XCTAssertTrue(s.hasConstraint(c))
        s.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        try s.removeConstraint(c)
        XCTAssertFalse(s.hasConstraint(c))
        try s.addConstraint(c)
        s.reset()  // gives the hints back; a new owner
        XCTAssertEqual(x.registryHint.load(ordering: .relaxed), 0)
        XCTAssertFalse(s.hasConstraint(c))
        try s.addConstraint(c)
        XCTAssertTrue(s.hasConstraint(c))
        XCTAssertEqual(s.tableau.tags.map.count, 0, "the freed hint was taken again, not the map")
    }

    /// A change that is rolled back gives back the hints of the variables it registered.
    func testRollbackGivesVariablesBack() throws {
        let fresh = Variable("fresh")
        let a = Solver()
        let b = Solver()
        a.tableau.beginJournal()
        let s = a.tableau.symbol(for: fresh)
        XCTAssertEqual(a.tableau.registeredSymbol(of: fresh), s)
        a.tableau.rollback()
        XCTAssertNil(a.tableau.registeredSymbol(of: fresh))
        XCTAssertEqual(fresh.registryHint.load(ordering: .relaxed), 0)
        try b.addConstraint(fresh == 4)  // b takes the hint
        try a.addConstraint(fresh == 7)  // a files fresh in its map
        XCTAssertNotEqual(a.tableau.variables.map.count, 0)
        a.updateVariables()
        XCTAssertEqual(a.value(of: fresh), 7, accuracy: 1e-9)
        XCTAssertEqual(b.value(of: fresh), 4, accuracy: 1e-9)
    }

    /// Two solvers on two threads add and remove the same constraints over and over: each
    /// trusts only hints with its own owner, so neither ever sees the other's tags (run under
    /// TSan by .ci/run).
    func testSolversOnTwoThreadsShareConstraints() {
        let x = Variable("x")
        let y = Variable("y")
        let shared = (0..<8).map { i in (x + y == Double(i)) | .level(Double(100 + i)) }
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let solver = Solver()
            for round in 0..<500 {
                let c = shared[(round + worker * 3) % shared.count]
                do {
                    if solver.hasConstraint(c) { try solver.removeConstraint(c) }
                    try solver.addConstraint(c)
                    if !solver.hasConstraint(c) { failures.add(1, ordering: .relaxed) }
                    try solver.removeConstraint(c)
                    if solver.hasConstraint(c) { failures.add(1, ordering: .relaxed) }
                    if round % 3 == 0 { try solver.addConstraint(c) }
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
            }
            for c in shared where solver.hasConstraint(c) {
                do { try solver.removeConstraint(c) } catch { failures.add(1, ordering: .relaxed) }
            }
            if !solver.constraints.isEmpty { failures.add(1, ordering: .relaxed) }
        }
        XCTAssertEqual(failures.load(ordering: .relaxed), 0)
    }
}
