// A settings screen as iOS code builds one with a list configuration: an inset grouped list
// with supplementary headers, rows from a self-sizing cell subclass, the layout made once with
// UICollectionViewCompositionalLayout.list(using:).
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class SettingsListController: UIViewController, UICollectionViewDataSource {
    let groups: [(title: String, rows: [String])]
    let appearance: UICollectionLayoutListConfiguration.Appearance
    private(set) lazy var collectionView: UICollectionView = {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    }()

    init(groups: [(title: String, rows: [String])], appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.groups = groups
        self.appearance = appearance
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(
            TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { groups.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { groups[section].rows.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? RowCell)?.text.text = groups[indexPath.section].rows[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (header as? TitleHeaderView)?.title.text = groups[indexPath.section].title
        return header
    }
}
