import Cassowary

/// A font as layout sees it: a family, a point size and a weight (UIKit's `UIFont`, without glyphs).
///
/// The system font is the default, as `UIFont.systemFont(ofSize:)`; a named font keeps its
/// family name so that a measurer which knows that family (a ``FontFileTextMeasurer``) can
/// measure it, and others measure it as the system font.
///
/// ```swift
/// let body = Font.systemFont(ofSize: 17)
/// let title = Font.systemFont(ofSize: 28, weight: .bold)
/// let brand = Font(name: "Avenir-Heavy", size: 15)
/// // body.isSystemFont == true, brand.familyName == "Avenir-Heavy"
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A font weight on UIKit's scale (`UIFont.Weight`): regular is 0, bold 0.4, from -0.8 to 0.62.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The weight on UIKit's scale.
        public var rawValue: Double
        /// Creates a weight from its value on UIKit's scale.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// UIKit's `ultraLight` (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `thin` (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `light` (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `black` (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from lightest to heaviest.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// The family (or PostScript) name of a named font; nil for the system font.
    public var familyName: String?
    /// The size in points (the em square); UIKit's `pointSize`.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// Whether this is the system font (no family name).
    public var isSystemFont: Bool { familyName == nil }

    /// A named font, as `UIFont(name:size:)`; `weight` tells a measurer which face a family name
    /// without a weight in it means.
    public init(name: String, size: Double, weight: Weight = .regular) {
        familyName = name
        pointSize = size
        self.weight = weight
    }

    private init(systemSize: Double, weight: Weight) {
        familyName = nil
        pointSize = systemSize
        self.weight = weight
    }

    /// The system font at `size` points, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(systemSize: size, weight: weight)
    }

    /// The bold system font, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(systemSize: size, weight: .bold) }

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }

    /// UIKit's label font: the system font at 17 points.
    public static let label = Font.systemFont(ofSize: 17)

    /// `<system 17 pt>`, `<system 17 pt weight 0.4>`, `<Avenir 15 pt>`.
    public var description: String {
        "<\(familyName ?? "system") \(pointSize.compactDescription) pt" + (weight == .regular ? "" : " weight \(weight.rawValue)") + ">"
    }
}
