import AutoLayout

/// UIKit's `UICollectionView` with a flow or compositional layout, laid out by AutoLayout's
/// `CollectionView` (`layoutCollectionView`): the visible items' cells and supplementary views
/// (section headers and footers) are subviews placed by frame, their content laid out by the
/// engine; self-sizing elements take their content's fitting sizes. Every element is sized
/// when the collection loads or its size, safe area or layout margins change (UIKit sizes
/// estimated elements as they come on screen; the frames are the same once all are shown).
///
/// The data source and the delegate are held weakly, as in UIKit.
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

    /// The kind of a section header (`"UICollectionElementKindSectionHeader"`).
    public static let elementKindSectionHeader = CollectionView.elementKindSectionHeader
    /// The kind of a section footer (`"UICollectionElementKindSectionFooter"`).
    public static let elementKindSectionFooter = CollectionView.elementKindSectionFooter

    /// The layout placing the items; setting another places them again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { adopt(collectionViewLayout) }
    }

    private lazy var adapter = CollectionViewAdapter(collection: self)
    private var registered: [String: UICollectionViewCell.Type] = [:]
    /// Cells registered from nibs and storyboard prototypes: each makes a fresh copy.
    var registeredNibCells: [String: @MainActor () -> UICollectionViewCell?] = [:]
    private var registeredSupplementary: [String: [String: UICollectionReusableView.Type]] = [:]

    /// The items and cells, held weakly; setting it reloads the collection.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { layoutCollectionView.dataSource = adapter }
    }

    /// The delegate, held weakly: a `UICollectionViewDelegateFlowLayout` answers a flow
    /// layout's per-item and per-section questions. Setting it places the items again.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { layoutCollectionView.invalidateLayout() }
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
        layout.flowLayout.delegate = adapter
        layoutCollectionView.collectionViewLayout = layout.placing
    }

    /// Registers the class to make cells of for `identifier` (a `UICollectionViewCell`
    /// subclass; nil or another class removes the registration, where UIKit raises for another).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
        registeredNibCells[identifier] = nil
    }

    /// A cell for `indexPath`: one taken back for reuse under `identifier`, else a new one of
    /// the registered class (a plain `UICollectionViewCell` when none is registered, where
    /// UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reused = layoutCollectionView.dequeueReusableCell(withReuseIdentifier: identifier)?.uiView as? UICollectionViewCell {
            return reused
        }
        if let fromNib = registeredNibCells[identifier]?() { return adapter.keep(fromNib) }
        let type = registered[identifier] ?? UICollectionViewCell.self
        return adapter.keep(type.init(dequeuedWithReuseIdentifier: identifier))
    }

    /// Registers the class to make supplementary views of `kind` of for `identifier` (a
    /// `UICollectionReusableView` subclass; nil or another class removes the registration).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementary[kind, default: [:]][identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A supplementary view of `kind` for `indexPath`: one taken back for reuse under `kind` and
    /// `identifier`, else a new one of the registered class (a plain `UICollectionReusableView`
    /// when none is registered, where UIKit raises).
    open func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let reused = layoutCollectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier)?.uiView
            as? UICollectionReusableView
        {
            return reused
        }
        let type = registeredSupplementary[kind]?[identifier] ?? UICollectionReusableView.self
        return adapter.keep(type.init(dequeuedWithReuseIdentifier: identifier))
    }

    /// The supplementary view of `kind` shown for `indexPath`, or nil when it is not on screen.
    open func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutCollectionView.supplementaryView(forElementKind: kind, at: indexPath)?.uiView as? UICollectionReusableView
    }

    /// The supplementary views of `kind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
        layoutCollectionView.visibleSupplementaryViews(ofKind: kind).compactMap { $0.uiView as? UICollectionReusableView }
    }

    /// The item's place in content coordinates, or nil for an item that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frameForItem(at: indexPath).map { UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: $0) }
    }

    /// The supplementary view's place in content coordinates, a pinned one where the current
    /// content offset shows it; nil where the layout places none.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutCollectionView.frameForSupplementaryElement(ofKind: kind, at: indexPath).map {
            UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath, frame: CGRect($0))
        }
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
    private var cells = RetainedCells<UICollectionReusableView>()

    init(collection: UICollectionView) { self.collection = collection }

    /// Keeps `view` (a cell or a supplementary view) alive with the collection view.
    func keep<View: UICollectionReusableView>(_ view: View) -> View {
        _ = cells.keep(view, shown: collection.layoutCollectionView.subviews.count, isReusable: { $0.reuseIdentifier != nil })
        return view
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

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard let view = collection.dataSource?.collectionView(collection, viewForSupplementaryElementOfKind: kind, at: indexPath) else {
            return nil
        }
        return keep(view).backing as? CollectionReusableView
    }
}
