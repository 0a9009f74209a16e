/// A constraint's multiplier: a number (`0.5`), a ratio (`16:9` or `16/9`, both 16 ÷ 9) or a
/// percentage (`50%`, 0.5), as Interface Builder's inspector accepts each and writes it back
/// unchanged, with the document's text.
public struct IBMultiplier: Hashable, Sendable, CustomStringConvertible {
    /// The multiplier's value.
    public var value: Double
    /// The document's text (`"16:9"`, `"0.5"`).
    public var text: String

    /// A multiplier of `value` written as `text`.
    public init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    /// The multiplier 1.
    public static let one = IBMultiplier(value: 1, text: "1")

    /// The multiplier `text` means: a number, `a:b` or `a/b` for a ÷ b, or `p%` for p ÷ 100; nil
    /// when it is none of these or the ratio's divisor is 0.
    public init?(parsing text: String) {
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite else { return nil }
            self.init(value: percent / 100, text: text)
            return
        }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2 {
            guard let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else { return nil }
            self.init(value: a / b, text: text)
        } else {
            guard let value = Double(text), value.isFinite else { return nil }
            self.init(value: value, text: text)
        }
    }

    /// The document's text.
    public var description: String { text }
}
