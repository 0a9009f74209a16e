import AutoLayout
import Motion

/// A view's transform in a scene (`"transform": {"scale": [0.5, 0.5], "rotation": 0,
/// "translation": [0, 0]}`, every key optional): scale first, then rotate by `rotation` radians
/// (clockwise on screen), then translate, applied about the view's centre. Layout ignores it.
public struct SceneTransform: Sendable, Hashable {
    /// The scale along x and y (`[1, 1]` by default).
    public var scale: Size
    /// Radians, clockwise on screen (0 by default).
    public var rotation: Double
    /// Points along x and y, applied last (`[0, 0]` by default).
    public var translation: Point

    /// A transform from its parts (by default the identity).
    public init(scale: Size = Size(width: 1, height: 1), rotation: Double = 0, translation: Point = .zero) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }

    /// The transform as an affine matrix.
    public var affine: Transform2D { Transform2D(scale: scale, rotation: rotation, translation: translation) }

    /// Whether every part is its default.
    public var isIdentity: Bool { self == SceneTransform() }
}

/// One view's change in an event's `"transform"` object: the new transform, and the curve that
/// moves it constraint-driven when the event has no `transition` (nil: the exponential approach).
public struct SceneTransformChange: Sendable, Hashable {
    /// The view's name.
    public var view: String
    /// The transform it moves to.
    public var transform: SceneTransform
    /// The curve of a constraint-driven change (`"curve"` and `"duration"` as in `animate`).
    public var curve: Curve?

    /// A change of `view`'s transform to `transform`, along `curve` when constraint-driven.
    public init(view: String, transform: SceneTransform, curve: Curve? = nil) {
        self.view = view
        self.transform = transform
        self.curve = curve
    }
}

extension Scene {
    /// Whether a view starts with a transform or an event changes one (dumps then carry
    /// transform columns in CSV).
    public var usesTransforms: Bool {
        views.contains { !$0.transform.isIdentity } || events.contains { !$0.transforms.isEmpty }
    }
}

extension SceneDecoder {
    /// A transform object (`kind` `.transform` for a view, `.transformChange` in an event).
    func decodeTransform(_ o: JSONObject, _ path: String) throws(SceneError) -> SceneTransform {
        var t = SceneTransform()
        func pair(_ key: String) throws(SceneError) -> (Double, Double)? {
            guard let value = o[key] else { return nil }
            let items = try array(value, path + "." + key)
            guard items.count == 2 else { throw fail(path + "." + key, .expected("[x, y]", found: "\(items.count) numbers")) }
            return (try number(items[0], path + ".\(key)[0]"), try number(items[1], path + ".\(key)[1]"))
        }
        if let (x, y) = try pair("scale") { t.scale = Size(width: x, height: y) }
        if let value = o["rotation"] { t.rotation = try number(value, path + ".rotation") }
        if let (x, y) = try pair("translation") { t.translation = Point(x: x, y: y) }
        return t
    }

    /// A view's `"transform"` object.
    func viewTransform(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneTransform {
        try decodeTransform(try object(value, path, kind: .transform), path)
    }

    /// An event's `"transform"` object: a transform (with an optional curve) per view name.
    func transformChanges(_ value: JSONValue, _ path: String) throws(SceneError) -> [SceneTransformChange] {
        guard case .object(let views) = value else { throw fail(path, .expected("an object", found: value.kindDescription)) }
        var changes: [SceneTransformChange] = []
        for member in views.members {
            let p = Self.child(path, member.key)
            let o = try object(member.value, p, kind: .transformChange)
            changes.append(SceneTransformChange(view: member.key, transform: try decodeTransform(o, p), curve: try optionalCurve(o, p)))
        }
        return changes
    }
}

extension Scene {
    /// Writes a transform's parts that differ from their defaults.
    static func write(_ t: SceneTransform, into o: inout JSONWriter) {
        if t.scale != Size(width: 1, height: 1) {
            o.key("scale")
            o.array { a in
                a.exact(t.scale.width)
                a.exact(t.scale.height)
            }
        }
        if t.rotation != 0 {
            o.key("rotation")
            o.exact(t.rotation)
        }
        if t.translation != .zero {
            o.key("translation")
            o.array { a in
                a.exact(t.translation.x)
                a.exact(t.translation.y)
            }
        }
    }
}
