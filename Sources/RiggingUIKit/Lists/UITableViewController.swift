/// UIKit's `UITableViewController`: a controller whose root view is a table it is the data
/// source and delegate of.
///
/// Made from a storyboard's `<tableViewController>` with a static table
/// (`dataMode="static"`), it answers the table with the document's sections: their cells
/// (made once with the scene, their outlets connected like the scene's other views), the
/// cells' own row heights (the table's `rowHeight` for a cell that sets none), and the
/// sections' header and footer titles, which the table lays out as UIKit lays out titles. A
/// subclass overriding these methods calls `super` for the static content, as in UIKit.
///
/// ```swift
/// final class Names: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         UITableViewCell(style: .default, reuseIdentifier: nil)
///     }
/// }
/// let names = Names(style: .plain)
/// // names.tableView.dataSource === names; names.view === names.tableView
/// ```
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table (its view from the XIB `nibNameOrNil` when given).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from a storyboard's `<tableViewController>`: its table is the scene's.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The table: the root view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether `viewWillAppear(_:)` clears the table's selection (true by default), as when
    /// the user comes back to a list from the row they opened.
    open var clearsSelectionOnViewWillAppear = true

    /// Clears the table's selection when `clearsSelectionOnViewWillAppear` is set; a subclass
    /// overriding it calls `super`, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    /// Makes a table of the controller's style, unless a storyboard or XIB gives the view.
    open override func loadView() {
        if storyboardViewLoader != nil || nibName != nil {
            super.loadView()
        } else {
            view = UITableView(frame: .zero, style: style)
        }
    }

    /// Takes `root` as the root view; a table without a data source or delegate gets this
    /// controller, as UIKit's table view controller sets itself.
    override func adoptRootView(_ root: UIView) {
        super.adoptRootView(root)
        guard let table = root as? UITableView else { return }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    private var staticSections: [StaticTableSection] { tableView?.staticSections ?? [] }

    private func staticRow(at indexPath: IndexPath) -> (cell: UITableViewCell, height: CGFloat?)? {
        let sections = staticSections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else {
            return nil
        }
        return sections[indexPath.section].rows[indexPath.row]
    }

    // MARK: Data source and delegate

    /// The static sections' count; 1 for a dynamic table.
    open func numberOfSections(in tableView: UITableView) -> Int { staticSections.isEmpty ? 1 : staticSections.count }

    /// The static section's cells' count; 0 for a dynamic table.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticSections.indices.contains(section) ? staticSections[section].rows.count : 0
    }

    /// The static cell; a plain cell for a dynamic table (override this).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticRow(at: indexPath)?.cell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The static section's header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.indices.contains(section) ? staticSections[section].headerTitle : nil
    }

    /// The static section's footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.indices.contains(section) ? staticSections[section].footerTitle : nil
    }

    /// The static cell's row height, else the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        staticRow(at: indexPath)?.height ?? tableView.rowHeight
    }
}
