import AutoLayout

/// A scene built as AutoLayout views and constraints on one `LayoutEngine`, as a
/// `SceneLayoutBackend`: the root view with the scene's size and direction, one `View` per scene
/// view (not translating autoresizing masks, with the scene's intrinsic size), and one
/// `LayoutConstraint` per prepared item, made from its formula (each carries its entry's id).
///
/// Ticks: `setConstants` sets constants inside one engine batch (one re-optimization, in place),
/// `layout()` runs `layoutIfNeeded()` and reads every frame in root coordinates. Views are
/// mapped to indices once; a tick never looks a name up. The engine's console log is kept in
/// `log` instead of standard error; the structured records are in `diagnostics()`.
public final class SceneLayout: SceneLayoutBackend {
    /// The root view.
    public let root: View
    /// Every view in scene order (root first).
    public let views: [View]
    /// One constraint per table item.
    public let constraints: [LayoutConstraint]
    /// The scene's layout guides by name, in scene order.
    public let guides: [(name: String, guide: LayoutGuide)]
    /// Apple-style console messages the engine logged (unsatisfiable constraints, runaway passes).
    public private(set) var log: [String] = []
    private let viewIndex: [ObjectIdentifier: Int]
    /// Table item of each constraint (by identity), for naming conflicts by their scene entry.
    private let itemIndex: [ObjectIdentifier: Int]
    /// Scene index of each view in the engine's `views` order (for reading `rootFrames`).
    private let sceneOrder: [Int]
    /// Constraints the scene did not make (a stack view's, animated by a constraint-driven hide),
    /// registered as items after the table's: item `constraints.count + i` is `extraConstraints[i]`.
    private var extraConstraints: [LayoutConstraint] = []
    private var extraIndex: [ObjectIdentifier: Int] = [:]
    /// The transforms views showed at the last `layout()`.
    private var shownTransforms = FrameTransforms()

