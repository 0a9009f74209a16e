import AutoLayout
import XCTest

@testable import Rigging

/// The sparse table of a frame's transforms: only views that show one, in view order.
final class FrameTransformsTests: XCTestCase {
    func testAViewWithoutAnEntryShowsTheIdentity() {
        let table = FrameTransforms()
        XCTAssertTrue(table.isEmpty)
        XCTAssertEqual(table[0], .identity)
        XCTAssertEqual(table[-1], .identity)
    }

    func testEntriesStayInViewOrderAndTheIdentityRemovesOne() {
        var table = FrameTransforms()
        table[7] = Transform2D(scaleX: 2, y: 2)
        table[2] = Transform2D(rotationAngle: 1)
        table[4] = .identity
        table[9] = Transform2D(translationX: 1, y: 0)
        XCTAssertEqual(table.entries.map(\.view), [2, 7, 9])
        XCTAssertEqual(table[7], Transform2D(scaleX: 2, y: 2))
        table[7] = Transform2D(scaleX: 3, y: 3)
        XCTAssertEqual(table[7], Transform2D(scaleX: 3, y: 3))
        table[2] = .identity
        XCTAssertEqual(table.entries.map(\.view), [7, 9])
        XCTAssertEqual(table, FrameTransforms([9: Transform2D(translationX: 1, y: 0), 7: Transform2D(scaleX: 3, y: 3), 1: .identity]))
    }

    func testRemappingMovesAndDropsEntries() {
        let table = FrameTransforms([1: Transform2D(scaleX: 2, y: 2), 3: Transform2D(rotationAngle: 1)])
        let moved = table.remapped { $0 == 3 ? nil : $0 + 10 }
        XCTAssertEqual(moved, FrameTransforms([11: Transform2D(scaleX: 2, y: 2)]))
    }

    /// Only transforms that print differently from the identity are written.
    func testPrintedLeavesOutNearIdentities() {
        let table = FrameTransforms([0: Transform2D(a: 1 + 1e-12, b: 0, c: 0, d: 1, tx: 0, ty: 0), 1: Transform2D(scaleX: 0.5, y: 0.5)])
        XCTAssertEqual(table.entries.count, 2)
        XCTAssertEqual(table.printed.map(\.view), [1])
    }

    /// A frame's rectangle is four numbers: transforms live in the table.
    func testAFrameRectIsFourDoubles() {
        XCTAssertEqual(MemoryLayout<Rect>.stride, 4 * MemoryLayout<Double>.stride)
    }

    /// The distance between two frames of a view counts the transform's entries.
    func testTheDistanceOfAViewCountsItsTransform() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        let a = Frame(tick: 0, time: 0, views: [rect], constants: [])
        let b = Frame(
            tick: 0, time: 0, views: [Rect(x: 1, y: 0, width: 10, height: 10)],
            transforms: FrameTransforms([0: Transform2D(scaleX: 4, y: 1)]), constants: [])
        XCTAssertEqual(a.distance(ofView: 0, to: a), 0)
        XCTAssertEqual(a.distance(ofView: 0, to: b), 3)
    }
}
