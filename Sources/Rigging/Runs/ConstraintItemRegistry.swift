import AutoLayout

/// A layout backend over live `LayoutConstraint`s that can give any constraint of its tree an
/// item, so that a run loop can animate it: a view tree's (`ViewTreeBackend`), or a scene's
/// (`SceneLayout`: the table's items, then constraints the scene did not make, such as a stack
/// view's `UISV-hiding`).
protocol ConstraintItemRegistry: SceneLayoutBackend {
    /// The item of `constraint`, registered on first use.
    func item(for constraint: LayoutConstraint) -> Int
}

extension ViewTreeBackend: ConstraintItemRegistry {}
extension SceneLayout: ConstraintItemRegistry {}
