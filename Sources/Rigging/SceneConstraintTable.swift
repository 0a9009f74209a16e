import AutoLayout

/// A scene's constraints flattened: each VFL entry expanded to the constraints its format makes
/// (in Apple's order), each equation entry one item, and every event's references resolved to
/// items. Built once per scene; ticks use the item indices, never names.
///
/// Selectors (`purpleView.height`) match an item when the view's attribute is either side of it,
/// among the items whose entry starts active; exactly one must match. Equation items are matched
/// on their text's leading `item.attribute` tokens (the layout engine parses them fully).
public struct SceneConstraintTable: Sendable {
    /// What one item is made from.
    public enum Kind: Sendable, Hashable {
        /// A constraint made by a visual format line, as `VisualFormat` parsed it.
        case visualFormat(VisualFormatConstraint)
        /// An equation entry's text, such as `purpleView.height == 0 @750`.
        case equation(String)
    }

    /// One constraint of the scene.
    public struct Item: Sendable, Hashable {
        /// Index of the entry in `Scene.constraints` that made it.
        public var entry: Int
        /// What the item is made from.
        public var kind: Kind
    }

    /// All items, entry by entry.
    public private(set) var items: [Item] = []
    /// The items each entry made.
    public private(set) var entryItems: [Range<Int>] = []
    private let scene: Scene
    private let file: String?
    private let parents: [String: String]

    /// Expands `scene`'s formats and checks every reference its events make.
    public init(scene: Scene, file: String? = nil) throws(SceneError) {
        self.scene = scene
        self.file = file
        var parents: [String: String] = [:]
        for view in scene.views { parents[view.name] = view.parent }
        self.parents = parents
        let names = Set(scene.viewNames)
        let rootName = scene.root.name
        for (index, entry) in scene.constraints.enumerated() {
            let start = items.count
            switch entry.source {
            case .visualFormat(let format, let options, let metrics):
                do {
                    let made = try VisualFormatConstraint.constraints(
                        withVisualFormat: format, options: options, metrics: metrics, views: names,
                        spacing: scene.spacing, hasSuperview: { $0 != rootName })
                    items += made.map { Item(entry: index, kind: .visualFormat($0)) }
                } catch {
                    throw SceneError(file: file, path: "constraints[\(index)].vfl", problem: .visualFormat(error),
                                     constraint: index, position: error.characterIndex)
                }
            case .equation(let text):
                items.append(Item(entry: index, kind: .equation(text)))
            }
            entryItems.append(start..<items.count)
        }
        for (i, event) in scene.events.enumerated() {
            for (j, a) in event.animations.enumerated() {
                _ = try single(a.constraint, path: "events[\(i)].animate" + (event.animations.count > 1 ? "[\(j)]" : "") + ".constraint")
            }
            for (j, s) in event.sets.enumerated() {
                _ = try single(s.constraint, path: "events[\(i)].set" + (event.sets.count > 1 ? "[\(j)]" : "") + ".constraint")
            }
            for (j, r) in event.activate.enumerated() { _ = try resolve(r, path: "events[\(i)].activate[\(j)]") }
            for (j, r) in event.deactivate.enumerated() { _ = try resolve(r, path: "events[\(i)].deactivate[\(j)]") }
        }
    }

    /// The items a reference names (an id names all its entry's items).
    public func resolve(_ reference: SceneConstraintReference, path: String) throws(SceneError) -> [Int] {
        switch reference {
        case .id(_, let entry):
            return Array(entryItems[entry])
        case .selector(let view, let attribute):
            let found = items.indices.filter { scene.constraints[items[$0].entry].isActive && matches(items[$0], view, attribute) }
            guard found.count == 1 else {
                throw SceneError(file: file, path: path, problem: .ambiguousSelector(
                    reference.description, candidates: found.map { describe($0) }))
            }
            return found
        }
    }

    /// The one item a reference names; an id whose entry made several items is an error.
    public func single(_ reference: SceneConstraintReference, path: String) throws(SceneError) -> Int {
        let found = try resolve(reference, path: path)
        guard found.count == 1 else {
            throw SceneError(file: file, path: path, problem: .ambiguousSelector(
                reference.description, candidates: found.map { describe($0) }))
        }
        return found[0]
    }

    /// An item as text: VFL style when VFL can say it, else an equation naming the superview.
    public func describe(_ item: Int) -> String {
        switch items[item].kind {
        case .visualFormat(let c):
            return c.visualFormat ?? c.equationFormat(superviewName: { parent(of: $0) })
        case .equation(let text):
            return text
        }
    }

    /// The name of `view`'s superview in the scene.
    public func parent(of view: String) -> String {
        parents[view] ?? scene.root.name
    }

    private func matches(_ item: Item, _ view: String, _ attribute: LayoutAttribute) -> Bool {
        switch item.kind {
        case .visualFormat(let c):
            func named(_ i: VisualFormatItem?) -> String? {
                switch i {
                case .view(let name)?: return name
                case .superview(of: let name)?: return parent(of: name)
                case nil: return nil
                }
            }
            return (named(c.firstItem) == view && c.firstAttribute == attribute)
                || (named(c.secondItem) == view && c.secondAttribute == attribute)
        case .equation(let text):
            let target = "\(view).\(attribute.rawValue)"
            let tokens = text.split(separator: " ")
            return tokens.first.map(String.init) == target || (tokens.count > 2 && String(tokens[2]) == target)
        }
    }
}
