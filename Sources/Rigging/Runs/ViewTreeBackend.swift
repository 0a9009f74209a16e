import AutoLayout

/// A live view tree as a layout backend: items are the constraints a run loop animates, views are
/// the tree's views in its engine's order (`LayoutEngine.views`), which changes when the tree does
/// (`viewListVersion`).
final class ViewTreeBackend: SceneLayoutBackend {
    let root: View
    /// The constraints registered as items, in registration order.
    private(set) var constraints: [LayoutConstraint] = []
    private var itemIndex: [ObjectIdentifier: Int] = [:]
    /// The engine's views as of the last `layout()`, and the version they were read at.
    private(set) var views: [View] = []
    private(set) var viewVersion = -1
    /// Slot of each view's superview in `views` (-1 for the root), parallel to `views`.
    private(set) var parentSlots: [Int] = []

    init(root: View) {
        self.root = root
    }

    /// The item of `constraint`, registered on first use.
    func item(for constraint: LayoutConstraint) -> Int {
        let key = ObjectIdentifier(constraint)
        if let item = itemIndex[key] { return item }
        constraints.append(constraint)
        itemIndex[key] = constraints.count - 1
        return constraints.count - 1
    }

    func constant(ofItem item: Int) -> Double { constraints[item].constant }

    func setConstants(_ changes: [(item: Int, constant: Double)]) {
        root.engine.batch { () throws(Never) in
            for change in changes { constraints[change.item].constant = change.constant }
        }
    }

    /// Sets optional priorities (the caller keeps them within 1...999).
    func setPriorities(_ changes: [(item: Int, priority: Double)]) {
        for change in changes {
            try? constraints[change.item].setPriority(LayoutPriority(Float(change.priority)))
        }
    }

    func setActive(_ items: [Int], _ active: Bool) {
        for item in items {
            if active { try? constraints[item].activate() } else { constraints[item].deactivate() }
        }
    }

    func isActive(item: Int) -> Bool { constraints[item].isActive }

    func resizeRoot(_ size: Size) {
        let origin = root.untransformedFrame.origin
        root.frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The transforms views showed at the last `layout()`.
    private var shownTransforms = FrameTransforms()

    /// Frames in root coordinates as of the last layout pass, the transforms views show and
    /// their own alphas, without running one.
    func currentFrames() -> ViewFrames {
        refreshViews()
        let frames = FrameRect.frames(of: root.engine.rootFrames)
        return ViewFrames(rects: frames, transforms: FrameTransforms.shown(by: views, frames: frames), alphas: alphas())
    }

    /// The views' own alphas, by slot (empty while every view is opaque).
    func alphas() -> FrameAlphas {
        var result = FrameAlphas()
        for (i, view) in views.enumerated() where view.alpha != 1 { result[i] = view.alpha }
        return result
    }

    func layout() -> [FrameRect] {
        root.layoutIfNeeded()
        let frames = currentFrames()
        shownTransforms = frames.transforms
        return frames.rects
    }

    func layoutTransforms() -> FrameTransforms { shownTransforms }

    /// Re-reads the engine's views when its list changed; returns whether it did.
    @discardableResult
    func refreshViews() -> Bool {
        let engine = root.engine
        guard engine.viewListVersion != viewVersion else { return false }
        views = engine.views
        viewVersion = engine.viewListVersion
        var slot: [ObjectIdentifier: Int] = [:]
        for (i, view) in views.enumerated() { slot[ObjectIdentifier(view)] = i }
        parentSlots = views.map { view in view.superview.flatMap { slot[ObjectIdentifier($0)] } ?? -1 }
        return true
    }

    func equation(ofItem item: Int) -> ConstraintEquation? { nil }

    func diagnostics() -> LayoutDiagnostics {
        refreshViews()
        return LayoutDiagnostics(
            ambiguous: zip(views, View.distinctNames(views)).filter { $0.0.hasAmbiguousLayout }.map(\.1),
            unsatisfiable: root.engine.unsatisfiableRecords.map {
                LayoutDiagnostics.Unsatisfiable(broken: $0.brokenDescription, conflict: $0.conflictDescriptions)
            },
            activationFailures: root.engine.activationFailures.map {
                LayoutDiagnostics.ActivationFailure(constraint: $0.constraint.description, reason: $0.reason)
            })
    }
}
