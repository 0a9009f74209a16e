import AutoLayout

/// A scene ready to run: checked whole (`Scene.validated(file:)`), its constraints flattened to
/// items (each VFL entry expanded to the constraints its format makes, in Apple's order; each
/// equation entry one item) and parsed once into `ConstraintFormula`s, and every event's
/// references resolved to items and view indices. Every run starts from one: replays, timing,
/// comparisons, `rig` and RiggingTesting; ticks use the indices, never names.
///
/// Selectors (`purpleView.height`) match an item when the view's attribute is either side of its
/// formula, among the items whose entry starts active; exactly one must match.
///
/// ```swift
/// import Rigging
///
/// let prepared = try PreparedScene.load(bytes: Array("""
///     {"root": {"size": [320, 480]}, "views": [{"name": "box"}],
///      "constraints": [{"constraint": "box.height==100"}, {"constraint": "box.width == 50"},
///                      {"constraint": "box.top == view.top"}, {"constraint": "box.left == view.left"}],
///      "duration": 0.1, "events": [{"at": 0, "animate": {"constraint": "box.height", "to": 200}}]}
///     """.utf8))
/// let dump = try SceneReplay.run(prepared)
/// // prepared.items.count is 4; dump.frames.count is 4 (t = 0 to 0.1 s at 30 Hz)
/// ```
public struct PreparedScene: Sendable {
    /// One constraint of the scene.
    public struct Item: Sendable, Hashable {
        /// Index of the entry in `Scene.constraints` that made it.
        public var entry: Int
        /// The constraint by names; a VFL `|` is the named view's superview.
        public var formula: ConstraintFormula
        /// The constraint as its visual format made it (nil for an equation entry).
        public var visualFormat: VisualFormatConstraint?
        /// Where an equation's right side starts in its text (for errors found once it is built).
        var rightStart: Int = 0
    }

    /// An event's actions with their references resolved, in the order they apply.
    public struct Event: Sendable {
        /// `set`: items and their new constants.
        public var sets: [(item: Int, constant: Double)] = []
        /// `deactivate`: items.
        public var deactivate: [Int] = []
        /// `activate`: items.
        public var activate: [Int] = []
        /// `hide`: view indices (into `Scene.viewNames`).
        public var hide: [Int] = []
        /// `show`: view indices.
        public var show: [Int] = []
        /// `transform`: view indices and their changes.
        public var transforms: [(view: Int, change: SceneTransformChange)] = []
        /// `animate`: items and their animations.
        public var animations: [(item: Int, animation: SceneAnimation)] = []
    }

    /// The scene, checked, with its id references bound and its event ticks computed.
    public internal(set) var scene: Scene
    /// The file it came from, naming it in errors (nil for a scene made in memory).
    public let file: String?
    /// All items, entry by entry.
    public private(set) var items: [Item] = []
    /// The items each entry made.
    public private(set) var entryItems: [Range<Int>] = []
    /// The scene's events, resolved, parallel to `scene.events`.
    public private(set) var events: [Event] = []
    private let parents: [String: String]

