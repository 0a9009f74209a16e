// A horizontally scrolling shelf inside a vertical compositional layout, as iOS code writes one:
// 200-point groups 10 points apart inside 10-point side insets, an orthogonal scrolling behaviour,
// and a visible-items handler that notes what the shelf shows.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class CarouselDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

@MainActor
final class CarouselShelf {
    let collection: UICollectionView
    let source = CarouselDataSource()
    /// The shown items and the offset each handler call saw.
    private(set) var handlerCalls: [(items: [Int], offset: CGPoint)] = []

    init(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.orthogonalScrollingBehavior = behavior
        let layout = UICollectionViewCompositionalLayout(section: section)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collection.dataSource = source
        section.visibleItemsInvalidationHandler = { [weak self] items, offset, _ in
            self?.handlerCalls.append((items.map(\.indexPath.item), offset))
        }
    }

    func frame(_ item: Int) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
}
