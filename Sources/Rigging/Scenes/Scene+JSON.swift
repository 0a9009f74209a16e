import AutoLayout
import Motion

/// Scenes built in Swift, and scenes written back as scene JSON (Docs/scene.md).
extension Scene {
    /// A scene built in Swift, checked as a loaded file is (`PreparedScene`): the same errors,
    /// with the same JSON paths, for the same mistakes. Events may come in any order; they are
    /// sorted by time, same-time events keeping their order. An id reference's entry is looked up
    /// by its id.
    public init(
        _ name: String, root: SceneRoot, views: [SceneView] = [], guides: [SceneGuide] = [], metrics: [String: Double] = [:],
        spacing: VisualFormatSpacing = VisualFormatSpacing(), direction: SceneDirection = .leftToRight,
        constraints: [SceneConstraint] = [], hz: Int = 30, duration: Double = 0,
        events: [SceneEvent] = []
    ) throws(SceneError) {
        var draft = Scene(
            name: name, root: root, views: views, guides: guides, metrics: metrics, spacing: spacing, direction: direction,
            constraints: constraints, hz: hz, duration: duration, events: [])
        draft.events = events.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
        self = try PreparedScene(draft, file: name).scene
    }

    /// The scene as scene JSON, which `Scene.load` reads back equal to this scene (numbers are
    /// written exactly), but for the root's `preservesSuperviewLayoutMargins`, hugging and
    /// compression resistance, which a root file does not take and which move no frame of a root
    /// (it has no superview and no intrinsic size): they read back as UIKit's defaults. Throws for what a scene file cannot say: a curve other than the
    /// exponential approach with only a factor, a Bézier or a spring with only mass, stiffness,
    /// damping and velocity, or a non-finite number.
    public func jsonText() throws(SceneError) -> String {
        var w = JSONWriter()
        var failure: SceneError?
        w.object { o in
            o.key("name")
            o.string(name)
            if let device = root.device {
                o.key("device")
                o.string(device.device.id)
                o.key("orientation")
                o.string(device.orientation.rawValue)
            }
            o.key("root")
            o.object { r in
                r.key("name")
                r.string(root.name)
                if root.device == nil {
                    r.key("size")
                    r.array { a in
                        a.exact(root.size.width)
                        a.exact(root.size.height)
                    }
                    if root.safeArea != .zero {
                        r.key("safeArea")
                        Self.write(root.safeArea, into: &r)
                    }
                }
                if root.scale != (root.device?.device.scale ?? 0) {
                    r.key("scale")
                    r.exact(root.scale)
                }
                Self.write(root.layout, into: &r, isRoot: true)
            }
            o.key("views")
            o.array { a in
                for view in views {
                    a.object { v in
                        v.key("name")
                        v.string(view.name)
                        v.key("parent")
                        v.string(view.parent)
                        if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                            v.key("intrinsic")
                            v.array { i in
                                if let width = view.intrinsicWidth { i.exact(width) } else { i.null() }
                                if let height = view.intrinsicHeight { i.exact(height) } else { i.null() }
                            }
                        }
                        if let frame = view.frame {
                            v.key("frame")
                            v.array { f in for value in [frame.minX, frame.minY, frame.width, frame.height] { f.exact(value) } }
                        }
                        if view.alignmentRectInsets != .zero {
                            v.key("alignmentRectInsets")
                            Self.write(view.alignmentRectInsets, into: &v)
                        }
                        Self.write(view.layout, into: &v)
                        if view.isHidden {
                            v.key("hidden")
                            v.bool(true)
                        }
                        if let stack = view.stack {
                            v.key("stack")
                            Self.write(stack, into: &v)
                        }
                        if !view.transform.isIdentity {
                            v.key("transform")
                            v.object { t in Self.write(view.transform, into: &t) }
                        }
                        if let text = view.text {
                            v.key(text.kind.rawValue)
                            Self.write(text, into: &v)
                        }
                    }
                }
            }
            if !guides.isEmpty {
                o.key("guides")
                o.array { a in
                    for guide in guides {
                        a.object { g in
                            g.key("name")
                            g.string(guide.name)
                            g.key("owner")
                            g.string(guide.owner)
                        }
                    }
                }
            }
            o.key("metrics")
            o.object { m in
                for key in metrics.keys.sorted() {
                    m.key(key)
                    m.exact(metrics[key] ?? 0)
                }
            }
            o.key("spacing")
            o.object { s in
                s.key("sibling")
                s.exact(spacing.sibling)
                s.key("superview")
                s.exact(spacing.superview)
                s.key("margins")
                s.bool(spacing.usesLayoutMargins)
            }
            o.key("direction")
            o.string(direction.rawValue)
            o.key("constraints")
            o.array { a in
                for entry in constraints {
                    a.object { c in
                        if let id = entry.id {
                            c.key("id")
                            c.string(id)
                        }
                        switch entry.source {
                        case .visualFormat(let format, let options, let entryMetrics):
                            c.key("vfl")
                            c.string(format)
                            let names = Self.optionNames(options)
                            if !names.isEmpty {
                                c.key("options")
                                c.strings(names)
                            }
                            let own = entryMetrics.keys.filter { metrics[$0] != entryMetrics[$0] }.sorted()
                            if !own.isEmpty {
                                c.key("metrics")
                                c.object { m in
                                    for key in own {
                                        m.key(key)
                                        m.exact(entryMetrics[key] ?? 0)
                                    }
                                }
                            }
                        case .equation(let text):
                            c.key("constraint")
                            c.string(text)
                        }
                        if !entry.isActive {
                            c.key("active")
                            c.bool(false)
                        }
                    }
                }
            }
            o.key("hz")
            o.integer(hz)
            o.key("duration")
            o.exact(duration)
            o.key("events")
            o.array { a in
                for (i, event) in events.enumerated() {
                    a.object { e in
                        e.key("at")
                        e.exact(event.time)
                        if !event.sets.isEmpty {
                            e.key("set")
                            e.array { s in
                                for set in event.sets {
                                    s.object { x in
                                        x.key("constraint")
                                        x.string(set.constraint.description)
                                        x.key("to")
                                        x.exact(set.constant)
                                    }
                                }
                            }
                        }
                        for (key, list) in [("deactivate", event.deactivate), ("activate", event.activate)] where !list.isEmpty {
                            e.key(key)
                            e.strings(list.map(\.description))
                        }
                        for (key, names) in [("hide", event.hide), ("show", event.show)] where !names.isEmpty {
                            e.key(key)
                            e.strings(names)
                        }
                        if let size = event.resize {
                            e.key("resize")
                            e.array { r in
                                r.exact(size.width)
                                r.exact(size.height)
                            }
                        }
                        if let insets = event.safeArea {
                            e.key("safeArea")
                            Self.write(insets, into: &e)
                        }
                        if let orientation = event.orientation {
                            e.key("orientation")
                            e.string(orientation.rawValue)
                        }
                        if !event.transforms.isEmpty {
                            e.key("transform")
                            e.object { list in
                                for change in event.transforms {
                                    list.key(change.view)
                                    list.object { x in
                                        Self.write(change.transform, into: &x)
                                        if let curve = change.curve, let problem = Self.write(curve, into: &x) {
                                            failure =
                                                failure
                                                ?? SceneError(
                                                    file: nil, path: "events[\(i)].transform.\(change.view).curve", problem: .invalid(problem))
                                        }
                                    }
                                }
                            }
                        }
                        if !event.animations.isEmpty {
                            e.key("animate")
                            e.array { list in
                                for (j, animation) in event.animations.enumerated() {
                                    list.object { x in
                                        x.key("constraint")
                                        x.string(animation.constraint.description)
                                        x.key("to")
                                        x.exact(animation.target)
                                        if let curve = animation.curve, let problem = Self.write(curve, into: &x) {
                                            failure =
                                                failure ?? SceneError(file: nil, path: "events[\(i)].animate[\(j)].curve", problem: .invalid(problem))
                                        }
                                    }
                                }
                            }
                        }
                        if let transition = event.transition {
                            e.key("transition")
                            e.object { t in
                                t.key("duration")
                                t.exact(transition.duration)
                                t.key("curve")
                                t.object { c in
                                    c.key("bezier")
                                    c.array { b in
                                        let f = transition.function
                                        for v in [f.x1, f.y1, f.x2, f.y2] { b.exact(v) }
                                    }
                                }
                                t.key("additive")
                                t.bool(transition.additive)
                            }
                        }
                    }
                }
            }
        }
        if let failure { throw failure }
        return w.text + "\n"
    }

    /// Writes a stack object: every key that differs from UIKit's defaults (an empty object when none does).
    private static func write(_ stack: SceneStack, into v: inout JSONWriter) {
        v.object { s in
            if stack.axis != .horizontal {
                s.key("axis")
                s.string(stack.axis.rawValue)
            }
            if stack.distribution != .fill {
                s.key("distribution")
                s.string(stack.distribution.rawValue)
            }
            if stack.alignment != .fill {
                s.key("alignment")
                s.string(stack.alignment.rawValue)
            }
            if stack.spacing != 0 {
                s.key("spacing")
                s.exact(stack.spacing)
            }
            if let arranged = stack.arranged {
                s.key("arranged")
                s.strings(arranged)
            }
            if !stack.customSpacing.isEmpty {
                s.key("customSpacing")
                s.object { c in
                    for (name, value) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                        c.key(name)
                        c.exact(value)
                    }
                }
            }
            if stack.isLayoutMarginsRelative {
                s.key("layoutMarginsRelative")
                s.bool(true)
            }
            if stack.isBaselineRelative {
                s.key("baselineRelative")
                s.bool(true)
            }
        }
    }

    /// Writes a label or button object: the text, then every key that differs from the defaults
    /// (a weight or alignment without a scene name is left out).
    private static func write(_ text: SceneText, into v: inout JSONWriter) {
        v.object { t in
            t.key(text.kind == .label ? "text" : "title")
            t.string(text.text)
            let font = text.font
            let size = text.kind == .label ? 17.0 : 15
            let weight = SceneText.weights.first { $0.1 == font.weight }?.0
            if font.pointSize != size || font.familyName != nil || (font.weight != .regular && weight != nil) {
                t.key("font")
                t.object { f in
                    f.key("size")
                    f.exact(font.pointSize)
                    if let weight, font.weight != .regular {
                        f.key("weight")
                        f.string(weight)
                    }
                    if let family = font.familyName {
                        f.key("family")
                        f.string(family)
                    }
                }
            }
            guard text.kind == .label else {
                if text.contentInsets != .zero {
                    t.key("contentInsets")
                    write(text.contentInsets, into: &t)
                }
                return
            }
            if text.lines != 1 {
                t.key("lines")
                t.integer(text.lines)
            }
            if text.lineBreakMode != .byTruncatingTail, let name = SceneText.lineBreakModes.first(where: { $0.1 == text.lineBreakMode })?.0 {
                t.key("lineBreakMode")
                t.string(name)
            }
            if text.alignment != .natural, let name = SceneText.alignments.first(where: { $0.1 == text.alignment })?.0 {
                t.key("alignment")
                t.string(name)
            }
        }
    }

    /// Writes a view's (or the root's) layout keys that differ from UIKit's defaults. The root's
    /// object takes only the keys a root reads: it has no superview whose margins it could
    /// preserve and no intrinsic size to hug or resist compression of, so those settings (an
    /// Interface Builder cell's `preservesSuperviewLayoutMargins`) are left out: they move no
    /// frame.
    private static func write(_ layout: SceneViewLayout, into v: inout JSONWriter, isRoot: Bool = false) {
        switch layout.layoutMargins {
        case .absolute(let m)?:
            v.key("layoutMargins")
            write(m, into: &v)
        case .directional(let m)?:
            v.key("directionalLayoutMargins")
            v.object { e in
                e.key("top")
                e.exact(m.top)
                e.key("leading")
                e.exact(m.leading)
                e.key("bottom")
                e.exact(m.bottom)
                e.key("trailing")
                e.exact(m.trailing)
            }
        case nil: break
        }
        if !layout.insetsLayoutMarginsFromSafeArea {
            v.key("insetsLayoutMarginsFromSafeArea")
            v.bool(false)
        }
        if layout.preservesSuperviewLayoutMargins, !isRoot {
            v.key("preservesSuperviewLayoutMargins")
            v.bool(true)
        }
        if layout.additionalSafeAreaInsets != .zero {
            v.key("additionalSafeAreaInsets")
            write(layout.additionalSafeAreaInsets, into: &v)
        }
        for (key, priorities) in [("hugging", layout.hugging), ("compression", layout.compression)] where !priorities.isEmpty && !isRoot {
            v.key(key)
            v.object { p in
                if let h = priorities.horizontal {
                    p.key("horizontal")
                    p.exact(h)
                }
                if let h = priorities.vertical {
                    p.key("vertical")
                    p.exact(h)
                }
            }
        }
        if let b = layout.firstBaseline {
            v.key("firstBaseline")
            v.exact(b)
        }
        if let b = layout.lastBaseline {
            v.key("lastBaseline")
            v.exact(b)
        }
    }

    /// Writes `{"top", "left", "bottom", "right"}`.
    private static func write(_ insets: EdgeInsets, into v: inout JSONWriter) {
        v.object { e in
            e.key("top")
            e.exact(insets.top)
            e.key("left")
            e.exact(insets.left)
            e.key("bottom")
            e.exact(insets.bottom)
            e.key("right")
            e.exact(insets.right)
        }
    }

    /// Writes `"curve"` (and `"duration"` for a timed curve) into an animate object; returns why it
    /// cannot, for a curve a scene file cannot say.
    private static func write(_ curve: Curve, into x: inout JSONWriter) -> String? {
        switch curve {
        case .exponential(let e):
            guard (try? ExponentialApproach(factor: e.factor)) == e else {
                return "a scene's exponential curve has only a factor (threshold 1, floored)"
            }
            x.key("curve")
            x.object { c in
                c.key("exponential")
                c.exact(e.factor)
            }
        case .timing(let f, let duration):
            x.key("curve")
            x.object { c in
                c.key("bezier")
                c.array { b in for v in [f.x1, f.y1, f.x2, f.y2] { b.exact(v) } }
            }
            x.key("duration")
            x.exact(duration)
        case .spring(let s):
            guard (try? Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)) == s else {
                return "a scene's spring has only mass, stiffness, damping and initialVelocity"
            }
            x.key("curve")
            x.object { c in
                c.key("spring")
                c.object { p in
                    p.key("mass")
                    p.exact(s.mass)
                    p.key("stiffness")
                    p.exact(s.stiffness)
                    p.key("damping")
                    p.exact(s.damping)
                    p.key("initialVelocity")
                    p.exact(s.initialVelocity)
                }
            }
        case .decay, .keyframes:
            return "a scene cannot hold a \(curve.traceDescription) curve"
        }
        return nil
    }

    /// The Swift names of `options`, as the loader reads them.
    static func optionNames(_ options: VisualFormatOptions) -> [String] {
        var names: [String] = []
        for (name, option) in VisualFormatOptions.namedOptions where name != "alignAllBaseline" {
            let alignment = option.intersection(.alignmentMask)
            if !alignment.isEmpty {
                if options.isSuperset(of: alignment) { names.append(name) }
            } else if !option.isEmpty, options.intersection(.directionMask) == option || options.intersection(.spacingMask) == option {
                names.append(name)
            }
        }
        return names
    }
}

