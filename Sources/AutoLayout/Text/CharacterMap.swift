/// A font's Unicode character map (`cmap`), from its format 12 subtable (full Unicode) when it
/// has one, else its format 4 subtable (the Basic Multilingual Plane), as sorted ranges.
struct CharacterMap: Hashable, Sendable {
    /// Characters `start...end` map to `glyphs[k]` when `glyphs` is not empty (format 4's glyph
    /// array), else to `(c + delta)`, modulo 65536 for format 4.
    struct Segment: Hashable, Sendable {
        var start: UInt32
        var end: UInt32
        var delta: Int
        var glyphs: [UInt16] = []
        var wraps: Bool
    }

    var segments: [Segment] = []
    /// Glyphs of U+0000...U+007F, looked up once.
    var ascii: [UInt16] = []

    init(_ cmap: FontFileReader) throws(FontFileError) {
        let count = Int(try cmap.u16(2))
        var best: (rank: Int, offset: Int, format: Int)?
        var formats: [Int] = []
        for k in 0..<count {
            let platform = try cmap.u16(4 + 8 * k)
            let encoding = try cmap.u16(6 + 8 * k)
            let offset = Int(try cmap.u32(8 + 8 * k))
            let format = Int(try cmap.u16(offset))
            formats.append(format)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            let rank = format == 12 ? 2 : 1
            if rank > (best?.rank ?? 0) { best = (rank, offset, format) }
        }
        guard let best else {
            throw FontFileError(file: cmap.name, table: "cmap", offset: nil, problem: .unsupportedCharacterMap(formats: formats))
        }
        let table = try cmap.slice(from: best.offset)
        segments = best.format == 12 ? try Self.format12(table) : try Self.format4(table)
        ascii = (0..<128).map { glyphInSegments(for: UInt32($0)) }
    }

    private static func format4(_ t: FontFileReader) throws(FontFileError) -> [Segment] {
        let segCount = Int(try t.u16(6)) / 2
        let ends = 14
        let starts = 16 + 2 * segCount
        let deltas = starts + 2 * segCount
        let rangeOffsets = deltas + 2 * segCount
        var out: [Segment] = []
        for k in 0..<segCount {
            let end = UInt32(try t.u16(ends + 2 * k))
            let start = UInt32(try t.u16(starts + 2 * k))
            let delta = Int(try t.i16(deltas + 2 * k))
            let rangeOffset = Int(try t.u16(rangeOffsets + 2 * k))
            guard start <= end, !(start == 0xFFFF && end == 0xFFFF) else { continue }
            var segment = Segment(start: start, end: end, delta: delta, wraps: true)
            if rangeOffset != 0 {
                // The glyph array entry sits rangeOffset bytes after this segment's idRangeOffset field.
                let base = rangeOffsets + 2 * k + rangeOffset
                for c in 0...Int(end - start) {
                    let g = Int(try t.u16(base + 2 * c))
                    segment.glyphs.append(g == 0 ? 0 : UInt16((g + delta) & 0xFFFF))
                }
            }
            out.append(segment)
        }
        return out.sorted { $0.start < $1.start }
    }

    private static func format12(_ t: FontFileReader) throws(FontFileError) -> [Segment] {
        let groups = Int(try t.u32(12))
        var out: [Segment] = []
        for k in 0..<groups {
            let p = 16 + 12 * k
            let start = try t.u32(p)
            let end = try t.u32(p + 4)
            let glyph = try t.u32(p + 8)
            guard start <= end, end <= 0x10FFFF else { throw t.invalid("group range end", Int(end), at: p + 4) }
            out.append(Segment(start: start, end: end, delta: Int(glyph) - Int(start), wraps: false))
        }
        return out.sorted { $0.start < $1.start }
    }

    /// The glyph of character `c` (0 when unmapped).
    func glyph(for c: UInt32) -> UInt16 {
        c < 128 && !ascii.isEmpty ? ascii[Int(c)] : glyphInSegments(for: c)
    }

    private func glyphInSegments(for c: UInt32) -> UInt16 {
        var lo = 0
        var hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].end < c { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segments.count, segments[lo].start <= c else { return 0 }
        let s = segments[lo]
        if !s.glyphs.isEmpty { return s.glyphs[Int(c - s.start)] }
        let g = Int(c) + s.delta
        if s.wraps { return UInt16(g & 0xFFFF) }
        return (0...0xFFFF).contains(g) ? UInt16(g) : 0
    }
}
