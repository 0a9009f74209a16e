import Foundation

/// Items placed by a flow layout in a vertically scrolling view, as `UICollectionView` with a
/// `UICollectionViewFlowLayout`: the visible items' cells are subviews placed by frame, their
/// content laid out by the engine; self-sizing items take their cells' preferred sizes. Every
/// item is sized when the collection loads or its width changes (UIKit sizes estimated items
/// as they come on screen; the frames are the same once all are shown).
///
/// ```swift
/// final class Tags: CollectionViewDataSource {
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
///     }
/// }
/// let collection = CollectionView(name: "tags", frame: Rect(x: 0, y: 0, width: 200, height: 300),
///                                 collectionViewLayout: CollectionViewFlowLayout())
/// let tags = Tags()
/// collection.dataSource = tags
/// collection.layoutIfNeeded()
/// print(collection.contentSize)  // (200 170): three lines of three, three and one 50-point items
/// ```
open class CollectionView: ScrollView {
    /// The layout that places the items; setting another sizes the items again at the next layout.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet { if collectionViewLayout !== oldValue { invalidateLayout() } }
    }
    /// The items and cells; setting it reloads at the next layout.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }

    private var needsReload = true
    private var sizes: [[Size]] = []
    private var frames: [[Rect]] = []
    private var laidOutWidth = Double.nan
    private var visible: [IndexPath: CollectionViewCell] = [:]
    private var registered: [String: CollectionViewCell.Type] = [:]
    private var reusable: [String: [CollectionViewCell]] = [:]

    /// Creates a collection view placed by `layout`.
    public init(name: String? = nil, frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(name: name, frame: frame)
    }

    /// Registers the class to make cells of for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `indexPath`: one taken back for reuse under `identifier`, else a new one of the
    /// registered class (a plain `CollectionViewCell` when nothing is registered; UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = dequeueReusableCell(withReuseIdentifier: identifier) { return cell }
        return (registered[identifier] ?? CollectionViewCell.self).init(reuseIdentifier: identifier)
    }

    /// A cell taken back for reuse under `identifier`, or nil (the queue alone, as
    /// `TableView.dequeueReusableCell(withIdentifier:)`).
    public func dequeueReusableCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        reusable[identifier]?.popLast()
    }

    /// The cell shown for `indexPath`, or nil when that item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The item's frame in content coordinates (nil for an item that does not exist).
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return frames[indexPath.section][indexPath.item]
    }

    /// Asks the data source again at the next layout, as `UICollectionView.reloadData()`.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Sizes the items again at the next layout (after changing the layout's properties), as
    /// `UICollectionViewLayout.invalidateLayout()`.
    public func invalidateLayout() {
        laidOutWidth = .nan
        setNeedsLayout()
    }

    /// Sizes and places the items, shows the cells of those the bounds show, sets `contentSize`.
    open override func layoutSubviews() {
        let horizontal = collectionViewLayout.scrollDirection == .horizontal
        // The extent lines fill: the width, or the height when lines are columns.
        let width = horizontal ? bounds.height : bounds.width
        if needsReload || width != laidOutWidth {
            needsReload = false
            laidOutWidth = width
            for cell in visible.values {
                cell.removeFromSuperview()
                enqueue(cell)
            }
            visible = [:]
            sizeItems()
            let placed = collectionViewLayout.layout(sizes, width: width)
            frames = placed.frames
            contentSize = horizontal ? Size(width: placed.height, height: width) : Size(width: width, height: placed.height)
        }
        let shown = bounds
        var keep: [IndexPath: CollectionViewCell] = [:]
        for (section, sectionFrames) in frames.enumerated() {
            for (item, frame) in sectionFrames.enumerated()
            where frame.maxY > shown.minY && frame.minY < shown.maxY
                && frame.maxX > shown.minX && frame.minX < shown.maxX
            {
                let path = IndexPath(item: item, section: section)
                let cell = visible.removeValue(forKey: path) ?? self.cell(at: path)
                cell.frame = frame
                cell.contentView.frame = Rect(origin: .zero, size: frame.size)
                if cell.superview !== self { addSubview(cell) }
                keep[path] = cell
            }
        }
        for cell in visible.values {
            cell.removeFromSuperview()
            enqueue(cell)
        }
        visible = keep
        super.layoutSubviews()
    }

    private func cell(at path: IndexPath) -> CollectionViewCell {
        dataSource?.collectionView(self, cellForItemAt: path) ?? CollectionViewCell(reuseIdentifier: nil)
    }

    private func sizeItems() {
        let layout = collectionViewLayout
        let sections = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
        sizes = (0..<sections).map { section in
            let count = max(dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0, 0)
            return (0..<count).map { item in
                guard layout.isSelfSizing else { return layout.itemSize }
                let estimate =
                    layout.estimatedItemSize == CollectionViewFlowLayout.automaticSize
                    ? CollectionViewFlowLayout.automaticEstimate : layout.estimatedItemSize
                let cell = self.cell(at: IndexPath(item: item, section: section))
                defer { enqueue(cell) }
                return cell.preferredSize(fitting: estimate)
            }
        }
    }

    private func enqueue(_ cell: CollectionViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        cell.prepareForReuse()
        reusable[id, default: []].append(cell)
    }
}
