import Foundation

/// Items placed by a layout in a scrolling view, as `UICollectionView`: a flow layout
/// (`CollectionViewFlowLayout`) or a compositional one (`CollectionViewCompositionalLayout`).
/// The visible items' cells and supplementary views (section headers and footers) are
/// subviews placed by frame, their content laid out by the engine; self-sizing elements take
/// their preferred sizes. Every element is sized when the collection loads or its size, safe
/// area or layout margins change (UIKit sizes estimated elements as they come on screen; the
/// frames are the same once all are shown).
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
    /// The kind of a section header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items; setting another places them again at the next layout.
    public var collectionViewLayout: any CollectionViewLayout {
        didSet { if collectionViewLayout !== oldValue { invalidateLayout() } }
    }
    /// The items and cells; setting it reloads at the next layout.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }

    private var needsReload = true
    private var placement = CollectionLayoutPlacement(itemFrames: [], contentSize: .zero)
    /// The size, safe area and margins of the last placement (nil before it and after an
    /// invalidation).
    private var placedFor: PlacementKey?
    private var visible: [IndexPath: CollectionViewCell] = [:]
    private var visibleSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
    private var shownSupplementaryFrames: [SupplementaryKey: Rect] = [:]
    private var registered: [String: CollectionViewCell.Type] = [:]
    private var registeredSupplementary: [SupplementaryKey.Registration: CollectionReusableView.Type] = [:]
    private var reusable: [String: [CollectionReusableView]] = [:]

    /// What a placement depends on besides the data and the layout.
    private struct PlacementKey: Equatable {
        var size: Size
        var safeArea: EdgeInsets
        var margins: EdgeInsets
    }

    /// A supplementary view's identity: its kind and index path.
    struct SupplementaryKey: Hashable, Comparable {
        var kind: String
        var indexPath: IndexPath

        /// Index path order, then kind (the order views go back to the queue).
        static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool { (a.indexPath, a.kind) < (b.indexPath, b.kind) }
        /// A registered class's identity: a kind and a reuse identifier.
        struct Registration: Hashable {
            var kind: String
            var identifier: String
        }
    }

    /// Creates a collection view placed by `layout`.
    public init(name: String? = nil, frame: Rect = .zero, collectionViewLayout layout: any CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(name: name, frame: frame)
    }

    /// Registers the class to make cells of for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// Registers the class to make supplementary views of `kind` of for `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[.init(kind: kind, identifier: identifier)] = viewClass
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
        guard let index = reusable[identifier]?.lastIndex(where: { $0 is CollectionViewCell }) else { return nil }
        return reusable[identifier]?.remove(at: index) as? CollectionViewCell
    }

    /// A supplementary view of `kind` for `indexPath`: one taken back for reuse under `kind` and
    /// `identifier`, else a new one of the registered class (a plain `CollectionReusableView`
    /// when nothing is registered; UIKit raises).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier) { return view }
        let type = registeredSupplementary[.init(kind: kind, identifier: identifier)] ?? CollectionReusableView.self
        return type.init(reuseIdentifier: identifier)
    }

    /// A supplementary view of `kind` taken back for reuse under `identifier`, or nil.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String) -> CollectionReusableView? {
        let key = Self.queueKey(kind: kind, identifier: identifier)
        guard let index = reusable[key]?.indices.last else { return nil }
        return reusable[key]?.remove(at: index)
    }

    /// The cell shown for `indexPath`, or nil when that item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The item's frame in content coordinates (nil for an item that does not exist).
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        let frames = placement.itemFrames
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return frames[indexPath.section][indexPath.item]
    }

    /// The supplementary view of `kind` shown for `indexPath`, or nil when it is not on screen
    /// (as `UICollectionView.supplementaryView(forElementKind:at:)`).
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// The supplementary views of `kind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == kind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The frame of the supplementary view of `kind` at `indexPath` in content coordinates, a
    /// pinned one where the current content offset shows it (UIKit's
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)?.frame`), or nil when the layout
    /// places none.
    public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> Rect? {
        let key = SupplementaryKey(kind: kind, indexPath: indexPath)
        if let shown = shownSupplementaryFrames[key] { return shown }
        return placement.supplementaries.first { $0.kind == kind && $0.indexPath == indexPath }
            .map { shownFrame(of: $0) }
    }

    /// Asks the data source again at the next layout, as `UICollectionView.reloadData()`.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Places the items again at the next layout (after changing the layout's properties), as
    /// `UICollectionViewLayout.invalidateLayout()`.
    public func invalidateLayout() {
        placedFor = nil
        setNeedsLayout()
    }

    /// Places the elements, shows the cells and supplementary views the bounds meet (pinned
    /// ones where the offset shows them), sets `contentSize`.
    open override func layoutSubviews() {
        let horizontal = collectionViewLayout.scrollDirection == .horizontal
        // The size, the safe area and the margins decide the placement (a compositional
        // layout's fractions and insets reference them); the offset only changes what is shown.
        let key = PlacementKey(size: bounds.size, safeArea: safeAreaInsets, margins: layoutMargins)
        if needsReload || key != placedFor {
            needsReload = false
            placedFor = key
            // In index order, so that which view a path reuses does not depend on the process's hash seed.
            for (_, cell) in visible.sorted(by: { $0.key < $1.key }) { retire(cell, kind: nil) }
            for (key, view) in visibleSupplementary.sorted(by: { $0.key < $1.key }) { retire(view, kind: key.kind) }
            visible = [:]
            visibleSupplementary = [:]
            placement = collectionViewLayout.placement(in: context())
            contentSize = placement.contentSize
        }
        showItems()
        showSupplementaries(horizontal: horizontal)
        super.layoutSubviews()
    }

    private func context() -> CollectionLayoutContext {
        let sections = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
        let counts = (0..<sections).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
        return CollectionLayoutContext(
            size: bounds.size, adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins, itemCounts: counts,
            sizeItem: { [unowned self] path, target, fixedWidth, fixedHeight in
                let cell = self.cell(at: path)
                defer { retire(cell, kind: nil) }
                return cell.preferredSize(fitting: target, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
            },
            sizeSupplementary: { [unowned self] kind, path, target, fixedWidth, fixedHeight in
                guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path) else { return target }
                defer { retire(view, kind: kind) }
                return view.preferredSize(fitting: target, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
            })
    }

    /// Shows the cells of the items the bounds meet. Cells leaving the bounds go back to their
    /// queue before new ones are asked for, so that those can be reused at once, as in UIKit.
    private func showItems() {
        let shown = bounds
        var frames: [IndexPath: Rect] = [:]
        for (section, sectionFrames) in placement.itemFrames.enumerated() {
            for (item, frame) in sectionFrames.enumerated() where frame.intersectsOpen(shown) {
                frames[IndexPath(item: item, section: section)] = frame
            }
        }
        for path in visible.keys.filter({ frames[$0] == nil }).sorted() {
            if let cell = visible.removeValue(forKey: path) { retire(cell, kind: nil) }
        }
        for path in frames.keys.sorted() {
            guard let frame = frames[path] else { continue }
            let cell = visible[path] ?? self.cell(at: path)
            cell.frame = frame
            cell.contentView.frame = cell.contentFrame
            if cell.superview !== self { insertBelowSupplementaries(cell) }
            visible[path] = cell
        }
    }

    /// Shows the supplementary views the bounds meet, pinned ones where the offset puts them,
    /// retiring those leaving first, as `showItems()` does.
    private func showSupplementaries(horizontal: Bool) {
        let shown = bounds
        shownSupplementaryFrames = [:]
        var order: [SupplementaryKey] = []
        for element in placement.supplementaries {
            let key = SupplementaryKey(kind: element.kind, indexPath: element.indexPath)
            let frame = shownFrame(of: element)
            shownSupplementaryFrames[key] = frame
            if frame.intersectsOpen(shown) { order.append(key) }
        }
        let showing = Set(order)
        for key in visibleSupplementary.keys.filter({ !showing.contains($0) }).sorted() {
            if let view = visibleSupplementary.removeValue(forKey: key) { retire(view, kind: key.kind) }
        }
        for key in order {
            guard
                let frame = shownSupplementaryFrames[key],
                let view = visibleSupplementary[key]
                    ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            else { continue }
            view.frame = frame
            // Supplementary views lie above the cells, as UIKit's headers do.
            if view.superview !== self { addSubview(view) }
            visibleSupplementary[key] = view
        }
    }

    /// A supplementary view's frame at the current content offset.
    private func shownFrame(of element: CollectionSupplementaryPlacement) -> Rect {
        let horizontal = collectionViewLayout.scrollDirection == .horizontal
        let inset = adjustedContentInset
        return horizontal
            ? element.shownFrame(visibleStart: bounds.minX + inset.left, visibleEnd: bounds.maxX - inset.right, horizontal: true)
            : element.shownFrame(visibleStart: bounds.minY + inset.top, visibleEnd: bounds.maxY - inset.bottom, horizontal: false)
    }

    /// Adds `cell` below the supplementary views shown, so that headers stay above the cells.
    private func insertBelowSupplementaries(_ cell: CollectionViewCell) {
        let shown = Set(visibleSupplementary.values.map(ObjectIdentifier.init))
        if let index = subviews.firstIndex(where: { shown.contains(ObjectIdentifier($0)) }) {
            insertSubview(cell, at: index)
        } else {
            addSubview(cell)
        }
    }

    private func cell(at path: IndexPath) -> CollectionViewCell {
        dataSource?.collectionView(self, cellForItemAt: path) ?? CollectionViewCell(reuseIdentifier: nil)
    }

    /// Takes `view` off screen and queues it for reuse (a supplementary view under its kind).
    private func retire(_ view: CollectionReusableView, kind: String?) {
        if view.superview === self { view.removeFromSuperview() }
        guard let id = view.reuseIdentifier else { return }
        view.prepareForReuse()
        reusable[kind.map { Self.queueKey(kind: $0, identifier: id) } ?? id, default: []].append(view)
    }

    private static func queueKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }
}

extension Rect {
    /// Whether the two rectangles overlap with a positive area or touch inside (edges that only
    /// meet do not count).
    fileprivate func intersectsOpen(_ other: Rect) -> Bool {
        maxY > other.minY && minY < other.maxY && maxX > other.minX && minX < other.maxX
    }
}
