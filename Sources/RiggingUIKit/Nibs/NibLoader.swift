import AutoLayout
import Foundation
import InterfaceBuilder

/// One load of objects from a document: makes each element's object through its class's
/// `init?(coder:)` (the registered `customClass`, else the element's UIKit class), then connects
/// the outlets and calls `awakeFromNib()` on every object made, as UIKit's nib loading does.
@MainActor
final class NibLoader {
    let document: IBDocument
    let file: String
    let bundle: Bundle?
    /// The size classes variations resolve against: the main screen's.
    let traits: IBTraits
    /// The storyboard a controller's relationship segues and prototype cells load from again.
    weak var storyboard: UIStoryboard?
    var views: [String: UIView] = [:]
    var constraints: [String: NSLayoutConstraint] = [:]
    var guides: [String: UILayoutGuide] = [:]
    var controllers: [String: UIViewController] = [:]
    /// Placeholders (File's Owner) by id: the objects the caller passed.
    var placeholders: [String: AnyObject] = [:]
    /// The legacy top and bottom layout guides' ids, each with the root view whose safe area
    /// stands for it.
    var legacyGuides: [String: (root: String, isTop: Bool)] = [:]
    /// Every object made, in the order made: `awakeFromNib()` runs on each.
    private var made: [AnyObject] = []
    /// The connections of the elements made, in document order.
    private(set) var connections: [IBConnection] = []
    var warnings: [NibLoadingWarning] = []
    /// Container views and the controllers their embed segues name, in document order.
    var embeds: [(containerID: String, controllerID: String)] = []
    /// The load whose outlets are being connected, for `setValue(_:forUndefinedKey:)`'s warning.
    static var connecting: NibLoader?
    /// The connection being made.
    private var currentConnection: IBConnection?

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        file = document.file ?? "document"
        self.bundle = bundle
        let screenTraits = UIScreen.main.traitCollection
        traits = IBTraits(horizontal: Self.sizeClass(screenTraits.horizontalSizeClass), vertical: Self.sizeClass(screenTraits.verticalSizeClass))
    }

    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> IBSizeClass {
        switch sizeClass {
        case .compact: return .compact
        case .regular: return .regular
        case .unspecified: return .unspecified
        }
    }

    func warn(_ id: String, line: Int, _ message: String) {
        warnings.append(NibLoadingWarning(file: file, line: line, objectID: id, message: message))
    }

    // MARK: Making objects

    /// The view of `element` (its registered custom class, else its element's class), decoded.
    func makeView(_ element: IBView) -> UIView {
        let (viewClass, elementClass) = resolvedClass(
            Self.elementClass(element.kind), fallback: UIView.self, customClass: element.customClass,
            element: (element.id, element.line, element.elementName), registered: NibClassRegistry.viewClass(named:))
        let decoder = NibDecoder(loader: self, element: .view(element))
        if let view = viewClass.init(coder: decoder) { return view }
        warn(element.id, line: element.line, "\(viewClass).init(coder:) returned nil; loaded as \(elementClass)")
        return elementClass.init(coder: decoder) ?? UIView()
    }

    /// The UIKit class an element stands for; nil for one RiggingUIKit has no class for.
    static func elementClass(_ kind: IBViewKind) -> UIView.Type? {
        switch kind {
        case .view, .containerView, .tableViewCellContentView, .collectionViewCellContentView: return UIView.self
        case .label: return UILabel.self
        case .button: return UIButton.self
        case .imageView: return UIImageView.self
        case .stackView: return UIStackView.self
        case .scrollView: return UIScrollView.self
        case .tableView: return UITableView.self
        case .tableViewCell: return UITableViewCell.self
        case .collectionView: return UICollectionView.self
        case .collectionViewCell: return UICollectionViewCell.self
        case .collectionReusableView: return UICollectionReusableView.self
        case .textField: return UITextField.self
        case .textView: return UITextView.self
        case .navigationBar: return UINavigationBar.self
        case .toolbar: return UIToolbar.self
        case .tabBar: return UITabBar.self
        default: return nil
        }
    }

    /// Called from `UIView.init?(coder:)`: gives `view` the element's properties, subviews and
    /// constraints.
    func decode(_ element: IBView, into view: UIView) {
        views[element.id] = view
        made.append(view)
        connections += element.connections
        for connection in element.connections {
            if case .segue(kind: "embed", _, _) = connection.kind { embeds.append((element.id, connection.destination)) }
        }
        applyProperties(of: element, to: view)
        registerGuides(of: element, on: view)
        addChildren(of: element, to: view)
        addConstraints(of: element, to: view)
    }

    /// The subviews, keyed views and cells of `element` into `view`.
    private func addChildren(of element: IBView, to view: UIView) {
        for keyed in element.keyedViews {
            switch keyed.key {
            case "contentView":
                if let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView {
                    decodeContentView(keyed, into: content)
                } else {
                    view.addSubview(makeView(keyed))
                }
            case "tableHeaderView": (view as? UITableView)?.tableHeaderView = makeView(keyed)
            case "tableFooterView": (view as? UITableView)?.tableFooterView = makeView(keyed)
            default: warn(keyed.id, line: keyed.line, "a view under key '\(keyed.key ?? "")' is not loaded")
            }
        }
        let subviews = element.subviews(for: traits)
        if let stack = view as? UIStackView {
            for subview in subviews { stack.addArrangedSubview(makeView(subview)) }
        } else {
            for subview in subviews where !Self.isCell(subview) { view.addSubview(makeView(subview)) }
        }
        registerCells(of: element, in: view)
    }

    /// A cell's content view: the cell's own, given the element's properties and children.
    private func decodeContentView(_ element: IBView, into content: UIView) {
        views[element.id] = content
        connections += element.connections
        applyCommonProperties(of: element, to: content, isRoot: true)
        registerGuides(of: element, on: content)
        addChildren(of: element, to: content)
        addConstraints(of: element, to: content)
    }

    static func isCell(_ view: IBView) -> Bool {
        [.tableViewCell, .collectionViewCell, .collectionReusableView].contains(view.kind)
    }

    /// The class to make an element with (the one registered for its `customClass`, else its
    /// element's class, else `fallback`) and its element's class, with a warning for an element
    /// RiggingUIKit has no class for and for a custom class that is not registered.
    func resolvedClass<Class>(
        _ elementClass: Class?, fallback: Class, customClass: String?, element: (id: String, line: Int, name: String),
        registered: (String) -> Class?
    ) -> (made: Class, element: Class) {
        if elementClass == nil {
            warn(element.id, line: element.line, "<\(element.name)> has no RiggingUIKit class; loaded as \(fallback)")
        }
        let base = elementClass ?? fallback
        guard let customClass else { return (base, base) }
        if let found = registered(customClass) { return (found, base) }
        warn(element.id, line: element.line, "custom class '\(customClass)' is not registered (NibClassRegistry); loaded as \(base)")
        return (base, base)
    }

    // MARK: Outlets and awaking

    /// Connects the outlets of the objects made (outlet collections as one array each, members in
    /// document order) by calling `setValue(_:forKey:)` on each source, then calls
    /// `awakeFromNib()` on every object made.
    func connectAndAwake() {
        connectOutlets()
        connectActions()
        for object in made {
            if let view = object as? UIView { view.awakeFromNib() } else if let controller = object as? UIViewController { controller.awakeFromNib() }
        }
    }

    /// Calls `setValue(_:forKey:)` for each outlet, and once for each outlet collection.
    private func connectOutlets() {
        let outer = Self.connecting
        Self.connecting = self
        defer {
            Self.connecting = outer
            currentConnection = nil
        }
        var collections: [(first: IBConnection, property: String, members: [Any])] = []
        for connection in connections {
            switch connection.kind {
            case .outlet(let property):
                guard let destination = object(id: connection.destination) else {
                    warn(
                        connection.id, line: connection.line,
                        "outlet '\(property)' points at '\(connection.destination)', which this load did not make")
                    continue
                }
                currentConnection = connection
                receiver(id: connection.sourceID)?.setValue(destination, forKey: property)
            case .outletCollection(let property):
                guard let member = object(id: connection.destination) else { continue }
                if let index = collections.firstIndex(where: { $0.first.sourceID == connection.sourceID && $0.property == property }) {
                    collections[index].members.append(member)
                } else {
                    collections.append((connection, property, [member]))
                }
            case .action, .segue: continue
            }
        }
        for collection in collections {
            currentConnection = collection.first
            receiver(id: collection.first.sourceID)?.setValue(collection.members, forKey: collection.property)
        }
    }

    /// `setValue(_:forUndefinedKey:)`'s report: the owner does not take this outlet.
    func undefinedKey(_ key: String, on owner: Any) {
        let connection = currentConnection
        warn(
            connection?.id ?? key, line: connection?.line ?? 0,
            "\(type(of: owner)) is not key value coding-compliant for the key '\(key)' (override setValue(_:forKey:)); outlet not connected")
    }

    private func receiver(id: String) -> (any NibKeyValueCoding)? {
        (views[id] ?? controllers[id] ?? placeholders[id]) as? any NibKeyValueCoding
    }

    /// The object document id `id` names in this load.
    func object(id: String) -> Any? {
        views[id] ?? constraints[id] ?? controllers[id] ?? placeholders[id] ?? guides[id]
    }

    /// Records a controller made by this load (its outlets connect when its view loads, from
    /// the load of that view, as UIKit connects them).
    func didMake(_ controller: UIViewController, element: IBViewController) {
        controllers[element.id] = controller
        made.append(controller)
    }

    /// Adds connections from an object this load stands in for (a controller whose view it loads).
    func addConnections(_ more: [IBConnection]) { connections += more }
}
