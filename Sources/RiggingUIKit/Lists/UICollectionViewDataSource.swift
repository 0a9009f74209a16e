import AutoLayout

/// What a `UICollectionView` shows, as UIKit's `UICollectionViewDataSource`. The collection
/// view holds its data source weakly, as UIKit does.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: usually
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` (`UICollectionView.elementKindSectionHeader`, say) for
    /// `indexPath`: usually `collectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`,
    /// configured.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view of no class registered (UIKit raises when a layout places a supplementary
    /// view and the data source does not implement this).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