extension SceneConstraint {
    /// An entry: `.equation("a.width == 100 @750")` or `.visualFormat("H:|[a]|", options: [], metrics: [:])`.
    public init(id: String? = nil, _ source: Source, isActive: Bool = true) {
        self.id = id
        self.source = source
        self.isActive = isActive
    }
}

extension SceneConstraintReference {
    /// The entry with this id (its index is found when the scene is built).
    public static func id(_ id: String) -> SceneConstraintReference { .id(id, entry: -1) }
}

extension SceneAnimation {
    /// Animates `constraint`'s constant to `target` with `curve` (nil: the running curve).
    public init(_ constraint: SceneConstraintReference, to target: Double, curve: Curve? = nil) {
        self.constraint = constraint
        self.target = target
        self.curve = curve
    }
}

extension SceneEvent {
    /// An event at `time` seconds (its tick is found when the scene is built).
    public init(
        at time: Double, animate: [SceneAnimation] = [], set: [(SceneConstraintReference, Double)] = [],
        activate: [SceneConstraintReference] = [], deactivate: [SceneConstraintReference] = [],
        hide: [String] = [], show: [String] = [], resize: Size? = nil, safeArea: EdgeInsets? = nil,
        transform: [SceneTransformChange] = [], transition: SceneTransition? = nil
    ) {
        self.init(
            time: time, tick: 0, animations: animate, sets: set.map { (constraint: $0.0, constant: $0.1) },
            activate: activate, deactivate: deactivate, resize: resize, safeArea: safeArea, transition: transition,
            hide: hide, show: show, transforms: transform)
    }
}
