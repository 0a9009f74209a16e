import AutoLayout

// The comparison as sentences: what `rig check` prints for a failing scene, what `rig diff`'s text
// opens with, and the failure messages of RiggingTesting. Numbers as the dump prints them, each
// with its unit.

extension FrameDumpDifference.Mismatch: CustomStringConvertible {
    /// Where: `frame 12 (t = 0.4 s), view purpleView, height`, or `frame 3 (t = 0.1 s), constant w`.
    public var place: String {
        let at = "frame \(frame) (t = \(NumberFormat.exact(time)) s), \(subject.safeDescription)"
        return subject.isView ? at + ", " + field : at
    }

    /// `frame 12 (t = 0.4 s), view purpleView, height: expected 300 pt, actual 301 pt`; a
    /// transform's `a` to `d` and `alpha` have no unit (`tx` and `ty` are points).
    public var description: String {
        let unit = field == "alpha" || Rect.transformFieldNames.prefix(4).contains(field) ? "" : " pt"
        return "\(place): expected \(NumberFormat.string(expected))\(unit), actual \(NumberFormat.string(actual))\(unit)"
    }
}

extension FrameDumpDifference.Subject {
    /// The description with the name bounded and its control characters escaped.
    var safeDescription: String { (isView ? "view " : "constant ") + InputQuote.bounded(name) }
}

extension FrameDumpDifference {
    /// The verdict in a few lines, each ending in a newline: the structural differences, then
    /// `N of M frames differ (tolerance T pt)`, the first difference and the largest one; or
    /// `M frames match (tolerance T pt)`.
    public var summary: String {
        var out = ""
        for item in structure { out += item.description + "\n" }
        let tolerance = "tolerance \(NumberFormat.exact(self.tolerance)) pt"
        if differingFrames == 0 {
            out +=
                "\(comparedFrames) \(comparedFrames == 1 ? "frame matches" : "frames match") (\(tolerance))"
                + (structure.isEmpty ? "" : " where both runs have values") + "\n"
            return out
        }
        out += "\(differingFrames) of \(comparedFrames) frames differ (\(tolerance))\n"
        if let firstMismatch { out += "first difference: \(firstMismatch)\n" }
        if let largest { out += "largest difference: \(NumberFormat.string(largest.difference)) pt at \(largest)\n" }
        return out
    }
}
