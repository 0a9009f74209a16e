import AutoLayout

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout put a cell or a supplementary
/// view, in the collection view's content coordinates (what `layoutAttributesForItem(at:)` and
/// `layoutAttributesForSupplementaryElement(ofKind:at:)` answer).
@MainActor
open class UICollectionViewLayoutAttributes {
    /// Whether the element is a cell or a supplementary view, as UIKit's
    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = UICollectionView.ElementCategory

    /// The element's frame.
    open var frame: CGRect
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary view's kind; nil for a cell.
    public let representedElementKind: String?

    /// The attributes of the cell at `indexPath`, at `frame`.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, at `frame`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The frame's size.
    open var size: CGSize { frame.size }
    /// The frame's centre.
    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

extension UICollectionView {
    /// The kinds of element a collection view shows.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (a header or footer).
        case supplementaryView
        /// A decoration view (not modelled).
        case decorationView
    }
}
