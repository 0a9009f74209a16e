import AutoLayout
import Cassowary
import Motion

/// Checks a `Scene` value as a whole, whichever reader made it (the JSON loader, Swift, an
/// Interface Builder document): names and references, ranges, the timeline. Errors carry the JSON
/// path of the offending value, as a scene file would spell it. What it returns is the scene with
/// every id reference bound to its entry and every event's tick computed.
///
/// The JSON loader checks only what JSON itself can get wrong (kinds of values, keys, spellings)
/// and leaves the rest to this one pass, so a scene built in Swift and the same scene read from a
/// file fail the same way.
struct SceneValidator {
    let file: String?
    private var names: Set<String> = []
    /// The root's and the views' names, in scene order (what an unknown view's message lists).
    private var order: [String] = []
    private var ids: [String: Int] = [:]

    init(file: String?) { self.file = file }

    private func fail(_ path: String, _ problem: SceneError.Problem) -> SceneError {
        SceneError(file: file, path: path, problem: problem)
    }

    mutating func validate(_ input: Scene) throws(SceneError) -> Scene {
        var scene = input
        try identifier(scene.root.name, "root.name")
        try size(scene.root.size, "root.size")
        try safeArea(scene.root.safeArea, "root.safeArea")
        if let device = scene.root.device {
            let id = InputQuote.quoted(device.device.id)
            let orientation = device.orientation.rawValue
            guard scene.root.size == device.size else {
                throw fail(
                    "root.size",
                    .invalid(
                        "the root fills the device \(id) in \(orientation), \(SceneError.number(device.size.width)) × \(SceneError.number(device.size.height)) points"
                    ))
            }
            guard scene.root.safeArea == device.safeArea else {
                throw fail("root.safeArea", .invalid("the root takes its safe area from the device \(id) in \(orientation)"))
            }
        }
        try layout(scene.root.layout, "root")
        names = [scene.root.name]
        order = [scene.root.name]
        for (i, view) in scene.views.enumerated() {
            let path = "views[\(i)]"
            try identifier(view.name, path + ".name")
            guard !names.contains(view.name) else { throw fail(path + ".name", .duplicateName(view.name)) }
            guard names.contains(view.parent) else { throw fail(path + ".parent", .unknownView(view.parent, known: order)) }
            for (value, axis) in [(view.intrinsicWidth, 0), (view.intrinsicHeight, 1)] {
                guard let value else { continue }
                try number(value, path + ".intrinsic[\(axis)]")
                guard value >= 0 else { throw fail(path + ".intrinsic[\(axis)]", .invalid("an intrinsic size must be >= 0 or null")) }
            }
            try layout(view.layout, path)
            if let stack = view.stack { try self.stack(stack, path + ".stack") }
            if let text = view.text { try self.text(text, view, path) }
            try transform(view.transform, path + ".transform")
            try insets(view.alignmentRectInsets, path + ".alignmentRectInsets")
            names.insert(view.name)
            order.append(view.name)
        }
        try checkStacks(scene.views)
        for (i, guide) in scene.guides.enumerated() {
            let path = "guides[\(i)]"
            try identifier(guide.name, path + ".name")
            guard !names.contains(guide.name) else { throw fail(path + ".name", .duplicateName(guide.name)) }
            guard order.contains(guide.owner) else { throw fail(path + ".owner", .unknownView(guide.owner, known: order)) }
            names.insert(guide.name)  // events may select a guide's constraints as a view's
        }
        try metrics(scene.metrics, "metrics")
        for (key, value) in [("sibling", scene.spacing.sibling), ("superview", scene.spacing.superview)] {
            try number(value, "spacing." + key)
        }
        for (i, entry) in scene.constraints.enumerated() {
            let path = "constraints[\(i)]"
            if let id = entry.id {
                try identifier(id, path + ".id")
                guard ids[id] == nil else { throw fail(path + ".id", .duplicateName(id)) }
                ids[id] = i
            }
            if case .visualFormat(_, _, let entryMetrics) = entry.source {
                try metrics(entryMetrics.filter { scene.metrics[$0.key] != $0.value }, path + ".metrics")
            }
        }
        guard scene.hz >= 1, scene.hz <= 1000 else {
            throw fail("hz", .invalid("hz must be a whole number from 1 to 1000, found \(scene.hz)"))
        }
        try number(scene.duration, "duration")
        guard scene.duration >= 0 else { throw fail("duration", .invalid("duration must be >= 0 seconds")) }
        _ = try TickLimit.lastTick(of: scene.duration, hz: scene.hz, name: "duration", file: file, path: "duration")
        let viewsOnly = Array(order.dropFirst())
        for i in scene.events.indices {
            let path = "events[\(i)]"
            if i > 0, scene.events[i].time < scene.events[i - 1].time {
                throw fail(path + ".at", .eventsOutOfOrder(previous: scene.events[i - 1].time, time: scene.events[i].time))
            }
            scene.events[i] = try event(scene.events[i], path, hz: scene.hz, views: viewsOnly, device: scene.root.device)
        }
        return scene
    }

