/// Sections built from items and groups, as `UICollectionViewCompositionalLayout`: each
/// section's group repeats along the scrolling axis (or across it for an orthogonally
/// scrolling section) until the section's items run out, sections `interSectionSpacing` apart.
/// Estimated dimensions are measured from the cells' and supplementary views' content.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let row = CollectionLayoutItem(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
///     group: CollectionLayoutGroup(axis: .horizontal, subitems: [item]))
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
/// let placed = layout.placement(in: CollectionLayoutContext(size: Size(width: 300, height: 400), itemCounts: [3]))
/// print(placed.itemFrames[0].map(\.minX), placed.contentSize)  // [0.0, 150.0, 0.0] (300 120)
/// ```
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// The section for a section index in an environment; nil lays the section out empty.
    public var sectionProvider: (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
    /// The axis the content scrolls along (default `.vertical`).
    public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
    /// The space between sections (default 0).
    public var interSectionSpacing = 0.0
    /// The edge the environment's container insets are measured from (default `.automatic`,
    /// the safe area).
    public var contentInsetsReference = CollectionLayoutSection.ContentInsetsReference.automatic
    /// Boundary items of the whole layout (`configuration.boundarySupplementaryItems`): the top
    /// ones before the first section, the bottom ones after the last, across the content area
    /// inside the layout's content-insets reference; pinned ones stay in the visible bounds over
    /// the whole content. Their index path is `[0, 0]`.
    public var boundarySupplementaryItems: [CollectionLayoutBoundaryItem] = []
    /// Each orthogonally scrolling section's content offset along its own axis, by section: the
    /// section's items move back by it. A section without one rests at 0, or for
    /// `.groupPagingCentered` with its first group centred. The offset set rests where the section's behaviour pages.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// Called with each placement as it is made (RiggingUIKit calls the sections'
    /// `visibleItemsInvalidationHandler` from it).
    public var didPlace: ((CollectionLayoutPlacement) -> Void)?

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) { self.init { _, _ in section } }

    /// A layout asking `sectionProvider` for each section at each placement.
    public init(sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?) {
        self.sectionProvider = sectionProvider
    }
}

/// What a compositional layout's section provider sees, as `NSCollectionLayoutEnvironment`'s
/// container: the collection's size inside its adjusted content inset and the side insets of
/// the layout's content-insets reference.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The collection view's size inside its adjusted content inset.
    public var contentSize: Size
    /// The insets the layout's content-insets reference adds inside that.
    public var contentInsets: DirectionalEdgeInsets
    /// The content size less the insets.
    public var effectiveContentSize: Size {
        Size(
            width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
    /// The insets, as `effectiveContentInsets` (the same here).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// Creates an environment.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}
