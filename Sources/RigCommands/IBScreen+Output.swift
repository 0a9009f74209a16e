import AutoLayout
import InterfaceBuilder
import Rigging

extension IBScreen {
    /// The screen's members of a JSON object: `"hierarchy"`, `"category"`, `"device"` and
    /// `"orientation"` (absent when the document names no device the table holds), `"size"`,
    /// `"frames"` (`{"id": [x, y, width, height]}` in the root's coordinates), `"ambiguous"`
    /// (`[{"id", "label"}]`), `"unsatisfiable"` (`[{"broken": {"id", "label"}, "conflict":
    /// [{"id", "label"}]}]`, `"id"` null for a constraint the document does not hold) and
    /// `"warnings"` (`file:line: 'id' reason`, `file` naming the document).
    func writeMembers(_ o: inout JSONWriter, file: String) {
        o.key("hierarchy")
        o.string(rootID)
        o.key("category")
        o.string(category.rawValue)
        if let target {
            o.key("device")
            o.string(target.device.id)
            o.key("orientation")
            o.string(target.orientation.rawValue)
        }
        o.key("size")
        o.array { a in
            a.number(size.width)
            a.number(size.height)
        }
        o.key("frames")
        Self.write(frames, &o)
        o.key("ambiguous")
        o.array { a in
            for view in ambiguous {
                a.object { v in
                    v.key("id")
                    v.string(view.id)
                    v.key("label")
                    v.string(view.name)
                }
            }
        }
        o.key("unsatisfiable")
        o.array { a in
            for record in unsatisfiable {
                a.object { r in
                    r.key("broken")
                    Self.write(record.broken, &r)
                    r.key("conflict")
                    r.array { c in for constraint in record.conflict { Self.write(constraint, &c) } }
                }
            }
        }
        o.key("warnings")
        o.strings(warnings.map { $0.text(file: file) })
    }

    /// `{"id": [x, y, width, height], ...}` in the frames' order.
    static func write(_ frames: [(id: String, frame: Rect)], _ w: inout JSONWriter) {
        w.object { f in
            for pair in frames {
                f.key(pair.id)
                f.array { a in for value in [pair.frame.x, pair.frame.y, pair.frame.width, pair.frame.height] { a.number(value) } }
            }
        }
    }

    static func write(_ constraint: NamedConstraint, _ w: inout JSONWriter) {
        w.object { c in
            c.key("id")
            if let id = constraint.id { c.string(id) } else { c.null() }
            c.key("label")
            c.string(constraint.name)
        }
    }

    /// `root (category) on device orientation`, then `id x y width height` per view, the
    /// ambiguous views, the unsatisfiable sets and the warnings (`file` naming the document).
    func text(file: String) -> String {
        var text = "\(rootID) (\(category.rawValue))" + (target.map { " on \($0.name)" } ?? "") + "\n"
        for pair in frames {
            let f = pair.frame
            text +=
                "  \(pair.id) \(NumberFormat.string(f.x)) \(NumberFormat.string(f.y)) \(NumberFormat.string(f.width)) \(NumberFormat.string(f.height))\n"
        }
        for view in ambiguous { text += "  ambiguous: \(view.id) '\(view.name)'\n" }
        for record in unsatisfiable {
            text += "  unsatisfiable: broke \(Self.text(record.broken)) of " + record.conflict.map(Self.text).joined(separator: "; ") + "\n"
        }
        for warning in warnings { text += "  warning: \(warning.text(file: file))\n" }
        return text
    }

    /// `'Title.leading = Safe Area.leading + 20' (id)`.
    static func text(_ constraint: NamedConstraint) -> String {
        "'\(constraint.name)'" + (constraint.id.map { " (\($0))" } ?? "")
    }
}

extension IBSceneWarning {
    /// `file:line: 'id' reason`: the warning where a compiler would put it, in the document `file`.
    func text(file: String) -> String { "\(file):\(line): '\(objectID)' \(reason)" }
}
