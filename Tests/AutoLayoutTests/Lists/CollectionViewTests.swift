import Foundation
import XCTest

@testable import AutoLayout

/// `CollectionView` with `CollectionViewFlowLayout`: lines, spacing, insets, and self-sizing
/// cells whose content decides their size.
final class CollectionViewTests: XCTestCase {
    final class Tags: CollectionViewDataSource {
        var words: [String]
        init(_ words: [String]) { self.words = words }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            let label: Label
            if let existing = cell.contentView.subviews.first as? Label {
                label = existing
            } else {
                label = Label(name: "tag")
                cell.contentView.addSubview(label)
                _ = try? label.pinEdges(insets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            }
            label.text = words[indexPath.item]
            return cell
        }
    }

    /// A hundred plain cells.
    final class Many: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    /// A flow layout of `source`'s items in a 170 by 100 view, laid out (two 50-point items a line).
    static func grid(of source: any CollectionViewDataSource) -> CollectionView {
        let collection = CollectionView(
            name: "grid", frame: Rect(x: 0, y: 0, width: 170, height: 100),
            collectionViewLayout: CollectionViewFlowLayout())
        collection.dataSource = source
        collection.layoutIfNeeded()
        return collection
    }

    /// Fixed sizes: lines of as many items as fit, leftover width shared out, a single item
    /// centred, lines 10 apart inside the section insets.
    func testFixedItemsFillLines() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 40)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        let placed = layout.layout([[Size](repeating: layout.itemSize, count: 7)], width: 345)
        XCTAssertEqual(placed.frames[0].map(\.minX), [10, 122.5, 235, 10, 122.5, 235, 122.5])
        XCTAssertEqual(placed.frames[0].map(\.minY), [5, 5, 5, 55, 55, 55, 105])
        XCTAssertEqual(placed.height, 160)  // 5 + 3 × 40 + 2 × 10 + 15
    }

    /// Items of one line are centred on its tallest item; sections follow each other.
    func testItemsAreCentredOnTheLineAndSectionsStack() {
        let layout = CollectionViewFlowLayout()
        let placed = layout.layout(
            [[Size(width: 50, height: 20), Size(width: 50, height: 40)], [Size(width: 30, height: 30)]],
            width: 200)
        XCTAssertEqual(placed.frames[0][0], Rect(x: 0, y: 10, width: 50, height: 20))
        XCTAssertEqual(placed.frames[0][1], Rect(x: 150, y: 0, width: 50, height: 40))
        XCTAssertEqual(placed.frames[1][0], Rect(x: 85, y: 40, width: 30, height: 30))
        XCTAssertEqual(placed.height, 70)
    }

    /// Self-sizing cells: each item is its label plus the insets; visible cells are placed.
    func testSelfSizingCellsTakeTheirContentsSize() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let tags = Tags(["Swift", "Auto Layout", "Cassowary", "UIKit", "Linux"])
        let collection = CollectionView(name: "tags", frame: Rect(x: 0, y: 0, width: 240, height: 400), collectionViewLayout: layout)
        collection.dataSource = tags
        collection.layoutIfNeeded()
        let probe = tags.words.map { Label(name: "p", text: $0).intrinsicContentSize }
        for (k, size) in probe.enumerated() {
            let frame = try XCTUnwrap(collection.frameForItem(at: IndexPath(item: k, section: 0)))
            XCTAssertEqual(frame.size, Size(width: size.width + 16, height: size.height + 8))
        }
        XCTAssertEqual(collection.visibleCells.count, 5)
        XCTAssertEqual(collection.visibleCells.map(\.frame), (0..<5).compactMap { collection.frameForItem(at: IndexPath(item: $0, section: 0)) })
        let label = try XCTUnwrap(collection.visibleCells[1].contentView.subviews.first)
        XCTAssertEqual(label.frame.size, probe[1])
        XCTAssertEqual(collection.contentSize.width, 240)
    }

    /// Only the items under the bounds have cells; scrolling brings the others.
    func testScrollingShowsTheItemsUnderTheBounds() {
        let many = Many()
        let collection = Self.grid(of: many)
        XCTAssertEqual(collection.contentSize.height, 34 * 50 + 33 * 10)
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4, 5])
        collection.contentOffset = Point(x: 0, y: 600)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), Array(30..<36))
    }

    /// Items that scroll out go back to the reuse queue in index order, whatever the process's
    /// hash seed: after a jump the first new item reuses the last item that left.
    func testItemsLeavingQueueTheirCellsInIndexOrder() {
        let many = Many()
        let collection = Self.grid(of: many)
        let before = collection.visibleCells
        collection.contentOffset = Point(x: 0, y: 600)
        collection.layoutIfNeeded()
        let after = collection.visibleCells
        XCTAssertEqual(before.count, 6)
        XCTAssertTrue(after.count == 6 && zip(after, before.reversed()).allSatisfy { $0 === $1 }, "items 30 to 35 reuse items 5 down to 0")
    }
}
