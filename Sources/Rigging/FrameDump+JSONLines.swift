// The JSON Lines dump (Docs/frame-dump.md). Bytes are canonical: keys in a fixed order, `", "` and
// `": "` separators, numbers by `NumberFormat` (geometry and constants rounded to 1e-6 and printed
// without a needless fraction; `t` exact), strings escaped minimally, "\n" after every line
// including the last.

extension FrameDump {
    /// The header line: `{"scene": ..., "hz": ..., "views": [...], "constraints": [...]}`.
    public var headerLine: String {
        "{\"scene\": \(JSONText.quoted(scene)), \"hz\": \(hz), \"views\": [\(views.map(JSONText.quoted).joined(separator: ", "))], "
            + "\"constraints\": [\(constants.map(JSONText.quoted).joined(separator: ", "))]}"
    }

    /// One frame's line: `{"frame": k, "t": k/hz, "views": {...}, "constants": {...}}`.
    public func line(for frame: Frame) -> String {
        var text = "{\"frame\": \(frame.tick), \"t\": \(NumberFormat.exact(frame.time)), \"views\": {"
        for (i, rect) in frame.views.enumerated() {
            if i > 0 { text += ", " }
            text += JSONText.quoted(views[i]) + ": [" + rect.components.map(NumberFormat.string).joined(separator: ", ") + "]"
        }
        text += "}, \"constants\": {"
        for (i, value) in frame.constants.enumerated() {
            if i > 0 { text += ", " }
            text += JSONText.quoted(constants[i]) + ": " + NumberFormat.string(value)
        }
        return text + "}}"
    }

    /// The whole dump: the header line, then one line per frame.
    public func jsonLines() -> String {
        var out = headerLine + "\n"
        for frame in frames { out += line(for: frame) + "\n" }
        return out
    }
}

/// Writing JSON strings.
enum JSONText {
    /// `string` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
