import AutoLayout

/// UIKit's `NSCollectionLayoutItem`: one cell of a compositional layout, of `layoutSize` (its
/// fractions are of its group's size less the group's content insets). `contentInsets` shrink
/// its frame after it is placed, except on an axis whose dimension is estimated;
/// `edgeSpacing` adds space around it inside its group.
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken off the frame on each edge after placing (zero by default).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item inside its group (none by default).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }

    /// The item as the compositional layout places it.
    var layoutItem: CollectionLayoutItem {
        var item = CollectionLayoutItem(layoutSize: layoutSize.layoutSize)
        item.contentInsets = contentInsets.layoutInsets
        item.edgeSpacing = edgeSpacing?.layoutEdgeSpacing
        return item
    }
}

/// UIKit's `NSCollectionLayoutGroup`: an item that lays out subitems along an axis. Made with
/// `subitems`, it repeats them in order as long as they fit; with a `count`, it repeats its
/// one subitem that many times, each an equal share of its length after the spacing, as Apple
/// documents.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
///     repeatingSubitem: item, count: 3)
/// row.interItemSpacing = .fixed(10)
/// // in a 320-point section: three items 100 points wide, at x = 0, 110 and 220
/// ```
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The subitems.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between subitems (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    private let axis: CollectionLayoutGroup.Axis
    private let count: Int?

    private init(layoutSize: NSCollectionLayoutSize, axis: CollectionLayoutGroup.Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A group laying out `subitems` left to right, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// A group laying out `subitems` top to bottom, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// A group of `count` equal repetitions of `subitem`, left to right.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(count, 0))
    }
    /// A group of `count` equal repetitions of `subitem`, top to bottom.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(count, 0))
    }
    /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// The iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    override var layoutItem: CollectionLayoutItem {
        var item = super.layoutItem
        item.group = CollectionLayoutGroup(
            axis: axis, subitems: subitems.map(\.layoutItem), count: count, interItemSpacing: interItemSpacing?.layoutSpacing)
        return item
    }
}
