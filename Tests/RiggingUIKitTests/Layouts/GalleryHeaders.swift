// A flow-layout gallery with section headers and footers as iOS code writes one: reference
// sizes on the layout, a header class registered for the header kind, footers made from the
// plain reusable view, headers pinned to the visible bounds.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class GalleryDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? TitleHeaderView)?.title.text = "Album \(indexPath.section + 1)"
        return view
    }
}

@MainActor
func makeGallery(counts: [Int], pinned: Bool) -> (UICollectionView, GalleryDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionHeadersPinToVisibleBounds = pinned
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 200), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collection.register(
        TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
    let source = GalleryDataSource(counts: counts)
    collection.dataSource = source
    return (collection, source)
}

/// Per-section sizes from the delegate: a wide first item, a taller header and no footer in
/// the second section, wider insets and spacing there.
final class GalleryDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    {
        indexPath.item == 0 ? CGSize(width: 320, height: 80) : CGSize(width: 100, height: 50)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    {
        section == 0
            ? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero : UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { section == 0 ? 10 : 4 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: section == 0 ? 40 : 60) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { section == 0 ? CGSize(width: 0, height: 20) : .zero }
}
