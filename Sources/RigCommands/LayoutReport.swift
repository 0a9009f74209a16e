import AutoLayout
import Rigging

/// The result of `rig layout`: every view's frame after one layout pass, with diagnostics; each
/// constraint of an unsatisfiable set is named by its scene entry (`constraints[2]`) and id
/// besides Apple's description.
struct LayoutReport {
    /// One constraint of an unsatisfiable set.
    struct Named: Hashable {
        /// Index into the scene's `"constraints"` (nil for a constraint the engine made).
        var entry: Int?
        var id: String?
        /// Apple's description.
        var description: String

        /// `constraints[2] (id h): <description>`, or the description alone.
        var text: String {
            guard let entry else { return description }
            return "constraints[\(entry)]" + (id.map { " (id \($0))" } ?? "") + ": " + description
        }
    }

    struct Unsatisfiable: Hashable {
        var broken: Named
        var conflict: [Named]
    }

    /// View names, root first.
    var views: [String]
    /// Frames in root coordinates, parallel to `views`.
    var frames: [Rect]
    /// The transforms views show, by index into `views`.
    var transforms: FrameTransforms
    var ambiguous: [String]
    var unsatisfiable: [Unsatisfiable]
    /// Constraints an `isActive = true` could not activate, each with UIKit's reason.
    var activationFailures: [(constraint: Named, reason: String)]
    /// The frames of the guides constraints use (`column`, `view.safeArea`), in root coordinates.
    var guides: [(name: String, frame: Rect)]

    /// Lays the prepared scene out once on `backend`.
    init(_ prepared: PreparedScene, backend: any LayoutBackend) {
        let scene = prepared.scene
        views = scene.viewNames
        frames = backend.layout()
        transforms = backend.layoutTransforms()
        guides = backend.guideFrames()
        let diagnostics = backend.diagnostics()
        ambiguous = diagnostics.ambiguous
        func named(_ item: Int?, _ description: String) -> Named {
            guard let item, item < prepared.items.count else { return Named(entry: nil, id: nil, description: description) }
            let entry = prepared.items[item].entry
            return Named(entry: entry, id: scene.constraints[entry].id, description: description)
        }
        unsatisfiable = diagnostics.unsatisfiable.map { record in
            Unsatisfiable(
                broken: named(record.brokenItem, record.broken),
                conflict: zip(record.conflictItems, record.conflict).map { named($0, $1) })
        }
        activationFailures = diagnostics.activationFailures.map { (named($0.item, $0.constraint), $0.reason) }
    }

    /// `rig layout --strict`'s exit status: 3 when a constraint is unsatisfiable, else 2 when a
    /// view is ambiguous, else 0.
    var strictStatus: Int32 {
        if !unsatisfiable.isEmpty { return 3 }
        return ambiguous.isEmpty ? 0 : 2
    }

    /// The views that show a transform, with their frames (index into `views` and `frames`).
    var transformed: [Int] { transforms.printed.map(\.view).filter { $0 < frames.count } }

    /// `{"frames": {...}, "ambiguous": [...], "unsatisfiable": [...]}` and a newline (with
    /// `"transforms"`, each transformed view's `[a, b, c, d, tx, ty]` about its frame's centre,
    /// and `"transformedFrames"`, their on-screen bounding boxes, after `"frames"` when a view
    /// shows a transform); each
    /// unsatisfiable record is `{"broken": text, "conflict": [text], "constraints": [{"entry": i,
    /// "id": id, "description": text, "broken": bool}]}`; `"activationFailures"`, each
    /// `{"entry": i, "id": id, "description": text, "reason": text}`, follows when a constraint
    /// could not be activated.
    func json() -> String {
        var w = JSONWriter()
        w.object { o in
            o.key("frames")
            o.object { f in
                for (name, rect) in zip(views, frames) {
                    f.key(name)
                    f.rect(rect)
                }
            }
            if !transformed.isEmpty {
                o.key("transforms")
                o.object { t in
                    for i in transformed {
                        t.key(views[i])
                        t.transform(transforms[i])
                    }
                }
                o.key("transformedFrames")
                o.object { t in
                    for i in transformed {
                        t.key(views[i])
                        t.rect(frames[i].shownBounds(transforms[i]))
                    }
                }
            }
            if !guides.isEmpty {
                o.key("guides")
                o.object { g in
                    for guide in guides {
                        g.key(guide.name)
                        g.rect(guide.frame)
                    }
                }
            }
            o.key("ambiguous")
            o.strings(ambiguous)
            o.key("unsatisfiable")
            o.array { a in
                for record in unsatisfiable {
                    a.object { r in
                        r.key("broken")
                        r.string(record.broken.description)
                        r.key("conflict")
                        r.strings(record.conflict.map(\.description))
                        r.key("constraints")
                        r.array { c in
                            for named in record.conflict {
                                c.object { e in
                                    e.key("entry")
                                    e.integer(named.entry)
                                    e.key("id")
                                    if let id = named.id { e.string(id) } else { e.null() }
                                    e.key("description")
                                    e.string(named.description)
                                    e.key("broken")
                                    e.bool(named == record.broken)
                                }
                            }
                        }
                    }
                }
            }
            if !activationFailures.isEmpty {
                o.key("activationFailures")
                o.array { a in
                    for failure in activationFailures {
                        a.object { e in
                            e.key("entry")
                            e.integer(failure.constraint.entry)
                            e.key("id")
                            if let id = failure.constraint.id { e.string(id) } else { e.null() }
                            e.key("description")
                            e.string(failure.constraint.description)
                            e.key("reason")
                            e.string(failure.reason)
                        }
                    }
                }
            }
        }
        return w.text + "\n"
    }