    /// Checks `scene`, expands and parses its constraints and resolves every reference its events
    /// make; `file` names it in errors.
    public init(_ scene: Scene, file: String? = nil) throws(SceneError) {
        let scene = try scene.validated(file: file)
        self.scene = scene
        self.file = file
        var parents: [String: String] = [:]
        for view in scene.views { parents[view.name] = view.parent }
        self.parents = parents
        let names = Set(scene.viewNames)
        let guides = Set(scene.guides.map(\.name))
        let rootName = scene.root.name
        for (index, entry) in scene.constraints.enumerated() {
            let start = items.count
            switch entry.source {
            case .visualFormat(let format, let options, let metrics):
                do {
                    let made = try VisualFormatConstraint.constraints(
                        withVisualFormat: format, options: options, metrics: metrics, views: names,
                        spacing: scene.spacing, hasSuperview: { $0 != rootName })
                    for c in made {
                        func named(_ item: VisualFormatItem) -> String {
                            switch item {
                            case .view(let name): return name
                            case .superview(of: let name): return parents[name] ?? rootName
                            }
                        }
                        let formula = ConstraintFormula(
                            ConstraintFormula.Item(named(c.firstItem), c.firstAttribute), c.relation,
                            c.secondItem.map { ConstraintFormula.Item(named($0), c.secondAttribute) },
                            multiplier: c.multiplier, constant: c.constant, priority: c.priority)
                        items.append(Item(entry: index, formula: formula, visualFormat: c))
                    }
                } catch {
                    throw SceneError(
                        file: file, path: "constraints[\(index)].vfl", problem: .visualFormat(error),
                        constraint: index, position: error.characterIndex)
                }
            case .equation(let text):
                do {
                    let (formula, rightStart) = try ConstraintFormula.located(text, views: names, guides: guides, metrics: scene.metrics)
                    items.append(Item(entry: index, formula: formula, rightStart: rightStart))
                } catch {
                    throw SceneError(
                        file: file, path: "constraints[\(index)].constraint", problem: .constraintText(error.description),
                        constraint: index, position: error.position)
                }
            }
            entryItems.append(start..<items.count)
        }
        var viewIndex: [String: Int] = [:]
        for (i, name) in scene.viewNames.enumerated() { viewIndex[name] = i }
        for (i, event) in scene.events.enumerated() {
            var resolved = Event()
            func path(_ key: String, _ j: Int, of count: Int) -> String { "events[\(i)].\(key)" + (count > 1 ? "[\(j)]" : "") + ".constraint" }
            for (j, s) in event.sets.enumerated() {
                resolved.sets.append((try single(s.constraint, path: path("set", j, of: event.sets.count)), s.constant))
            }
            for (j, r) in event.deactivate.enumerated() { resolved.deactivate += try resolve(r, path: "events[\(i)].deactivate[\(j)]") }
            for (j, r) in event.activate.enumerated() { resolved.activate += try resolve(r, path: "events[\(i)].activate[\(j)]") }
            resolved.hide = event.hide.compactMap { viewIndex[$0] }
            resolved.show = event.show.compactMap { viewIndex[$0] }
            resolved.transforms = event.transforms.compactMap { change in viewIndex[change.view].map { ($0, change) } }
            for (j, a) in event.animations.enumerated() {
                resolved.animations.append((try single(a.constraint, path: path("animate", j, of: event.animations.count)), a))
            }
            events.append(resolved)
        }
    }

    /// The items a reference names (an id names all its entry's items).
    public func resolve(_ reference: SceneConstraintReference, path: String) throws(SceneError) -> [Int] {
        switch reference {
        case .id(_, let entry) where entryItems.indices.contains(entry):
            return Array(entryItems[entry])
        case .id(let id, _):
            let ids = scene.constraints.compactMap(\.id)
            throw SceneError(file: file, path: path, problem: .unknownConstraint(id, ids: ids))
        case .selector(let view, let attribute):
            let found = items.indices.filter { scene.constraints[items[$0].entry].isActive && items[$0].formula.relates(view, attribute) }
            guard found.count == 1 else {
                throw SceneError(
                    file: file, path: path,
                    problem: .ambiguousSelector(
                        reference.description, candidates: found.map { describe($0) }))
            }
            return found
        }
    }

    /// The one item a reference names; an id whose entry made several items is an error.
    public func single(_ reference: SceneConstraintReference, path: String) throws(SceneError) -> Int {
        let found = try resolve(reference, path: path)
        guard found.count == 1 else {
            throw SceneError(
                file: file, path: path,
                problem: .ambiguousSelector(
                    reference.description, candidates: found.map { describe($0) }))
        }
        return found[0]
    }

    /// An item as text: VFL style when VFL can say it, else an equation naming the superview; an
    /// equation entry's item as its entry wrote it.
    public func describe(_ item: Int) -> String {
        if let c = items[item].visualFormat {
            return c.visualFormat ?? c.equationFormat(superviewName: { parent(of: $0) })
        }
        return scene.constraints[items[item].entry].text
    }

    /// The name of `view`'s superview in the scene.
    public func parent(of view: String) -> String {
        parents[view] ?? scene.root.name
    }
}
