import AutoLayout
import Motion

/// A scene file's content: a view tree, its constraints, and a timeline of events; Docs/scene.md is
/// the format's reference and Docs/scene.schema.json its JSON Schema.
///
/// Load with `Scene.load(path:)`, `Scene.load(bytes:file:)` or `Scene.load(text:file:)`; every
/// malformed scene throws a `SceneError` naming the file, the JSON path and what was expected.
public struct Scene: Sendable, Hashable {
    /// The scene's name (`"name"`; the file name without extension when absent).
    public var name: String
    /// The root view: its name and size (`"root": {"name": ..., "size": [w, h]}`).
    public var root: SceneRoot
    /// The other views, in file order; each parent comes before its children.
    public var views: [SceneView]
    /// The layout guides (`"guides"`), in file order.
    public var guides: [SceneGuide] = []
    /// Named values for VFL formats (`"metrics"`).
    public var metrics: [String: Double]
    /// What a bare `-` stands for in VFL (`"spacing": {"sibling": 8, "superview": 20, "margins": false}`).
    public var spacing: VisualFormatSpacing
    /// Whether leading means left (`"leftToRight"`, the default) or right (`"rightToLeft"`).
    public var direction: SceneDirection
    /// The constraint entries, in file order (their indices are the `constraint` of error objects).
    public var constraints: [SceneConstraint]
    /// Ticks per second of the replay clock (`"hz"`, default 30).
    public var hz: Int
    /// Seconds the replay covers, from tick 0 to `duration` inclusive (`"duration"`, default 0).
    public var duration: Double
    /// The timeline, sorted by time (same-time events keep file order).
    public var events: [SceneEvent]

    /// Every view name: the root first, then the views in file order.
    public var viewNames: [String] { [root.name] + views.map(\.name) }

    /// The last tick of the replay: the tick containing `duration`.
    public var lastTick: Int { (try? TickConvention.tick(containing: duration, hz: hz)) ?? 0 }
}

/// The root view of a scene.
public struct SceneRoot: Sendable, Hashable {
    /// The root's name, usable in constraints (default `"view"`).
    public var name: String
    /// The root's size in points.
    public var size: Size
    /// What the screen and bars cover (`"safeArea"`): the root's `systemSafeAreaInsets`.
    public var safeArea: EdgeInsets
    /// The root's margins and additional safe-area insets (its content priorities do not apply).
    public var layout: SceneViewLayout
    /// The device the root fills (`"device"`, `"orientation"`), whose size and safe area are
    /// `size` and `safeArea`; nil for a root sized by hand.
    public var device: SceneDevice? = nil
    /// Pixels per point of the screen the scene shows on (`"scale"`): frames land on its pixel
    /// grid (`LayoutEngine.pixelScale`); 0, the default, keeps them exact.
    public var scale: Double

    /// A root named `name` (`"view"` by default) of `size` points, with safe-area insets, layout
    /// options and the pixel grid of `scale` (0: exact frames).
    public init(
        name: String = "view", size: Size, safeArea: EdgeInsets = .zero, layout: SceneViewLayout = SceneViewLayout(),
        scale: Double = 0
    ) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.layout = layout
        self.scale = scale
    }
}

