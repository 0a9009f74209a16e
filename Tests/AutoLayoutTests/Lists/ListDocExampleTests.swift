import Foundation
import XCTest

@testable import AutoLayout

/// The code examples in the doc comments of fitting, scroll views, tables and collections, run
/// as written (the printed values checked).
final class ListDocExampleTests: XCTestCase {
    /// `View.systemLayoutSizeFitting(_:)`.
    func testFittingExample() throws {
        let card = View(name: "card")
        let title = Label(name: "title", text: "Hello")
        card.addSubview(title)
        try title.pinEdges(insets: EdgeInsets(all: 8))
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertTrue(size.width == title.intrinsicContentSize.width + 16)
    }

    /// `View.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    func testFittingWithPrioritiesExample() throws {
        let cell = View(name: "cell")
        let body = Label(name: "body", text: "A long line of text that needs more than one line here")
        body.numberOfLines = 0
        cell.addSubview(body)
        try body.pinEdges()
        let size = cell.systemLayoutSizeFitting(
            Size(width: 120, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual("\(size.width) \(size.height > body.intrinsicContentSize.height)", "120.0 true")
    }

    /// `View.sizeThatFits(_:)` and `View.sizeToFit()`.
    func testSizeThatFitsExamples() {
        let label = Label(name: "label", text: "Two words")
        XCTAssertTrue(label.sizeThatFits(Size(width: 0, height: 0)) == label.intrinsicContentSize)
        let fits = Label(name: "label", text: "Fits")
        fits.sizeToFit()
        XCTAssertTrue(fits.frame.size == fits.intrinsicContentSize)
    }

    /// `ScrollView`.
    func testScrollViewExample() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(name: "scroll")
        let content = View(name: "content")
        root.addSubview(scroll)
        scroll.addSubview(content)
        try scroll.pinEdges()
        content.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual("\(scroll.contentSize)", "(320 1000)")
        scroll.contentOffset = Point(x: 0, y: 300)
        root.layoutIfNeeded()
        XCTAssertEqual("\(content.frame.minY) \(content.frameInRoot.minY)", "0.0 -300.0")
    }

    /// `ScrollView.adjustedContentInset`.
    func testAdjustedContentInsetExample() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        let scroll = ScrollView(name: "scroll", frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 320, height: 2000)
        root.layoutIfNeeded()
        XCTAssertEqual("\(scroll.adjustedContentInset)", "{44, 0, 34, 0}")
    }

    /// `TableView`.
    func testTableViewExample() {
        final class Notes: TableViewDataSource {
            let texts = ["Short", "A note long enough to wrap onto a second line at this width"]
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
                let label = cell.contentView.subviews.first as? Label ?? Label(name: "text")
                if label.superview == nil {
                    label.numberOfLines = 0
                    cell.contentView.addSubview(label)
                    _ = try? label.pinEdges(insets: EdgeInsets(all: 11))
                }
                label.text = texts[indexPath.row]
                return cell
            }
        }
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let notes = Notes()
        table.register(TableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        table.layoutIfNeeded()
        XCTAssertTrue(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > table.rectForRow(at: IndexPath(row: 0, section: 0)).height)
    }

    /// `CollectionView`.
    func testCollectionViewExample() {
        final class Tags: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            }
        }
        let collection = CollectionView(
            name: "tags", frame: Rect(x: 0, y: 0, width: 200, height: 300),
            collectionViewLayout: CollectionViewFlowLayout())
        let tags = Tags()
        collection.dataSource = tags
        collection.layoutIfNeeded()
        XCTAssertEqual("\(collection.contentSize)", "(200 170)")
    }

    /// `CollectionViewCompositionalLayout`.
    func testCompositionalLayoutExample() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let row = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            group: CollectionLayoutGroup(axis: .horizontal, subitems: [item]))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        let placed = layout.placement(in: CollectionLayoutContext(size: Size(width: 300, height: 400), itemCounts: [3]))
        XCTAssertEqual(placed.itemFrames[0].map(\.minX), [0.0, 150.0, 0.0])
        XCTAssertEqual("\(placed.contentSize)", "(300 120)")
    }

    /// `CollectionViewFlowLayout`.
    func testFlowLayoutExample() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 40)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let frames = layout.frames(of: [[Size](repeating: layout.itemSize, count: 5)], width: 340)
        XCTAssertEqual(frames[0].map(\.minX), [10.0, 120.0, 230.0, 10.0, 230.0])
    }
}
