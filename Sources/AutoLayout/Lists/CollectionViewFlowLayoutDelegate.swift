import Foundation

/// Per-section and per-item answers that take the place of a flow layout's properties, as
/// `UICollectionViewDelegateFlowLayout`'s: nil (every default) keeps the property's value.
public protocol CollectionViewFlowLayoutDelegate: AnyObject {
    /// The size of the item at `indexPath` (in place of `itemSize`; ignored for self-sizing items).
    func sizeForItem(at indexPath: IndexPath) -> Size?
    /// The insets of `section` (in place of `sectionInset`).
    func insetForSection(at section: Int) -> EdgeInsets?
    /// The spacing between lines in `section` (in place of `minimumLineSpacing`).
    func minimumLineSpacingForSection(at section: Int) -> Double?
    /// The spacing between items of a line in `section` (in place of `minimumInteritemSpacing`).
    func minimumInteritemSpacingForSection(at section: Int) -> Double?
    /// The size of `section`'s header (in place of `headerReferenceSize`).
    func referenceSizeForHeader(inSection section: Int) -> Size?
    /// The size of `section`'s footer (in place of `footerReferenceSize`).
    func referenceSizeForFooter(inSection section: Int) -> Size?
}

extension CollectionViewFlowLayoutDelegate {
    /// The layout's `itemSize`.
    public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
    /// The layout's `sectionInset`.
    public func insetForSection(at section: Int) -> EdgeInsets? { nil }
    /// The layout's `minimumLineSpacing`.
    public func minimumLineSpacingForSection(at section: Int) -> Double? { nil }
    /// The layout's `minimumInteritemSpacing`.
    public func minimumInteritemSpacingForSection(at section: Int) -> Double? { nil }
    /// The layout's `headerReferenceSize`.
    public func referenceSizeForHeader(inSection section: Int) -> Size? { nil }
    /// The layout's `footerReferenceSize`.
    public func referenceSizeForFooter(inSection section: Int) -> Size? { nil }
}
