import Foundation

/// A column of rows in a scroll view, as `UITableView` lays it out: one cell per visible row
/// at the table's width, each row as tall as `rowHeight`, or with `automaticDimension` as its
/// cell's content view's fitting size at that width (self-sizing cells).
///
/// Rows are sized when they are shown; with an `estimatedRowHeight` the others count at the
/// estimate, and `contentSize` is corrected as rows are sized (as UIKit does); with an estimate
/// of 0 every row is sized when the table loads. Only the visible rows' cells are in the view
/// tree (placed by frame, their content laid out by the engine); cells that scroll out go back
/// to a reuse queue per identifier. Layout happens in `layoutSubviews()`, so a
/// `layoutIfNeeded()` (or a run loop's tick) after `reloadData()`, a scroll, an insertion or a
/// deletion shows the new rows; inside a run loop's `animate` block the rows below an
/// insertion or deletion slide to their new places. A `tableHeaderView` sits above the first
/// row and a `tableFooterView` below the last, and `contentSize` includes them. Sections have
/// headers and footers (`TableView+Sections.swift`): titles in standard views or the delegate's
/// views, fixed or self-sized, floating in the `.plain` style.
///
/// ```swift
/// final class Notes: TableViewDataSource {
///     let texts = ["Short", "A note long enough to wrap onto a second line at this width"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///         let label = cell.contentView.subviews.first as? Label ?? Label(name: "text")
///         if label.superview == nil {
///             label.numberOfLines = 0
///             cell.contentView.addSubview(label)
///             _ = try? label.pinEdges(insets: EdgeInsets(all: 11))
///         }
///         label.text = texts[indexPath.row]
///         return cell
///     }
/// }
/// let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 200, height: 400))
/// let notes = Notes()
/// table.register(TableViewCell.self, forCellReuseIdentifier: "note")
/// table.dataSource = notes
/// table.layoutIfNeeded()
/// print(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > table.rectForRow(at: IndexPath(row: 0, section: 0)).height)  // true
/// ```
open class TableView: ScrollView {
    /// Asks for a row height from the cell's content (`rowHeight`, `estimatedRowHeight`, the
    /// delegate's heights), as `UITableView.automaticDimension` (-1).
    public static let automaticDimension: Double = -1
    /// The estimate UIKit uses for `estimatedRowHeight == automaticDimension`.
    public static let defaultEstimatedRowHeight: Double = 44

    /// How rows appear and leave, as `UITableView.RowAnimation`. Rigging draws nothing: every
    /// kind shows as the rows around the change sliding to their places in an animation block.
    public enum RowAnimation: String, Sendable, CaseIterable {
        /// UIKit fades the rows in or out.
        case fade
        /// UIKit slides the rows in from, or out to, the right.
        case right
        /// UIKit slides the rows in from, or out to, the left.
        case left
        /// UIKit slides the rows in from, or out to, the top.
        case top
        /// UIKit slides the rows in from, or out to, the bottom.
        case bottom
        /// UIKit shows the change with no animation of its own.
        case none
        /// UIKit keeps the rows centred in the space they take or leave.
        case middle
        /// UIKit picks a style.
        case automatic
    }

    /// Whether lines separate the rows, as `UITableViewCell.SeparatorStyle` (the part layout sees).
    public enum SeparatorStyle: String, Sendable, CaseIterable {
        /// No separators: a self-sized row is exactly its content view's fitting height.
        case none
        /// A hairline below each row: a self-sized row is its content view's fitting height plus
        /// one pixel (`1 / displayScale`), which the content view does not cover, as in UIKit.
        case singleLine
    }

