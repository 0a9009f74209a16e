import AutoLayout

/// UIKit's `UITableView`: a column of rows in a scroll view, laid out by AutoLayout's
/// `TableView` (`layoutTableView`): one cell per visible row at the table's width, each row
/// `rowHeight` tall, or with `automaticDimension` (the default) as tall as its cell's content
/// view's fitting height at that width plus the separator (self-sizing cells). With an
/// `estimatedRowHeight` rows are sized as they come on screen and `contentSize` is corrected as
/// they are; with an estimate of 0 every row is sized when the table loads.
///
/// The data source and the delegate are held weakly, as in UIKit. A `tableHeaderView` sits above
/// the rows and a `tableFooterView` below them, each as tall as its frame when assigned.
///
/// Sections have headers and footers: the data source's titles in standard views, or the
/// delegate's views (`UITableViewHeaderFooterView`, reused by identifier), fixed in height or
/// self-sized with `automaticDimension` (see `UITableView+Sections.swift`). `.plain` headers
/// float at the top while their rows scroll under them; `.insetGrouped` sections are
/// `.grouped` ones inset by the table's layout margins (corners not drawn).
///
/// ```swift
/// final class Fruit: NSObject, UITableViewDataSource {
///     let names = ["Apple", "Banana", "Cherry"]
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///         cell.contentView.heightAnchor.constraint(equalToConstant: 43.5).isActive = true
///         return cell
///     }
/// }
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// let fruit = Fruit()
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
/// table.dataSource = fruit
/// table.layoutIfNeeded()
/// // table.contentSize is (320, 132): three rows, each 43.5 points of content and a 0.5 separator
/// ```
open class UITableView: UIScrollView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingTableView()) }

    /// The AutoLayout table this table lays out through.
    public var layoutTableView: TableView { unsafeDowncast(layoutView, to: BackingTableView.self) }

    /// UIKit's table styles.
    public enum Style: Int, Sendable, Hashable {
        /// Rows in one column.
        case plain = 0
        /// Sections set apart, with a gap above and below each even without titles.
        case grouped
        /// Grouped sections whose rows, headers and footers are inset by the table's layout
        /// margins: at least 16 points beyond the safe area in a table narrower than 414
        /// points, 20 otherwise (UIKit's system minimum margins); the rounded corners are not drawn.
        case insetGrouped

        /// The AutoLayout table's style.
        var layoutStyle: TableView.Style {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// How inserted and deleted rows appear (kept: every kind shows as the rows around the
    /// change sliding to their places in an animation block).
    public typealias RowAnimation = TableView.RowAnimation

    /// Asks for a height from the cell's content, as `UITableView.automaticDimension`.
    public static let automaticDimension = CGFloat(TableView.automaticDimension)

    /// The style the table was made with.
    public let style: Style
    /// Answers the AutoLayout table with this table's data source and delegate.
    lazy var adapter = TableViewAdapter(table: self)
    private var registered: [String: UITableViewCell.Type] = [:]
    /// Cells registered from nibs and storyboard prototypes: each makes a fresh copy.
    var registeredNibCells: [String: @MainActor () -> UITableViewCell?] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The separator inset set, else nil for the automatic one (see `separatorInset`).
    var setSeparatorInset: UIEdgeInsets?
    /// How `separatorInset` is read (see `separatorInsetReference`).
    var insetReference = SeparatorInsetReference.fromCellEdges
    /// The header and footer, retained (the AutoLayout table holds only their backing views).
    private var header: UIView?
    private var footer: UIView?
    /// A storyboard's static sections (`dataMode="static"`), empty for a dynamic table.
    var staticSections: [StaticTableSection] = []

    /// The selected rows, in the order selected.
    var selectedRows: [IndexPath] = []
    /// The rows a batch of changes deletes (named as they were) and inserts (as they will be),
    /// applied to the selection when the batch ends; nil outside a batch.
    var selectionBatch: (deleted: [IndexPath], inserted: [IndexPath])?
    /// How deep `beginUpdates()` and `performBatchUpdates` are nested.
    var batchDepth = 0

    /// Whether a tap selects a row when the table is not editing (true by default).
    open var allowsSelection = true
    /// Whether a tap adds its row to the selection, and a tap on a selected row deselects it,
    /// when the table is not editing (false by default).
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table is editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while the table is editing (false by default).
    open var allowsMultipleSelectionDuringEditing = false

    /// The rows and cells, held weakly; setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { layoutTableView.dataSource = adapter }
    }

    /// Per-row heights and estimates, held weakly; setting it reloads the table.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { layoutTableView.delegate = delegate == nil ? nil : adapter }
    }

    /// Sets `dataSource` and `delegate` for their keys (a storyboard's outlets from the table)
    /// and calls `super` for any other.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "dataSource": dataSource = value as? any UITableViewDataSource
        case "delegate": delegate = value as? any UITableViewDelegate
        default: super.setValue(value, forKey: key)
        }
    }

    /// Creates a table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        layoutTableView.style = style.layoutStyle
    }

    /// A `.plain` table at `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// UIKit's archive initializer: a table with a zero frame, of the style of the storyboard or
    /// nib element it loads from (`.plain` otherwise).
    public required init?(coder: NSCoder) {
        let styles: [String: Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
        style = (coder as? NibDecoder)?.view?.table.flatMap { styles[$0.style] } ?? .plain
        super.init(coder: coder)
        layoutTableView.style = style.layoutStyle
    }

    // MARK: Sizes

    /// Every row's height, or `automaticDimension` (the default) for its content's.
    open var rowHeight: CGFloat {
        get { CGFloat(layoutTableView.rowHeight) }
        set { layoutTableView.rowHeight = Double(newValue) }
    }

    /// The height of rows not yet sized: `automaticDimension` (the default) for 44 points, 0 to
    /// size every row when the table loads.
    open var estimatedRowHeight: CGFloat {
        get { CGFloat(layoutTableView.estimatedRowHeight) }
        set { layoutTableView.estimatedRowHeight = Double(newValue) }
    }

    /// Whether a hairline separates the rows (`.singleLine` by default): a self-sized row is its
    /// content's height plus one pixel.
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { layoutTableView.separatorStyle }
        set { layoutTableView.separatorStyle = newValue }
    }

    // MARK: Header and footer

    /// A view above the first row. Its height is its frame's when it is assigned: the table does
    /// not size it, so size it first (commonly with `systemLayoutSizeFitting(_:)`) and assign it
    /// again after changing its height, as in UIKit; its width follows the table's. The rows
    /// start below it and `contentSize` includes it.
    open var tableHeaderView: UIView? {
        get { header }
        set {
            header = newValue
            layoutTableView.tableHeaderView = newValue?.layoutView
        }
    }

    /// A view below the last row, sized as `tableHeaderView` is; `contentSize` includes it.
    open var tableFooterView: UIView? {
        get { footer }
        set {
            footer = newValue
            layoutTableView.tableFooterView = newValue?.layoutView
        }
    }

    // MARK: Cells

    /// Registers the class to make cells of for `identifier` (a `UITableViewCell` subclass; nil
    /// or another class removes the registration, where UIKit raises for another class).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
        registeredNibCells[identifier] = nil
    }

    /// A cell taken back for reuse under `identifier`, else a new one of the registered class,
    /// else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reused = layoutTableView.dequeueReusableCell(withIdentifier: identifier)?.uiView as? UITableViewCell {
            return reused
        }
        if let fromNib = registeredNibCells[identifier]?() { return adapter.keep(fromNib) }
        return registered[identifier].map { adapter.keep($0.init(dequeuedWithReuseIdentifier: identifier)) }
    }

    /// A cell for `indexPath`: one taken back for reuse under `identifier`, else a new one of
    /// the registered class (a plain `UITableViewCell` when none is registered, where UIKit raises).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? adapter.keep(UITableViewCell(style: .default, reuseIdentifier: identifier))
    }

    /// The cell shown for `indexPath`, or nil when that row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutTableView.cellForRow(at: indexPath)?.uiView as? UITableViewCell
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { layoutTableView.visibleCells.compactMap { $0.uiView as? UITableViewCell } }

    /// The index paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { layoutTableView.indexPathsForVisibleRows }

    /// The index path of the row `cell` shows, or nil when it is not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        zip(layoutTableView.visibleCells, layoutTableView.indexPathsForVisibleRows).first { $0.0 === cell.layoutView }?.1
    }

    // MARK: Geometry

    /// The number of sections as last loaded.
    open var numberOfSections: Int { layoutTableView.numberOfSections }

    /// The number of rows in `section` as last loaded.
    open func numberOfRows(inSection section: Int) -> Int { layoutTableView.numberOfRows(inSection: section) }

    /// The row's rectangle in content coordinates (`.zero` for a row that does not exist): sized
    /// rows at their height, the others at the estimate, below the header view.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { CGRect(layoutTableView.rectForRow(at: indexPath)) }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public typealias ScrollPosition = TableView.ScrollPosition

    /// Scrolls so that the row at `indexPath` shows at `scrollPosition` (the offset clamped to
    /// the content, below a floating section header at `.top` in `.plain`), `animated` as
    /// `setContentOffset(_:animated:)` animates. Does nothing for a row that does not exist.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let offset = layoutTableView.contentOffset(forRowAt: indexPath, at: scrollPosition) else { return }
        setContentOffset(CGPoint(offset), animated: animated)
    }

    // MARK: Changes

    /// Asks the data source again at the next layout, and clears the selection, as UIKit's does.
    open func reloadData() {
        selectedRows.removeAll()
        layoutTableView.reloadData()
    }

    /// Inserts rows the data source now has; the rows after them move down, the selected ones
    /// staying selected.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if selectionBatch != nil { selectionBatch?.inserted += indexPaths } else { selectedRows = selectionAfterInserting(indexPaths) }
        layoutTableView.insertRows(at: indexPaths, with: animation)
    }

    /// Deletes rows the data source no longer has (a selected one leaves the selection); the
    /// rows after them move up, the selected ones staying selected.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if selectionBatch != nil { selectionBatch?.deleted += indexPaths } else { selectedRows = selectionAfterDeleting(indexPaths) }
        layoutTableView.deleteRows(at: indexPaths, with: animation)
    }

    /// Sizes the rows at `indexPaths` again, asking for their cells again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        layoutTableView.reloadRows(at: indexPaths, with: animation)
    }

    /// Makes the insertions, deletions and reloads of `updates` one change: deletions and
    /// reloads name rows as they were, insertions as they will be. `completion` runs at once,
    /// with true (the rows' slide belongs to the animation block around the call, if any).
    /// The selection follows the rows: deletions first, then insertions, as in UIKit.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginSelectionBatch()
        layoutTableView.performBatchUpdates(updates, completion: completion)
        endSelectionBatch()
    }

    /// Starts a batch of changes that `endUpdates()` makes.
    open func beginUpdates() {
        beginSelectionBatch()
        layoutTableView.beginUpdates()
    }

    /// Makes the batch `beginUpdates()` started.
    open func endUpdates() {
        layoutTableView.endUpdates()
        endSelectionBatch()
    }
}

