/// A top-level object: of a XIB's `<objects>` or a storyboard scene's.
public enum IBObject: Hashable, Sendable {
    /// A placeholder (`<placeholder placeholderIdentifier="IBFilesOwner">`, the first responder,
    /// a scene's exit).
    case placeholder(IBPlaceholder)
    /// A view controller.
    case viewController(IBViewController)
    /// A view: a XIB's top-level view, cell or reusable view.
    case view(IBView)
    /// Any other object (a gesture recognizer, a custom object, a bar button item).
    case other(IBOtherObject)

    /// The object's document id.
    public var id: String {
        switch self {
        case .placeholder(let placeholder): return placeholder.id
        case .viewController(let controller): return controller.id
        case .view(let view): return view.id
        case .other(let object): return object.id
        }
    }
}
