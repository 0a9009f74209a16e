import XCTest

@testable import Cassowary

/// The registered variables' table (VariableTable.swift): indices in registration order, the
/// rows an update reads, remade only when stale, and a rollback's truncation.
final class VariableTableTests: XCTestCase {
    private func basicRows(_ rows: [Int]) -> CompactIndices {
        var indices = CompactIndices()
        for r in rows { indices.append(r) }
        return indices
    }

    func testRowsAreRemadeWhenStaleAndKeptWhileCurrent() {
        var table = VariableTable()
        let x = Variable("x")
        let y = Variable("y")
        table.append(x, symbol: 0)
        table.append(y, symbol: 2)
        XCTAssertTrue(table[1] === y)
        // Symbols 0..2: 0 basic in row 4, 1 basic in row 0, 2 nonbasic.
        table.refreshRows(from: basicRows([4, 0, -1]))
        XCTAssertEqual(table.rows, [4, -1])
        XCTAssertTrue(table.rowsCurrent)
        // Current rows are not read again, whatever `basicRow` says now.
        table.refreshRows(from: basicRows([7, 0, 3]))
        XCTAssertEqual(table.rows, [4, -1])
        XCTAssertTrue(
            table.problems(basicRow: basicRows([7, 0, 3])).contains { $0.contains("variable rows[0]") },
            "current rows that disagree with basicRow are a violation")
        table.rowsCurrent = false
        table.refreshRows(from: basicRows([7, 0, 3]))
        XCTAssertEqual(table.rows, [7, 3])
        XCTAssertEqual(table.problems(basicRow: basicRows([7, 0, 3])), [])
    }

    func testANewVariableMakesTheRowsStaleAndATruncationDropsIt() {
        var table = VariableTable()
        table.append(Variable("a"), symbol: 0)
        table.refreshRows(from: basicRows([1]))
        XCTAssertEqual(table.rows, [1])
        table.append(Variable("b"), symbol: 1)
        table.refreshRows(from: basicRows([1, 0]))
        XCTAssertEqual(table.rows, [1, 0], "a longer table remakes its rows even while marked current")
        table.truncate(to: 1)
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(Array(table.symbols), [0])
    }
}
