/// A document's objects by document id, outlets by name and constraints by identifier, built
/// once when the document is read.
///
/// Views are reachable at any depth: subviews, keyed views (content views, headers), cells,
/// controllers' root views and bars, navigation items' title views.
public struct IBIndex: Hashable, Sendable {
    /// Every view by id.
    public internal(set) var views: [String: IBView] = [:]
    /// Each view's superview (or holder: a cell's table, a content view's cell) by the view's id.
    public internal(set) var superviewIDs: [String: String] = [:]
    /// Every constraint by id.
    public internal(set) var constraints: [String: IBConstraint] = [:]
    /// Constraints by their `identifier`, in document order.
    public internal(set) var constraintsByIdentifier: [String: [IBConstraint]] = [:]
    /// Every layout guide by id.
    public internal(set) var guides: [String: IBLayoutGuide] = [:]
    /// The view or view controller that declares each guide, by the guide's id.
    public internal(set) var guideOwnerIDs: [String: String] = [:]
    /// Every view controller by id.
    public internal(set) var viewControllers: [String: IBViewController] = [:]
    /// Every placeholder by id.
    public internal(set) var placeholders: [String: IBPlaceholder] = [:]
    /// Every other top-level object by id.
    public internal(set) var otherObjects: [String: IBOtherObject] = [:]
    /// Every connection of the document, in document order.
    public internal(set) var connections: [IBConnection] = []
    /// The element name of every id in the document, typed by the model or not.
    public internal(set) var elementNames: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// The index of `document`'s scenes and objects.
    init(document: IBDocument) {
        for scene in document.scenes {
            for object in scene.objects { add(object) }
        }
        for object in document.objects { add(object) }
    }

    private mutating func add(_ object: IBObject) {
        switch object {
        case .placeholder(let placeholder):
            placeholders[placeholder.id] = placeholder
            connections += placeholder.connections
        case .viewController(let controller):
            add(controller)
        case .view(let view):
            add(view, superview: nil)
        case .other(let object):
            otherObjects[object.id] = object
            connections += object.connections
            for view in object.views { add(view, superview: nil) }
        }
    }

    private mutating func add(_ controller: IBViewController) {
        viewControllers[controller.id] = controller
        connections += controller.connections
        for guide in controller.layoutGuides {
            guides[guide.id] = guide
            guideOwnerIDs[guide.id] = controller.id
        }
        if let view = controller.view { add(view, superview: nil) }
        for bar in controller.bars { add(bar, superview: nil) }
        connections += controller.itemConnections
        for view in controller.itemViews { add(view, superview: nil) }
    }

    /// Adds `root` and every view below it, depth first in document order, with a worklist
    /// rather than recursion so that depth costs heap, not stack.
    private mutating func add(_ root: IBView, superview: String?) {
        var pending: [(view: IBView, superview: String?)] = [(root, superview)]
        while let (view, superview) = pending.popLast() {
            if views[view.id] == nil { views[view.id] = view }
            if let superview { superviewIDs[view.id] = superview }
            for constraint in view.constraints {
                constraints[constraint.id] = constraint
                if let identifier = constraint.identifier { constraintsByIdentifier[identifier, default: []].append(constraint) }
            }
            for guide in view.layoutGuides {
                guides[guide.id] = guide
                guideOwnerIDs[guide.id] = view.id
            }
            connections += view.connections
            pending += view.childViews.reversed().map { ($0, view.id) }
        }
    }
}
