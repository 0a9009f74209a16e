import XCTest

@testable import Cassowary

/// The rows' table (RowTable.swift): slots taken and released, freed slots taken again, slots
/// made in a rolled-back change dropped, cells returned to the store, and the invariants that
/// watch it.
final class RowTableTests: XCTestCase {
    private func fill(_ table: inout RowTable, _ r: Int, basic: Int, constant: Double, cells: [Cell]) {
        table[r].basic = basic
        table.kinds[r] = .slack
        table.constants[r] = constant
        cells.withUnsafeBufferPointer { table[r].place($0, in: table.store) }
    }

    func testFreedSlotsAreTakenAgainEmpty() {
        var table = RowTable()
        let (a, reusedA) = table.take()
        let (b, _) = table.take()
        XCTAssertEqual([a, b], [0, 1])
        XCTAssertFalse(reusedA)
        fill(&table, a, basic: 0, constant: 2, cells: [Cell(symbol: 1, coefficient: -1)])
        fill(&table, b, basic: 2, constant: 5, cells: [Cell(symbol: 1, coefficient: 1), Cell(symbol: 3, coefficient: 2)])
        XCTAssertEqual(table.problems().problems, [])

        table.releaseCells(a)
        table.release(a)
        XCTAssertEqual(table[a].count, 0)
        XCTAssertEqual(table.constants[a], 0)
        XCTAssertEqual(table.kinds[a], .free)
        XCTAssertEqual(table.problems().problems, [], "the released slot's cells are free in the store")
        let (c, reusedC) = table.take()
        XCTAssertEqual(c, a, "the freed slot is taken again")
        XCTAssertTrue(reusedC)
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table[b].count, 2, "the other row keeps its cells")
    }

    func testSlotsMadeInARolledBackChangeAreDropped() {
        var table = RowTable()
        _ = table.take()
        fill(&table, 0, basic: 0, constant: 1, cells: [Cell(symbol: 1, coefficient: 1)])
        let (made, _) = table.take()
        fill(&table, made, basic: 2, constant: 3, cells: [Cell(symbol: 1, coefficient: 4)])
        table.releaseCells(made)
        table.truncate(to: 1)
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table.constants.count, 1)
        XCTAssertEqual(table.kinds.count, 1)
        XCTAssertEqual(table.problems().problems, [])
        table.truncate(to: 3)
        XCTAssertEqual(table.count, 1, "truncating never grows the table")
    }

    func testTheInvariantsSeeMisshapenArraysLostCellsAndFreeSlotsInUse() {
        var table = RowTable()
        for r in 0..<3 {
            _ = table.take()
            fill(&table, r, basic: r, constant: Double(r), cells: [Cell(symbol: 10 + r, coefficient: 1)])
        }
        table.releaseCells(2)
        table.release(2)
        var used = table
        used.constants[2] = 7
        XCTAssert(used.problems().problems.contains("free row 2 is in use"), "\(used.problems())")
        var unlisted = table
        unlisted.free.removeAll()
        XCTAssertEqual(unlisted.problems().problems, ["empty row 2 is not on the free list"])
        var lost = table
        lost[1].capacityClass = 0
        let (lostProblems, lostSound) = lost.problems()
        XCTAssertFalse(lostSound, "a caller may not read cells through misplaced slots")
        XCTAssert(lostProblems.contains { $0.contains("is in no slot") }, "\(lostProblems)")
        var short = table
        short.kinds.removeLast()
        XCTAssertEqual(short.problems().problems, ["3 rows, 3 constants, 2 row kinds"])
        XCTAssertFalse(short.problems().sound)
    }
}
