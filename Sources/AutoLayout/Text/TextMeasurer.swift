/// Measures text for layout: the advance of each character in a font, the font's vertical
/// metrics, and (from those) wrapping and sizes. UIKit's text system is the model: greedy
/// line breaking at spaces (a word wider than the line breaks between characters), spaces at
/// the end of a line hang outside it, explicit newlines start paragraphs, and a block of lines is
/// `lines × lineHeight` tall.
///
/// Rigging ships three: ``SystemFontTextMeasurer`` (the default: a model of iOS's system font
/// that scales with the font), ``FontFileTextMeasurer`` (the advances and kerning of a TrueType or
/// OpenType file) and ``FixedAdvanceTextMeasurer`` (every character the same width, for tests).
///
/// ```swift
/// let measurer = FixedAdvanceTextMeasurer()           // 8 points a character, 20 a line
/// let lines = measurer.lines(of: "the quick brown fox", maxWidth: 80)
/// // lines == ["the quick", "brown fox"]
/// let size = measurer.size(of: "the quick brown fox", maxWidth: 80)
/// // size == Size(width: 72, height: 40)
/// ```
public protocol TextMeasurer: Sendable {
    /// The vertical metrics of `font`, in points.
    func metrics(for font: Font) -> FontMetrics
    /// How far `character` advances the pen in `font`, in points (tracking included).
    func advance(of character: Character, in font: Font) -> Double
    /// The adjustment added between `left` and `right` when they are adjacent, in points
    /// (negative: closer). The default is none.
    func kerning(between left: Character, and right: Character, in font: Font) -> Double
}

/// One line of wrapped text and its width (trailing spaces excluded).
public struct MeasuredLine: Hashable, Sendable {
    /// The line's characters, without the spaces it broke at.
    public var text: String
    /// Its width in points.
    public var width: Double
}

extension TextMeasurer {
    /// No kerning.
    public func kerning(between left: Character, and right: Character, in font: Font) -> Double { 0 }

    /// The width of `text` on one line, in points (newlines count as nothing).
    public func width(of text: some StringProtocol, in font: Font = .label) -> Double {
        var width = 0.0
        var previous: Character?
        for c in text where c != "\n" {
            width += advance(of: c, in: font)
            if let previous { width += kerning(between: previous, and: c, in: font) }
            previous = c
        }
        return width
    }

    /// The lines `text` wraps into at `maxWidth` (no wrapping when nil or not positive), with
    /// their widths. `byCharWrapping` breaks anywhere; every other mode at spaces and after hyphens.
    public func measuredLines(
        of text: String, in font: Font = .label, maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> [MeasuredLine] {
        MeasuredText(text, in: font, by: self).lines(maxWidth: maxWidth, anywhere: lineBreakMode == .byCharWrapping)
    }

    /// The lines `text` wraps into at `maxWidth` (no wrapping when nil or not positive).
    public func lines(
        of text: String, in font: Font = .label, maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> [String] {
        measuredLines(of: text, in: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode).map(\.text)
    }

    /// The size of `text` wrapped at `maxWidth`, limited to `numberOfLines` (0: no limit): the
    /// widest line by `lines × lineHeight`, unrounded. Empty text is `.zero`.
    public func size(
        of text: String, in font: Font = .label, maxWidth: Double? = nil, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> Size {
        MeasuredText(text, in: font, by: self).size(
            maxWidth: maxWidth, numberOfLines: numberOfLines,
            anywhere: lineBreakMode == .byCharWrapping)
    }
}
