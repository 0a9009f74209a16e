import AutoLayout

/// UIKit's `NSCollectionLayoutSection`: its group repeated along the scrolling axis (across it
/// with an `orthogonalScrollingBehavior`) until the section's items run out,
/// `interGroupSpacing` apart, inside `contentInsets` measured from the edge
/// `contentInsetsReference` names, between its boundary supplementary items.
@MainActor
open class NSCollectionLayoutSection {
    private let group: NSCollectionLayoutGroup
    /// The space between groups (0 by default).
    open var interGroupSpacing: CGFloat = 0
    /// The space around the groups (zero by default).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The edge the side insets are measured from (`.automatic`, the safe area, by default).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// How the groups scroll across the layout's axis (`.none` by default): any other value lays
    /// them out in one line across it, scrolled by the section's own offset (set by
    /// `UICollectionView.scrollToItem(at:at:animated:)`), which comes to rest as the behaviour
    /// pages: `.paging` at multiples of the visible width, `.groupPaging` and
    /// `.continuousGroupLeadingBoundary` at a group's start, `.groupPagingCentered` with a group
    /// centred (the first at rest), within the first and last resting places. Scrolling by touch
    /// is not modelled.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Called at each placement of an orthogonally scrolling section with the items its visible
    /// width meets, its offset and the environment (changes to the items have no effect here).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary items are inset by the side content insets too (true by default).
    open var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// The section as the compositional layout places it.
    var layoutSection: CollectionLayoutSection {
        var section = CollectionLayoutSection(group: group.layoutItem)
        section.interGroupSpacing = Double(interGroupSpacing)
        section.contentInsets = contentInsets.layoutInsets
        section.contentInsetsReference = contentInsetsReference
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutItem)
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        return section
    }
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the items an orthogonal
/// section shows, its offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `UIContentInsetsReference`: the edge a section's content insets are measured from.
public typealias UIContentInsetsReference = CollectionLayoutSection.ContentInsetsReference

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior

/// UIKit's `NSRectAlignment`: the edge of its section a boundary item sits on.
public typealias NSRectAlignment = CollectionLayoutBoundaryItem.Alignment

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other view at a
/// section's edge, `.top` before the groups and `.bottom` after them, taking room of its own
/// unless `extendsBoundary` is false; `pinToVisibleBounds` keeps it on screen while its
/// section is.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// // header.elementKind == "UICollectionElementKindSectionHeader"
/// ```
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    /// The view's size; its fractions are of the section's width less its side insets.
    public let layoutSize: NSCollectionLayoutSize
    /// The kind the data source is asked for.
    public let elementKind: String
    /// The edge of the section it sits on.
    public let alignment: NSRectAlignment
    /// Whether it stays in the visible bounds while its section is on screen (false by default).
    open var pinToVisibleBounds = false
    /// Whether it takes room of its own (true by default) or overlaps the groups.
    open var extendsBoundary = true

    /// Creates a boundary item.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    var layoutItem: CollectionLayoutBoundaryItem {
        var item = CollectionLayoutBoundaryItem(layoutSize: layoutSize.layoutSize, elementKind: elementKind, alignment: alignment)
        item.pinToVisibleBounds = pinToVisibleBounds
        item.extendsBoundary = extendsBoundary
        return item
    }
}
