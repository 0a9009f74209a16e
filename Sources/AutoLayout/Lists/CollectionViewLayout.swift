import Foundation

/// What places a `CollectionView`'s items and supplementary views, as `UICollectionViewLayout`:
/// `CollectionViewFlowLayout` and `CollectionViewCompositionalLayout`. The collection view
/// asks for a placement when it loads, when its size, safe area or layout margins change and
/// after `invalidateLayout()`; it then shows the elements its bounds meet, pinned ones moved
/// to stay on screen.
public protocol CollectionViewLayout: AnyObject {
    /// The axis the content scrolls along.
    var scrollDirection: CollectionViewFlowLayout.ScrollDirection { get }
    /// Every element's frame in content coordinates and the content size, for `context`.
    func placement(in context: CollectionLayoutContext) -> CollectionLayoutPlacement
}

/// What a layout sees of its collection view while placing: its size and insets, the item
/// counts, and the sizes its self-sizing elements ask for.
public struct CollectionLayoutContext {
    /// The collection view's bounds size.
    public var size: Size
    /// The collection view's `adjustedContentInset`: the content lies inside it.
    public var adjustedContentInset: EdgeInsets
    /// The collection view's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The collection view's layout margins.
    public var layoutMargins: EdgeInsets
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// The size the cell of an item asks for: its content's fitting size against `target`,
    /// holding the axes marked fixed (`fixedWidth`, `fixedHeight`) at the target's.
    public var sizeItem: (_ indexPath: IndexPath, _ target: Size, _ fixedWidth: Bool, _ fixedHeight: Bool) -> Size
    /// The size the supplementary view of `kind` at `indexPath` asks for, as `sizeItem`.
    public var sizeSupplementary: (_ kind: String, _ indexPath: IndexPath, _ target: Size, _ fixedWidth: Bool, _ fixedHeight: Bool) -> Size

    /// Creates a context; the sizing closures default to the target itself (nothing self-sizes).
    public init(
        size: Size, adjustedContentInset: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero, itemCounts: [Int],
        sizeItem: @escaping (IndexPath, Size, Bool, Bool) -> Size = { _, target, _, _ in target },
        sizeSupplementary: @escaping (String, IndexPath, Size, Bool, Bool) -> Size = { _, _, target, _, _ in target }
    ) {
        self.size = size
        self.adjustedContentInset = adjustedContentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.itemCounts = itemCounts
        self.sizeItem = sizeItem
        self.sizeSupplementary = sizeSupplementary
    }

    /// The size inside the adjusted content inset: what UIKit's layout container calls its
    /// content size.
    public var contentAreaSize: Size {
        Size(
            width: max(size.width - adjustedContentInset.left - adjustedContentInset.right, 0),
            height: max(size.height - adjustedContentInset.top - adjustedContentInset.bottom, 0))
    }
}

/// Where a layout put everything: the items' frames per section, the supplementary views and
/// the content size, all in content coordinates.
public struct CollectionLayoutPlacement: Equatable, Sendable {
    /// Each section's items' frames, by item.
    public var itemFrames: [[Rect]]
    /// The supplementary views (headers and footers), in placement order.
    public var supplementaries: [CollectionSupplementaryPlacement]
    /// The size of the content (`contentSize`).
    public var contentSize: Size
    /// The orthogonally scrolling sections' own scrolling, by section.
    public var orthogonalSections: [Int: OrthogonalSection] = [:]

    /// Creates a placement.
    public init(itemFrames: [[Rect]], supplementaries: [CollectionSupplementaryPlacement] = [], contentSize: Size) {
        self.itemFrames = itemFrames
        self.supplementaries = supplementaries
        self.contentSize = contentSize
    }

    /// An orthogonally scrolling section's line of groups, measured along its own axis (across
    /// the layout's), in content coordinates before its offset: where it can rest.
    public struct OrthogonalSection: Equatable, Sendable {
        /// The content offset along the section's axis the items are placed at.
        public var offset: Double
        /// The length the section shows (the content area's width for vertical scrolling).
        public var visibleLength: Double
        /// The groups' starts and lengths.
        public var groups: [(start: Double, length: Double)]
        /// Where the first group may start (the side inset and the section's leading inset).
        public var leadingInset: Double
        /// Where the content ends, the trailing inset included.
        public var contentEnd: Double

        /// Equal when every measure is.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.offset == rhs.offset && lhs.visibleLength == rhs.visibleLength && lhs.leadingInset == rhs.leadingInset
                && lhs.contentEnd == rhs.contentEnd && lhs.groups.map(\.start) == rhs.groups.map(\.start)
                && lhs.groups.map(\.length) == rhs.groups.map(\.length)
        }
    }
}

/// A supplementary view's place: its kind (`CollectionView.elementKindSectionHeader`, say), its
/// index path (a section's header has the path `[section, 0]`), its frame where the content is
/// not scrolled past it, and, for a pinned view, the stretch of content it stays within.
public struct CollectionSupplementaryPlacement: Equatable, Sendable {
    /// The element kind.
    public var kind: String
    /// The index path the data source is asked with.
    public var indexPath: IndexPath
    /// The frame in content coordinates when it is not pinned.
    public var frame: Rect
    /// For a view pinned to the visible bounds: the edge it pins to and the range along the
    /// scrolling axis (its section's) that it never leaves.
    public var pinning: Pinning?

    /// Creates a placement.
    public init(kind: String, indexPath: IndexPath, frame: Rect, pinning: Pinning? = nil) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.pinning = pinning
    }

    /// How a supplementary view stays in the visible bounds while its section is on screen.
    public struct Pinning: Equatable, Sendable {
        /// Whether it pins to the leading end of the visible bounds along the scrolling axis
        /// (a header: the top when scrolling vertically) rather than the trailing one (a footer).
        public var toLeadingEdge: Bool
        /// The start and end along the scrolling axis of the stretch it stays within.
        public var lowerBound: Double
        /// The end of that stretch.
        public var upperBound: Double

        /// Creates a pinning.
        public init(toLeadingEdge: Bool, lowerBound: Double, upperBound: Double) {
            self.toLeadingEdge = toLeadingEdge
            self.lowerBound = lowerBound
            self.upperBound = upperBound
        }
    }

    /// The frame shown when the visible part of the content along the scrolling axis runs from
    /// `visibleStart` to `visibleEnd` (the bounds inside the adjusted content inset): a pinned
    /// view moves to the visible edge without leaving its stretch, and never moves the other way.
    public func shownFrame(visibleStart: Double, visibleEnd: Double, horizontal: Bool) -> Rect {
        guard let pin = pinning else { return frame }
        let start = horizontal ? frame.minX : frame.minY
        let length = horizontal ? frame.width : frame.height
        let moved =
            pin.toLeadingEdge
            ? max(start, min(visibleStart, pin.upperBound - length))
            : min(start, max(visibleEnd - length, pin.lowerBound))
        var shown = frame
        if horizontal { shown.origin.x = moved } else { shown.origin.y = moved }
        return shown
    }
}
