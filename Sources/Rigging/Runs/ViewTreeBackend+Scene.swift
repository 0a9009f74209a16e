import AutoLayout

/// A scene built as AutoLayout views and constraints on one `LayoutEngine`: the root view with the
/// scene's size and direction, one `View` per scene view (not translating autoresizing masks,
/// with the scene's intrinsic size and alignment-rect insets), and one `LayoutConstraint` per
/// prepared item, made from its formula (each carries its entry's id). The engine's console log is kept in `log` instead of
/// standard error; the structured records are in `diagnostics()`.
extension ViewTreeBackend {
    /// Builds the prepared scene; throws for a constraint that relates attributes that cannot be
    /// related or cannot be activated, naming its entry and position.
    public convenience init(_ prepared: PreparedScene) throws(SceneError) {
        let scene = prepared.scene
        let file = prepared.file
        let root = View(name: scene.root.name, frame: Rect(x: 0, y: 0, width: scene.root.size.width, height: scene.root.size.height))
        root.engine.defaultLayoutDirection = scene.direction == .rightToLeft ? .rightToLeft : .leftToRight
        root.systemSafeAreaInsets = scene.root.safeArea
        root.engine.pixelScale = scene.root.scale
        scene.root.layout.apply(to: root)
        var byName: [String: View] = [scene.root.name: root]
        var views = [root]
        for sceneView in scene.views {
            let view: View
            if let text = sceneView.text {
                view = text.makeView(name: sceneView.name, scale: scene.root.device?.device.scale ?? 2)
            } else {
                view = sceneView.stack == nil ? View(name: sceneView.name) : StackView(name: sceneView.name)
                view.fixedIntrinsicContentSize = Size(
                    width: sceneView.intrinsicWidth ?? View.noIntrinsicMetric,
                    height: sceneView.intrinsicHeight ?? View.noIntrinsicMetric)
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            view.alignmentRectInsets = sceneView.alignmentRectInsets
            if let frame = sceneView.frame { view.frame = frame }
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
        var made: [LayoutConstraint] = []
        for item in prepared.items {
            let entry = scene.constraints[item.entry]
            let key = entry.source.isVisualFormat ? "vfl" : "constraint"
            // The prepared scene checked every name, so the formula resolves.
            guard let constraint = item.formula.constraint(views: byName, guides: guidesByName) else {
                throw SceneError(
                    file: file, path: "constraints[\(item.entry)].\(key)",
                    problem: .constraintText("an item names no view or guide of the scene"), constraint: item.entry, position: 0)
            }
            if item.visualFormat == nil {
                do {
                    try constraint.validate()
                } catch {
                    let text = ConstraintParseError(problem: .invalidConstraint(error.description), text: entry.text, position: item.rightStart)
                    throw SceneError(
                        file: file, path: "constraints[\(item.entry)].constraint", problem: .constraintText(text.description),
                        constraint: item.entry, position: item.rightStart)
                }
            }
            constraint.identifier = entry.id
            made.append(constraint)
        }
        self.init(root: root, views: views, constraints: made, guides: guides)
        root.engine.logHandler = { [weak self] message in self?.log.append(message) }
        // The stacks' arrangements enter the engine before the scene's constraints, as the
        // constraints a stack makes of its own (a stack decoded from a document arranges its
        // views before the constraints around it are added): where they conflict with the
        // scene's, the scene's constraint, added later, gives way.
        root.updateConstraintsIfNeeded()
        for (i, constraint) in made.enumerated() where scene.constraints[prepared.items[i].entry].isActive {
            let entry = prepared.items[i].entry
            do {
                try constraint.activate()
            } catch {
                let key = scene.constraints[entry].source.isVisualFormat ? "vfl" : "constraint"
                throw SceneError(
                    file: file, path: "constraints[\(entry)].\(key)", problem: .constraintText(error.description),
                    constraint: entry, position: nil)
            }
        }
    }

    /// `init(_:)` as a backend factory (`RigTool`'s).
    public static func make(_ prepared: PreparedScene) throws(SceneError) -> any LayoutBackend {
        try ViewTreeBackend(prepared)
    }
}
