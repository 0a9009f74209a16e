/// An element of a compositional layout, as `NSCollectionLayoutItem` and its subclass
/// `NSCollectionLayoutGroup`: an item is one cell; an item with a `group` lays out its
/// subitems along an axis and takes as many cells as they do.
///
/// An item's fractional dimensions are fractions of its group's size less the group's
/// `contentInsets`; a group's, of its section's container. `contentInsets` shrink the item's
/// frame after its place is found, except on an axis whose dimension is estimated, as Apple
/// documents; `edgeSpacing` adds space around it inside its group.
public struct CollectionLayoutItem: Hashable, Sendable {
    /// The item's size.
    public var layoutSize: CollectionLayoutSize
    /// Space taken off the frame on each edge after placing (ignored on an estimated axis).
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Space around the item inside its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// The arrangement of subitems when this item is a group; nil for a cell.
    public var group: CollectionLayoutGroup?

    /// An item (one cell) of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }

    /// A group of `layoutSize` arranging `group`'s subitems.
    public init(layoutSize: CollectionLayoutSize, group: CollectionLayoutGroup) {
        self.layoutSize = layoutSize
        self.group = group
    }

    var transposed: CollectionLayoutItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.contentInsets = contentInsets.transposed
        item.edgeSpacing = edgeSpacing?.transposed
        item.group = group?.transposed
        return item
    }
}

/// How a group lays out its subitems, as `NSCollectionLayoutGroup`'s `horizontal` and
/// `vertical` forms: along `axis`, `interItemSpacing` apart. With a `count`, the first subitem
/// is repeated that many times, each as long as an equal share of the group (the spacing taken
/// out first); without one, the subitems repeat in order as long as they fit (at least one).
public struct CollectionLayoutGroup: Hashable, Sendable {
    /// The axis the subitems follow each other along.
    public enum Axis: String, Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The axis of the arrangement.
    public var axis: Axis
    /// The subitems, repeated in order.
    public var subitems: [CollectionLayoutItem]
    /// How many times the first subitem is repeated, sharing the group's length; nil to repeat
    /// the subitems as long as they fit.
    public var count: Int?
    /// The space between subitems (none by default).
    public var interItemSpacing: CollectionLayoutSpacing?

    /// Creates an arrangement.
    public init(axis: Axis, subitems: [CollectionLayoutItem], count: Int? = nil, interItemSpacing: CollectionLayoutSpacing? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
    }

    var transposed: CollectionLayoutGroup {
        var group = self
        group.axis = axis == .horizontal ? .vertical : .horizontal
        group.subitems = subitems.map(\.transposed)
        return group
    }
}
