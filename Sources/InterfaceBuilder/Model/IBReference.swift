/// What a document id names: a view, a constraint, a layout guide, a view controller, a
/// placeholder, a top-level object, or another element by its name.
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
    /// A top-level object the model keeps by name (a gesture recognizer, a custom object).
    case object(IBOtherObject)
    /// Any other element with an id (a navigation item, a segue, a table section): its name.
    case other(element: String)
}