/// A view of a scene other than the root.
public struct SceneView: Sendable, Hashable {
    /// A C identifier, unique in the scene.
    public var name: String
    /// The superview's name (the root's when absent).
    public var parent: String
    /// Intrinsic content size per axis; nil for an axis means no intrinsic metric.
    public var intrinsicWidth: Double?
    /// The intrinsic content height in points; nil means no intrinsic metric (`UIView.noIntrinsicMetric`).
    public var intrinsicHeight: Double?
    /// Margins, safe-area insets and content priorities.
    public var layout: SceneViewLayout
    /// The stack view's configuration when the view is one (`"stack"`).
    public var stack: SceneStack?
    /// Whether the view starts hidden (`"hidden"`, default false).
    public var isHidden: Bool
    /// The view's transform about its centre (`"transform"`, default the identity).
    public var transform: SceneTransform = SceneTransform()
    /// The text when the view is a label or a button (`"label"`, `"button"`); nil for a plain view.
    public var text: SceneText?
    /// The view's frame before the first layout pass, in its superview's coordinates (`"frame"`),
    /// as a nib loads a view with the frame its document stores; nil: a zero rectangle. Layout
    /// replaces it; before that, it is the current size a `fillProportionally` stack counts for
    /// an arranged view without an intrinsic size along its axis.
    public var frame: Rect?
    /// How far the alignment rectangle lies inside the frame on each edge (`"alignmentRectInsets"`,
    /// UIKit's `alignmentRectInsets`; default zero): constraints place the alignment rectangle and
    /// the frame reaches beyond it, as a slider's frame reaches 2 points beyond the track its
    /// constraints place. Negative insets make the alignment rectangle the larger.
    public var alignmentRectInsets: EdgeInsets = .zero

    /// A view under `parent` (the root's name by default), with an intrinsic size per axis (nil:
    /// none), layout options, and a stack configuration when it is a stack view.
    public init(
        name: String, parent: String = "view", intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
        layout: SceneViewLayout = SceneViewLayout(), stack: SceneStack? = nil, isHidden: Bool = false
    ) {
        self.name = name
        self.parent = parent
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.layout = layout
        self.stack = stack
        self.isHidden = isHidden
    }
}

/// The scene's layout direction.
public enum SceneDirection: String, Sendable, Hashable {
    /// Leading is left and trailing is right (`UIUserInterfaceLayoutDirection.leftToRight`).
    case leftToRight
    /// Leading is right and trailing is left (`UIUserInterfaceLayoutDirection.rightToLeft`).
    case rightToLeft
}

/// One entry of a scene's `"constraints"` array.
public struct SceneConstraint: Sendable, Hashable {
    /// What the entry is made from.
    public enum Source: Sendable, Hashable {
        /// A visual format line with its options and metrics (the entry's metrics added to the scene's).
        case visualFormat(String, options: VisualFormatOptions, metrics: [String: Double])
        /// An equation such as `purpleView.height == 0 @750`.
        case equation(String)

        /// True for `visualFormat`.
        public var isVisualFormat: Bool {
            if case .visualFormat = self { return true }
            return false
        }
    }

    /// The entry's `"id"`, by which events and dumps refer to it.
    public var id: String?
    /// What the entry is made from.
    public var source: Source
    /// Whether the entry's constraints start active (`"active"`, default true).
    public var isActive: Bool

    /// The entry's text: the format or the equation (what `position` in errors indexes).
    public var text: String {
        switch source {
        case .visualFormat(let format, _, _): return format
        case .equation(let equation): return equation
        }
    }
}

/// How an event refers to a constraint: by an entry's id, or by a selector `view.attribute`.
public enum SceneConstraintReference: Sendable, Hashable, CustomStringConvertible {
    /// The entry with this id (its index in `Scene.constraints`).
    case id(String, entry: Int)
    /// The one active constraint relating this view's attribute (see `PreparedScene`).
    case selector(view: String, attribute: LayoutAttribute)

    /// The reference as written in the scene (`purpleHeight`, `purpleView.height`).
    public var description: String {
        switch self {
        case .id(let id, _): return id
        case .selector(let view, let attribute): return "\(view).\(attribute.rawValue)"
        }
    }
}

/// An `animate` action: move a constraint's constant to `target`.
public struct SceneAnimation: Sendable, Hashable {
    /// The constraint whose constant moves.
    public var constraint: SceneConstraintReference
    /// The target constant.
    public var target: Double
    /// The curve; nil keeps the running animation's curve (a retarget).
    public var curve: Curve?
}

