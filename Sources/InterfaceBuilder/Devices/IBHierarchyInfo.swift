/// One view hierarchy of a document as a reader of the document knows it: a storyboard scene's
/// controller (its storyboard identifier, class and id), a XIB's top-level view, or a cell.
public struct IBHierarchyInfo: Sendable, Hashable {
    /// The root view's document id (what `IBDocument.instantiate(_:on:)` and
    /// `scene(forHierarchy:on:)` take).
    public var rootID: String
    /// What kind of hierarchy it is.
    public var category: IBHierarchyScene.Category
    /// The name Interface Builder's outline gives the root view.
    public var name: String
    /// The root view's `customClass`.
    public var viewClass: String?
    /// The view controller's document id, for a controller's root view.
    public var controllerID: String?
    /// The view controller's `customClass`.
    public var controllerClass: String?
    /// The view controller's `storyboardIdentifier`.
    public var storyboardIdentifier: String?

    /// A hierarchy with the given facts.
    public init(
        rootID: String, category: IBHierarchyScene.Category, name: String, viewClass: String? = nil,
        controllerID: String? = nil, controllerClass: String? = nil, storyboardIdentifier: String? = nil
    ) {
        self.rootID = rootID
        self.category = category
        self.name = name
        self.viewClass = viewClass
        self.controllerID = controllerID
        self.controllerClass = controllerClass
        self.storyboardIdentifier = storyboardIdentifier
    }
}

extension IBDocument {
    /// Every hierarchy of the document, in `hierarchyRoots` order.
    public var hierarchies: [IBHierarchyInfo] {
        hierarchyRoots.map { root in
            let controller = controller(ofRoot: root.id)
            let category = IBHierarchyScene.Category(root: root, isControllerRoot: controller != nil)
            return IBHierarchyInfo(
                rootID: root.id, category: category, name: outlineName(of: root.id), viewClass: root.customClass,
                controllerID: controller?.id, controllerClass: controller?.customClass,
                storyboardIdentifier: controller?.storyboardIdentifier)
        }
    }

    /// The root view id of the hierarchy `name` names: a root view's id, a controller's id or
    /// storyboard identifier; nil when none does.
    public func hierarchyRootID(named name: String) -> String? {
        let controller = viewController(id: name) ?? viewController(storyboardIdentifier: name)
        return hierarchyRoots.first { $0.id == name || $0.id == controller?.view?.id }?.id
    }
}

extension IBHierarchyScene.Category {
    /// A controller's root view, a cell (table, collection or reusable view) or a XIB view.
    init(root: IBView, isControllerRoot: Bool) {
        if isControllerRoot {
            self = .viewControllerRoot
        } else if [.tableViewCell, .collectionViewCell, .collectionReusableView].contains(root.kind) {
            self = .cell
        } else {
            self = .xibView
        }
    }
}
