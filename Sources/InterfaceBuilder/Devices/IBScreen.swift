import AutoLayout
import Rigging

/// One hierarchy of a document laid out on one device and orientation: every view's frame by
/// document id, the views whose layout is ambiguous and the constraints the engine broke.
public struct IBScreen: Sendable {
    /// One constraint of an unsatisfiable set, as the document and Interface Builder name it.
    public struct NamedConstraint: Sendable, Hashable {
        /// The constraint's document id; nil for a constraint the document does not hold (the
        /// frame UIKit makes from a view's autoresizing mask, a stack view's own).
        public var id: String?
        /// The name Interface Builder's outline gives it (`Title.leading = Safe Area.leading +
        /// 20`), or for a constraint the document does not hold, Apple's description with each
        /// view named by its document id and outline name.
        public var name: String
    }

    /// A set of required constraints that cannot all hold, and the one the engine broke.
    public struct Unsatisfiable: Sendable, Hashable {
        /// The constraint the engine broke to recover.
        public var broken: NamedConstraint
        /// The conflicting constraints, the broken one among them.
        public var conflict: [NamedConstraint]
    }

    /// A view whose layout is ambiguous.
    public struct AmbiguousView: Sendable, Hashable {
        /// The view's document id.
        public var id: String
        /// Its outline name.
        public var name: String
    }

    /// The hierarchy as the scene that was laid out, each re-wrapped label's new height written
    /// into its scene view's intrinsic height: a scene whose layout gives these frames again.
    public var hierarchy: IBHierarchyScene
    /// The hierarchy root's document id.
    public var rootID: String
    /// What kind of hierarchy it is.
    public var category: IBHierarchyScene.Category
    /// The device and orientation (nil: the document's own, which the device table does not hold).
    public var target: IBLayoutTarget?
    /// Whether the target is the document's own device and orientation.
    public var isDocumentDevice: Bool
    /// The root view's size.
    public var size: Size
    /// Each mapped view's frame in the root's coordinates, by document id, root first, parents
    /// before children.
    public var frames: [(id: String, frame: Rect)]
    /// The views whose layout is ambiguous.
    public var ambiguous: [AmbiguousView]
    /// The unsatisfiable sets, in the order the engine met them.
    public var unsatisfiable: [Unsatisfiable]
    /// Apple's console log of the layout, each view named by its document id and outline name.
    public var log: [String]
    /// What the mapping could not express.
    public var warnings: [IBSceneWarning]
    /// The document ids of the multi-line labels and non-scrolling text views whose text
    /// re-wrapped at a new width.
    public var rewrapped: [String]
    /// The size each label's and button's text asks for (its intrinsic content size in the
    /// layout, after any re-wrap), by document id.
    public var textSizes: [String: Size] = [:]
}
