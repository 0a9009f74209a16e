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
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