    /// A table of frames (name, x, y, width, height in points) followed by the diagnostics (a
    /// `not activated:` entry for each failed activation, when there are any); the
    /// guides constraints use follow the views in a second table when there are any, and the
    /// views that show a transform in another (their on-screen bounding box and the transform).
    func text() -> String {
        let header = ["view", "x", "y", "width", "height"]
        let rows = zip(views, frames).map { [$0] + $1.components.map(NumberFormat.string) }
        var out = TextTable.render(header, rows)
        if !transformed.isEmpty {
            out += TextTable.render(
                ["transformed", "x", "y", "width", "height", "transform"],
                transformed.map { i in
                    [views[i]] + frames[i].shownBounds(transforms[i]).components.map(NumberFormat.string)
                        + ["[" + transforms[i].components.map(NumberFormat.string).joined(separator: ", ") + "]"]
                })
        }
        if !guides.isEmpty {
            out += TextTable.render(
                ["guide", "x", "y", "width", "height"],
                guides.map { [$0.name] + $0.frame.components.map(NumberFormat.string) })
        }
        out += "ambiguous: " + (ambiguous.isEmpty ? "none" : ambiguous.joined(separator: ", ")) + "\n"
        if unsatisfiable.isEmpty {
            out += "unsatisfiable: none\n"
        } else {
            for record in unsatisfiable {
                out += "unsatisfiable: broke \(record.broken.text)\n"
                for c in record.conflict { out += "  conflicting: \(c.text)\n" }
            }
        }
        for failure in activationFailures { out += "not activated: \(failure.constraint.text)\n  \(failure.reason)\n" }
        return out
    }

    /// The error object for a scene that does not load: `{"document": ..., "error": {"message":
    /// ..., "line": n, "constraint": i, "position": n}}`. `document` is the file as given (null
    /// for an in-memory scene); `line` is the line of a JSON syntax error; `constraint` and
    /// `position` are the entry and the character in its text. Each is null where it does not apply.
    static func errorJSON(_ error: SceneError) -> String {
        var line: Int?
        if case .syntax(let syntax) = error.problem { line = syntax.line }
        var w = JSONWriter()
        w.object { o in
            o.key("document")
            if let file = error.file { o.string(file) } else { o.null() }
            o.key("error")
            o.object { e in
                e.key("message")
                e.string(InputQuote.message(error.description))
                e.key("line")
                e.integer(line)
                e.key("constraint")
                e.integer(error.constraint)
                e.key("position")
                e.integer(error.position)
            }
        }
        return w.text + "\n"
    }

    /// The error object for an Interface Builder document that cannot be read, or a hierarchy of
    /// it that cannot be laid out: `{"document": ..., "hierarchy": ..., "error": {"message": ...,
    /// "line": n}}`, `hierarchy` present only for a hierarchy's error and `line` null when the
    /// problem has no line (an `--scene` that names nothing).
    static func errorJSON(document: String, hierarchy: String? = nil, message: String, line: Int?) -> String {
        var w = JSONWriter()
        w.object { o in
            o.documentMembers(document, hierarchy: hierarchy)
            o.key("error")
            o.object { e in
                e.key("message")
                e.string(InputQuote.message(message))
                e.key("line")
                e.integer(line)
            }
        }
        return w.text + "\n"
    }
}