    /// The rows and cells (`TableViewDataSource`); setting it reloads at the next layout.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Per-row heights and estimates (`TableViewDelegate`).
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }

    /// Every row's height, or `automaticDimension` (the default, as since iOS 11) for each
    /// row's content's.
    public var rowHeight: Double = TableView.automaticDimension { didSet { invalidateRowHeights() } }
    /// The height assumed for rows not yet sized: `automaticDimension` (the default) for 44
    /// points, 0 to size every row when the table loads.
    public var estimatedRowHeight: Double = TableView.automaticDimension { didSet { reloadData() } }
    /// Whether rows are separated by a hairline (default `.singleLine`).
    public var separatorStyle = SeparatorStyle.singleLine { didSet { invalidateRowHeights() } }
    /// Whether the rows show their editing controls (false by default), as
    /// `UITableView.isEditing`: each cell's content view narrows (see ``TableViewCell/isEditing``)
    /// and self-sizing rows are sized again at the new width.
    public var isEditing = false { didSet { if oldValue != isEditing { invalidateRowHeights() } } }
    /// The width the section index takes from every row's content at the trailing side: the
    /// data source's ``TableViewDataSource/sectionIndexTitles(for:)`` measured as the table
    /// loads (``sectionIndexWidth(for:)``), 0 without an index.
    public private(set) var sectionIndexWidth = 0.0
    /// The screen scale the separator's pixel is measured at (default 2).
    public var displayScale: Double = 2 { didSet { invalidateRowHeights() } }

    /// A view above the first row, as `UITableView.tableHeaderView`. Its height is its frame's
    /// when it is assigned (the table does not size it: size it first, for example with
    /// `systemLayoutSizeFitting`, and assign it again after changing its height, as in UIKit);
    /// its width follows the table's. The rows start below it.
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView, height: &headerHeight) }
    }
    /// A view below the last row, as `UITableView.tableFooterView`, sized as the header is.
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView, height: &footerHeight) }
    }
    /// The header's and the footer's heights as they were when assigned.
    var headerHeight = 0.0
    private var footerHeight = 0.0

    /// The style, as `UITableView.Style` (default `.plain`); changing it reloads the table.
    public var style = Style.plain { didSet { reloadData() } }
    /// Every section header's height, or `automaticDimension` (the default) for its view's
    /// fitting height, its title's standard height, or the style's untitled height.
    public var sectionHeaderHeight: Double = TableView.automaticDimension { didSet { invalidateSections() } }
    /// Every section footer's height, as `sectionHeaderHeight` for footers.
    public var sectionFooterHeight: Double = TableView.automaticDimension { didSet { invalidateSections() } }
    /// The height of automatic section headers not yet on screen, as
    /// `UITableView.estimatedSectionHeaderHeight`: a positive value lets the table measure each
    /// automatic header when it comes on screen, counting the estimate until then (in
    /// `contentSize` and the sections' places); `automaticDimension` (the default) or 0 measures
    /// every header when the table loads (Rigging's choice: UIKit estimates by default too, with
    /// figures it does not publish). Fixed heights are used as they are.
    public var estimatedSectionHeaderHeight: Double = TableView.automaticDimension { didSet { invalidateSections() } }
    /// The height of automatic section footers not yet on screen, as `estimatedSectionHeaderHeight`.
    public var estimatedSectionFooterHeight: Double = TableView.automaticDimension { didSet { invalidateSections() } }
    /// Space above each section header that has a height, as `UITableView.sectionHeaderTopPadding`
    /// (iOS 15): `automaticDimension` (the default) for the style's
    /// (`TableView.automaticHeaderTopPadding(_:)`), else that many points.
    public var sectionHeaderTopPadding: Double = TableView.automaticDimension { didSet { invalidateSections() } }

    /// The section headers and footers on screen.
    var sectionViews: [SectionSlot: View] = [:]
    var registeredHeaderFooters: [String: TableViewHeaderFooterView.Type] = [:]
    var reusableHeaderFooters: [String: [TableViewHeaderFooterView]] = [:]
    /// Whether the sections' header and footer heights are measured at the current width.
    var sectionsSized = false

    /// The row model: one entry per row, sections one after the other.
    var rows = RowColumn()
    /// The data must be asked again before the next layout.
    private var needsReload = true
    /// The cells on screen, by flat row index.
    private(set) var visible: [Int: TableViewCell] = [:]
    private var registered: [String: TableViewCell.Type] = [:]
    private var reusable: [String: [TableViewCell]] = [:]
    /// The insertions and deletions of an open batch (`beginUpdates()`), made at its end.
    private var batch: (inserts: [IndexPath], deletes: [IndexPath])?
    private var batchDepth = 0

    /// Creates an empty table.
    public override init(name: String? = nil, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        alwaysBounceVertical = true
    }

    // MARK: Cells

    /// Registers the class to make cells of for `identifier`, as `UITableView.register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// Makes a standard header or footer for a section's title, reused under `identifier`: a
    /// `TableViewHeaderFooterView`. The hook for a wrapper whose views are a type of its own.
    open func makeTitleView(reuseIdentifier identifier: String) -> TableViewHeaderFooterView {
        TableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// A cell taken back for reuse under `identifier`, or nil, as
    /// `UITableView.dequeueReusableCell(withIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        return cell
    }

    /// A cell for `indexPath`: one taken back for reuse under `identifier`, else a new one of
    /// the registered class (a plain `TableViewCell` when nothing is registered; UIKit raises).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        return (registered[identifier] ?? TableViewCell.self).init(reuseIdentifier: identifier)
    }

    /// The cell shown for `indexPath`, or nil when that row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        rows.flatIndex(of: indexPath).flatMap { visible[$0] }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { visible.keys.sorted().map { rows.indexPath(of: $0) } }

    // MARK: Geometry

    /// The number of sections as last loaded.
    public var numberOfSections: Int { rows.sectionCounts.count }

    /// The number of rows in `section` as last loaded (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        rows.sectionCounts.indices.contains(section) ? rows.sectionCounts[section] : 0
    }

    /// The row's rectangle in content coordinates (`.zero` for a row that does not exist), with
    /// the heights known so far: sized rows at their height, the others at the estimate; the
    /// rows start below the header view.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let i = rows.flatIndex(of: indexPath) else { return .zero }
        return Rect(x: 0, y: headerHeight + rows.origin(of: i), width: bounds.width, height: rows.heights[i])
    }

    // MARK: Changes

    /// Asks the data source again at the next layout: every row is unsized and every cell goes
    /// back to the reuse queue.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Inserts rows that the data source now has, as `UITableView.insertRows(at:with:)`: they
    /// are sized when shown, and the rows after them move down. An index path past its
    /// section's rows, or counts that disagree with the data source afterwards (which UIKit
    /// raises for), reload the table instead, with a diagnostic.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if batch != nil {
            batch?.inserts += indexPaths
            return
        }
        applyRowChange(inserting: indexPaths, deleting: [])
    }

    /// Deletes rows that the data source no longer has, as `UITableView.deleteRows(at:with:)`:
    /// their cells leave and the rows after them move up. Bad index paths or counts reload
    /// the table instead, with a diagnostic.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if batch != nil {
            batch?.deletes += indexPaths
            return
        }
        applyRowChange(inserting: [], deleting: indexPaths)
    }

    /// Makes the insertions, deletions and reloads of `updates` one change, as
    /// `UITableView.performBatchUpdates(_:completion:)`: deletions and reloads name rows as they
    /// were before the batch, insertions as they are after it, and the counts are checked
    /// against the data source once, after the block. `completion` runs once the change is
    /// made, with true; the rows' slide belongs to the animation block around the call, if any.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts a batch of changes that `endUpdates()` makes (calls nest), as
    /// `UITableView.beginUpdates()`.
    public func beginUpdates() {
        batchDepth += 1
        if batch == nil { batch = ([], []) }
    }

    /// Makes the batch `beginUpdates()` started, when it closes the outermost one.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let changes = batch else { return }
        batch = nil
        if !changes.inserts.isEmpty || !changes.deletes.isEmpty {
            applyRowChange(inserting: changes.inserts, deleting: changes.deletes)
        }
    }

    /// Sizes the rows at `indexPaths` again (their cells are asked for again), as
    /// `UITableView.reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths {
            guard let i = rows.flatIndex(of: path) else { continue }
            rows.unsize(i, estimate: estimate(for: path))
            if let cell = visible.removeValue(forKey: i) { enqueue(cell) }
        }
        setNeedsLayout()
    }

    private func applyRowChange(inserting: [IndexPath], deleting: [IndexPath]) {
        guard !needsReload, let source = dataSource else { return reloadData() }
        var counts = rows.sectionCounts
        // Deletions use the old index paths (highest first), insertions the new ones (lowest first).
        var flatDeletes: [Int] = []
        for path in deleting {
            guard let i = rows.flatIndex(of: path) else { return inconsistent("no row at \(path) to delete") }
            flatDeletes.append(i)
            counts[path.section] -= 1
        }
        for i in flatDeletes.sorted(by: >) {
            rows.remove(at: i)
            if let cell = visible.removeValue(forKey: i) {
                cell.removeFromSuperview()
                enqueue(cell)
            }
            visible = Dictionary(uniqueKeysWithValues: visible.map { ($0.key > i ? $0.key - 1 : $0.key, $0.value) })
        }
        for path in inserting.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
            guard counts.indices.contains(path.section), path.row >= 0, path.row <= counts[path.section] else {
                return inconsistent("no place for a row at \(path)")
            }
            counts[path.section] += 1
            let i = rows.sectionStart(path.section) + path.row
            rows.insert(RowColumn.Row(height: estimate(for: path), sized: false), at: i, section: path.section)
            visible = Dictionary(uniqueKeysWithValues: visible.map { ($0.key >= i ? $0.key + 1 : $0.key, $0.value) })
        }
        let expected = (0..<source.numberOfSections(in: self)).map { source.tableView(self, numberOfRowsInSection: $0) }
        guard expected == rows.sectionCounts else {
            return inconsistent("the data source has \(expected) rows per section after the update, the table \(rows.sectionCounts)")
        }
        setNeedsLayout()
    }

    private func inconsistent(_ reason: String) {
        engine.diagnose("Invalid update of table view \(name): \(reason). Reloading the table.")
        reloadData()
    }

    // MARK: Layout

    /// Loads and sizes the rows the bounds show, places their cells, and sets `contentSize`.
    open override func layoutSubviews() {
        if needsReload { load() }
        let width = bounds.width
        let column = columnInsets
        let rowWidth = columnWidth
        if rowWidth != rows.width {
            rows.width = rowWidth
            invalidateSectionsForWidth()
            for i in rows.heights.indices where rows.sized[i] { rows.unsize(i, estimate: rows.heights[i]) }
        }
        if !sectionsSized { sizeSections() }
        // Without an estimate every row is sized now; fixed heights cost no cell, so they are too.
        if !isEstimating || (delegate == nil && rowHeight != TableView.automaticDimension) {
            for i in rows.heights.indices where !rows.sized[i] { size(row: i) }
        }
        // Sizing a row moves the rows below it; repeat until the rows on screen are all sized.
        // Rows are in content coordinates below the header.
        let top = bounds.minY - headerHeight
        let bottom = bounds.maxY - headerHeight
        var shown = rows.range(from: top, to: bottom)
        for _ in 0..<8 {
            let unsized = shown.filter { !rows.sized[$0] }
            let estimatedSections = rows.sections(from: top, to: bottom).filter { !rows.sectionSized[$0] }
            guard !unsized.isEmpty || !estimatedSections.isEmpty else { break }
            for s in estimatedSections { sizeSection(s) }
            for i in unsized { size(row: i) }
            shown = rows.range(from: top, to: bottom)
        }
        // The leaving rows in index order, so that which cell a row reuses does not depend on
        // the process's hash seed (only the few that leave are sorted, once a pass).
        for i in visible.keys.filter({ !shown.contains($0) }).sorted() {
            guard let cell = visible.removeValue(forKey: i) else { continue }
            cell.removeFromSuperview()
            enqueue(cell)
        }
        let separator = separatorHeight
        for i in shown {
            let cell = visible[i] ?? self.cell(for: i)
            visible[i] = cell
            cell.isEditing = isEditing
            cell.place(
                in: Rect(x: column.left, y: headerHeight + rows.origin(of: i), width: rowWidth, height: rows.heights[i]),
                separator: separator, sectionIndexWidth: sectionIndexWidth)
            if cell.superview !== self { addSubview(cell) }
        }
        placeSectionViews(top: top, bottom: bottom)
        let rowsHeight = rows.totalHeight
        // The header and the footer keep their own heights: one changed without being assigned
        // again overlaps the rows, as in UIKit, which reads the height only on assignment.
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: headerHeight + rowsHeight, width: width, height: footer.frame.height)
        }
        contentSize = Size(width: width, height: headerHeight + rowsHeight + footerHeight)
        super.layoutSubviews()
    }

    /// Takes `old` out of the table and puts `new` in, reading its height now.
    private func replaceAccessory(_ old: View?, with new: View?, height: inout Double) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        height = max(new?.frame.height ?? 0, 0)
        if let new {
            new.frame = Rect(x: 0, y: new.frame.minY, width: bounds.width, height: new.frame.height)
            if new.superview !== self { addSubview(new) }
        }
        setNeedsLayout()
    }

    private var isEstimating: Bool { estimatedRowHeight != 0 }

    private var separatorHeight: Double { separatorStyle == .none || displayScale <= 0 ? 0 : 1 / displayScale }

    private func load() {
        needsReload = false
        sectionsSized = false
        removeSectionViews()
        for (_, cell) in visible.sorted(by: { $0.key < $1.key }) {
            cell.removeFromSuperview()
            enqueue(cell)
        }
        visible = [:]
        let sections = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
        sectionIndexWidth = TableView.sectionIndexWidth(for: dataSource?.sectionIndexTitles(for: self))
        let counts = (0..<sections).map { max(dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0, 0) }
        rows = RowColumn(sectionCounts: counts, width: bounds.width) { estimate(for: $0) }
    }

    private func estimate(for path: IndexPath) -> Double {
        let e = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
        return e > 0 ? e : TableView.defaultEstimatedRowHeight
    }

    private func invalidateRowHeights() {
        for i in rows.heights.indices where rows.sized[i] { rows.unsize(i, estimate: rows.heights[i]) }
        setNeedsLayout()
    }

    /// The cell the data source gives for flat row `i`.
    private func cell(for i: Int) -> TableViewCell {
        dataSource?.tableView(self, cellForRowAt: rows.indexPath(of: i)) ?? TableViewCell(reuseIdentifier: nil)
    }

    /// Sizes row `i`: its fixed height, or its cell's content view's fitting height at the
    /// table's width plus the separator. A cell asked for only to size an off-screen row goes
    /// back to the reuse queue.
    func size(row i: Int) {
        let path = rows.indexPath(of: i)
        let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == TableView.automaticDimension else {
            rows.setHeight(max(height, 0), of: i)
            return
        }
        let cell = visible[i] ?? self.cell(for: i)
        cell.isEditing = isEditing
        let insets = cell.contentInsets(sectionIndexWidth: sectionIndexWidth)
        let fitting = cell.contentView.systemLayoutSizeFitting(
            Size(width: max(columnWidth - insets.leading - insets.trailing, 0), height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        rows.setHeight(fitting.height + separatorHeight, of: i)
        if visible[i] == nil { enqueue(cell) }
    }

    private func enqueue(_ cell: TableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        cell.prepareForReuse()
        reusable[id, default: []].append(cell)
    }
}
