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
            if case .viewController(let controller) = object { return controller }
        }
        return nil
    }
}
