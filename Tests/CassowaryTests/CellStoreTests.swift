import XCTest

@testable import Cassowary

/// The rows' cell store (Internal/CellStore.swift, Tableau+Cells.swift): slots by capacity
/// class, free lists, copies on write, and the invariants that watch it.
final class CellStoreTests: XCTestCase {
    func testClassesFitTheirCounts() {
        XCTAssertEqual((0...9).map(CellStore.fittingClass), [0, 1, 2, 3, 3, 4, 4, 4, 4, 5])
        for n in 1...300 {
            let c = CellStore.fittingClass(n)
            XCTAssertGreaterThanOrEqual(CellStore.slotSize(c), n)
            XCTAssertLessThan(CellStore.slotSize(c - 1), n, "class \(c) is not the smallest for \(n)")
        }
    }

    /// A released slot is the next one of its class handed out; other classes do not take it;
    /// growing the buffer keeps what the slots hold.
    func testReleasedSlotsAreReusedByTheirClass() {
        let store = CellStore(capacity: 4)
        let a = store.allocate(3)
        let b = store.allocate(1)
        XCTAssertEqual([a, b], [0, 4])
        store.base[b] = Cell(symbol: 7, coefficient: 0.5)
        store.release(a, 3)
        XCTAssertEqual(store.freeSlots(3), [a])
        XCTAssertEqual(store.allocate(2), 5, "a slot of another class is not carved from a free one")
        XCTAssertEqual(store.allocate(3), a)
        XCTAssertEqual(store.freeSlots(3), [])
        for _ in 0..<100 { _ = store.allocate(4) }
        XCTAssertGreaterThanOrEqual(store.capacity, store.used)
        XCTAssertEqual(store.base[b].symbol, 7)
        XCTAssertEqual(store.base[b].coefficient, 0.5)
    }

    /// A freed store's buffer goes to the next store that outgrows its own, with what that
    /// store held; a store that stays small leaves it alone.
    func testAFreedBufferServesTheNextStoreThatGrows() {
        // A store that grows takes whatever spare earlier tests left (one small enough stays
        // and loses to the larger buffer freed below).
        let drain = CellStore()
        while drain.capacity < 4096 { _ = drain.allocate(9) }
        defer { withExtendedLifetime(drain) {} }
        var freed: UnsafeMutablePointer<Cell>?
        do {
            let old = CellStore()
            for _ in 0..<300 { _ = old.allocate(3) }
            freed = old.base
        }
        let small = CellStore()
        _ = small.allocate(3)
        XCTAssertNotEqual(small.base, freed)
        let store = CellStore()
        let first = store.allocate(6)
        store.base[first] = Cell(symbol: 42, coefficient: -2)
        while store.capacity <= 64 { _ = store.allocate(6) }
        XCTAssertEqual(store.base, freed)
        XCTAssertEqual(store.base[first].symbol, 42)
        XCTAssertEqual(store.base[first].coefficient, -2)
    }

    /// Churn that removes and adds the same constraints reuses the slots it freed: once the
    /// rows' shapes settle (the first rounds), the cells handed out stop growing.
    func testChurnReusesFreedSlots() throws {
        let solver = Solver()
        let x = (0..<40).map { Variable("x\($0)") }
        let W = Variable("W")
        try solver.addEditVariable(W, strength: .strong)
        try solver.suggestValue(1000, for: W)
        try solver.addConstraint(x[0] == 0)
        for i in 1..<x.count { try solver.addConstraint(x[i] >= x[i - 1] + 10) }
        try solver.addConstraint(x[x.count - 1] <= W)
        let extra = (0..<x.count).map { (x[$0] == Double($0) * 20) | .medium }
        var handedOut: [Int] = []
        for round in 0..<8 {
            try solver.addConstraints(extra)
            try solver.suggestValue(1000 + Double(round), for: W)
            for c in extra { try solver.removeConstraint(c) }
            handedOut.append(solver.tableau.rows.store.used)
            assertSound(solver, "round \(round)")
        }
        XCTAssertEqual(Set(handedOut.suffix(4)).count, 1, "cells handed out per round: \(handedOut)")
    }

    /// A copy of a tableau keeps its rows when the original is written afterwards, and the
    /// original its own when the copy is.
    func testCopiesKeepTheirOwnCells() throws {
        let solver = Solver()
        let x = (0..<12).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] == 5)
        for i in 1..<x.count { try solver.addConstraint(x[i] == x[i - 1] + 3) }
        let copy = solver.tableau
        let rows = copy.rows.indices.map(copy.row)
        for i in 1..<x.count { try solver.addConstraint((x[i] == 40) | .weak) }
        try solver.addConstraint(x[x.count - 1] <= 50)
        XCTAssertEqual(copy.invariantViolations(), [])
        for (r, row) in rows.enumerated() {
            XCTAssertEqual(copy.row(r).basic, row.basic)
            XCTAssertEqual(copy.row(r).constant, row.constant)
            XCTAssertEqual(copy.row(r).cells.map(\.symbol), row.cells.map(\.symbol), "row \(r)")
            XCTAssertEqual(copy.row(r).cells.map(\.coefficient), row.cells.map(\.coefficient), "row \(r)")
        }
        var written = copy
        written.removeRow(written.rows.indices.first { written.rows[$0].basic >= 0 }!)
        XCTAssertEqual(copy.rows.indices.map { copy.row($0).cells.count }, rows.map(\.cells.count))
        assertSound(solver, "after the copies")
    }

    /// The invariants see two rows in one slot, and a cell in no slot.
    func testInvariantsCatchSharedAndLostSlots() throws {
        let solver = Solver()
        let x = (0..<6).map { Variable("x\($0)") }
        for i in 1..<x.count { try solver.addConstraint(x[i] >= x[i - 1] + 2) }
        var tableau = solver.tableau
        tableau.rows.uniqueStore()
        let live = tableau.rows.indices.filter { tableau.rows[$0].capacityClass > 0 }
        let (a, b) = (live[0], live.first { tableau.rows[$0].capacityClass == tableau.rows[live[0]].capacityClass && $0 != live[0] }!)
        tableau.rows[b].start = tableau.rows[a].start
        let problems = tableau.invariantViolations()
        XCTAssert(problems.contains { $0.contains("is also row \(a)'s") }, "\(problems)")
        XCTAssert(problems.contains { $0.contains("in no slot") }, "\(problems)")
    }
}
