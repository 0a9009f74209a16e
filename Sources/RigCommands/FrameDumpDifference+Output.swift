import Rigging

// `rig diff`'s output. Text: the verdict (`FrameDumpDifference.summary`), then one table per view
// and one per constant with each one's largest difference over time, the field and where. JSON:
// the same as one object; keys name their units (`Points`, `Seconds`).

extension FrameDumpDifference {
    private static func points(_ value: Double) -> String { NumberFormat.string(value) + " pt" }

    /// The report as text: the labels of the two runs, the verdict, then the views' and constants' tables.
    func text(expected: String, actual: String) -> String {
        var out = "expected \(InputQuote.bounded(expected)), actual \(InputQuote.bounded(actual))\n" + summary
        func rows(_ series: [Series], view: Bool) -> [[String]] {
            series.map { s in
                // A view or constant that never differs has no place worth naming.
                let place: [String] =
                    s.at.flatMap { at in
                        s.maxDifference > 0 ? (view ? [at.field] : []) + [String(at.frame), NumberFormat.exact(at.time) + " s"] : nil
                    } ?? Array(repeating: "-", count: view ? 3 : 2)
                return [InputQuote.bounded(s.subject.name), Self.points(s.maxDifference)] + place + [String(s.differingFrames)]
            }
        }
        if !views.isEmpty {
            out += "\n" + TextTable.render(["view", "max difference", "field", "at frame", "t", "frames differing"], rows(views, view: true))
        }
        if !constants.isEmpty {
            out += "\n" + TextTable.render(["constant", "max difference", "at frame", "t", "frames differing"], rows(constants, view: false))
        }
        return out
    }

    /// The report as one JSON object and a newline.
    func json(expected: String, actual: String) -> String {
        func mismatch(_ w: inout JSONWriter, _ m: Mismatch?) {
            guard let m else { return w.null() }
            w.object { o in
                o.key("frame")
                o.integer(m.frame)
                o.key("timeSeconds")
                o.exact(m.time)
                o.key(m.subject.isView ? "view" : "constant")
                o.string(m.subject.name)
                o.key("field")
                o.string(m.field)
                o.key("expectedPoints")
                o.number(m.expected)
                o.key("actualPoints")
                o.number(m.actual)
                o.key("differencePoints")
                o.number(m.difference)
            }
        }
        func series(_ w: inout JSONWriter, _ list: [Series]) {
            w.array { a in
                for s in list {
                    a.object { o in
                        o.key(s.subject.isView ? "view" : "constant")
                        o.string(s.subject.name)
                        o.key("maxDifferencePoints")
                        o.number(s.maxDifference)
                        o.key("at")
                        mismatch(&o, s.at)
                        o.key("differingFrames")
                        o.integer(s.differingFrames)
                    }
                }
            }
        }
        var w = JSONWriter()
        w.object { o in
            o.key("expected")
            o.string(expected)
            o.key("actual")
            o.string(actual)
            o.key("matches")
            o.bool(matches)
            o.key("tolerancePoints")
            o.exact(tolerance)
            o.key("expectedFrames")
            o.integer(expectedFrames)
            o.key("actualFrames")
            o.integer(actualFrames)
            o.key("comparedFrames")
            o.integer(comparedFrames)
            o.key("differingFrames")
            o.integer(differingFrames)
            o.key("structure")
            o.strings(structure.map(\.description))
            o.key("first")
            mismatch(&o, firstMismatch)
            o.key("largest")
            mismatch(&o, largest)
            o.key("views")
            series(&o, views)
            o.key("constants")
            series(&o, constants)
        }
        return w.text + "\n"
    }
}
