import Foundation

/// What a `CollectionView` shows, as `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: usually
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (a section header or footer) for `indexPath`: usually
    /// `collectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`,
    /// configured. Nil (the default) shows nothing in the place the layout keeps for it.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary views.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }
}
