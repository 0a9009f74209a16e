/// A top-level object the model does not type: a gesture recognizer, a custom object, a bar
/// button item or navigation item, with the views it holds and its connections.
public struct IBOtherObject: Hashable, Sendable {
    /// The element's name (`tapGestureRecognizer`, `customObject`, `barButtonItem`, ...).
    public var element: String
    /// The object's document id.
    public var id: String
    /// `customClass`.
    public var customClass: String?
    /// Views it holds: a bar button item's custom view, a navigation item's title view.
    public var views: [IBView]
    /// Outlets and actions from it and from the bar items it holds (their `sourceID` says which).
    public var connections: [IBConnection]

    /// An object with the given fields.
    public init(element: String, id: String, customClass: String? = nil, views: [IBView] = [], connections: [IBConnection] = []) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.views = views
        self.connections = connections
    }
}
