import XCTest

@testable import Cassowary

/// The objective's storage by slot (Tableau+Objective.swift): a slot per symbol id with an
/// entry, kept with the id through its reuse, taken back by a rollback, widened with the
/// levels, and the invariants that watch it.
final class ObjectiveTests: XCTestCase {
    private func slotsHeld(_ tableau: Tableau) -> Int { tableau.objective.slots.filter { $0 >> 1 != 0 }.count }

    private func symbolsWeighted(_ tableau: Tableau) -> Int {
        tableau.symbols.kinds.indices.filter { s in tableau.objective.levels.indices.contains { tableau.objective.coefficient(s, $0) != 0 } }.count
    }

    private func chain(_ count: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        for i in 1..<x.count { try solver.addConstraint(x[i] >= x[i - 1] + 1) }
        return (solver, x)
    }

    /// Only ids that had an entry hold a slot; removed constraints leave theirs with the freed
    /// ids, and the constraints added back reuse them instead of growing the table.
    func testSlotsFollowTheIdsThroughReuse() throws {
        let (solver, x) = try chain(20)
        XCTAssertEqual(slotsHeld(solver.tableau), 0, "required constraints alone have no objective")
        let preferences = x.enumerated().map { (i, v) in (v == Double(i * 3)) | .weak }
        try solver.addConstraints(preferences)
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        XCTAssertGreaterThan(symbolsWeighted(solver.tableau), 0)
        XCTAssertGreaterThanOrEqual(slotsHeld(solver.tableau), symbolsWeighted(solver.tableau))
        XCTAssertLessThan(slotsHeld(solver.tableau), solver.tableau.symbols.kinds.count, "every symbol holds a slot")
        let top = solver.tableau.objective.top
        for round in 0..<5 {
            try solver.removeConstraints(preferences)
            XCTAssertEqual(symbolsWeighted(solver.tableau), 0, "round \(round): no preference, no entry")
            XCTAssertEqual(solver.tableau.invariantViolations(), [])
            try solver.addConstraints(preferences)
            XCTAssertEqual(solver.tableau.invariantViolations(), [])
        }
        XCTAssertEqual(solver.tableau.objective.top, top, "the churn took new slots instead of the ids' own")
        solver.updateVariables()
        for (i, v) in x.enumerated() { XCTAssertEqual(v.value, Double(i * 3), accuracy: 1e-9) }
    }

    /// A third and fourth level double the stride: every slot moves with it, entries intact.
    func testNewLevelsWidenEverySlot() throws {
        let (solver, x) = try chain(8)
        for v in x { try solver.addConstraint((v == 10) | .weak) }
        let before = solver.tableau
        try solver.addConstraint((x[0] == 4) | .medium)
        try solver.addConstraint((x[7] == 30) | .strong)
        try solver.addConstraint((x[5] == 12) | .level(100))
        XCTAssertEqual(solver.tableau.objective.stride, 4)
        XCTAssertEqual(solver.tableau.invariantViolations(), [])
        XCTAssertEqual(solver.tableau.objective.entries.count % 4, 0)
        XCTAssertGreaterThanOrEqual(solver.tableau.objective.top / 4, before.objective.top / 2)
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 4)
        XCTAssertEqual(x[7].value, 30)
        assertSound(solver, "after the new levels")
    }

    /// A change that fails puts back every entry it wrote; the slots it handed out stay with
    /// their ids, all zeros, and the ids that had one keep it.
    func testRollbackRestoresTheEntries() throws {
        let (solver, x) = try chain(6)
        for v in x { try solver.addConstraint((v == 3) | .weak) }
        let before = solver.tableau
        XCTAssertThrowsError(try solver.addConstraint(x[5] <= x[0]))
        let after = solver.tableau
        XCTAssertEqual(after.invariantViolations(), [])
        XCTAssertGreaterThanOrEqual(after.objective.top, before.objective.top)
        for s in before.symbols.indices {
            if before.objective.offset(s) != 0 { XCTAssertEqual(after.objective.offset(s), before.objective.offset(s), "symbol \(s)") }
            for l in before.objective.levels.indices {
                XCTAssertEqual(after.objective.coefficient(s, l), before.objective.coefficient(s, l), "symbol \(s), level \(l)")
            }
        }
    }

    /// The invariants see a slot held twice, a slot held by none, an offset out of range, and
    /// an entry left in a free id's slot or in the zero slot.
    func testInvariantsCatchSharedLostAndDirtySlots() throws {
        let (solver, x) = try chain(6)
        let weak = x.map { ($0 == 2) | .weak }
        try solver.addConstraints(weak)
        try solver.removeConstraint(weak[0])
        let tableau = solver.tableau
        XCTAssertEqual(tableau.invariantViolations(), [])
        let held = tableau.symbols.kinds.indices.filter { tableau.objective.offset($0) != 0 }
        XCTAssertGreaterThanOrEqual(held.count, 2)
        func violations(_ change: (inout Tableau) -> Void) -> [String] {
            var copy = tableau
            change(&copy)
            return copy.invariantViolations()
        }
        XCTAssert(
            violations { $0.objective.slots[held[1]] = $0.objective.slots[held[0]] }.contains { $0.contains("held by") && $0.contains(" and ") })
        XCTAssert(violations { $0.objective.slots[held[0]] &= 1 }.contains { $0.contains("held by no symbol") })
        XCTAssert(violations { $0.objective.slots[held[0]] = UInt32($0.objective.top) << 1 }.contains { $0.contains("not a slot handed out") })
        XCTAssert(violations { $0.objective.entries[1] = 1 }.contains { $0.contains("the zero slot") })
        guard let freed = tableau.symbols.free.first(where: { tableau.objective.offset($0) != 0 }) else {
            return XCTFail("the removed constraint's ids kept no slot")
        }
        XCTAssert(violations { $0.objective.entries[$0.objective.offset(freed)] = 1 }.contains { $0.contains("a free symbol's") })
    }
}
