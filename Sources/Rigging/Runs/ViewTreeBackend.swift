import AutoLayout

/// A view tree on one `LayoutEngine` as a `LayoutBackend`, the one adapter between AutoLayout and
/// the run loop: a live tree (`init(root:)`, views in the engine's order, which changes when the
/// tree does) or a scene's (`init(_:)`, views in scene order, items the prepared scene's).
///
/// Items are `LayoutConstraint`s: those the backend was made with (a scene's table items), then
/// any constraint of the tree a run loop animates, registered on first use (`item(for:)`).
/// Ticks: `setConstants` sets constants inside one engine batch (one re-optimization, in place),
/// `layout()` runs `layoutIfNeeded()` and reads every frame in root coordinates. Views are mapped
/// to indices once per change of the engine's view list; a tick never looks a name up.
public final class ViewTreeBackend: LayoutBackend {
    /// The root view.
    public let root: View
    /// Every view in the backend's order (root first): a scene's order, or the engine's
    /// (`LayoutEngine.views`) as of the last `layout()` for a live tree.
    public private(set) var views: [View]
    /// Every item's constraint, by item: the table's first, then those registered later.
    public private(set) var constraints: [LayoutConstraint]
    /// How many items the backend was made with (a prepared scene's items; none for a live
    /// tree). Diagnostics and `guideFrames()` name only these: a constraint registered later (a
    /// stack view's, or one a live tree's loop animates) belongs to no table.
    public let tableItemCount: Int
    /// The scene's layout guides by name, in scene order (none for a live tree).
    public let guides: [(name: String, guide: LayoutGuide)]
    /// Apple-style console messages the engine logged (unsatisfiable constraints, runaway passes)
    /// when the backend keeps the engine's log (a scene's); empty otherwise.
    public internal(set) var log: [String] = []
    /// The views in a fixed order (a scene's), or nil for the engine's own order.
    private let fixedViews: [View]?
    private var itemIndex: [ObjectIdentifier: Int] = [:]
    private var viewIndex: [ObjectIdentifier: Int] = [:]
    /// The backend's index of each view in the engine's `views` order (for reading `rootFrames`);
    /// nil while the two orders are the same (a live tree).
    private var backendOrder: [Int]?
    /// The engine's view-list version `views` and the maps were read at.
    private(set) var viewVersion = -1
    /// Slot of each view's superview in `views` (-1 for the root), parallel to `views`.
    private(set) var parentSlots: [Int] = []
    /// The transforms views showed at the last `layout()`.
    private var shownTransforms = FrameTransforms()

    /// A live tree: views in its engine's order, no items until a loop registers them.
    public convenience init(root: View) {
        self.init(root: root, views: nil, constraints: [], guides: [])
    }

    /// A tree whose views keep the given order and whose first items are `constraints`.
    init(root: View, views: [View]?, constraints: [LayoutConstraint], guides: [(name: String, guide: LayoutGuide)]) {
        self.root = root
        self.fixedViews = views
        self.views = views ?? []
        self.constraints = constraints
        self.tableItemCount = constraints.count
        self.guides = guides
        for (i, constraint) in constraints.enumerated() { itemIndex[ObjectIdentifier(constraint)] = i }
        refreshViews()
    }

    /// The item of `constraint`: its table item, or a new item after the others for a
    /// constraint the backend was not made with (registered on first use).
    func item(for constraint: LayoutConstraint) -> Int {
        let key = ObjectIdentifier(constraint)
        if let item = itemIndex[key] { return item }
        constraints.append(constraint)
        itemIndex[key] = constraints.count - 1
        return constraints.count - 1
    }

    /// The item of `constraint` if diagnostics name it (a table item).
    private func tableItem(of constraint: LayoutConstraint) -> Int? {
        itemIndex[ObjectIdentifier(constraint)].flatMap { $0 < tableItemCount ? $0 : nil }
    }

    /// The constant of the item's `LayoutConstraint`, in points.
    public func constant(ofItem item: Int) -> Double { constraints[item].constant }

