import AutoLayout

/// UIKit's `UIFont`: a point size, a weight and a family name, measured by AutoLayout's
/// system-font model (`SystemFontTextMeasurer`); a named family is kept and measured with the
/// system font's advances, as AutoLayout's `Font` documents.
///
/// ```swift
/// let label = UILabel()
/// label.font = .boldSystemFont(ofSize: 20)
/// print(label.font.pointSize)  // 20.0
/// ```
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The AutoLayout font.
    public let font: Font

    init(_ font: Font) { self.font = font }

    /// A font of a named family; nil for an empty name (UIKit returns nil for a name it cannot find).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        font = Font(name: fontName, size: Double(fontSize))
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(.systemFont(ofSize: Double(fontSize), weight: weight.layoutWeight))
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.boldSystemFont(ofSize: Double(fontSize))) }

    /// The size of the system font labels use (17 points).
    public static var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(font.withSize(Double(fontSize))) }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(font.pointSize) }
    /// The family name (".AppleSystemUIFont" for the system font, as UIKit reports it).
    public var familyName: String { font.familyName ?? ".AppleSystemUIFont" }
    /// The font's name (its family name here: faces are not modelled).
    public var fontName: String { familyName }

    private var metrics: FontMetrics { SystemFontTextMeasurer().metrics(for: font) }
    /// The height above the baseline.
    public var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// The depth below the baseline (negative).
    public var descender: CGFloat { CGFloat(metrics.descender) }
    /// The line height.
    public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }

    /// `<UIFont: family size pt, weight>`.
    public var description: String { "<UIFont: \(font)>" }

    /// Equal when the fonts are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }
    /// Hashes the font.
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }

    /// UIKit's font weights, with their values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value (-1...1; 0 is regular).
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        var layoutWeight: Font.Weight { Font.Weight(rawValue: Double(rawValue)) }

        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }
}
