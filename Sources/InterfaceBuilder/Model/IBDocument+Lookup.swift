extension IBDocument {
    /// The view with document id `id`, at any depth.
    public func view(id: String) -> IBView? { index.views[id] }

    /// The constraint with document id `id`.
    public func constraint(id: String) -> IBConstraint? { index.constraints[id] }

    /// The constraints whose `identifier` is `identifier`, in document order.
    public func constraints(identifier: String) -> [IBConstraint] { index.constraintsByIdentifier[identifier] ?? [] }

    /// The layout guide with document id `id`.
    public func guide(id: String) -> IBLayoutGuide? { index.guides[id] }

    /// The view controller with document id `id`.
    public func viewController(id: String) -> IBViewController? { index.viewControllers[id] }

    /// The view controller whose `storyboardIdentifier` is `identifier`.
    public func viewController(storyboardIdentifier identifier: String) -> IBViewController? {
        scenes.lazy.compactMap(\.viewController).first { $0.storyboardIdentifier == identifier }
    }

    /// The id of the view holding view `id`: its superview, the cell holding a content view, the
    /// table or collection holding a cell; nil for a hierarchy's root.
    public func superviewID(of id: String) -> String? { index.superviewIDs[id] }

    /// What document id `id` names, typed where the model types it; nil when no element of the
    /// document has that id.
    public func object(id: String) -> IBReference? {
        if let view = index.views[id] { return .view(view) }
        if let constraint = index.constraints[id] { return .constraint(constraint) }
        if let guide = index.guides[id] { return .guide(guide) }
        if let controller = index.viewControllers[id] { return .viewController(controller) }
        if let placeholder = index.placeholders[id] { return .placeholder(placeholder) }
        if let object = index.otherObjects[id] { return .object(object) }
        return index.elementNames[id].map { .other(element: $0) }
    }

    /// The outlets and outlet collection members named `property`, from object `sourceID` (any
    /// object when nil), in document order.
    public func outlets(named property: String, from sourceID: String? = nil) -> [IBConnection] {
        index.connections.filter { $0.property == property && (sourceID == nil || $0.sourceID == sourceID) }
    }

    /// What the outlet `property` of object `sourceID` (of any object when nil, the first in
    /// document order) points at: the view, constraint or object the app's code reaches by that
    /// name.
    public func outlet(_ property: String, from sourceID: String? = nil) -> IBReference? {
        outlets(named: property, from: sourceID).first.flatMap { object(id: $0.destination) }
    }

    /// The roots of the view hierarchies the document lays out: each scene controller's root
    /// view, each XIB top-level view, and every table and collection cell (which UIKit lays out
    /// as hierarchies of their own), in document order.
    public var hierarchyRoots: [IBView] {
        var roots: [IBView] = []
        func addCells(of view: IBView) {
            for child in view.childViews {
                if [.tableViewCell, .collectionViewCell, .collectionReusableView].contains(child.kind) { roots.append(child) }
                addCells(of: child)
            }
        }
        func add(_ view: IBView) {
            roots.append(view)
            addCells(of: view)
        }
        for object in scenes.flatMap(\.objects) + objects {
            switch object {
            case .view(let view): add(view)
            case .viewController(let controller): controller.view.map(add)
            case .placeholder, .other: break
            }
        }
        return roots
    }
}
