// A settings list in a collection view as iOS 14 code writes one: list cells configured with
// the standard content configurations (a plain row with a chevron, a subtitle row, a value row
// with a checkmark, a row with an icon, a long text that wraps), in a plain list layout.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ListRowsDataSource: NSObject, UICollectionViewDataSource {
    static let longText = "Automatic downloads of apps, books and updates purchased on your other devices"

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        guard let cell = dequeued as? UICollectionViewListCell else { return dequeued }
        var content: UIListContentConfiguration
        switch indexPath.item {
        case 0:
            content = cell.defaultContentConfiguration()
            content.text = "General"
            cell.accessories = [.disclosureIndicator()]
        case 1:
            content = .subtitleCell()
            content.text = "Mail"
            content.secondaryText = "iCloud, Work"
        case 2:
            content = .valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.accessories = [.checkmark()]
        case 3:
            content = cell.defaultContentConfiguration()
            content.image = UIImage(size: CGSize(width: 40, height: 40))
            content.imageProperties.maximumSize = CGSize(width: 29, height: 29)
            content.text = "Notifications"
        default:
            content = cell.defaultContentConfiguration()
            content.text = Self.longText
            cell.accessories = [.detail(), .disclosureIndicator()]
        }
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
func makeListRows(width: CGFloat) -> (UICollectionView, ListRowsDataSource) {
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    let source = ListRowsDataSource()
    collection.dataSource = source
    return (collection, source)
}
