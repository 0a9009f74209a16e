import XCTest

@testable import Cassowary

/// The symbols' table (SymbolTable.swift): ids made and released, released ids taken again with
/// a fresh record, a rolled-back id cleared, and the invariants that watch it.
final class SymbolTableTests: XCTestCase {
    func testReleasedIdsAreTakenAgainWithAFreshRecord() {
        var table = SymbolTable()
        let (a, reusedA) = table.take(.external)
        let (b, _) = table.take(.slack)
        XCTAssertEqual([a, b], [0, 1])
        XCTAssertFalse(reusedA)
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table.basicRow[b], -1, "a new symbol is not basic")
        table[b].owner = 4
        table[b].tolerance = epsilon / 8
        table.columns[b].insert(3)
        XCTAssertEqual(table.problems().problems, [])

        table.columns[b] = []
        table.release(b)
        XCTAssertEqual(table.kinds[b], .free)
        XCTAssertEqual(table[b].owner, -1)
        XCTAssertEqual(table.problems().problems, [])
        let (c, reusedC) = table.take(.error)
        XCTAssertEqual(c, b, "the released id is taken again")
        XCTAssertTrue(reusedC)
        XCTAssertEqual(table.count, 2, "the table does not grow")
        XCTAssertEqual(table.kinds[c], .error)
        XCTAssertEqual(table[c].tolerance, epsilon, "a reused id's tolerance is the default again")
        XCTAssertEqual(table.problems().problems, [])
    }

    func testAClearedIdIsReleasedButNotListed() {
        var table = SymbolTable()
        _ = table.take(.external)
        let (d, _) = table.take(.dummy)
        table[d].owner = 0
        table[d].dummyBorn = 12
        table.columns[d].insert(0)
        table.clear(d)
        XCTAssertEqual(table.kinds[d], .free)
        XCTAssertTrue(table.columns[d].isEmpty)
        XCTAssertEqual(table[d].dummyBorn, -1)
        XCTAssertEqual(table.problems().problems, ["empty symbol \(d) is not on the free list"])
        table.free.append(d)
        XCTAssertEqual(table.problems().problems, [])
    }

    func testTheInvariantsSeeMisshapenArraysAndFreeIdsInUse() {
        var table = SymbolTable()
        for kind in [SymbolKind.external, .slack, .error] { _ = table.take(kind) }
        table.release(2)
        var twice = table
        twice.free.append(2)
        XCTAssert(twice.problems().problems.contains { $0.contains("listed twice") }, "\(twice.problems())")
        var used = table
        used.basicRow[2] = 0
        XCTAssert(used.problems().problems.contains("free symbol 2 is in use"), "\(used.problems())")
        var live = table
        live.kinds[2] = .slack
        XCTAssert(live.problems().problems.contains("free symbol 2 is in use"), "\(live.problems())")
        var short = table
        short.columns.removeLast()
        let (problems, sound) = short.problems()
        XCTAssertFalse(sound, "a caller may not index arrays of different lengths")
        XCTAssertEqual(problems, ["columns has 2 entries for 3 symbols"])
    }
}
