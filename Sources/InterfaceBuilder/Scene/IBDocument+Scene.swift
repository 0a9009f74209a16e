import AutoLayout
import Rigging

extension IBDocument {
    /// The scene of the hierarchy whose root view has document id `rootID` (one of
    /// `hierarchyRoots`), at the document's own device and orientation, or on `target`;
    /// Docs/interface-builder.md states each rule. Throws `IBSceneError.noSuchHierarchy` when no
    /// hierarchy root has that id, and the `SceneError` of a scene the mapping made wrong.
    public func scene(forHierarchy rootID: String, on target: IBLayoutTarget? = nil) throws(IBSceneError) -> IBHierarchyScene {
        guard let root = hierarchyRoots.first(where: { $0.id == rootID }) else { throw .noSuchHierarchy(rootID) }
        return try hierarchyScene(root: root, controller: controller(ofRoot: rootID), target: target)
    }

    /// The scenes of every hierarchy, in `hierarchyRoots` order, each a scene or the error that
    /// stopped it.
    public func hierarchyScenes() -> [(rootID: String, result: Result<IBHierarchyScene, IBSceneError>)] {
        hierarchyRoots.map { root in
            (root.id, Result { () throws(IBSceneError) -> IBHierarchyScene in try scene(forHierarchy: root.id) })
        }
    }

    /// The device the document names, when the device table holds it: its `<device>`, or in
    /// documents of Xcode 8's first releases, which write none, the screen of their default
    /// simulated metrics (`<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen">`;
    /// `retina4` is the 4-inch `retina4_0`).
    public var namedDevice: Device? {
        if let device { return device.id.flatMap(Device.named) }
        guard let screen = defaultSimulatedMetrics?.screen?.split(separator: ".").first else { return nil }
        return Device.named(screen == "retina4" ? "retina4_0" : String(screen))
    }

    /// The orientation the document names (portrait when it names none).
    public var namedOrientation: Device.Orientation { device?.orientation == "landscape" ? .landscape : .portrait }

    /// The view controller whose root view has id `rootID`.
    func controller(ofRoot rootID: String) -> IBViewController? {
        scenes.lazy.compactMap(\.viewController).first { $0.view?.id == rootID }
    }

    /// The view controller at the top level of a XIB whose root view has id `rootID`: the XIB
    /// lays its view out as a top-level view, and its legacy top and bottom layout guides cover
    /// that view's safe-area bands.
    func topLevelController(ofRoot rootID: String) -> IBViewController? {
        objects.lazy.compactMap { object -> IBViewController? in
            if case .viewController(let controller) = object { return controller }
            return nil
        }.first { $0.view?.id == rootID }
    }
}

/// Why a hierarchy has no scene.
public enum IBSceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No hierarchy root of the document has this id.
    case noSuchHierarchy(String)
    /// The scene the mapping made does not validate (a mapping fault), with the root's id.
    case invalidScene(rootID: String, SceneError)

    /// What went wrong, naming the id.
    public var description: String {
        switch self {
        case .noSuchHierarchy(let id): return "no hierarchy root has id '\(id)'"
        case .invalidScene(let id, let error): return "the scene of hierarchy '\(id)' is invalid: \(error)"
        }
    }
}
