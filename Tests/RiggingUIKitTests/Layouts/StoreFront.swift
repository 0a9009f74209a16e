// A store front as iOS code builds one with a compositional layout: a section provider that
// picks the grid's columns from the container's width, a pinned self-sizing header per section
// (a UICollectionReusableView subclass registered for the header kind), a featured section
// that scrolls sideways, and a list of self-sizing rows.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class TitleHeaderView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 17)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.trailingAnchor.constraint(equalTo: trailingAnchor),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class RowCell: UICollectionViewCell {
    let text = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        text.numberOfLines = 0
        text.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class StoreViewController: UIViewController, UICollectionViewDataSource {
    enum Section: Int, CaseIterable { case photos, featured, notes }

    var photos = 6
    var featured = 5
    var notes = ["Opening hours", "Returns within thirty days\nwith the receipt", "Contact"]
    private(set) var environmentWidths: [CGFloat] = []
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(
            sectionProvider: { [weak self] index, environment in
                self?.environmentWidths.append(environment.container.effectiveContentSize.width)
                guard let kind = Section(rawValue: index) else { return nil }
                let section: NSCollectionLayoutSection
                switch kind {
                case .photos:
                    let columns = environment.container.effectiveContentSize.width >= 600 ? 6 : 4
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                        repeatingSubitem: item, count: columns)
                    section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 8
                    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                case .featured:
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
                        subitems: [item])
                    section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    section.interGroupSpacing = 10
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                case .notes:
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    section = NSCollectionLayoutSection(group: group)
                }
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header]
                return section
            }, configuration: configuration)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(
            TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .photos: photos
        case .featured: featured
        case .notes: notes.count
        case nil: 0
        }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard Section(rawValue: indexPath.section) == .notes else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? RowCell)?.text.text = notes[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (header as? TitleHeaderView)?.title.text = ["Photos", "Featured", "Notes"][indexPath.section]
        return header
    }
}
