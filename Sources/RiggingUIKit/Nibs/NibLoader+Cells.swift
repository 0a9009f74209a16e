import InterfaceBuilder

extension NibLoader {
    /// A table's prototype cells and a collection's cells, each registered with `view` under
    /// its reuse identifier, as a storyboard registers them: each dequeue loads a fresh copy of
    /// the cell's element (its outlets connected, `awakeFromNib()` called). A static table's
    /// cells are made once, with this load's other objects, for its `UITableViewController`.
    func registerCells(of element: IBView, in view: UIView) {
        if let table = view as? UITableView, let settings = element.table {
            for (identifier, load) in cellLoaders(settings.prototypes) {
                table.registeredNibCells[identifier] = { load() as? UITableViewCell }
            }
            table.staticSections = settings.sections.map { section in
                StaticTableSection(
                    headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                    rows: section.cells.map { cell in
                        let made = makeView(cell) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                        return (made, cell.properties["rowHeight"].flatMap(Double.init).map { CGFloat($0) })
                    })
            }
        }
        if let collection = view as? UICollectionView, let settings = element.collection {
            for (identifier, load) in cellLoaders(settings.cells) {
                collection.registeredNibCells[identifier] = { load() as? UICollectionViewCell }
            }
        }
    }

    /// For each cell with a reuse identifier, that identifier and what loads a fresh copy.
    private func cellLoaders(_ cells: [IBView]) -> [(String, @MainActor () -> UIView)] {
        let document = self.document
        let bundle = self.bundle
        // The scene's controller, held weakly (it holds the table that holds these loaders).
        let owners = placeholders.mapValues { WeakOwner(object: $0) }
        return cells.compactMap { cell in
            reuseIdentifier(of: cell).map { identifier in
                (identifier, { @MainActor in Self.loadCell(cell, of: document, bundle: bundle, owners: owners) })
            }
        }
    }

    private func reuseIdentifier(of cell: IBView) -> String? {
        guard let identifier = cell.properties["reuseIdentifier"] else {
            warn(cell.id, line: cell.line, "a prototype cell without a reuse identifier cannot be dequeued; not registered")
            return nil
        }
        return identifier
    }

    /// A fresh copy of `cell`, its outlets and actions connected (to the scene's controller
    /// among `owners` too, as UIKit loads a prototype with its controller as owner), its
    /// segues triggered from its controls and its selection, and awake.
    static func loadCell(_ cell: IBView, of document: IBDocument, bundle: Bundle?, owners: [String: WeakOwner] = [:]) -> UIView {
        let loader = NibLoader(document: document, bundle: bundle)
        for (id, owner) in owners {
            if let object = owner.object { loader.placeholders[id] = object }
        }
        let made = loader.makeView(cell)
        loader.connectAndAwake()
        if let controller = loader.placeholders.values.lazy.compactMap({ $0 as? UIViewController }).first {
            loader.connectTriggeredSegues(to: controller)
        } else if let tableCell = made as? UITableViewCell {
            tableCell.triggeredSegueIDs = loader.connections.filter { $0.sourceID == cell.id && StoryboardSegueTemplate.isTransition($0) }.map(\.id)
        }
        return made
    }
}

/// An object a cell's loads reach without keeping it alive.
struct WeakOwner {
    weak var object: AnyObject?
}
