import Foundation
import Motion

extension SceneComparison {
    private func seconds(_ value: Double?) -> String { value.map { NumberFormat.string($0) + " s" } ?? "-" }

    /// The report as text: one table per view, one per violated constraint.
    public func text() -> String {
        var out = "scene \(scene): constraint-driven vs CA-style (timing \(Self.functionName(function)), "
        out += "durations " + (durations.isEmpty ? "none" : durations.map { NumberFormat.string($0) + " s" }.joined(separator: ", ")) + ")\n\n"
        let header = ["view", "max difference", "at frame", "settle (constraints)", "settle (CA)"]
        let rows = views.map { v in
            [v.name, NumberFormat.string(v.maxDifference), String(v.maxDifferenceTick), seconds(v.constraintSettle), seconds(v.transitionSettle)]
        }
        out += TextTable.render(header, rows)
        out += "\n"
        if constraints.isEmpty {
            out += "constraint violations: none (every CA-style frame satisfies every active constraint)\n"
        } else {
            let cHeader = ["constraint", "required", "CA max violation", "at frame", "constraint-driven max"]
            let cRows = constraints.map { c in
                [c.constraint, c.isRequired ? "yes" : "no", NumberFormat.string(c.transitionViolation),
                 String(c.transitionViolationTick), NumberFormat.string(c.constraintViolation)]
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
    public func json() -> String {
        func opt(_ v: Double?) -> String { v.map(NumberFormat.string) ?? "null" }
        var out = "{\"scene\": \(JSONText.quoted(scene)), \"timing\": \(JSONText.quoted(Self.functionName(function))), "
        out += "\"durations\": [" + durations.map(NumberFormat.string).joined(separator: ", ") + "], \"views\": ["
        out += views.map { v in
            "{\"view\": \(JSONText.quoted(v.name)), \"maxDifference\": \(NumberFormat.string(v.maxDifference)), "
                + "\"frame\": \(v.maxDifferenceTick), \"settleConstraints\": \(opt(v.constraintSettle)), \"settleTransition\": \(opt(v.transitionSettle))}"
        }.joined(separator: ", ")
        out += "], \"constraints\": ["
        out += constraints.map { c in
            "{\"constraint\": \(JSONText.quoted(c.constraint)), \"required\": \(c.isRequired), "
                + "\"transitionViolation\": \(NumberFormat.string(c.transitionViolation)), \"frame\": \(c.transitionViolationTick), "
                + "\"constraintViolation\": \(NumberFormat.string(c.constraintViolation))}"
        }.joined(separator: ", ")
        return out + "]}\n"
    }

    /// Side-by-side filmstrips (constraint-driven above, CA-style below) and the text report.
    public func svg() -> String {
        let a = constraintDriven.svg(title: "\(scene): constraint-driven")
        let b = transitions.svg(title: "\(scene): CA-style (\(Self.functionName(function)))")
        func body(_ svg: String) -> (String, Double) {
            let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let header = String(lines.first ?? "")
            var height = 0.0
            if let r = header.range(of: "height=\""), let end = header[r.upperBound...].firstIndex(of: "\"") {
                height = Double(header[r.upperBound..<end]) ?? 0
            }
            return (lines.dropFirst().dropLast(2).joined(separator: "\n"), height)
        }
        let (ba, ha) = body(a), (bb, hb) = body(b)
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"\(fmt(ha + hb))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<g>\n\(ba)\n</g>\n<g transform=\"translate(0 \(fmt(ha)))\">\n\(bb)\n</g>\n"
        return s + "</svg>\n"
    }

    /// A player with both runs side by side and the text report under it.
    public func html() -> String {
        FrameDump.playerHTML(title: "\(scene): constraint-driven vs CA-style",
                             runs: [("constraint-driven", constraintDriven), ("CA-style (\(Self.functionName(function)))", transitions)],
                             notes: text())
    }
}
