/// Measures text with the advances, kerning and vertical metrics of font files the user
/// supplies, so that a team that has its fonts gets their real widths.
///
/// A font whose weight is semibold or heavier uses `bold` when it is given; every other font
/// uses `regular` (the font's family name is not matched: give each family its own measurer).
/// A character is measured by the glyph of its first Unicode scalar; a character the font does
/// not map takes the advance of glyph 0 (`.notdef`; UIKit would fall back to another font).
/// Kerning is `GPOS` pair positioning (the `kern` feature's lookups, in every script) or else the
/// `kern` table's format 0 pairs (no other positioning, no ligatures or shaping), and the
/// line height is `hhea`'s ascender, descender and line gap, as UIKit's `lineHeight` is.
///
/// ```swift
/// // path: the file of a TrueType or OpenType font of yours
/// let brand = try FontFile(contentsOf: path)
/// let label = Label(name: "title", text: "Welcome", font: Font(name: "Brand", size: 20),
///                   measurer: FontFileTextMeasurer(regular: brand))
/// // label.intrinsicContentSize: "Welcome" in the file's advances and kerning at 20 points
/// ```
public struct FontFileTextMeasurer: TextMeasurer, Hashable {
    /// The face for regular and lighter weights (and all weights without `bold`).
    public var regular: FontFile
    /// The face for semibold and heavier weights, if any.
    public var bold: FontFile?

    /// Creates a measurer from one or two faces.
    public init(regular: FontFile, bold: FontFile? = nil) {
        self.regular = regular
        self.bold = bold
    }

    /// The face that measures `font`.
    public func face(for font: Font) -> FontFile {
        if let bold, font.weight >= .semibold { return bold }
        return regular
    }

    /// The face's `hhea` ascender, descender and line gap at the font's size.
    public func metrics(for font: Font) -> FontMetrics {
        let f = face(for: font)
        let scale = font.pointSize / Double(f.unitsPerEm)
        return FontMetrics(
            ascender: Double(f.ascender) * scale, descender: Double(f.descender) * scale,
            leading: Double(f.lineGap) * scale)
    }

    /// The advance of the glyph of the character's first scalar, at the font's size.
    public func advance(of character: Character, in font: Font) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let f = face(for: font)
        return Double(f.advance(ofGlyph: f.glyph(for: scalar))) * font.pointSize / Double(f.unitsPerEm)
    }

    /// The kerning of the two characters' glyphs (`GPOS` or `kern`, see the type), at the font's size.
    public func kerning(between left: Character, and right: Character, in font: Font) -> Double {
        let f = face(for: font)
        guard f.hasKerning, let l = left.unicodeScalars.first, let r = right.unicodeScalars.first else { return 0 }
        return Double(f.kerning(between: f.glyph(for: l), and: f.glyph(for: r))) * font.pointSize / Double(f.unitsPerEm)
    }
}