/// Answers AutoLayout's table with a `UITableView`'s data source and delegate, and keeps the
/// UIKit cells alive while the table shows or queues their backing cells (the backing refers to
/// its owner weakly).
@MainActor
final class TableViewAdapter: @MainActor TableViewDataSource, @MainActor TableViewDelegate {
    unowned let table: UITableView
    private var cells = RetainedCells<UITableViewCell>()
    private var sectionViews = RetainedCells<UIView>()

    init(table: UITableView) { self.table = table }

    /// Keeps `cell` alive with the table.
    func keep(_ cell: UITableViewCell) -> UITableViewCell {
        cells.keep(cell, shown: table.layoutTableView.visibleCells.count, isReusable: { $0.reuseIdentifier != nil })
    }

    /// Keeps a section's header or footer view alive with the table.
    func keep<Kept: UIView>(section view: Kept) -> Kept {
        // The table's subviews: its cells, headers and footers on screen.
        _ = sectionViews.keep(
            view, shown: table.layoutTableView.subviews.count,
            isReusable: { ($0 as? UITableViewHeaderFooterView)?.reuseIdentifier != nil })
        return view
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        table.dataSource?.tableView(table, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        table.dataSource?.tableView(table, titleForFooterInSection: section)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> AutoLayout.View? {
        table.delegate?.tableView(table, viewForHeaderInSection: section).map { keep(section: $0).layoutView }
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> AutoLayout.View? {
        table.delegate?.tableView(table, viewForFooterInSection: section).map { keep(section: $0).layoutView }
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        Double(table.delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight)
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        Double(table.delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight)
    }

    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        Double(table.delegate?.tableView(table, estimatedHeightForHeaderInSection: section) ?? table.estimatedSectionHeaderHeight)
    }

    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        Double(table.delegate?.tableView(table, estimatedHeightForFooterInSection: section) ?? table.estimatedSectionFooterHeight)
    }

    func numberOfSections(in tableView: TableView) -> Int {
        table.dataSource.map { $0.numberOfSections(in: table) } ?? 0
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        table.dataSource?.sectionIndexTitles(for: table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = table.dataSource?.tableView(table, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = table.selectedRows.contains(indexPath)
        return keep(cell).cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        Double(table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight)
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        Double(table.delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight)
    }
}
