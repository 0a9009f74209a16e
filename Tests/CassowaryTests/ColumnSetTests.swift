import XCTest

@testable import Cassowary

/// The column index's four forms: inline rows, packed bits, a small array, a bitset; sizes
/// climb empty, one, a few, past the inline limit (4), past the small limit (64).
final class ColumnSetTests: XCTestCase {
    func testSizesThroughEveryForm() {
        for size in [0, 1, 3, 4, 5, 9, 64, 65, 300] {
            var column = ColumnSet()
            let rows = (0..<size).map { $0 * 7 % 1000 }
            for r in rows { column.insert(r) }
            XCTAssertEqual(column.count, size, "size \(size)")
            XCTAssertEqual(column.isEmpty, size == 0)
            XCTAssertEqual(column.sorted(), rows.sorted(), "size \(size)")
            XCTAssertEqual(Array(column).count, size)
        }
    }

    func testRemoveFromEachForm() {
        for size in [1, 4, 5, 64, 65, 200] {
            var column = ColumnSet()
            for r in 0..<size { column.insert(r) }
            var left = Array(0..<size)
            for r in stride(from: 0, to: size, by: 2) {
                column.remove(r)
                left.removeAll { $0 == r }
                XCTAssertEqual(column.sorted(), left, "size \(size) after removing \(r)")
            }
            column.remove(size + 10)  // absent: nothing happens
            XCTAssertEqual(column.count, left.count)
        }
    }

    func testEmptiedColumnsTakeRowsAgain() {
        // A small array that empties goes back to inline rows; removeAll empties every form.
        var column: ColumnSet = [1, 2, 3, 4, 5, 6]
        for r in 1...6 { column.remove(r) }
        XCTAssertTrue(column.isEmpty)
        column.insert(9)
        XCTAssertEqual(column.sorted(), [9])
        for size in [3, 6, 70] {
            var c = ColumnSet()
            for r in 0..<size { c.insert(r) }
            c.removeAll()
            XCTAssertTrue(c.isEmpty)
            XCTAssertEqual(Array(c), [])
            for r in [40, 2, 17, 5, 8] { c.insert(r) }
            XCTAssertEqual(c.sorted(), [2, 5, 8, 17, 40])
        }
    }

    func testBitsetStartingHighTakesRowsBelowIt() {
        // A bitset covers the words from its lowest row's on; rows below that grow it downward.
        var column = ColumnSet()
        var expected = Set<Int>()
        for r in stride(from: 50_000, to: 50_000 + 7 * 80, by: 7) {
            column.insert(r)
            expected.insert(r)
        }
        XCTAssertEqual(column.sorted(), expected.sorted())
        column.remove(3)  // below the first word: absent, nothing happens
        column.remove(49_999)  // in no word's range yet
        XCTAssertEqual(column.count, expected.count)
        for r in [49_990, 48_000, 30_001, 64, 63, 0, 50_001, 90_000] {
            column.insert(r)
            expected.insert(r)
            XCTAssertEqual(column.sorted(), expected.sorted(), "after inserting \(r)")
            XCTAssertEqual(Array(column), expected.sorted(), "iteration is in ascending row order")
        }
        for r in [0, 30_001, 50_000, 90_000] {
            column.remove(r)
            expected.remove(r)
        }
        XCTAssertEqual(Array(column), expected.sorted())
        XCTAssertEqual(column.count, expected.count)
        // Emptied and filled again far from where it was.
        column.removeAll()
        for r in (0..<70).map({ 200_000 - 3 * $0 }) { column.insert(r) }
        XCTAssertEqual(Array(column), (0..<70).map({ 200_000 - 3 * $0 }).sorted())
    }

    func testPackedColumnsTakeRowsOutsideTheirSpan() {
        // Rows within 112 slots of each other past the inline limit are packed; a row outside
        // that span packs them again from higher up (the lowest rows gone), or turns the column
        // into a small array (rows spread out) or a bitset (rows close together, or more than a
        // small array holds), keeping every row.
        let cases: [(rows: [Int], extra: [Int])] = [
            ([40, 41, 70, 100, 127], [143, 150]),  // packed from 32: 150 is outside
            ([40, 41, 70, 100, 127], [10_000]),  // spread: a small array
            ([5, 9, 17, 33, 60], [2, 300, 301]),  // close: a bitset (5 words for 7 rows)
            (Array(0..<112), [112, 113, 500]),  // full span: a bitset
            ([100_000, 100_001, 100_050, 100_080, 100_090], [99_999, 100_200]),
        ]
        for (rows, extra) in cases {
            var column = ColumnSet()
            var expected = Set<Int>()
            for r in rows + extra {
                column.insert(r)
                expected.insert(r)
                XCTAssertEqual(column.count, expected.count, "\(rows) + \(extra) after \(r)")
                XCTAssertEqual(column.sorted(), expected.sorted(), "\(rows) + \(extra) after \(r)")
                XCTAssertTrue(column.contains(r))
            }
            for r in rows.prefix(3) {
                column.remove(r)
                expected.remove(r)
                XCTAssertFalse(column.contains(r))
            }
            column.remove(7_777_777)  // absent: nothing happens
            XCTAssertEqual(column.sorted(), expected.sorted(), "\(rows) + \(extra) after removals")
            XCTAssertEqual(column.count, expected.count)
        }
    }

    func testPackedColumnMovesUpWhenItsLowRowsLeave() {
        var column: ColumnSet = [3, 10, 20, 40, 100]
        for r in [3, 10, 20] { column.remove(r) }
        column.insert(140)  // outside the span from 0, inside the one from 32
        XCTAssertEqual(Array(column), [40, 100, 140])
        column.insert(33)
        column.remove(140)
        column.insert(1_000)
        XCTAssertEqual(column.sorted(), [33, 40, 100, 1_000])
    }

    func testEmptiedPackedColumnTakesRowsAnywhere() {
        var column: ColumnSet = [10, 20, 30, 40, 50]
        XCTAssertEqual(Array(column), [10, 20, 30, 40, 50], "a packed column walks in ascending order")
        for r in [30, 10, 50, 20, 40] { column.remove(r) }
        XCTAssertTrue(column.isEmpty)
        XCTAssertEqual(Array(column), [])
        for r in [90_000, 5, 7, 9, 11, 13] { column.insert(r) }
        XCTAssertEqual(column.sorted(), [5, 7, 9, 11, 13, 90_000])
        column.removeAll()
        XCTAssertTrue(column.isEmpty)
        column.insert(3)
        XCTAssertEqual(Array(column), [3])
    }

    func testCursorWalksTheSameRowsAsTheIterator() {
        // The tableau walks columns with a cursor that reads the column in place; it must visit
        // the rows the iterator does, in the same order, in every form (a bitset starting high too).
        for rows in [
            [], [5], [9, 2, 7], [1, 2, 3, 4], Array(0..<9).map { $0 * 11 }, Array(0..<9).map { $0 * 1_000 },
            [95, 3, 64, 31, 32, 63, 0], Array(0..<64), Array(0..<65).map { 80_000 - $0 * 5 },
            Array(0..<300).map { $0 * 7 % 1000 },
        ] {
            var column = ColumnSet()
            for r in rows { column.insert(r) }
            var walked: [Int] = []
            var cursor = ColumnSet.Cursor()
            while let r = column.next(&cursor) { walked.append(r) }
            XCTAssertEqual(walked, Array(column), "\(rows.count) rows")
            XCTAssertEqual(walked.sorted(), rows.sorted(), "\(rows.count) rows")
            XCTAssertNil(column.next(&cursor), "a finished walk stays finished")
        }
    }
}
