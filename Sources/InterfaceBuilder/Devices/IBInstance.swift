import AutoLayout
import Rigging

/// One hierarchy of a document instantiated on a device and orientation as live AutoLayout
/// views and constraints, laid out, reachable by the names the app's own code uses.
///
/// The instance is the view tree UIKit would load: change a constraint's constant, hide a view,
/// animate with a `LayoutRunLoop` on `root`, record frames and assert them with RiggingTesting.
/// Views are named by their scene names (`v_` and the document id with `-` made `_`); `frames()`
/// gives frames by document id. Hidden arranged views are arranged, collapsed, on every device,
/// as UIKit loads them, so that showing one brings it into its stack.
///
/// ```swift
/// import AutoLayout
/// import InterfaceBuilder
/// import Rigging
///
/// let document = try IBDocument.read(path: "Docs/examples/SignIn.storyboard")
/// // document.hierarchies.map(\.storyboardIdentifier) is ["SignIn"]
/// guard let phone = Device.named("retina4_0") else { return }
/// let screen = try document.instantiate("SignIn", on: IBLayoutTarget(device: phone, orientation: .portrait))
/// guard let logo = screen.view(outlet: "logo"),
///       let logoHeight = screen.constraint(outlet: "logoHeight") else { return }
/// let loop = try LayoutRunLoop(root: screen.root)
/// loop.startRecording(name: "SignIn-retina4_0")
/// try loop.animate(withDuration: 0.3) {
///     logoHeight.constant = 0
///     screen.root.layoutIfNeeded()
/// }
/// try loop.run(until: 0.3)
/// let dump = loop.stopRecording()   // assertGolden(of: dump!, named: "SignIn-retina4_0")
/// // logo.frame is (100, 548, 120, 0): the logo collapsed onto its bottom edge
/// ```
public final class IBInstance {
    /// The document.
    public let document: IBDocument
    /// The hierarchy as laid out when instantiated, with what the engine reported.
    public let screen: IBScreen
    /// The live views and constraints.
    public let layout: ViewTreeBackend
    private let viewsByID: [String: View]
    private let constraintsByID: [String: LayoutConstraint]

    init(document: IBDocument, screen: IBScreen) throws(IBSceneError) {
        self.document = document
        self.screen = screen
        let hierarchy = screen.hierarchy
        let prepared: PreparedScene
        do {
            prepared = try PreparedScene(hierarchy.scene, file: document.file)
            layout = try ViewTreeBackend(prepared)
        } catch {
            throw .invalidScene(rootID: screen.rootID, error)
        }
        var views: [String: View] = [:]
        for (index, name) in hierarchy.scene.viewNames.enumerated() where index < layout.views.count {
            if let id = hierarchy.documentIDs[name] { views[id] = layout.views[index] }
        }
        viewsByID = views
        var constraints: [String: LayoutConstraint] = [:]
        for (entry, id) in hierarchy.constraintIDs.enumerated() {
            guard let id, entry < prepared.entryItems.count, let item = prepared.entryItems[entry].first,
                item < layout.constraints.count
            else { continue }
            constraints[id] = layout.constraints[item]
        }
        constraintsByID = constraints
        layout.root.layoutIfNeeded()
    }

    /// The root view.
    public var root: View { layout.root }

    /// The view with document id `id`.
    public func view(id: String) -> View? { viewsByID[id] }

    /// The view the outlet `property` points at (of any object of the document).
    public func view(outlet property: String) -> View? {
        document.outlets(named: property).lazy.compactMap { self.viewsByID[$0.destination] }.first
    }

    /// The view whose accessibility or restoration identifier is `identifier`.
    public func view(identifier: String) -> View? {
        viewsByID.first { id, _ in
            let view = document.view(id: id)
            return view?.accessibilityIdentifier == identifier || view?.restorationIdentifier == identifier
        }?.value
    }

    /// The constraint with document id `id` (nil for one the hierarchy left out: a placeholder, or
    /// one a size class does not install).
    public func constraint(id: String) -> LayoutConstraint? { constraintsByID[id] }

    /// The constraint the outlet `property` points at.
    public func constraint(outlet property: String) -> LayoutConstraint? {
        document.outlets(named: property).lazy.compactMap { self.constraintsByID[$0.destination] }.first
    }

    /// The first constraint (in document order) whose `identifier` is `identifier`.
    public func constraint(identifier: String) -> LayoutConstraint? {
        document.constraints(identifier: identifier).lazy.compactMap { self.constraintsByID[$0.id] }.first
    }

    /// Lays the tree out and returns every view's frame by document id, in the root's
    /// coordinates, root first (a slider's or switch's frame reaching beyond its alignment
    /// rectangle by its `alignmentRectInsets`, as `IBScreen.frames`).
    public func frames() -> [(id: String, frame: Rect)] {
        screen.hierarchy.documentFrames(layout.layout())
    }
}

extension IBDocument {
    /// The hierarchy `name` names (a root view's id, a controller's id or storyboard identifier)
    /// instantiated on `target` (nil: the document's own device and orientation) as live views
    /// and constraints, laid out. Throws `IBSceneError.noSuchHierarchy` when nothing has that name.
    public func instantiate(_ name: String, on target: IBLayoutTarget? = nil) throws(IBSceneError) -> IBInstance {
        guard let rootID = hierarchyRootID(named: name) else { throw .noSuchHierarchy(name) }
        return try IBInstance(document: self, screen: screen(forHierarchy: rootID, on: target, live: true))
    }
}
