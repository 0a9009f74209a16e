import AutoLayout

/// One `<scene>` of a storyboard: its view controller and the scene's other objects.
public struct IBScene: Hashable, Sendable {
    /// `sceneID`.
    public var sceneID: String
    /// The line of its element.
    public var line: Int
    /// The scene's objects in document order (the controller, placeholders, gesture
    /// recognizers, ...).
    public var objects: [IBObject]
    /// `<point key="canvasLocation">`: where the scene sits on the canvas.
    public var canvasLocation: Point?

    /// A scene with `objects`.
    public init(sceneID: String, line: Int = 0, objects: [IBObject] = [], canvasLocation: Point? = nil) {
        self.sceneID = sceneID
        self.line = line
        self.objects = objects
        self.canvasLocation = canvasLocation
    }

    /// The scene's view controller: its first controller object.
    public var viewController: IBViewController? {
        for object in objects {
            if case let .viewController(controller) = object { return controller }
        }
        return nil
    }
}

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
        case let .placeholder(placeholder): return placeholder.id
        case let .viewController(controller): return controller.id
        case let .view(view): return view.id
        case let .other(object): return object.id
        }
    }
}

/// A placeholder object: File's Owner, First Responder, or a scene's exit.
public struct IBPlaceholder: Hashable, Sendable {
    /// The placeholder's document id (`-1` for a XIB's File's Owner).
    public var id: String
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`), or `exit` for an exit.
    public var identifier: String
    /// `customClass`: File's Owner's class.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// Outlets and actions from the placeholder (File's Owner's outlets).
    public var connections: [IBConnection]

    /// A placeholder with the given fields.
    public init(id: String, identifier: String, customClass: String? = nil, customModule: String? = nil,
                connections: [IBConnection] = []) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.connections = connections
    }
}

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