    // MARK: Values

    private func number(_ value: Double, _ path: String) throws(SceneError) {
        guard value.isFinite else { throw fail(path, .invalid("expected a finite number")) }
        // The solver would refuse it later, less precisely: say so here, at the key.
        guard abs(value) <= Solver.magnitudeLimit else { throw fail(path, .invalid("expected a number within ±1e15")) }
    }

    private func identifier(_ name: String, _ path: String) throws(SceneError) {
        let bytes = Array(name.utf8)
        let isHead: (UInt8) -> Bool = { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95 }
        guard let first = bytes.first, isHead(first), bytes.dropFirst().allSatisfy({ isHead($0) || ($0 >= 48 && $0 <= 57) }) else {
            throw fail(
                path, .invalid("\(InputQuote.quoted(name)) is not a valid name: use letters, digits and underscores, not starting with a digit"))
        }
    }

    private func size(_ size: Size, _ path: String) throws(SceneError) {
        try number(size.width, path + "[0]")
        try number(size.height, path + "[1]")
        guard size.width >= 0 else { throw fail(path + "[0]", .invalid("a width must be >= 0")) }
        guard size.height >= 0 else { throw fail(path + "[1]", .invalid("a height must be >= 0")) }
    }

    private func insets(_ insets: EdgeInsets, _ path: String) throws(SceneError) {
        for (edge, inset) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            try number(inset, path + "." + edge)
        }
    }

    /// Insets with every edge >= 0 (what the screen and bars cover).
    private func safeArea(_ insets: EdgeInsets, _ path: String) throws(SceneError) {
        try self.insets(insets, path)
        for (edge, inset) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] where inset < 0 {
            throw fail(path + "." + edge, .invalid("a safe-area inset must be >= 0"))
        }
    }

    private func layout(_ layout: SceneViewLayout, _ path: String) throws(SceneError) {
        switch layout.layoutMargins {
        case .absolute(let m)?: try insets(m, path + ".layoutMargins")
        case .directional(let m)?:
            for (edge, inset) in [("top", m.top), ("leading", m.leading), ("bottom", m.bottom), ("trailing", m.trailing)] {
                try number(inset, path + ".directionalLayoutMargins." + edge)
            }
        case nil: break
        }
        try insets(layout.additionalSafeAreaInsets, path + ".additionalSafeAreaInsets")
        for (key, priorities) in [("hugging", layout.hugging), ("compression", layout.compression)] {
            for (axis, value) in [("horizontal", priorities.horizontal), ("vertical", priorities.vertical)] {
                guard let value else { continue }
                guard value >= 1, value <= 1000 else { throw fail(path + ".\(key).\(axis)", .invalid("a priority must be from 1 to 1000")) }
            }
        }
    }

    private func metrics(_ metrics: [String: Double], _ path: String) throws(SceneError) {
        for key in metrics.keys.sorted() {
            try identifier(key, path + "." + key)
            try number(metrics[key] ?? 0, path + "." + key)
        }
    }

    private func transform(_ transform: SceneTransform, _ path: String) throws(SceneError) {
        try number(transform.scale.width, path + ".scale[0]")
        try number(transform.scale.height, path + ".scale[1]")
        try number(transform.rotation, path + ".rotation")
        try number(transform.translation.x, path + ".translation[0]")
        try number(transform.translation.y, path + ".translation[1]")
    }

    /// A label's or button's text: its size comes from the text, so it is neither a stack view
    /// nor given an intrinsic size; its numbers are in range.
    private func text(_ text: SceneText, _ view: SceneView, _ path: String) throws(SceneError) {
        let key = path + "." + text.kind.rawValue
        if view.stack != nil { throw fail(key, .invalid("a \(text.kind.rawValue) cannot also be a stack view")) }
        if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
            throw fail(path + ".intrinsic", .invalid("a \(text.kind.rawValue)'s intrinsic size comes from its text; leave out \"intrinsic\""))
        }
        try number(text.font.pointSize, key + ".font.size")
        guard text.font.pointSize > 0 else { throw fail(key + ".font.size", .invalid("a font size must be > 0")) }
        guard text.lines >= 0 else { throw fail(key + ".lines", .invalid("expected a whole number >= 0 (0: as many as needed)")) }
        try insets(text.contentInsets, key + ".contentInsets")
    }

    private func stack(_ stack: SceneStack, _ path: String) throws(SceneError) {
        try number(stack.spacing, path + ".spacing")
        var seen: Set<String> = []
        for (i, name) in (stack.arranged ?? []).enumerated() {
            guard seen.insert(name).inserted else { throw fail(path + ".arranged[\(i)]", .duplicateName(name)) }
        }
        try metrics(stack.customSpacing, path + ".customSpacing")
    }

    /// Every stack's `arranged` names (subviews of the stack) and `customSpacing` keys (arranged views).
    private func checkStacks(_ views: [SceneView]) throws(SceneError) {
        for (i, view) in views.enumerated() {
            guard let stack = view.stack else { continue }
            let path = "views[\(i)].stack"
            let subviews = views.filter { $0.parent == view.name }.map(\.name)
            for (j, name) in (stack.arranged ?? []).enumerated() where !subviews.contains(name) {
                throw fail(path + ".arranged[\(j)]", .unknownView(name, known: subviews))
            }
            let arranged = stack.arranged ?? subviews
            for name in stack.customSpacing.keys.sorted() where !arranged.contains(name) {
                throw fail(path + ".customSpacing." + name, .unknownView(name, known: arranged))
            }
        }
    }

    // MARK: Events

    private func event(_ input: SceneEvent, _ path: String, hz: Int, views: [String], device: SceneDevice?) throws(SceneError) -> SceneEvent {
        var event = input
        try number(event.time, path + ".at")
        guard event.time >= 0 else { throw fail(path + ".at", .invalid("an event time must be >= 0 seconds")) }
        do {
            event.tick = try TickConvention.tick(containing: event.time, hz: hz)
        } catch {
            throw fail(path + ".at", .invalid("\(error)"))
        }
        guard
            !event.animations.isEmpty || !event.sets.isEmpty || !event.activate.isEmpty
                || !event.deactivate.isEmpty || !event.hide.isEmpty || !event.show.isEmpty || event.resize != nil
                || event.safeArea != nil || event.orientation != nil || !event.transforms.isEmpty
        else {
            throw fail(
                path,
                .invalid(
                    "an event needs at least one of \"animate\", \"set\", \"activate\", \"deactivate\", \"hide\", \"show\", \"resize\", \"safeArea\", \"orientation\", \"transform\""
                ))
        }
        if event.orientation != nil {
            guard device != nil else {
                throw fail(path + ".orientation", .invalid("an orientation event turns the scene's \"device\", and the scene names none"))
            }
            for (key, given) in [("resize", event.resize != nil), ("safeArea", event.safeArea != nil)] where given {
                throw fail(
                    path + "." + key, .invalid("an orientation event gives the root its size and safe area; remove \"\(key)\" or \"orientation\""))
            }
        }
        func item(_ key: String, _ j: Int, of count: Int) -> String { path + "." + key + (count > 1 ? "[\(j)]" : "") }
        for j in event.animations.indices {
            let p = item("animate", j, of: event.animations.count)
            event.animations[j].constraint = try reference(event.animations[j].constraint, p + ".constraint")
            try number(event.animations[j].target, p + ".to")
        }
        for j in event.sets.indices {
            let p = item("set", j, of: event.sets.count)
            event.sets[j].constraint = try reference(event.sets[j].constraint, p + ".constraint")
            try number(event.sets[j].constant, p + ".to")
        }
        for j in event.activate.indices { event.activate[j] = try reference(event.activate[j], path + ".activate[\(j)]") }
        for j in event.deactivate.indices { event.deactivate[j] = try reference(event.deactivate[j], path + ".deactivate[\(j)]") }
        for (key, list) in [("hide", event.hide), ("show", event.show)] {
            for (j, name) in list.enumerated() where !views.contains(name) {
                throw fail(path + ".\(key)[\(j)]", .unknownView(name, known: views))
            }
        }
        if let size = event.resize { try self.size(size, path + ".resize") }
        if let insets = event.safeArea { try safeArea(insets, path + ".safeArea") }
        for change in event.transforms {
            let p = path + ".transform." + change.view
            guard views.contains(change.view) else { throw fail(p, .unknownView(change.view, known: views)) }
            try transform(change.transform, p)
            if event.transition != nil, change.curve != nil {
                throw fail(p + ".curve", .invalid("a transform in an event with a \"transition\" moves with the transition: give no \"curve\""))
            }
        }
        if let transition = event.transition {
            try number(transition.duration, path + ".transition.duration")
            guard transition.duration >= 0 else { throw fail(path + ".transition.duration", .invalid("a duration must be >= 0 seconds")) }
        }
        return event
    }

    /// The reference with an id bound to its entry; a selector must name a view or guide.
    private func reference(_ reference: SceneConstraintReference, _ path: String) throws(SceneError) -> SceneConstraintReference {
        switch reference {
        case .id(let id, _):
            guard let entry = ids[id] else {
                throw fail(path, .unknownConstraint(id, ids: ids.sorted { $0.value < $1.value }.map(\.key)))
            }
            return .id(id, entry: entry)
        case .selector(let view, let attribute):
            guard names.contains(view) else { throw fail(path, .unknownView(view, known: order)) }
            guard attribute != .notAnAttribute else {
                throw fail(
                    path, .invalid("\(InputQuote.quoted(attribute.rawValue)) in \(InputQuote.quoted(reference.description)) is not an attribute"))
            }
            return reference
        }
    }
}

extension Scene {
    /// The scene checked as a whole (see `PreparedScene` for the constraints): every name and
    /// reference, range and time. Returns it with id references bound and event ticks computed;
    /// `file` names it in errors.
    public func validated(file: String? = nil) throws(SceneError) -> Scene {
        var validator = SceneValidator(file: file)
        return try validator.validate(self)
    }
}