    /// Builds the prepared scene; throws for a constraint that relates attributes that cannot be
    /// related or cannot be activated, naming its entry and position.
    public init(_ prepared: PreparedScene) throws(SceneError) {
        let scene = prepared.scene, file = prepared.file
        let root = View(name: scene.root.name, frame: Rect(x: 0, y: 0, width: scene.root.size.width, height: scene.root.size.height))
        root.engine.defaultLayoutDirection = scene.direction == .rightToLeft ? .rightToLeft : .leftToRight
        root.systemSafeAreaInsets = scene.root.safeArea
        scene.root.layout.apply(to: root)
        var byName: [String: View] = [scene.root.name: root]
        var views = [root]
        for sceneView in scene.views {
            let view: View
            if let text = sceneView.text {
                view = text.makeView(name: sceneView.name)
            } else {
                view = sceneView.stack == nil ? View(name: sceneView.name) : StackView(name: sceneView.name)
                view.fixedIntrinsicContentSize = Size(width: sceneView.intrinsicWidth ?? View.noIntrinsicMetric,
                                                      height: sceneView.intrinsicHeight ?? View.noIntrinsicMetric)
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            sceneView.layout.apply(to: view)
            if let parent = byName[sceneView.parent] { parent.addSubview(view) }
            byName[sceneView.name] = view
            views.append(view)
        }
        for (i, sceneView) in scene.views.enumerated() {
            views[i + 1].isHidden = sceneView.isHidden
            views[i + 1].transform = sceneView.transform.affine
            guard let stack = views[i + 1] as? StackView, let config = sceneView.stack else { continue }
            config.apply(to: stack, arranged: (config.arranged.map { $0.compactMap { byName[$0] } }) ?? stack.subviews)
        }
        var guides: [(name: String, guide: LayoutGuide)] = []
        var guidesByName: [String: LayoutGuide] = [:]
        for sceneGuide in scene.guides {
            let guide = LayoutGuide()
            guide.identifier = sceneGuide.name
            byName[sceneGuide.owner]?.addLayoutGuide(guide)
            guides.append((sceneGuide.name, guide))
            guidesByName[sceneGuide.name] = guide
        }
        self.root = root
        self.views = views
        self.guides = guides
        var index: [ObjectIdentifier: Int] = [:]
        for (i, view) in views.enumerated() { index[ObjectIdentifier(view)] = i }
        viewIndex = index
        sceneOrder = root.engine.views.map { index[ObjectIdentifier($0)] ?? 0 }

        var made: [LayoutConstraint] = []
        for item in prepared.items {
            let entry = scene.constraints[item.entry]
            let key = entry.source.isVisualFormat ? "vfl" : "constraint"
            // The prepared scene checked every name, so the formula resolves.
            guard let constraint = item.formula.constraint(views: byName, guides: guidesByName) else {
                throw SceneError(file: file, path: "constraints[\(item.entry)].\(key)",
                                 problem: .constraintText("an item names no view or guide of the scene"), constraint: item.entry, position: 0)
            }
            if item.visualFormat == nil {
                do {
                    try constraint.validate()
                } catch {
                    let text = ConstraintParseError(problem: .invalidConstraint(error.description), text: entry.text, position: item.rightStart)
                    throw SceneError(file: file, path: "constraints[\(item.entry)].constraint", problem: .constraintText(text.description),
                                     constraint: item.entry, position: item.rightStart)
                }
            }
            constraint.identifier = entry.id
            made.append(constraint)
        }
        constraints = made
        var items: [ObjectIdentifier: Int] = [:]
        for (i, constraint) in made.enumerated() { items[ObjectIdentifier(constraint)] = i }
        itemIndex = items
        root.engine.logHandler = { [weak self] message in self?.log.append(message) }
        for (i, constraint) in made.enumerated() where scene.constraints[prepared.items[i].entry].isActive {
            let entry = prepared.items[i].entry
            do {
                try constraint.activate()
            } catch {
                let key = scene.constraints[entry].source.isVisualFormat ? "vfl" : "constraint"
                throw SceneError(file: file, path: "constraints[\(entry)].\(key)", problem: .constraintText(error.description),
                                 constraint: entry, position: nil)
            }
        }
    }

    /// `SceneLayout.init` as a backend factory (`RigTool`'s).
    public static func make(_ prepared: PreparedScene) throws(SceneError) -> any SceneLayoutBackend {
        try SceneLayout(prepared)
    }

    /// The constant of the item's `LayoutConstraint`, in points.
    public func constant(ofItem item: Int) -> Double { constraint(ofItem: item).constant }

    /// Sets the items' constants inside one engine batch, so the next `layout()` re-optimizes once.
    public func setConstants(_ changes: [(item: Int, constant: Double)]) {
        root.engine.batch { () throws(Never) in
            for change in changes { constraint(ofItem: change.item).constant = change.constant }
        }
    }

    /// Activates or deactivates the items' constraints; an activation the engine refuses is skipped.
    public func setActive(_ items: [Int], _ active: Bool) {
        for item in items {
            if active { try? constraint(ofItem: item).activate() } else { constraint(ofItem: item).deactivate() }
        }
    }

    /// Whether the item's constraint is active.
    public func isActive(item: Int) -> Bool { constraint(ofItem: item).isActive }

    /// The constraint of a table item, or of an item `item(for:)` registered after the table's.
    func constraint(ofItem item: Int) -> LayoutConstraint {
        item < constraints.count ? constraints[item] : extraConstraints[item - constraints.count]
    }

    /// The item of `constraint`: its table item, or a new item after the table's for a constraint
    /// the scene did not make (registered on first use).
    func item(for constraint: LayoutConstraint) -> Int {
        let key = ObjectIdentifier(constraint)
        if let item = itemIndex[key] ?? extraIndex[key] { return item }
        extraConstraints.append(constraint)
        extraIndex[key] = constraints.count + extraConstraints.count - 1
        return constraints.count + extraConstraints.count - 1
    }

    /// Hides or shows the views at these scene indices (a stack view re-arranges at the next `layout()`).
    public func setHidden(_ views: [Int], _ hidden: Bool) {
        for index in views where index > 0 && index < self.views.count { self.views[index].isHidden = hidden }
    }

    /// Sets the root view's frame to `size` at the origin.
    public func resizeRoot(_ size: Size) {
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The scene's guides, then every safe-area guide a constraint made (`view.safeArea`), then
    /// the margins guide of every view whose margins a scene constraint relates (`view.margins`),
    /// with their frames in root coordinates.
    public func guideFrames() -> [(name: String, frame: FrameRect)] {
        func inRoot(_ f: Rect, of owner: View?) -> FrameRect {
            let origin = owner?.frameInRoot.origin ?? .zero
            return FrameRect(x: f.minX + origin.x, y: f.minY + origin.y, width: f.width, height: f.height)
        }
        var result = guides.map { (name: $0.name, frame: inRoot($0.guide.layoutFrame, of: $0.guide.owningView)) }
        for view in views {
            for guide in view.layoutGuides where guide.identifier == "UIViewSafeAreaLayoutGuide" {
                result.append((name: view.name + ".safeArea", frame: inRoot(guide.layoutFrame, of: view)))
            }
        }
        var withMargins = Set<ObjectIdentifier>()
        for constraint in constraints {
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

    /// Sets the root's `systemSafeAreaInsets`.
    public func setSafeArea(_ insets: EdgeInsets) {
        root.systemSafeAreaInsets = insets
    }

    /// Runs `layoutIfNeeded()` on the root and returns every view's untransformed frame in root
    /// coordinates, in scene order (their transforms: `layoutTransforms()`).
    public func layout() -> [FrameRect] {
        root.layoutIfNeeded()
        let frames = root.engine.rootFrames
        var result = [FrameRect](repeating: FrameRect(x: 0, y: 0, width: 0, height: 0), count: views.count)
        for (i, r) in frames.enumerated() where i < sceneOrder.count {
            result[sceneOrder[i]] = FrameRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        }
        shownTransforms = FrameTransforms.shown(by: views, frames: result)
        return result
    }

    /// The transforms views show as of the last `layout()`, by scene index.
    public func layoutTransforms() -> FrameTransforms { shownTransforms }

    /// The transform of the view at this scene index.
    public func transform(ofView index: Int) -> Transform2D {
        index >= 0 && index < views.count ? views[index].transform : .identity
    }

    /// Sets the transform of the view at this scene index (ignored for an index out of range).
    public func setTransform(_ transform: Transform2D, ofView index: Int) {
        if index >= 0 && index < views.count { views[index].transform = transform }
    }

    /// The item's constraint over scene view indices, or nil when its first item is not a scene view.
    public func equation(ofItem item: Int) -> ConstraintEquation? {
        let c = constraint(ofItem: item)
        guard let item = c.firstItem, let first = viewIndex[ObjectIdentifier(item)] else { return nil }
        let second = c.secondItem.flatMap { viewIndex[ObjectIdentifier($0)] }
        if c.secondItem != nil && second == nil { return nil }  // a guide: not a scene view
        // The equations measure margins as 8 points; a view whose margins differ is not measured.
        for (view, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] where attribute.isMarginAttribute {
            if (view as? View)?.layoutMargins != EdgeInsets(all: 8) { return nil }
        }
        // The engine expresses the constraint in its items' nearest common ancestor's coordinates.
        let ancestor = (c.firstItem as? View).flatMap { v in (c.secondItem as? View).flatMap { v.nearestCommonAncestor(with: $0) } }
        return ConstraintEquation(firstView: first, firstAttribute: c.firstAttribute, relation: c.relation, secondView: second,
                                  secondAttribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
                                  isRequired: c.priority.isRequired, ancestorView: ancestor.flatMap { viewIndex[ObjectIdentifier($0)] })
    }

    /// The scene's ambiguous views and the engine's unsatisfiable records and failed activations,
    /// each naming its table items.
    public func diagnostics() -> LayoutDiagnostics {
        LayoutDiagnostics(
            ambiguous: views.filter(\.hasAmbiguousLayout).map(\.name) + guides.filter(\.guide.hasAmbiguousLayout).map(\.name),
            unsatisfiable: unsatisfiable(since: 0),
            activationFailures: root.engine.activationFailures.map { record in
                LayoutDiagnostics.ActivationFailure(constraint: record.constraint.description, reason: record.reason,
                                                    item: itemIndex[ObjectIdentifier(record.constraint)])
            })
    }

    /// The engine's unsatisfiable records after the first `index`, each naming its table items.
    public func unsatisfiable(since index: Int) -> [LayoutDiagnostics.Unsatisfiable] {
        root.engine.unsatisfiableRecords.dropFirst(index).map { record in
            LayoutDiagnostics.Unsatisfiable(broken: record.brokenDescription, conflict: record.conflictDescriptions,
                                            brokenItem: itemIndex[ObjectIdentifier(record.broken)],
                                            conflictItems: record.conflict.map { itemIndex[ObjectIdentifier($0)] },
                                            message: record.description)
        }
    }
}
