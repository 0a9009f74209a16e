@testable import AutoLayout

/// Builds small TrueType files in memory for the font-file tests: the tables the measurer
/// reads (`head`, `hhea`, `maxp`, `hmtx`, `cmap` of format 4 or 12, optionally `kern` and
/// `OS/2`), with glyph 0 `.notdef` and one glyph per mapped character.
struct TestFontFile {
    var unitsPerEm = 1000
    var ascender = 800, descender = -200, lineGap = 90
    /// Characters and their advances (font units); glyph k + 1 is the k-th character.
    var glyphs: [(Character, Int)] = [("A", 600), ("V", 580), ("a", 500), ("b", 520), (" ", 250), ("-", 300)]
    var notdefAdvance = 400
    /// Pairs of characters and their kerning (font units).
    var kerning: [(Character, Character, Int)] = [("A", "V", -80)]
    var cmapFormat = 4
    /// Leave out the long metrics of the last `sharedAdvances` glyphs (they repeat the last one).
    var sharedAdvances = 0
    var includeOS2 = false
    var appleKernHeader = false
    /// A `GPOS` table with one `kern` lookup: pair positioning of this format (1: "AV" -50;
    /// 2: classes, "A" then "V" -100 and "A" then any other glyph -20), nil for none.
    var gposFormat: Int?
    /// Wrap the pair positioning subtable in an extension subtable (lookup type 9).
    var gposExtension = false

    func glyph(of c: Character) -> Int { (glyphs.firstIndex { $0.0 == c } ?? -1) + 1 }

    var bytes: [UInt8] {
        var tables: [(String, [UInt8])] = [("head", head), ("hhea", hhea), ("maxp", maxp), ("hmtx", hmtx), ("cmap", cmap)]
        if !kerning.isEmpty { tables.append(("kern", kern)) }
        if includeOS2 { tables.append(("OS/2", os2)) }
        if gposFormat != nil { tables.append(("GPOS", gpos)) }
        tables.sort { $0.0 < $1.0 }
        var out = Self.u32(0x0001_0000) + Self.u16(tables.count) + Self.u16(0) + Self.u16(0) + Self.u16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + Self.u32(0) + Self.u32(offset) + Self.u32(data.count)
            let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return out + body
    }

    static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    var head: [UInt8] {
        var t = [UInt8](repeating: 0, count: 54)
        t.replaceSubrange(12..<16, with: Self.u32(0x5F0F_3CF5))
        t.replaceSubrange(18..<20, with: Self.u16(unitsPerEm))
        return t
    }

    var hhea: [UInt8] {
        var t = [UInt8](repeating: 0, count: 36)
        t.replaceSubrange(0..<4, with: Self.u32(0x0001_0000))
        if !includeOS2 {
            t.replaceSubrange(4..<6, with: Self.u16(ascender))
            t.replaceSubrange(6..<8, with: Self.u16(descender))
            t.replaceSubrange(8..<10, with: Self.u16(lineGap))
        }
        t.replaceSubrange(34..<36, with: Self.u16(glyphs.count + 1 - sharedAdvances))
        return t
    }

    var os2: [UInt8] {
        var t = [UInt8](repeating: 0, count: 78)
        t.replaceSubrange(68..<70, with: Self.u16(ascender))
        t.replaceSubrange(70..<72, with: Self.u16(descender))
        t.replaceSubrange(72..<74, with: Self.u16(lineGap))
        return t
    }

    var maxp: [UInt8] { Self.u32(0x0000_5000) + Self.u16(glyphs.count + 1) }

    var hmtx: [UInt8] {
        let advances = [notdefAdvance] + glyphs.map(\.1)
        let long = advances.count - sharedAdvances
        return advances.prefix(long).flatMap { Self.u16($0) + Self.u16(0) } + advances.dropFirst(long).flatMap { _ in Self.u16(0) }
    }

    var cmap: [UInt8] {
        let pairs = glyphs.enumerated().map { (Int($0.element.0.unicodeScalars.first?.value ?? 0), $0.offset + 1) }.sorted { $0.0 < $1.0 }
        let sub = cmapFormat == 12 ? format12(pairs) : format4(pairs)
        let platform = cmapFormat == 12 ? (3, 10) : (3, 1)
        return Self.u16(0) + Self.u16(1) + Self.u16(platform.0) + Self.u16(platform.1) + Self.u32(12) + sub
    }

