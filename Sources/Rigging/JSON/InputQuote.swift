/// How every error message quotes what the user gave (a name, a path, an option's value, a
/// list of names): bounded in length and with control characters escaped, so a megabyte name or
/// an escape sequence in a view name prints as a short, inert line.
package enum InputQuote {
    /// Characters of one quoted value shown before it is cut.
    package static let maximumCharacters = 80
    /// Items of a list shown before the rest are counted.
    package static let maximumItems = 12

    /// `text` with control characters escaped, cut to `maximumCharacters` with a count of the rest:
    /// `a\u{1B}[2Jb`, `aaaa… (1,048,496 more characters)`.
    package static func bounded(_ text: String) -> String {
        var out = ""
        var count = 0
        var rest = 0
        for character in text {
            if count >= maximumCharacters {
                rest += 1
                continue
            }
            count += 1
            out += escaped(character)
        }
        return rest == 0 ? out : out + "… (\(grouped(rest)) more characters)"
    }

    /// `"text"`, bounded.
    package static func quoted(_ text: String) -> String { "\"" + bounded(text) + "\"" }

    /// `items` bounded each, joined by `separator`, the list cut to `maximumItems` with a count
    /// of the rest: `a, b, c, … and 39,988 more`.
    package static func list(_ items: [String], separator: String = ", ") -> String {
        let shown = items.prefix(maximumItems).map(bounded).joined(separator: separator)
        return items.count > maximumItems ? shown + separator + "… and \(grouped(items.count - maximumItems)) more" : shown
    }

    /// `text` with every control character except the newline escaped (for whole messages, whose
    /// lines are the tool's own).
    package static func inert(_ text: String) -> String {
        var out = ""
        for character in text { out += character == "\n" ? "\n" : escaped(character) }
        return out
    }

    /// Characters of input shown around a caret (`^` under the character an error points at).
    package static let caretWindow = 120
    /// Characters of any other line of a message.
    package static let maximumLineCharacters = 2_000

    /// A whole message as the tool prints it: a long line that a caret line points into shows
    /// `caretWindow` characters around the caret (the caret moved to match, `…` where text is
    /// cut), any other long line is cut with a count of the rest, and control characters other
    /// than the newline are escaped.
    package static func message(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var out: [String] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.count > caretWindow, i + 1 < lines.count, let caret = caretColumn(lines[i + 1]) {
                let start = max(0, min(caret - caretWindow / 2, line.count - caretWindow))
                let end = min(line.count, start + caretWindow)
                let prefix = start > 0 ? "…" : ""
                out.append(prefix + String(line[start..<end]) + (end < line.count ? "…" : ""))
                out.append(String(repeating: " ", count: prefix.count + caret - start) + "^")
                i += 2
                continue
            }
            if line.count > maximumLineCharacters {
                out.append(String(line[..<maximumLineCharacters]) + "… (\(grouped(line.count - maximumLineCharacters)) more characters)")
            } else {
                out.append(String(line))
            }
            i += 1
        }
        return inert(out.joined(separator: "\n"))
    }

    /// The column of the `^` when `line` is spaces and one `^`.
    private static func caretColumn(_ line: [Character]) -> Int? {
        guard line.last == "^", line.dropLast().allSatisfy({ $0 == " " }) else { return nil }
        return line.count - 1
    }

    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
        var out = ""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where isControl(s): out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `1048496` as `1,048,496`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}
