/// A section of a compositional layout, as `NSCollectionLayoutSection`: its `group` repeated
/// along the scrolling axis (across it with an `orthogonalScrollingBehavior`) until the
/// section's items run out, `interGroupSpacing` apart, inside `contentInsets` measured from the
/// edge `contentInsetsReference` names, between its boundary supplementary items.
public struct CollectionLayoutSection: Hashable, Sendable {
    /// The group repeated (an item with a `group`; a plain item is a group of one).
    public var group: CollectionLayoutItem
    /// The space between groups.
    public var interGroupSpacing = 0.0
    /// The space around the groups.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// The edge the side insets are measured from.
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// How the groups scroll across the layout's axis; anything but `.none` lays them out along
    /// that axis in one line.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// The section's headers, footers and other boundary views.
    public var boundarySupplementaryItems: [CollectionLayoutBoundaryItem] = []
    /// Whether the boundary items are inset by the side `contentInsets` as the groups are
    /// (default true).
    public var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: CollectionLayoutItem) { self.group = group }

    /// The edge a section's side insets are measured from, as `UIContentInsetsReference`.
    public enum ContentInsetsReference: String, Hashable, Sendable {
        /// The system's choice: the safe area.
        case automatic
        /// The collection view's edges.
        case none
        /// The safe area.
        case safeArea
        /// The layout margins.
        case layoutMargins
        /// The readable content guide (measured as the layout margins here).
        case readableContent
    }

    /// How a section's groups scroll across the layout's axis, as
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Every value but `.none` places
    /// the groups the same way (scrolling by touch is not modelled).
    public enum OrthogonalScrollingBehavior: String, Hashable, Sendable {
        /// The groups follow each other along the layout's axis.
        case none
        /// One line across the layout's axis, scrolling freely.
        case continuous
        /// Scrolling that comes to rest at a group's leading edge.
        case continuousGroupLeadingBoundary
        /// Scrolling a page (the section's width) at a time.
        case paging
        /// Scrolling a group at a time.
        case groupPaging
        /// Scrolling a group at a time, each centred.
        case groupPagingCentered
    }

    var transposed: CollectionLayoutSection {
        var section = self
        section.group = group.transposed
        section.contentInsets = contentInsets.transposed
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        return section
    }
}

/// A header, footer or other view at a section's edge, as
/// `NSCollectionLayoutBoundarySupplementaryItem`: a `.top` item comes before the section's
/// groups and a `.bottom` one after them (the leading and trailing ones, with horizontal
/// scrolling), each taking room of its own unless `extendsBoundary` is false.
public struct CollectionLayoutBoundaryItem: Hashable, Sendable {
    /// The view's size; its fractions are of the section's width less its side insets.
    public var layoutSize: CollectionLayoutSize
    /// The kind the data source is asked for (`CollectionView.elementKindSectionHeader`, say).
    public var elementKind: String
    /// The edge of the section it sits on.
    public var alignment: Alignment
    /// Whether it stays in the visible bounds while its section is on screen.
    public var pinToVisibleBounds = false
    /// Whether it takes room of its own (true) or overlaps the groups.
    public var extendsBoundary = true

    /// Creates a boundary item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    /// The edge of its section a boundary item sits on, as `NSRectAlignment`.
    public enum Alignment: Int, Hashable, Sendable {
        /// No edge (placed as `.top`).
        case none = 0
        /// Above, centred.
        case top
        /// Above, at the leading side.
        case topLeading
        /// At the leading side, at the top (not taking room along the scrolling axis).
        case leading
        /// Below, at the leading side.
        case bottomLeading
        /// Below, centred.
        case bottom
        /// Below, at the trailing side.
        case bottomTrailing
        /// At the trailing side, at the top (not taking room along the scrolling axis).
        case trailing
        /// Above, at the trailing side.
        case topTrailing

        /// Whether it sits before the groups along a vertical layout's axis.
        var isBefore: Bool { self != .bottom && self != .bottomLeading && self != .bottomTrailing }
        /// Where it sits across that axis: -1 leading, 0 centred, 1 trailing.
        var across: Int {
            switch self {
            case .topLeading, .leading, .bottomLeading: -1
            case .topTrailing, .trailing, .bottomTrailing: 1
            case .none, .top, .bottom: 0
            }
        }
        /// Whether it may take room along the scrolling axis.
        var extendsAlongAxis: Bool { self != .leading && self != .trailing }

        var transposed: Alignment {
            switch self {
            case .none: .none
            case .top: .leading
            case .leading: .top
            case .bottom: .trailing
            case .trailing: .bottom
            case .topLeading: .topLeading
            case .bottomTrailing: .bottomTrailing
            case .bottomLeading: .topTrailing
            case .topTrailing: .bottomLeading
            }
        }
    }

    var transposed: CollectionLayoutBoundaryItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.alignment = alignment.transposed
        return item
    }
}
