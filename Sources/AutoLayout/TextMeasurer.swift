/// A deterministic text measurer for headless layout: every character advances the same
/// width, every line has the same height, and text wraps greedily at spaces (a word wider
/// than the line breaks between characters).
public struct TextMeasurer: Hashable, Sendable {
    /// Width of one character, in points.
    public var advance: Double
    /// Height of one line, in points.
    public var lineHeight: Double
    /// Distance from a line's top to its baseline, in points.
    public var ascender: Double

    /// Creates a measurer; the defaults (8 per character, 20 per line, baseline at 16) suit tests.
    public init(advance: Double = 8, lineHeight: Double = 20, ascender: Double = 16) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascender = ascender
    }

    /// The lines `text` wraps into at `maxWidth` (no wrapping when nil or not positive).
    public func lines(of text: String, maxWidth: Double?) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let maxWidth, maxWidth > 0 else { return paragraphs }
        let perLine = max(Int((maxWidth / advance).rounded(.down)), 1)
        var out: [String] = []
        for paragraph in paragraphs {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                var word = word
                let candidate = line.isEmpty ? word : line + " " + word
                if candidate.count <= perLine { line = candidate; continue }
                if !line.isEmpty { out.append(line); line = "" }
                while word.count > perLine {
                    out.append(String(word.prefix(perLine)))
                    word = String(word.dropFirst(perLine))
                }
                line = word
            }
            out.append(line)
        }
        return out
    }

    /// The size of `text` wrapped at `maxWidth`, limited to `numberOfLines` (0: no limit).
    public func size(of text: String, maxWidth: Double? = nil, numberOfLines: Int = 0) -> Size {
        guard !text.isEmpty else { return .zero }
        var lines = self.lines(of: text, maxWidth: maxWidth)
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let widest = lines.map(\.count).max() ?? 0
        return Size(width: Double(widest) * advance, height: Double(lines.count) * lineHeight)
    }
}
