import XCTest

@testable import Cassowary

/// `addConstraints` and `removeConstraints` load each group's data ahead (Tableau+Batches.swift):
/// a batch must leave the solver exactly as the same operations one by one would.
final class SolverBatchTests: XCTestCase {
    /// A row of `count` boxes between 0 and `width`, widths equal, each pulled weakly to 40.
    private func boxes(_ count: Int) -> (width: Variable, fixed: [Constraint], weak: [Constraint], wide: [Constraint]) {
        let width = Variable("width")
        let x = (0..<count).map { Variable("x\($0)") }
        let w = (0..<count).map { Variable("w\($0)") }
        var fixed: [Constraint] = [x[0] == 8, (width == 600) | .strong]
        for i in 1..<count {
            fixed.append(x[i] == x[i - 1] + w[i - 1] + 8)
            fixed.append(w[i] == w[i - 1])
        }
        fixed.append(x[count - 1] + w[count - 1] + 8 == width)
        fixed += w.map { $0 >= 1 }
        return (width, fixed, w.map { ($0 == 40) | .weak }, w.map { ($0 == 60) | .weak })
    }

    func testBatchesLeaveTheTableauAsOneByOne() throws {
        let (width, fixed, weak, wide) = boxes(40)
        let batched = Solver()
        let single = Solver()
        try batched.addConstraints(fixed + weak)
        for c in fixed + weak { try single.addConstraint(c) }
        XCTAssertEqual(batched.dump(), single.dump())
        // Swap every other box's weak width, in batches larger than a group of loads.
        let out = stride(from: 0, to: 40, by: 2).map { weak[$0] }
        let back = stride(from: 0, to: 40, by: 2).map { wide[$0] }
        for _ in 0..<3 {
            try batched.removeConstraints(out)
            try batched.addConstraints(back)
            for c in out { try single.removeConstraint(c) }
            for c in back { try single.addConstraint(c) }
            XCTAssertEqual(batched.dump(), single.dump())
            try batched.removeConstraints(back)
            try batched.addConstraints(out)
            for c in back { try single.removeConstraint(c) }
            for c in out { try single.addConstraint(c) }
            XCTAssertEqual(batched.dump(), single.dump())
        }
        XCTAssertEqual(batched.value(of: width), 600, accuracy: 1e-9)
        assertSound(batched, "after the swaps")
        // Everything out in one batch, then back in one.
        try batched.removeConstraints(fixed + weak)
        XCTAssertTrue(batched.constraints.isEmpty)
        try batched.addConstraints(weak + fixed)
        XCTAssertEqual(batched.constraints.count, fixed.count + weak.count)
        assertSound(batched, "after everything came back")
    }

    func testRemovalsStopAtTheFirstUnknownConstraint() throws {
        let (_, fixed, weak, wide) = boxes(20)
        let solver = Solver()
        try solver.addConstraints(fixed + weak)
        let batch = Array(weak[0..<10]) + [wide[3]] + Array(weak[10..<20])
        XCTAssertThrowsError(try solver.removeConstraints(batch)) { error in
            guard case SolverError.unknownConstraint(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === wide[3])
        }
        XCTAssertTrue(weak[0..<10].allSatisfy { !solver.hasConstraint($0) }, "the ones before it are removed")
        XCTAssertTrue(weak[10..<20].allSatisfy { solver.hasConstraint($0) }, "the ones after it stay")
        assertSound(solver, "after the refused removal")
    }

    func testAddsStopAtTheFirstRefusal() throws {
        let (width, fixed, weak, _) = boxes(20)
        let solver = Solver()
        try solver.addConstraints(fixed)
        let conflict = width == 5  // 20 boxes at least 1 wide need more than 5
        let batch = Array(weak[0..<10]) + [conflict, weak[0]] + Array(weak[10..<20])
        XCTAssertThrowsError(try solver.addConstraints(batch)) { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === conflict)
            XCTAssertFalse(conflicts.isEmpty)
        }
        XCTAssertTrue(weak[0..<10].allSatisfy { solver.hasConstraint($0) })
        XCTAssertFalse(solver.hasConstraint(conflict))
        XCTAssertTrue(weak[10..<20].allSatisfy { !solver.hasConstraint($0) })
        // A constraint twice in one batch: the second is a duplicate.
        XCTAssertThrowsError(try solver.addConstraints([weak[10], weak[10]])) { error in
            guard case SolverError.duplicateConstraint(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === weak[10])
        }
        XCTAssertTrue(solver.hasConstraint(weak[10]))
        assertSound(solver, "after the refusals")
    }

    /// A constraint installed in another solver first keeps its registry hint there; a batch
    /// here finds it through this solver's map.
    func testBatchesOfConstraintsSharedWithAnotherSolver() throws {
        let (_, fixed, weak, _) = boxes(20)
        let other = Solver()
        let solver = Solver()
        let single = Solver()
        try other.addConstraints(Array(fixed[0..<5]) + Array(weak[0..<5]))
        try solver.addConstraints(fixed + weak)
        for c in fixed + weak { try single.addConstraint(c) }
        try solver.removeConstraints(Array(weak[0..<18]))
        for c in weak[0..<18] { try single.removeConstraint(c) }
        XCTAssertEqual(solver.dump(), single.dump())
        XCTAssertTrue(other.hasConstraint(weak[0]), "the other solver keeps its own")
        assertSound(solver, "after the shared batch")
    }
}
