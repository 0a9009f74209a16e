import AutoLayout
import Rigging

/// A stand-in layout backend: the views stack vertically in scene order, each as wide as the
/// root and as tall as the constant of the item with its index - 1 (0 when inactive or absent).
/// Item i is `view(i+1).height == constant`. Counts layout passes and constant batches.
public final class StackBackend: LayoutBackend {
    /// A two-view scene for this backend: `ha` (a.height, animated) and `hb` (b.height, set), and a resize.
    public static let scene = #"""
        {"name": "stack", "root": {"size": [100, 600]},
         "views": [{"name": "a"}, {"name": "b"}],
         "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
         "hz": 30, "duration": 1,
         "events": [
           {"at": 0, "animate": {"constraint": "ha", "to": 300, "curve": {"exponential": 0.5}}},
           {"at": 0.1, "animate": {"constraint": "ha", "to": 200}},
           {"at": 0.5, "set": {"constraint": "hb", "constant": 80}},
           {"at": 0.6, "resize": [200, 600]}
         ]}
        """#

    /// Each item's constant (the height of the view after it).
    public var constants: [Double]
    /// Whether each item is active.
    public var active: [Bool]
    /// The root's size.
    public var root: Size
    /// How many views the scene has, root included.
    public let viewCount: Int
    /// How many times `layout()` ran.
    public var layoutCount = 0
    /// Every batch `setConstants` received, in order.
    public var batches: [[(item: Int, constant: Double)]] = []

    /// A backend for `scene`'s views with these initial constants, every item active.
    public init(scene: Scene, constants: [Double]) {
        self.constants = constants
        self.active = constants.map { _ in true }
        self.root = scene.root.size
        self.viewCount = scene.viewNames.count
    }

    /// The item's constant.
    public func constant(ofItem item: Int) -> Double { constants[item] }
    /// Records the batch and applies it.
    public func setConstants(_ changes: [(item: Int, constant: Double)]) {
        batches.append(changes)
        for c in changes { constants[c.item] = c.constant }
    }
    /// Activates or deactivates the items.
    public func setActive(_ items: [Int], _ isActive: Bool) { for i in items { active[i] = isActive } }
    /// Whether the item is active.
    public func isActive(item: Int) -> Bool { active[item] }
    /// Gives the root a new size.
    public func resizeRoot(_ size: Size) { root = size }
    /// The root, then each view below the one before it, as tall as its item's constant.
    public func layout() -> [Rect] {
        layoutCount += 1
        var frames = [Rect(x: 0, y: 0, width: root.width, height: root.height)]
        var y = 0.0
        for v in 1..<viewCount {
            let h = v - 1 < constants.count && active[v - 1] ? constants[v - 1] : 0
            frames.append(Rect(x: 0, y: y, width: root.width, height: h))
            y += h
        }
        return frames
    }
    /// Item i as `view(i+1).height == constant`.
    public func equation(ofItem item: Int) -> ConstraintEquation? {
        ConstraintEquation(
            firstView: item + 1, firstAttribute: .height, relation: .equal, secondView: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: constants[item])
    }
    /// No diagnostics: the stand-in has no ambiguity or conflicts.
    public func diagnostics() -> LayoutDiagnostics { LayoutDiagnostics() }
}
