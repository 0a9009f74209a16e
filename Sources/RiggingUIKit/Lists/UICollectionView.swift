import AutoLayout

/// UIKit's `UICollectionView` with a flow layout, laid out by AutoLayout's `CollectionView`
/// (`layoutCollectionView`): the visible items' cells are subviews placed by frame, their
/// content laid out by the engine; self-sizing items take their content's fitting sizes. Every
/// item is sized when the collection loads or its width changes (UIKit sizes estimated items
/// as they come on screen; the frames are the same once all are shown).
///
/// The data source is held weakly, as in UIKit.
///
/// ```swift
/// final class Swatches: NSObject, UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
///     }
/// }
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// let swatches = Swatches()
/// collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
/// collection.dataSource = swatches
/// collection.layoutIfNeeded()
/// // collection.contentSize is (320, 210): lines of three and two items, 10 points apart
/// ```
open class UICollectionView: UIScrollView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingCollectionView(collectionViewLayout: CollectionViewFlowLayout())) }

    /// The AutoLayout collection view this view lays out through.
    public var layoutCollectionView: CollectionView { unsafeDowncast(layoutView, to: BackingCollectionView.self) }

    /// The axis a flow layout's content scrolls along.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// The layout placing the items; setting another places them again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { adopt(collectionViewLayout) }
    }

    private lazy var adapter = CollectionViewAdapter(collection: self)
    private var registered: [String: UICollectionViewCell.Type] = [:]

    /// The items and cells, held weakly; setting it reloads the collection.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { layoutCollectionView.dataSource = adapter }
    }

    /// Creates a collection view at `frame` placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// UIKit's archive initializer: a zero frame and a default flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layoutCollectionView.collectionViewLayout = layout.flowLayout
    }

    /// Registers the class to make cells of for `identifier` (a `UICollectionViewCell`
    /// subclass; nil or another class removes the registration, where UIKit raises for another).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell for `indexPath`: one taken back for reuse under `identifier`, else a new one of
    /// the registered class (a plain `UICollectionViewCell` when none is registered, where
    /// UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reused = layoutCollectionView.dequeueReusableCell(withReuseIdentifier: identifier)?.uiView as? UICollectionViewCell {
            return reused
        }
        let type = registered[identifier] ?? UICollectionViewCell.self
        return adapter.keep(type.init(dequeuedWithReuseIdentifier: identifier))
    }

    /// The cell shown for `indexPath`, or nil when that item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutCollectionView.cellForItem(at: indexPath)?.uiView as? UICollectionViewCell
    }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        layoutCollectionView.visibleCells.compactMap { $0.uiView as? UICollectionViewCell }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { layoutCollectionView.indexPathsForVisibleItems }

    /// The item's frame in content coordinates, or nil for an item that does not exist (UIKit's
    /// `layoutAttributesForItem(at:)?.frame`).
    open func frameForItem(at indexPath: IndexPath) -> CGRect? { layoutCollectionView.frameForItem(at: indexPath).map(CGRect.init) }

    /// Asks the data source again at the next layout.
    open func reloadData() { layoutCollectionView.reloadData() }
}

/// Answers AutoLayout's collection view with a `UICollectionView`'s data source, and keeps the
/// UIKit cells alive while their backing cells are shown or queued.
@MainActor
final class CollectionViewAdapter: @MainActor CollectionViewDataSource {
    unowned let collection: UICollectionView
    private var cells = RetainedCells<UICollectionViewCell>()

    init(collection: UICollectionView) { self.collection = collection }

    /// Keeps `cell` alive with the collection view.
    func keep(_ cell: UICollectionViewCell) -> UICollectionViewCell {
        cells.keep(cell, shown: collection.layoutCollectionView.visibleCells.count, isReusable: { $0.reuseIdentifier != nil })
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        collection.dataSource.map { $0.numberOfSections(in: collection) } ?? 0
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        collection.dataSource?.collectionView(collection, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collection.dataSource?.collectionView(collection, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
        return keep(cell).cell
    }
}
