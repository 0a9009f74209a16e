import XCTest

// Compositional layouts in the shapes Apple's sample code builds them: a grid whose rows are
// as tall as a column is wide (`.fractionalWidth` for a height), a nested group (one large item
// beside a column of two small ones), a horizontal group of flexible edge spacing, and a
// section header that spans the collection whatever the section's insets
// (`supplementariesFollowContentInsets = false`). The values are UIKit's rules worked by hand.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class CountingSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

final class CompositionalLayoutCompatibilityTests: XCTestCase {
    @MainActor func frames(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 400) -> (UICollectionView, [[CGRect]]) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 800), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(counts)
        collection.dataSource = source
        collection.layoutIfNeeded()
        let frames = counts.enumerated().map { section, count in
            (0..<count).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
        }
        return (collection, frames)
    }

    @MainActor func testGridOfSquareCells() async {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let (collection, frames) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [7])
        // Five 80-point squares a row, each 70 points inside its insets.
        XCTAssertEqual(frames[0].map(\.minX), [5, 85, 165, 245, 325, 5, 85])
        XCTAssertEqual(frames[0].map(\.minY), [5, 5, 5, 5, 5, 85, 85])
        XCTAssertTrue(frames[0].allSatisfy { $0.size == CGSize(width: 70, height: 70) })
        XCTAssertEqual(collection.contentSize, CGSize(width: 400, height: 160))
    }

    @MainActor func testNestedGroups() async {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1.0)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
            subitems: [large, column])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (_, frames) = frames(UICollectionViewCompositionalLayout(section: section), counts: [5])
        XCTAssertEqual(
            frames[0],
            [
                CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 300, y: 0, width: 100, height: 100),
                CGRect(x: 300, y: 100, width: 100, height: 100), CGRect(x: 0, y: 210, width: 300, height: 200),
                CGRect(x: 300, y: 210, width: 100, height: 100),
            ])
    }

    @MainActor func testFlexibleEdgeSpacingSpreadsTheRow() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        let (_, frames) = frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3], width: 360)
        // Three 100-point items fit; the 60 left over goes to six flexible edges, 10 each.
        XCTAssertEqual(frames[0].map(\.minX), [10, 130, 250])
    }

    @MainActor func testHeadersNeedNotFollowTheInsets() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
        section.supplementariesFollowContentInsets = false
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collection, frames) = frames(layout, counts: [2, 1])
        XCTAssertEqual(frames[0], [CGRect(x: 24, y: 38, width: 352, height: 44), CGRect(x: 24, y: 82, width: 352, height: 44)])
        XCTAssertEqual(frames[1], [CGRect(x: 24, y: 184, width: 352, height: 44)])  // 134 + 12 + 30 + 8
        let second = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(second?.frame, CGRect(x: 0, y: 146, width: 400, height: 30))
        XCTAssertEqual(second?.representedElementKind, UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(collection.contentSize.height, 236)
    }
}
