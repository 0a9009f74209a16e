// A store's shelves in a compositional layout as iOS code sets one up: a layout-wide header and
// footer from the configuration's boundary items, sections 24 points apart with their own
// headers, two items to a row.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ShelfDataSource: NSObject, UICollectionViewDataSource {
    static let globalHeader = "global-header"
    static let globalFooter = "global-footer"
    let counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

@MainActor
func makeShelves(counts: [Int], pinnedHeader: Bool = false) -> (UICollectionView, ShelfDataSource) {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 24
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        elementKind: ShelfDataSource.globalHeader, alignment: .top)
    header.pinToVisibleBounds = pinnedHeader
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(40)),
        elementKind: ShelfDataSource.globalFooter, alignment: .bottom)
    configuration.boundarySupplementaryItems = [header, footer]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    for kind in [UICollectionView.elementKindSectionHeader, ShelfDataSource.globalHeader, ShelfDataSource.globalFooter] {
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    let source = ShelfDataSource(counts: counts)
    collection.dataSource = source
    return (collection, source)
}
