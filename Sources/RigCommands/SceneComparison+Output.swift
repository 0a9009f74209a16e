import Motion
import Rigging

// `rig compare`'s output. Every number carries its unit: text says `pt` and `s`, JSON keys end in
// `Points` or `Seconds`. A constraint-driven animation still moving when the run ends "did not
// settle" (JSON: `"settled": false`); a violated constraint is shown with the constant it had
// at its largest violation (the animated one the violation is measured against).

extension SceneComparison {
    private static func points(_ value: Double) -> String { NumberFormat.string(value) + " pt" }

    private static func text(_ settle: Settle) -> String {
        switch settle {
        case .still: return "-"
        case .settled(let at): return NumberFormat.string(at) + " s"
        case .notSettled: return "did not settle"
        }
    }

    private static func text(_ duration: Duration) -> String {
        NumberFormat.string(duration.seconds) + " s" + (duration.settled ? "" : " (did not settle)")
    }

    /// The report as text: one table per view, one per violated constraint.
    func text() -> String {
        var out = "scene \(scene): constraint-driven vs CA-style (timing \(Self.functionName(function)), "
        out += "durations " + (durations.isEmpty ? "none" : durations.map(Self.text).joined(separator: ", "))
        if !hideShowDurations.isEmpty {
            out += "; hide/show " + hideShowDurations.map { NumberFormat.string($0) + " s" }.joined(separator: ", ")
        }
        out += ")\n\n"
        let header = ["view", "max difference", "at frame", "settle (constraints)", "settle (CA)"]
        let rows = views.map { (v: ViewReport) -> [String] in
            let settles: [String] = [Self.text(v.constraintSettle), Self.text(v.transitionSettle)]
            return [v.name, Self.points(v.maxDifference), String(v.maxDifferenceTick)] + settles
        }
        out += TextTable.render(header, rows)
        out += "\n"
        if constraints.isEmpty {
            out += "constraint violations: none (every CA-style frame satisfies every active constraint)\n"
        } else {
            let cHeader = ["constraint", "required", "constant", "CA max violation", "at frame", "constraint-driven max"]
            let cRows = constraints.map { (c: ConstraintReport) -> [String] in
                let head: [String] = [c.constraint, c.isRequired ? "yes" : "no", Self.points(c.constant)]
                return head + [Self.points(c.transitionViolation), String(c.transitionViolationTick), Self.points(c.constraintViolation)]
            }
            out += TextTable.render(cHeader, cRows)
        }
        return out
    }

    static func functionName(_ f: TimingFunction) -> String {
        for name in ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"] where TimingFunction.named(name) == f { return name }
        return "bezier(\(f.x1), \(f.y1), \(f.x2), \(f.y2))"
    }

    /// The report as one JSON object and a newline.
    func json() -> String {
        func settle(_ w: inout JSONWriter, _ key: String, _ settle: Settle) {
            w.key(key)
            w.object { o in
                o.key("moved")
                o.bool(settle != .still)
                o.key("settled")
                o.bool(settle != .notSettled)
                o.key("atSeconds")
                if case .settled(let at) = settle { o.number(at) } else { o.null() }
            }
        }
        var w = JSONWriter()
        w.object { o in
            o.key("scene")
            o.string(scene)
            o.key("timing")
            o.string(Self.functionName(function))
            o.key("durations")
            o.array { a in
                for d in durations {
                    a.object { e in
                        e.key("seconds")
                        e.number(d.seconds)
                        e.key("settled")
                        e.bool(d.settled)
                    }
                }
            }
            if !hideShowDurations.isEmpty {
                o.key("hideShowSeconds")
                o.array { a in for d in hideShowDurations { a.number(d) } }
            }
            o.key("views")
            o.array { a in
                for v in views {
                    a.object { e in
                        e.key("view")
                        e.string(v.name)
                        e.key("maxDifferencePoints")
                        e.number(v.maxDifference)
                        e.key("frame")
                        e.integer(v.maxDifferenceTick)
                        settle(&e, "settleConstraints", v.constraintSettle)
                        settle(&e, "settleTransition", v.transitionSettle)
                    }
                }
            }
            o.key("constraints")
            o.array { a in
                for c in constraints {
                    a.object { e in
                        e.key("constraint")
                        e.string(c.constraint)
                        e.key("required")
                        e.bool(c.isRequired)
                        e.key("constantPoints")
                        e.number(c.constant)
                        e.key("transitionViolationPoints")
                        e.number(c.transitionViolation)
                        e.key("frame")
                        e.integer(c.transitionViolationTick)
                        e.key("constraintViolationPoints")
                        e.number(c.constraintViolation)
                    }
                }
            }
        }
        return w.text + "\n"
    }

    /// The runs' filmstrips with frames paired side by side (constraint-driven left, CA-style
    /// right), their constants plots and the plot of their difference.
    func svg(markers: [TimelineMarker]? = nil) -> String {
        FrameDump.pairedSVG(
            title: "\(scene): constraint-driven vs CA-style (\(Self.functionName(function)))",
            ("constraint-driven", constraintDriven), ("CA-style", transitions), markers: markers)
    }

    /// A player with both runs (side by side or overlaid), the difference plot, and the report's
    /// tables linked to frames.
    func html(markers: [TimelineMarker]? = nil) -> String {
        let viewRows = views.map { (v: ViewReport) -> [String] in
            [v.name, Self.points(v.maxDifference), String(v.maxDifferenceTick), Self.text(v.constraintSettle), Self.text(v.transitionSettle)]
        }
        let viewTable = PlayerTable(
            id: "difftable", caption: "Views: largest difference between the runs",
            columns: ["view", "max difference", "at frame", "settle (constraints)", "settle (CA)"],
            rows: viewRows, frames: views.map(\.maxDifferenceTick), frameColumn: 2, numeric: [1, 2, 3, 4])
        let constraintRows = constraints.map { (c: ConstraintReport) -> [String] in
            [
                c.constraint, c.isRequired ? "yes" : "no", Self.points(c.constant), Self.points(c.transitionViolation),
                String(c.transitionViolationTick), Self.points(c.constraintViolation),
            ]
        }
        let violations = PlayerTable(
            id: "violations",
            caption: constraints.isEmpty
                ? "Constraint violations: none (every CA-style frame satisfies every active constraint)" : "Constraint violations",
            columns: ["constraint", "required", "constant", "CA max violation", "at frame", "constraint-driven max"],
            rows: constraintRows, frames: constraints.map(\.transitionViolationTick), frameColumn: 4, numeric: [2, 3, 4, 5])
        let summary =
            "timing \(Self.functionName(function)), durations " + (durations.isEmpty ? "none" : durations.map(Self.text).joined(separator: ", "))
        return FrameDump.playerHTML(
            title: "\(scene): constraint-driven vs CA-style",
            runs: [("constraint-driven", constraintDriven), ("CA-style (\(Self.functionName(function)))", transitions)],
            notes: summary, markers: markers, tables: [viewTable, violations])
    }
}
