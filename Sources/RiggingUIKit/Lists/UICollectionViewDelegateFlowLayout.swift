import AutoLayout

/// UIKit's `UICollectionViewDelegate`: the collection view's delegate, held weakly. Its
/// selection, highlighting and display callbacks are not called (there are no touches).
@MainActor
public protocol UICollectionViewDelegate: AnyObject {}

/// UIKit's `UICollectionViewDelegateFlowLayout`: a flow layout asks the collection view's
/// delegate for each item's size and each section's insets, spacings and header and footer
/// sizes; the defaults answer with the layout's properties, as UIKit uses them when a method
/// is not implemented. A self-sizing item's size is its content's, as in UIKit.
///
/// ```swift
/// final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: indexPath.item == 0 ? 210 : 90, height: 40)
///     }
/// }
/// // with `collection.delegate = sizes`, a 300-point collection shows the first item on a line
/// // of its own (210 + 10 + 90 > 300) and the next three below it
/// ```
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath` (default: the layout's `itemSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    /// The insets of `section` (default: the layout's `sectionInset`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    /// The spacing between lines in `section` (default: the layout's `minimumLineSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The spacing between a line's items in `section` (default: the layout's
    /// `minimumInteritemSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header (default: the layout's `headerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer (default: the layout's `footerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> CollectionViewFlowLayout { layout.flowLayout }

    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { CGSize(flow(collectionViewLayout).itemSize) }
    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    { UIEdgeInsets(flow(collectionViewLayout).sectionInset) }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { CGFloat(flow(collectionViewLayout).minimumLineSpacing) }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { CGFloat(flow(collectionViewLayout).minimumInteritemSpacing) }
    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(flow(collectionViewLayout).headerReferenceSize) }
    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { CGSize(flow(collectionViewLayout).footerReferenceSize) }
}

/// Answers a flow layout's questions with the collection view's delegate.
extension CollectionViewAdapter: @MainActor CollectionViewFlowLayoutDelegate {
    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? { collection.delegate as? any UICollectionViewDelegateFlowLayout }

    func sizeForItem(at indexPath: IndexPath) -> Size? {
        flowDelegate?.collectionView(collection, layout: collection.collectionViewLayout, sizeForItemAt: indexPath).layoutSize
    }
    func insetForSection(at section: Int) -> EdgeInsets? {
        flowDelegate?.collectionView(collection, layout: collection.collectionViewLayout, insetForSectionAt: section).layoutInsets
    }
    func minimumLineSpacingForSection(at section: Int) -> Double? {
        flowDelegate.map { Double($0.collectionView(collection, layout: collection.collectionViewLayout, minimumLineSpacingForSectionAt: section)) }
    }
    func minimumInteritemSpacingForSection(at section: Int) -> Double? {
        flowDelegate.map {
            Double($0.collectionView(collection, layout: collection.collectionViewLayout, minimumInteritemSpacingForSectionAt: section))
        }
    }
    func referenceSizeForHeader(inSection section: Int) -> Size? {
        flowDelegate?.collectionView(collection, layout: collection.collectionViewLayout, referenceSizeForHeaderInSection: section).layoutSize
    }
    func referenceSizeForFooter(inSection section: Int) -> Size? {
        flowDelegate?.collectionView(collection, layout: collection.collectionViewLayout, referenceSizeForFooterInSection: section).layoutSize
    }
}