    /// Sets the items' constants inside one engine batch, so the next `layout()` re-optimizes once.
    public func setConstants(_ changes: [(item: Int, constant: Double)]) {
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

    /// Activates or deactivates the items' constraints; an activation the engine refuses is skipped.
    public func setActive(_ items: [Int], _ active: Bool) {
        for item in items {
            if active { try? constraints[item].activate() } else { constraints[item].deactivate() }
        }
    }

    /// Whether the item's constraint is active.
    public func isActive(item: Int) -> Bool { constraints[item].isActive }

    /// Hides or shows the views at these indices (a stack view re-arranges at the next `layout()`).
    public func setHidden(_ views: [Int], _ hidden: Bool) {
        for index in views where index > 0 && index < self.views.count { self.views[index].isHidden = hidden }
    }

    /// Gives the root's frame this size, keeping its origin.
    public func resizeRoot(_ size: Size) {
        let origin = root.untransformedFrame.origin
        root.frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Sets the root's `systemSafeAreaInsets`.
    public func setSafeArea(_ insets: EdgeInsets) {
        root.systemSafeAreaInsets = insets
    }

    /// Re-reads the engine's views and the maps from them when its list changed; returns whether
    /// it did.
    @discardableResult
    func refreshViews() -> Bool {
        let engine = root.engine
        guard engine.viewListVersion != viewVersion else { return false }
        viewVersion = engine.viewListVersion
        let engineViews = engine.views
        views = fixedViews ?? engineViews
        var index: [ObjectIdentifier: Int] = [:]
        for (i, view) in views.enumerated() { index[ObjectIdentifier(view)] = i }
        viewIndex = index
        backendOrder = fixedViews == nil ? nil : engineViews.map { index[ObjectIdentifier($0)] ?? 0 }
        parentSlots = views.map { view in view.superview.flatMap { index[ObjectIdentifier($0)] } ?? -1 }
        return true
    }

    /// Frames in root coordinates as of the last layout pass, in the backend's view order, the
    /// transforms views show and their own alphas, without running one.
    func currentFrames() -> ViewFrames {
        refreshViews()
        let engineFrames = root.engine.shownRootFrames
        var frames = engineFrames
        if let backendOrder {
            frames = [Rect](repeating: .zero, count: views.count)
            for (i, frame) in engineFrames.enumerated() where i < backendOrder.count { frames[backendOrder[i]] = frame }
        }
        return ViewFrames(rects: frames, transforms: FrameTransforms.shown(by: views, frames: frames), alphas: alphas())
    }

    /// The views' own alphas, by view index (empty while every view is opaque).
    func alphas() -> FrameAlphas {
        var result = FrameAlphas()
        guard !View.noViewIsTranslucent else { return result }
        for (i, view) in views.enumerated() where view.alpha != 1 { result[i] = view.alpha }
        return result
    }

    /// Runs `layoutIfNeeded()` on the root and returns every view's untransformed frame in root
    /// coordinates, in the backend's view order (their transforms: `layoutTransforms()`).
    public func layout() -> [Rect] {
        root.layoutIfNeeded()
        let frames = currentFrames()
        shownTransforms = frames.transforms
        return frames.rects
    }

    /// The transforms views show as of the last `layout()`, by view index.
    public func layoutTransforms() -> FrameTransforms { shownTransforms }

    /// The transform of the view at this index.
    public func transform(ofView index: Int) -> Transform2D {
        index >= 0 && index < views.count ? views[index].transform : .identity
    }

    /// Sets the transform of the view at this index (ignored for an index out of range).
    public func setTransform(_ transform: Transform2D, ofView index: Int) {
        if index >= 0 && index < views.count { views[index].transform = transform }
    }

    /// The views whose frames the constraints do not determine (then the ambiguous guides), the
    /// engine's unsatisfiable records and its failed activations, each naming its table items.
    public func diagnostics() -> LayoutDiagnostics {
        refreshViews()
        return LayoutDiagnostics(
            ambiguous: zip(views, View.distinctNames(views)).filter { $0.0.hasAmbiguousLayout }.map(\.1)
                + guides.filter(\.guide.hasAmbiguousLayout).map(\.name),
            unsatisfiable: unsatisfiable(since: 0),
            activationFailures: root.engine.activationFailures.map { record in
                LayoutDiagnostics.ActivationFailure(
                    constraint: record.constraint.description, reason: record.reason,
                    item: tableItem(of: record.constraint))
            })
    }

    /// The engine's unsatisfiable records after the first `index`, each naming its table items.
    public func unsatisfiable(since index: Int) -> [LayoutDiagnostics.Unsatisfiable] {
        root.engine.unsatisfiableRecords.dropFirst(index).map { record in
            LayoutDiagnostics.Unsatisfiable(
                broken: record.brokenDescription, conflict: record.conflictDescriptions,
                brokenItem: tableItem(of: record.broken),
                conflictItems: record.conflict.map { tableItem(of: $0) },
                message: record.description)
        }
    }

    /// The item's constraint over view indices, or nil when an item is not one of the views (a
    /// guide) or relates margins other than 8 points.
    public func equation(ofItem item: Int) -> ConstraintEquation? {
        refreshViews()
        let c = constraints[item]
        guard let item = c.firstItem, let first = viewIndex[ObjectIdentifier(item)] else { return nil }
        let second = c.secondItem.flatMap { viewIndex[ObjectIdentifier($0)] }
        if c.secondItem != nil && second == nil { return nil }  // a guide: not a view of the order
        // The equations measure margins as 8 points; a view whose margins differ is not measured.
        for (view, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] where attribute.isMarginAttribute {
            if (view as? View)?.layoutMargins != EdgeInsets(all: 8) { return nil }
        }
        // The engine expresses the constraint in its items' nearest common ancestor's coordinates.
        let ancestor = (c.firstItem as? View).flatMap { v in (c.secondItem as? View).flatMap { v.nearestCommonAncestor(with: $0) } }
        return ConstraintEquation(
            firstView: first, firstAttribute: c.firstAttribute, relation: c.relation, secondView: second,
            secondAttribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
            isRequired: c.priority.isRequired, ancestorView: ancestor.flatMap { viewIndex[ObjectIdentifier($0)] })
    }

    /// The scene's guides, then every safe-area guide a constraint made (`view.safeArea`), then
    /// the margins guide of every view whose margins a table item relates (`view.margins`), with
    /// their frames in root coordinates.
    public func guideFrames() -> [(name: String, frame: Rect)] {
        refreshViews()
        func inRoot(_ f: Rect, of owner: View?) -> Rect {
            let origin = owner?.frameInRoot.origin ?? .zero
            return Rect(x: f.minX + origin.x, y: f.minY + origin.y, width: f.width, height: f.height)
        }
        var result = guides.map { (name: $0.name, frame: inRoot($0.guide.layoutFrame, of: $0.guide.owningView)) }
        for view in views {
            for guide in view.layoutGuides where guide.identifier == "UIViewSafeAreaLayoutGuide" {
                result.append((name: view.name + ".safeArea", frame: inRoot(guide.layoutFrame, of: view)))
            }
        }
        var withMargins = Set<ObjectIdentifier>()
        for constraint in constraints.prefix(tableItemCount) {
            if constraint.firstAttribute.isMarginAttribute, let item = constraint.firstItem as? View {
                withMargins.insert(ObjectIdentifier(item))
            }
            if constraint.secondAttribute.isMarginAttribute, let item = constraint.secondItem as? View {
                withMargins.insert(ObjectIdentifier(item))
            }
        }
        for view in views where withMargins.contains(ObjectIdentifier(view)) {
            result.append((name: view.name + ".margins", frame: inRoot(view.layoutMarginsGuide.layoutFrame, of: view)))
        }
        return result
    }
}
