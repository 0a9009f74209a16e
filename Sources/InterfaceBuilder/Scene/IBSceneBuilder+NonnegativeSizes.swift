import Rigging

extension IBSceneBuilder {
    /// Gives every view below the root a required width and height of at least 0, ahead of every
    /// other constraint of the hierarchy (`nonnegativeSizeEquations`).
    ///
    /// UIKit's engine keeps a view's width and height nonnegative: constraints that would need a
    /// negative size conflict, and Auto Layout breaks one of them (UIKit logs
    /// `H:|-(8)-[view]-(8)-|` in a superview of width 0 as unsatisfiable), never the size's own
    /// bound. Entered first, these bounds are never the constraint that gives way, since the one
    /// added last breaks. Rigging's engine sets no such bound itself, so the mapping adds it.
    mutating func addNonnegativeSizes() {
        let equations = order.filter { viewsByID[$0] != nil }.flatMap { Self.nonnegativeSizeEquations(names.name(for: $0, prefix: "v_")) }
        constraints.insert(contentsOf: equations.map { SceneConstraint(id: nil, SceneConstraint.Source.equation($0)) }, at: 0)
        constraintIDs.insert(contentsOf: [String?](repeating: nil, count: equations.count), at: 0)
    }

    /// The two bounds of the view named `name`: `name.width >= 0` and `name.height >= 0`.
    static func nonnegativeSizeEquations(_ name: String) -> [String] {
        ["\(name).width >= 0", "\(name).height >= 0"]
    }
}
