import XCTest

@testable import Cassowary

/// The installed constraints' table (TagTable.swift): ids taken and freed, the last id dropped
/// instead of freed, a removal cleared and refilled, and the invariants that watch it.
final class TagTableTests: XCTestCase {
    private func tag(_ marker: Int, serial: Int, required: Bool = true) -> Tag {
        Tag(marker: marker, other: -1, markerCoefficient: 1, constant: 0, serial: serial, isRequired: required, isEquality: true)
    }

    private func constraint() -> Constraint { Constraint(LinearExpression(Variable("x")) - 1, .equal) }

    func testFreedIdsAreTakenAgainBeforeTheTableGrows() {
        var table = TagTable()
        let a = table.insert(tag(0, serial: 0), constraint(), .required)
        let b = table.insert(tag(1, serial: 1), constraint(), .weak)
        let c = table.insert(tag(2, serial: 2), constraint(), .strong)
        XCTAssertEqual([a, b, c], [0, 1, 2])
        table.remove(b)
        XCTAssertEqual(table.count, 3, "a middle id is freed, not dropped")
        XCTAssertFalse(table[b].isInstalled)
        XCTAssertNil(table.constraints[b])
        XCTAssertEqual(table.strengths[b], .required, "a free slot reads required")
        XCTAssertEqual(table.problems(), [])
        let d = table.insert(tag(3, serial: 3, required: false), constraint(), .medium)
        XCTAssertEqual(d, b, "the freed id is taken again")
        XCTAssertEqual(table.strengths[d], .medium)
        XCTAssertEqual(table[d].marker, 3)
        XCTAssertEqual(table.problems(), [])
    }

    func testTheLastIdIsDroppedAndAnEmptyTableSaysSo() {
        var table = TagTable()
        let a = table.insert(tag(0, serial: 0), constraint(), .required)
        let b = table.insert(tag(1, serial: 1), constraint(), .weak)
        table.remove(b)
        XCTAssertEqual(table.count, 1, "the last id leaves the table")
        XCTAssertFalse(table.isEmpty)
        table.remove(a)
        XCTAssertEqual(table.count, 0)
        XCTAssertTrue(table.isEmpty)
        XCTAssertEqual(table.problems(), [])
    }

    func testAClearedIdIsRefilledOrReleased() {
        var table = TagTable()
        let kept = constraint()
        let t = table.insert(tag(5, serial: 0), kept, .strong)
        _ = table.insert(tag(6, serial: 1), constraint(), .weak)
        table.clear(t)
        XCTAssertFalse(table[t].isInstalled)
        XCTAssertTrue(table.problems().contains { $0.contains("not on the free list") }, "a cleared id is neither installed nor free")
        table.fill(t, tag(5, serial: 0), kept, .strong)
        XCTAssertTrue(table.constraints[t] === kept)
        XCTAssertEqual(table.problems(), [])
        table.clear(t)
        table.release(t)
        XCTAssertEqual(table.problems(), [])
        XCTAssertFalse(table.isEmpty, "one constraint is still installed")
    }

    func testTheChecksFindAFreeIdThatHoldsAConstraint() {
        var table = TagTable()
        _ = table.insert(tag(0, serial: 0), constraint(), .required)
        let b = table.insert(tag(1, serial: 1), constraint(), .weak)
        _ = table.insert(tag(2, serial: 2), constraint(), .weak)
        table.remove(b)
        table[b] = tag(9, serial: 9)
        XCTAssertTrue(table.problems().contains { $0.contains("free tag \(b) is in use") })
    }
}
