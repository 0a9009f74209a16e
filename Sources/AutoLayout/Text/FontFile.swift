import Foundation

/// The metrics of a TrueType or OpenType font file that text layout needs: the character map
/// (`cmap` formats 4 and 12), advance widths (`hmtx`, `hhea`), units per em (`head`), vertical
/// metrics (`hhea`; `OS/2`'s typographic metrics when `hhea` has none) and pair kerning (`GPOS`
/// pair positioning of the `kern` feature, formats 1 and 2; else `kern` format 0, Microsoft's and
/// Apple's headers). Glyph outlines, other positioning and shaping are not read.
///
/// Every read is bounds-checked: a damaged file throws a ``FontFileError`` naming the file, the
/// table and the byte, never crashes.
public struct FontFile: Hashable, Sendable {
    /// The name the errors and descriptions use (the file's last path component).
    public var name: String
    /// Font units per em (`head.unitsPerEm`).
    public var unitsPerEm: Int
    /// Ascender, descender (negative below the baseline) and line gap, in font units.
    public var ascender: Int, descender: Int, lineGap: Int
    /// Advance widths by glyph, in font units (glyphs past the last long metric repeat it).
    var advances: [UInt16]
    var characterMap: CharacterMap
    /// Kerning by glyph pair (`left << 16 | right`), in font units, from `kern`.
    var kerning: [UInt32: Int16]
    /// Kerning from `GPOS` pair positioning; used instead of `kern` when it has any.
    var pairAdjustments: PairAdjustments

    /// Reads the font file at `path`.
    public init(contentsOf path: String) throws(FontFileError) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FontFileError(file: name, table: nil, offset: nil, problem: .unreadable(error.localizedDescription))
        }
        try self.init(bytes: [UInt8](data), name: name)
    }

    /// Reads a font from its bytes; `name` labels errors.
    public init(bytes: [UInt8], name: String) throws(FontFileError) {
        let file = FontFileReader(bytes: bytes, name: name)
        let signature = try file.u32(0, table: nil)
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(signature) else {  // 1.0, 'OTTO', 'true'
            throw FontFileError(file: name, table: nil, offset: 0, problem: .notAFont(signature: signature))
        }
        let tables = try file.tableDirectory()
        func table(_ tag: String) throws(FontFileError) -> FontFileReader {
            guard let t = tables[tag] else { throw FontFileError(file: name, table: tag, offset: nil, problem: .missingTable) }
            return t
        }
        let head = try table("head")
        let hhea = try table("hhea")
        let maxp = try table("maxp")
        let hmtx = try table("hmtx")
        self.name = name
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw head.invalid("unitsPerEm", unitsPerEm, at: 18) }
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        if ascender == 0 && descender == 0, let os2 = tables["OS/2"] {
            ascender = Int(try os2.i16(68))
            descender = Int(try os2.i16(70))
            lineGap = Int(try os2.i16(72))
        }
        let longMetrics = Int(try hhea.u16(34))
        let glyphCount = Int(try maxp.u16(4))
        guard longMetrics > 0 else { throw hhea.invalid("numberOfHMetrics", longMetrics, at: 34) }
        var advances: [UInt16] = []
        advances.reserveCapacity(max(glyphCount, longMetrics))
        for g in 0..<longMetrics { advances.append(try hmtx.u16(4 * g)) }
        if glyphCount > longMetrics, let last = advances.last {
            advances += repeatElement(last, count: glyphCount - longMetrics)
        }
        self.advances = advances
        characterMap = try CharacterMap(try table("cmap"))
        kerning = try tables["kern"].map { t throws(FontFileError) in try Self.readKerning(t) } ?? [:]
        pairAdjustments = try tables["GPOS"].map { t throws(FontFileError) in try PairAdjustments(t) } ?? PairAdjustments()
    }

    /// The glyph of a Unicode scalar (0, `.notdef`, when the font has none).
    public func glyph(for scalar: Unicode.Scalar) -> Int { Int(characterMap.glyph(for: scalar.value)) }

    /// The advance of a glyph in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        advances.isEmpty ? 0 : Int(advances[min(max(glyph, 0), advances.count - 1)])
    }

    /// Whether the font has pair kerning (`GPOS` pair positioning or a `kern` table).
    public var hasKerning: Bool { !pairAdjustments.isEmpty || !kerning.isEmpty }

    /// The kerning between two glyphs in font units (0 when the pair has none): `GPOS`'s when the
    /// font has `kern`-feature pair positioning (as Core Text prefers it), else the `kern` table's.
    public func kerning(between left: Int, and right: Int) -> Int {
        guard hasKerning, (0...0xFFFF).contains(left), (0...0xFFFF).contains(right) else { return 0 }
        if !pairAdjustments.isEmpty { return pairAdjustments.adjustment(UInt16(left), UInt16(right)) }
        return Int(kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// Format 0 pairs of every horizontal, non-minimum subtable (Microsoft's version 0 header
    /// and Apple's version 1 header); other formats are skipped.
    static func readKerning(_ t: FontFileReader) throws(FontFileError) -> [UInt32: Int16] {
        var pairs: [UInt32: Int16] = [:]
        let apple = try t.u16(0) == 1
        let count = apple ? Int(try t.u32(4)) : Int(try t.u16(2))
        var at = apple ? 8 : 4
        for _ in 0..<min(count, 256) {
            let length: Int
            let format: Int
            let horizontal: Bool
            let header: Int
            if apple {
                length = Int(try t.u32(at))
                let coverage = try t.u16(at + 4)
                format = Int(coverage & 0xFF)
                horizontal = coverage & 0x8000 == 0 && coverage & 0x4000 == 0
                header = 8
            } else {
                length = Int(try t.u16(at + 2))
                let coverage = try t.u16(at + 4)
                format = Int(coverage >> 8)
                horizontal = coverage & 1 == 1 && coverage & 0b110 == 0
                header = 6
            }
            if format == 0 && horizontal {
                let n = Int(try t.u16(at + header))
                for k in 0..<n {
                    let p = at + header + 8 + 6 * k
                    pairs[UInt32(try t.u16(p)) << 16 | UInt32(try t.u16(p + 2))] = try t.i16(p + 4)
                }
            }
            guard length > 0 else { break }
            at += length
        }
        return pairs
    }
}
