/// A text measurer in which every character advances the same width and every font has the
/// same metrics: predictable numbers for tests (a line of n characters is `n × advance` wide).
public struct FixedAdvanceTextMeasurer: TextMeasurer, Hashable {
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

    /// The same metrics for every font: the ascender, and the rest of the line below the baseline.
    public func metrics(for font: Font) -> FontMetrics {
        FontMetrics(ascender: ascender, descender: ascender - lineHeight)
    }

    /// `advance` for every character and font.
    public func advance(of character: Character, in font: Font) -> Double { advance }
}
