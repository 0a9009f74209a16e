/// What a document id names: a view, a constraint, a layout guide, a view controller, a
/// placeholder, or another object the model does not type (a bar button item, a gesture
/// recognizer), by its element name.
public enum IBReference: Hashable, Sendable {
    /// A view.
    case view(IBView)
    /// A constraint.
    case constraint(IBConstraint)
    /// A layout guide.
    case guide(IBLayoutGuide)
    /// A view controller.
    case viewController(IBViewController)
    /// A placeholder (File's Owner, First Responder, an exit).
    case placeholder(IBPlaceholder)
    /// Another object: its element name.
    case other(element: String)
}
