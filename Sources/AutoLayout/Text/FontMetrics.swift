/// The vertical metrics of a font at one point size, in points, as UIKit's `UIFont` reports them.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from a line's top to its baseline (positive).
    public var ascender: Double
    /// Distance from the baseline to the line's bottom, negative below the baseline (UIKit's sign).
    public var descender: Double
    /// Extra space below each line (the font's line gap).
    public var leading: Double

    /// Creates metrics; `descender` is negative below the baseline, as in UIKit.
    public init(ascender: Double, descender: Double, leading: Double = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The height of one line: `ascender - descender + leading` (UIKit's `lineHeight`).
    public var lineHeight: Double { ascender - descender + leading }
}
