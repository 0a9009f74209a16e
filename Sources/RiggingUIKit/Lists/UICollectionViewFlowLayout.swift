import AutoLayout

/// UIKit's `UICollectionViewLayout`, the base of the layouts a `UICollectionView` takes: the
/// flow and compositional layouts are modelled; a collection view places the items of any
/// other subclass as a default `UICollectionViewFlowLayout` would (its overrides are not called).
@MainActor
open class UICollectionViewLayout {
    /// The flow placement a plain layout or a flow layout runs.
    let flowLayout = CollectionViewFlowLayout()
    /// The placement AutoLayout's collection view runs.
    var placing: any CollectionViewLayout { flowLayout }
    /// The collection view using the layout, if any.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public init() {}

    /// Places the items again at the collection view's next layout.
    open func invalidateLayout() { collectionView?.layoutCollectionView.invalidateLayout() }

    /// The size of the content, as last laid out.
    open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }
}

/// UIKit's `UICollectionViewFlowLayout`: items in lines (rows, or columns when scrolling
/// horizontally), laid out by AutoLayout's `CollectionViewFlowLayout`. Items are `itemSize`,
/// or with an `estimatedItemSize` (`automaticSize` for UIKit's default estimate) each cell's
/// content's fitting size. Setting a property places the items again, as in UIKit.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 40)
/// layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
/// layout.scrollDirection = .horizontal  // places the items again: lines become columns
/// // layout.collectionView === collection; three items a line when vertical (10 + 3 × 100 + 2 × 10 + 10 = 340)
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Asks each cell for its size against UIKit's default estimate.
    public static let automaticSize = CGSize(CollectionViewFlowLayout.automaticSize)

    /// Every item's size when `estimatedItemSize` is zero (50 by 50 by default).
    open var itemSize: CGSize {
        get { CGSize(flowLayout.itemSize) }
        set {
            flowLayout.itemSize = newValue.layoutSize
            invalidateLayout()
        }
    }

    /// Zero (the default) for `itemSize`; otherwise each item is its cell's preferred size, this
    /// being the estimate (`automaticSize` for UIKit's).
    open var estimatedItemSize: CGSize {
        get { CGSize(flowLayout.estimatedItemSize) }
        set {
            flowLayout.estimatedItemSize = newValue.layoutSize
            invalidateLayout()
        }
    }

    /// The least space between lines (10 by default).
    open var minimumLineSpacing: CGFloat {
        get { CGFloat(flowLayout.minimumLineSpacing) }
        set {
            flowLayout.minimumLineSpacing = Double(newValue)
            invalidateLayout()
        }
    }

    /// The least space between the items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat {
        get { CGFloat(flowLayout.minimumInteritemSpacing) }
        set {
            flowLayout.minimumInteritemSpacing = Double(newValue)
            invalidateLayout()
        }
    }

    /// Space around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets {
        get { UIEdgeInsets(flowLayout.sectionInset) }
        set {
            flowLayout.sectionInset = newValue.layoutInsets
            invalidateLayout()
        }
    }

    /// The size of each section's header: its height with vertical scrolling, its width with
    /// horizontal; zero (the default) for none. A header spans the collection across the axis,
    /// above the section inset.
    open var headerReferenceSize: CGSize {
        get { CGSize(flowLayout.headerReferenceSize) }
        set {
            flowLayout.headerReferenceSize = newValue.layoutSize
            invalidateLayout()
        }
    }

    /// The size of each section's footer, as `headerReferenceSize`, below the section inset.
    open var footerReferenceSize: CGSize {
        get { CGSize(flowLayout.footerReferenceSize) }
        set {
            flowLayout.footerReferenceSize = newValue.layoutSize
            invalidateLayout()
        }
    }

    /// Whether headers stay at the top of the visible bounds (inside the adjusted content
    /// inset) while their section is on screen, the next section's header pushing them away
    /// (false by default).
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { flowLayout.sectionHeadersPinToVisibleBounds }
        set {
            flowLayout.sectionHeadersPinToVisibleBounds = newValue
            invalidateLayout()
        }
    }

    /// Whether footers stay at the bottom of the visible bounds while their section is on
    /// screen (false by default).
    open var sectionFootersPinToVisibleBounds: Bool {
        get { flowLayout.sectionFootersPinToVisibleBounds }
        set {
            flowLayout.sectionFootersPinToVisibleBounds = newValue
            invalidateLayout()
        }
    }

    /// The axis the content scrolls along (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { flowLayout.scrollDirection }
        set {
            flowLayout.scrollDirection = newValue
            invalidateLayout()
        }
    }

    /// Creates a layout with UIKit's defaults.
    public override init() { super.init() }
}