/// A CA-style transition: the event's changes are applied at once, and each view's shown frame
/// moves from where it was to its new frame with `function` over `duration`, beginning at the
/// event's time.
public struct SceneTransition: Sendable, Hashable {
    /// Seconds (> 0 makes an animation; 0 jumps).
    public var duration: Double
    /// The timing function.
    public var function: TimingFunction
    /// UIKit's additive model (the default): a transition that interrupts another adds its change
    /// on top, so views keep moving smoothly. False starts from the frames shown at the event's
    /// time and replaces running transitions (`beginFromCurrentState`).
    public var additive: Bool

    /// A transition over `duration` seconds with `function`, additive by default.
    public init(duration: Double, function: TimingFunction, additive: Bool = true) {
        self.duration = duration
        self.function = function
        self.additive = additive
    }

    /// The transition's timing on the run loop (a duration the loader has not checked counts as 0).
    var timing: LayoutAnimationTiming {
        var seconds: Double = 0
        if duration.isFinite, duration > 0 { seconds = duration }
        return LayoutAnimationTiming(unchecked: seconds, curve: .timing(function))
    }
}

/// One entry of a scene's `"events"` array; its actions apply in this order at `tick`:
/// `set`, `deactivate`, `activate`, `hide`, `show`, `resize`, `safeArea`, `orientation`, `transform`, `animate`.
public struct SceneEvent: Sendable, Hashable {
    /// Seconds, as written.
    public var time: Double
    /// The tick the event belongs to (`TickConvention.tick(containing:hz:)`).
    public var tick: Int
    /// `"animate"`: one object or an array of them.
    public var animations: [SceneAnimation]
    /// `"set"`: constants set without animation.
    public var sets: [(constraint: SceneConstraintReference, constant: Double)]
    /// `"activate"`: references to activate.
    public var activate: [SceneConstraintReference]
    /// `"deactivate"`: references to deactivate.
    public var deactivate: [SceneConstraintReference]
    /// `"resize"`: the root's new size.
    public var resize: Size?
    /// `"safeArea"`: the root's new safe-area insets (a rotation changes them with the size).
    public var safeArea: EdgeInsets? = nil
    /// `"orientation"`: the scene's device turns, and the root takes the screen's size and safe
    /// area in this orientation (applied where `resize` and `safeArea` apply).
    public var orientation: Device.Orientation? = nil
    /// `"transition"`: apply the non-animated changes as a CA-style transition.
    public var transition: SceneTransition?
    /// `"hide"`: views to hide (an arranged view of a stack collapses).
    public var hide: [String] = []
    /// `"show"`: views to show again.
    public var show: [String] = []
    /// `"transform"`: views' new transforms, in file order (with a `transition` they jump and
    /// the transition animates them CA-style; without one they move constraint-driven).
    public var transforms: [SceneTransformChange] = []

    /// Whether two events are equal in every field, the `sets` pairs compared in order.
    public static func == (lhs: SceneEvent, rhs: SceneEvent) -> Bool {
        lhs.time == rhs.time && lhs.tick == rhs.tick && lhs.animations == rhs.animations
            && lhs.sets.count == rhs.sets.count
            && zip(lhs.sets, rhs.sets).allSatisfy { $0.constraint == $1.constraint && $0.constant == $1.constant }
            && lhs.activate == rhs.activate && lhs.deactivate == rhs.deactivate
            && lhs.resize == rhs.resize && lhs.safeArea == rhs.safeArea && lhs.orientation == rhs.orientation
            && lhs.transition == rhs.transition
            && lhs.hide == rhs.hide && lhs.show == rhs.show && lhs.transforms == rhs.transforms
    }

    /// Hashes every field, the `sets` pairs in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(tick)
        hasher.combine(animations)
        for set in sets {
            hasher.combine(set.constraint)
            hasher.combine(set.constant)
        }
        hasher.combine(activate)
        hasher.combine(deactivate)
        hasher.combine(resize)
        hasher.combine(safeArea)
        hasher.combine(orientation)
        hasher.combine(transition)
        hasher.combine(hide)
        hasher.combine(show)
        hasher.combine(transforms)
    }
}
