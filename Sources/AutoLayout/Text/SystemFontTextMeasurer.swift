import Foundation

/// The default text model: iOS's system font (SF Pro) at any size and weight, without its files.
///
/// **Widths.** Each printable ASCII character (U+0020...U+007E) has an advance in em for the
/// regular face and one for the bold face, fitted by `Scripts/fit-text-model.py` to the widths
/// Xcode gives single-line labels in Interface Builder documents, plus a tracking term in points
/// per character that depends on the size (SF Pro tracks small text looser and large text
/// tighter; linear between fitted sizes, clamped outside 11...40 pt). A character's advance is
/// `pointSize × em + tracking(pointSize)`. Weights between regular (0) and bold (0.4)
/// interpolate linearly between the two faces; lighter weights take the regular advances
/// narrowed by 2.5% per 0.4 below regular, heavier ones the bold advances widened by 2.5% per
/// 0.2 above bold. A named font (`Font(name:size:)`) is measured as the system font of its size
/// and weight.
///
/// **Departures from UIKit.** No kerning and no ligatures (UIKit kerns SF Pro pairs such as
/// "Te" and "AV"); Xcode's widths are known only to the pixel, so a width is the model's best
/// estimate, not UIKit's exact value (the script prints the held-out error). Characters outside
/// ASCII follow a rule, not the font: a letter with diacritics measures as its base letter; East
/// Asian wide characters (CJK, kana, Hangul, full-width forms) are 1 em; emoji 1.2 em; zero-width
/// characters (U+200B...U+200F, U+2060, U+FEFF) and combining marks nothing; anything else is
/// the face's mean lowercase advance.
///
/// **Heights.** SF Pro's vertical metrics: ascender 1950/2048 em, descender 494/2048 em, no line
/// gap, so a 17-point line is 20.29 points tall (UIKit's `lineHeight`) and a one-line 17-point
/// label 20.5 points after the label rounds up to the pixel grid at 2x.
///
/// ```swift
/// let measurer = SystemFontTextMeasurer()
/// let body = Font.systemFont(ofSize: 17)
/// let line = measurer.metrics(for: body).lineHeight          // 20.287...
/// let wider = measurer.width(of: "Save", in: .boldSystemFont(ofSize: 17)) > measurer.width(of: "Save", in: body)
/// // wider == true
/// ```
public struct SystemFontTextMeasurer: TextMeasurer, Hashable {
    /// Creates the model (it has no settings).
    public init() {}

    /// SF Pro's ascender (1950/2048 em), descender (-494/2048 em) and no line gap, at the font's size.
    public func metrics(for font: Font) -> FontMetrics {
        FontMetrics(ascender: font.pointSize * 1950 / 2048, descender: -font.pointSize * 494 / 2048)
    }

    /// The model's advance of `character` (see the type's description for the rules).
    public func advance(of character: Character, in font: Font) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F && character.unicodeScalars.count == 1 {
            let k = Int(value - 0x20)
            return font.pointSize * Self.em(Self.regularAdvances[k], Self.boldAdvances[k], font.weight)
                + Self.tracking(at: font.pointSize)
        }
        return font.pointSize * Self.emOutsideASCII(scalar, font.weight) + Self.tracking(at: font.pointSize)
    }

    /// The advance in em of a character with these two faces' advances at `weight`.
    static func em(_ regular: Double, _ bold: Double, _ weight: Font.Weight) -> Double {
        let w = weight.rawValue
        if w <= 0 { return regular * (1 + 0.025 * w / 0.4) }
        if w >= 0.4 { return bold * (1 + 0.025 * (w - 0.4) / 0.2) }
        let f = w / 0.4
        return regular + (bold - regular) * f
    }

    /// Tracking in points per character at `size`: linear between the fitted sizes, clamped outside.
    static func tracking(at size: Double) -> Double {
        let sizes = trackingSizes
        let points = trackingPoints
        guard size > sizes[0] else { return points[0] }
        for i in 1..<sizes.count where size <= sizes[i] {
            let t = (size - sizes[i - 1]) / (sizes[i] - sizes[i - 1])
            return points[i - 1] + (points[i] - points[i - 1]) * t
        }
        return points[points.count - 1]
    }

    /// The mean lowercase advance of each face (em), for characters the model has no width for.
    static let meanLowercase: (regular: Double, bold: Double) = {
        let range = (0x61 - 0x20)...(0x7A - 0x20)  // "a"..."z"
        return (range.map { regularAdvances[$0] }.reduce(0, +) / 26, range.map { boldAdvances[$0] }.reduce(0, +) / 26)
    }()

    static func emOutsideASCII(_ scalar: Unicode.Scalar, _ weight: Font.Weight) -> Double {
        let v = scalar.value
        switch v {
        case 0x200B...0x200F, 0x2060, 0xFEFF: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 1
        default: break
        }
        if scalar.properties.isEmojiPresentation || (0x1F000...0x1FAFF).contains(v) { return 1.2 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        if let base = Self.baseLetter(of: scalar) {
            let k = Int(base.value - 0x20)
            return em(regularAdvances[k], boldAdvances[k], weight)
        }
        return em(meanLowercase.regular, meanLowercase.bold, weight)
    }

    /// The ASCII letter a Latin letter with diacritics decomposes to (é -> e), if any.
    static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (0xC0...0x24F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value) else { return nil }
        guard let first = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
            first.value >= 0x20, first.value < 0x7F
        else { return nil }
        return first
    }
}
