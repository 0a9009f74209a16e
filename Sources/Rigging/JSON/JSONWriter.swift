import AutoLayout

/// The one JSON writer of every Rigging and `rig` output: dump lines, reports and error objects.
///
/// Bytes are canonical: `", "` between members and elements, `": "` after a key, keys in the order
/// written, strings escaped minimally (`"`, `\` and control characters), numbers by `NumberFormat`.
/// Values go one at a time into `text`, so a caller can stream a large output in pieces:
///
///     var w = JSONWriter()
///     w.object { o in
///         o.key("hz"); o.integer(30)
///         o.key("views"); o.array { a in a.string("view"); a.string("a") }
///     }
///     // w.text == #"{"hz": 30, "views": ["view", "a"]}"#
package struct JSONWriter {
    /// What has been written so far.
    package private(set) var text = ""
    /// Whether the current container already holds a value (the next one needs a separator).
    private var hasValue = false
    /// The same for the enclosing containers.
    private var outer: [Bool] = []
    /// A key was just written: the next value is its value, without a separator.
    private var afterKey = false

    package init() {}

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if hasValue { text += ", " }
        hasValue = true
    }

    /// Writes an object; `body` writes its members with `key(_:)` and a value each.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        container("{", "}", body)
    }

    /// Writes an array; `body` writes its elements.
    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        container("[", "]", body)
    }

    private mutating func container(_ open: String, _ close: String, _ body: (inout JSONWriter) -> Void) {
        beginValue()
        text += open
        outer.append(hasValue)
        hasValue = false
        body(&self)
        text += close
        hasValue = outer.popLast() ?? true
    }

    /// Writes a member's key; the next value written is the member's value.
    package mutating func key(_ name: String) {
        if hasValue { text += ", " }
        hasValue = true
        Self.appendQuoted(name, to: &text)
        text += ": "
        afterKey = true
    }

    package mutating func string(_ value: String) {
        beginValue()
        Self.appendQuoted(value, to: &text)
    }

    /// A geometry value or constant: rounded to 1e-6 (`NumberFormat.string`).
    package mutating func number(_ value: Double) {
        beginValue()
        text += NumberFormat.string(value)
    }

    /// A value printed without rounding (`NumberFormat.exact`), e.g. a frame's time.
    package mutating func exact(_ value: Double) {
        beginValue()
        text += NumberFormat.exact(value)
    }

    /// A rounded number, or `null` for nil.
    package mutating func number(_ value: Double?) {
        guard let value else { return null() }
        number(value)
    }

    package mutating func integer(_ value: Int) {
        beginValue()
        text += String(value)
    }

    /// An integer, or `null` for nil.
    package mutating func integer(_ value: Int?) {
        guard let value else { return null() }
        integer(value)
    }

    package mutating func bool(_ value: Bool) {
        beginValue()
        text += value ? "true" : "false"
    }

    package mutating func null() {
        beginValue()
        text += "null"
    }

    /// An array of strings.
    package mutating func strings(_ values: [String]) {
        array { a in for value in values { a.string(value) } }
    }

    /// A rect as `[x, y, width, height]`, rounded.
    package mutating func rect(_ rect: Rect) {
        array { a in for value in rect.components { a.number(value) } }
    }

    /// A transform as `[a, b, c, d, tx, ty]`.
    package mutating func transform(_ transform: Transform2D) {
        array { a in for value in transform.components { a.number(value) } }
    }

    /// Hands the written text to the caller and starts empty (for streaming line by line).
    package mutating func take() -> String {
        defer { text = "" }
        return text
    }

    /// `string` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t` or `\u00XX`, everything else as is.
    package static func quoted(_ string: String) -> String {
        var out = ""
        appendQuoted(string, to: &out)
        return out
    }

    private static func appendQuoted(_ string: String, to out: inout String) {
        out += "\""
        // Names are nearly always plain: copy them whole when no byte needs an escape.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += string
            out += "\""
            return
        }
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
        out += "\""
    }
}
