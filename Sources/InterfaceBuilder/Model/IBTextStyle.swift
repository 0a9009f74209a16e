/// A Dynamic Type text style at the default content size category (Large), as Interface
/// Builder's canvas shows it: the system font at the style's size and weight, and the distance
/// from one line's baseline to the next (the style's leading), the values Apple's Human Interface
/// Guidelines list for iOS (caption 1: 12 points, lines 16 points apart).
struct IBTextStyle: Hashable, Sendable {
    /// The point size at the Large content size category.
    var pointSize: Double
    /// The weight (`regular`, or `semibold` for the headline), as a document spells weights.
    var weight: String
    /// The distance between the baselines of consecutive lines of a multi-line text.
    var lineSpacing: Double

    /// The style a document names (`UICTFontTextStyleBody`); nil for a name UIKit does not have.
    init?(name: String) {
        switch name {
        case "UICTFontTextStyleTitle0": self.init(34, 41)
        case "UICTFontTextStyleTitle1": self.init(28, 34)
        case "UICTFontTextStyleTitle2": self.init(22, 28)
        case "UICTFontTextStyleTitle3": self.init(20, 25)
        case "UICTFontTextStyleHeadline": self.init(17, 22, weight: "semibold")
        case "UICTFontTextStyleBody": self.init(17, 22)
        case "UICTFontTextStyleCallout": self.init(16, 21)
        case "UICTFontTextStyleSubhead": self.init(15, 20)
        case "UICTFontTextStyleFootnote": self.init(13, 18)
        case "UICTFontTextStyleCaption1": self.init(12, 16)
        case "UICTFontTextStyleCaption2": self.init(11, 13)
        default: return nil
        }
    }

    private init(_ pointSize: Double, _ lineSpacing: Double, weight: String = "regular") {
        self.pointSize = pointSize
        self.weight = weight
        self.lineSpacing = lineSpacing
    }

    /// The distance between consecutive baselines of a multi-line text in `font`, whose line is
    /// `lineHeight` high: a text style's own (`lineSpacing`: 22 points for the body style, whose
    /// 17-point line is 20.29 high), else the line height.
    static func lineSpacing(of font: IBFont?, lineHeight: Double) -> Double {
        if case .textStyle(let name)? = font?.design, font?.pointSize == nil, let style = IBTextStyle(name: name) {
            return style.lineSpacing
        }
        return lineHeight
    }

    /// The height of a text the text model measures `modelHeight` high in `font`, whose line is
    /// `lineHeight` high: for a text style, its first line, then each further line the style's
    /// `lineSpacing` below the one before; for other fonts `modelHeight` as it is.
    static func textHeight(modelHeight: Double, font: IBFont?, lineHeight: Double) -> Double {
        let spacing = lineSpacing(of: font, lineHeight: lineHeight)
        guard lineHeight > 0, spacing != lineHeight else { return modelHeight }
        let lines = (modelHeight / lineHeight).rounded()
        guard lines >= 1 else { return modelHeight }
        return lineHeight + (lines - 1) * spacing
    }
}
