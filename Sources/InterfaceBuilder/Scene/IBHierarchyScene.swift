import AutoLayout
import Rigging

/// One view hierarchy of a document as a `Scene`: what `IBDocument.scene(forHierarchy:)` makes,
/// with the map between scene names and document ids and what the mapping skipped.
public struct IBHierarchyScene: Sendable {
    /// What kind of hierarchy it is.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// A view controller's root view.
        case viewControllerRoot
        /// A XIB's top-level view.
        case xibView
        /// A table or collection cell, or a collection reusable view.
        case cell
    }

    /// The scene: the root's views, guides and constraints.
    public var scene: Scene
    /// The root view's document id.
    public var rootID: String
    /// What kind of hierarchy it is.
    public var category: Category
    /// The document id of each scene view (the root included) by scene name.
    public var documentIDs: [String: String]
    /// The scene name of each mapped view by document id.
    public var sceneNames: [String: String]
    /// The document id of the constraint behind each scene constraint entry, in entry order (nil
    /// for the entries the mapping adds: stored frames, bar guides, scroll content origins).
    public var constraintIDs: [String?]
    /// What the mapping could not express, each naming the document object.
    public var warnings: [IBSceneWarning]

    /// Each mapped view's frame by document id, in `scene.viewNames` order, from a layout's
    /// frames of the scene (in the same order). A view whose frame reaches beyond the rectangle
    /// its constraints place (a slider, a switch) is a scene view with those
    /// `alignmentRectInsets`, so its frame is UIKit's.
    public func documentFrames(_ frames: [Rect]) -> [(id: String, frame: Rect)] {
        zip(scene.viewNames, frames).compactMap { name, rect in documentIDs[name].map { ($0, rect) } }
    }
}

/// Something of a document that a hierarchy's scene leaves out, and why.
public struct IBSceneWarning: Sendable, Hashable, CustomStringConvertible {
    /// The document id of the object left out.
    public var objectID: String
    /// The line of its element (0 when unknown).
    public var line: Int
    /// Why it is left out.
    public var reason: String

    /// A warning about object `objectID` at `line`.
    public init(objectID: String, line: Int, reason: String) {
        self.objectID = objectID
        self.line = line
        self.reason = reason
    }

    /// `line N: 'id' reason`.
    public var description: String { "line \(line): '\(objectID)' \(reason)" }
}