    /// One segment per character (delta mapping), the last through the glyph array, and the 0xFFFF end.
    func format4(_ pairs: [(Int, Int)]) -> [UInt8] {
        let segCount = pairs.count + 1
        var ends: [UInt8] = []
        var starts: [UInt8] = []
        var deltas: [UInt8] = []
        var offsets: [UInt8] = []
        var glyphArray: [UInt8] = []
        for (k, (c, g)) in pairs.enumerated() {
            ends += Self.u16(c)
            starts += Self.u16(c)
            if k == pairs.count - 1 {
                deltas += Self.u16(0)
                // Bytes from this idRangeOffset entry to the glyph array after the table's arrays.
                offsets += Self.u16(2 * (segCount - k))
                glyphArray += Self.u16(g)
            } else {
                deltas += Self.u16((g - c) & 0xFFFF)
                offsets += Self.u16(0)
            }
        }
        ends += Self.u16(0xFFFF)
        starts += Self.u16(0xFFFF)
        deltas += Self.u16(1)
        offsets += Self.u16(0)
        let body = Self.u16(segCount * 2) + Self.u16(0) + Self.u16(0) + Self.u16(0) + ends + Self.u16(0) + starts + deltas + offsets + glyphArray
        return Self.u16(4) + Self.u16(body.count + 6) + Self.u16(0) + body
    }

    func format12(_ pairs: [(Int, Int)]) -> [UInt8] {
        let groups = pairs.flatMap { Self.u32($0.0) + Self.u32($0.0) + Self.u32($0.1) }
        return Self.u16(12) + Self.u16(0) + Self.u32(16 + groups.count) + Self.u32(0) + Self.u32(pairs.count) + groups
    }

    var kern: [UInt8] {
        let pairs = kerning.map { (glyph(of: $0.0), glyph(of: $0.1), $0.2) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let body =
            Self.u16(pairs.count) + Self.u16(0) + Self.u16(0) + Self.u16(0)
            + pairs.flatMap { Self.u16($0.0) + Self.u16($0.1) + Self.u16($0.2 & 0xFFFF) }
        if appleKernHeader {
            return Self.u32(0x0001_0000) + Self.u32(1) + Self.u32(8 + body.count) + Self.u16(0) + Self.u16(0) + body
        }
        return Self.u16(0) + Self.u16(1) + Self.u16(0) + Self.u16(6 + body.count) + Self.u16(0x0001) + body
    }

    /// Header, empty script list (10), `kern` feature list (12) and feature (20), lookup list (26),
    /// lookup (30), then the subtable at 38 (or an extension there pointing 8 bytes on).
    var gpos: [UInt8] {
        let u16 = Self.u16
        let a = glyph(of: "A")
        let v = glyph(of: "V")
        var out = u16(1) + u16(0) + u16(10) + u16(12) + u16(26)
        out += u16(0)  // script list
        out += u16(1) + Array("kern".utf8) + u16(8)  // feature list
        out += u16(0) + u16(1) + u16(0)  // feature: lookup 0
        out += u16(1) + u16(4)  // lookup list
        out += u16(gposExtension ? 9 : 2) + u16(0) + u16(1) + u16(8)  // lookup
        if gposExtension { out += u16(1) + u16(2) + Self.u32(8) }
        if gposFormat == 1 {
            out += u16(1) + u16(12) + u16(0x0004) + u16(0) + u16(1) + u16(18)
            out += u16(1) + u16(1) + u16(a)  // coverage: A
            out += u16(1) + u16(v) + u16(-50 & 0xFFFF)  // pair set: V -50
        } else {
            out += u16(2) + u16(32) + u16(0x0005) + u16(0) + u16(42) + u16(50) + u16(2) + u16(2)
            for value in [0, 0, -20, -100] { out += u16(7) + u16(value & 0xFFFF) }  // placement 7 (not read), advance
            out += u16(2) + u16(1) + u16(a) + u16(a) + u16(0)  // coverage: the range A...A
            out += u16(1) + u16(a) + u16(1) + u16(1)  // class 1: A
            out += u16(2) + u16(1) + u16(v) + u16(v) + u16(1)  // class 2: V
        }
        return out
    }
}
