/// Dynamic Type's text styles at the default content size category (Large), the sizes and
/// weights Apple's Human Interface Guidelines list for iOS. There is no content size category
/// here: a text style's font is always the Large one.
///
/// ```swift
/// let caption = UIFont.preferredFont(forTextStyle: .caption1)
/// print(caption.pointSize)  // 12.0
/// ```
extension UIFont {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it.
        public var rawValue: String
        /// The style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at the Large content size category (body's for a style
        /// UIKit does not name).
        var largeMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of a text style at the Large content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.largeMetrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The text style's font at the Large content size category (the traits are not consulted:
    /// there is no content size category here).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
