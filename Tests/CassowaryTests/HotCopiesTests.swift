import XCTest

@testable import Cassowary

/// The hot markers' copies on their own (HotCopies.swift): a window kept in step and widened,
/// the budget dropping a copy, idle copies aged out, and the invariants that watch them. (HotMarkerTests checks copies against a tableau.)
final class HotCopiesTests: XCTestCase {
    private func copies(symbols: Int) -> HotCopies {
        var hot = HotCopies()
        hot.index = [Int32](repeating: -1, count: symbols)
        return hot
    }

    /// Notes `symbol`'s coefficient in `row` on its copy, if it has one (as `Tableau.noteCoefficient` does).
    private func note(_ hot: inout HotCopies, _ symbol: Int, _ row: Int, _ coefficient: Double, budget: Int) {
        if hot.index[symbol] >= 0 { hot.note(slot: Int(hot.index[symbol]), row, coefficient, budget: budget) }
    }

    func testAWindowFollowsItsRowsAndWidensWithSpareRoom() {
        var hot = copies(symbols: 4)
        hot.add(.init(marker: 2, base: 10, coefficients: [1, 0, -1], lastUse: 0))
        XCTAssertEqual(hot.index[2], 0)
        XCTAssertEqual(hot.index[1], -1)
        note(&hot, 2, 11, 5, budget: 1_000)
        XCTAssertEqual(hot.copies[0].coefficients, [1, 5, -1])
        note(&hot, 1, 11, 7, budget: 1_000)
        XCTAssertEqual(hot.copies[0].coefficients, [1, 5, -1], "a symbol without a copy changes nothing")
        note(&hot, 2, 20, 3, budget: 1_000)
        let window = hot.copies[0]
        XCTAssertEqual(window.base, 10)
        XCTAssertGreaterThan(window.coefficients.count, 11, "the window grows past the new row, with room to spare")
        XCTAssertEqual(window.coefficients[20 - window.base], 3)
        note(&hot, 2, 2, 4, budget: 1_000)
        XCTAssertLessThanOrEqual(hot.copies[0].base, 2)
        XCTAssertEqual(hot.copies[0].coefficients[2 - hot.copies[0].base], 4)
        XCTAssertEqual(hot.copies[0].coefficients[11 - hot.copies[0].base], 5, "widening keeps the entries in place")
        XCTAssertEqual(hot.problems(symbols: 4, budget: 1_000), [])
    }

    func testACopyThatOutgrowsTheBudgetIsDropped() {
        var hot = copies(symbols: 3)
        hot.add(.init(marker: 0, base: 0, coefficients: [1, 1], lastUse: 0))
        note(&hot, 0, 40, 1, budget: 20)
        XCTAssertEqual(hot.index[0], -1, "the window would break the budget")
        XCTAssertEqual(hot.entries, 0)
        XCTAssertEqual(hot.problems(symbols: 3, budget: 20), [])
    }

    func testIdleCopiesAgeOutAndTheListShrinks() {
        var hot = copies(symbols: 3)
        hot.add(.init(marker: 0, base: 0, coefficients: [1], lastUse: 0))
        hot.add(.init(marker: 1, base: 0, coefficients: [1], lastUse: 0))
        for _ in 0..<Tuning.hotIdleBatches {
            hot.beginBatch()
            hot.copies[0].lastUse = hot.batches
        }
        hot.beginBatch()
        XCTAssertGreaterThanOrEqual(hot.index[0], 0, "a copy in use stays")
        XCTAssertEqual(hot.index[1], -1, "an idle copy goes")
        XCTAssertEqual(hot.copies.count, 1, "a dropped copy leaves the list")
        hot.drop(copyOf: 0)
        XCTAssertTrue(hot.isEmpty)
        XCTAssertEqual(hot.problems(symbols: 3, budget: 100), [])
    }

    func testTheChecksFindAMisindexedCopyAndAMiscount() {
        var hot = copies(symbols: 3)
        hot.add(.init(marker: 1, base: 0, coefficients: [1, 2], lastUse: 0))
        var wrongIndex = hot
        wrongIndex.index[1] = -1
        XCTAssertTrue(wrongIndex.problems(symbols: 3, budget: 100).contains { $0.contains("is not indexed") })
        var miscounted = hot
        miscounted.entries = 5
        XCTAssertTrue(miscounted.problems(symbols: 3, budget: 100).contains { $0.contains("counted 5") })
    }
}
