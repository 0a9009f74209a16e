/// Pair kerning from a font's `GPOS` table: the horizontal advance adjustments of the pair
/// positioning lookups (type 2, formats 1 and 2, also behind extension lookups, type 9) that the
/// `kern` feature uses, in every script and language (the measurer does not select scripts).
/// Within a lookup the first subtable that covers the pair applies; lookups add up. Device
/// tables and placement adjustments are not read.
struct PairAdjustments: Hashable, Sendable {
    /// Which glyphs a subtable covers, as glyph lists or ranges (OpenType's coverage formats 1 and 2).
    enum Coverage: Hashable, Sendable {
        case glyphs([UInt16])
        case ranges([Range])

        struct Range: Hashable, Sendable { var start: UInt16, end: UInt16, index: Int }

        /// The coverage index of `glyph`, nil when not covered.
        func index(of glyph: UInt16) -> Int? {
            switch self {
            case .glyphs(let glyphs):
                var lo = 0
                var hi = glyphs.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if glyphs[mid] < glyph { lo = mid + 1 } else { hi = mid }
                }
                return lo < glyphs.count && glyphs[lo] == glyph ? lo : nil
            case .ranges(let ranges):
                guard let r = ranges.first(where: { $0.start <= glyph && glyph <= $0.end }) else { return nil }
                return r.index + Int(glyph - r.start)
            }
        }
    }

    /// Glyph classes as sorted, disjoint ranges (OpenType's class definitions); unlisted glyphs are class 0.
    struct Classes: Hashable, Sendable {
        var ranges: [Coverage.Range] = []

        func `class`(of glyph: UInt16) -> Int {
            var lo = 0
            var hi = ranges.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if ranges[mid].end < glyph { lo = mid + 1 } else { hi = mid }
            }
            return lo < ranges.count && ranges[lo].start <= glyph ? ranges[lo].index : 0
        }
    }

    enum Subtable: Hashable, Sendable {
        /// Format 1: for each covered first glyph, the second glyphs and their adjustments.
        case pairs(Coverage, [[UInt16: Int16]])
        /// Format 2: adjustments by the classes of the two glyphs (`class1 * class2Count + class2`).
        case classes(Coverage, first: Classes, second: Classes, class2Count: Int, values: [Int16])
    }

    /// The `kern` feature's pair lookups, each a list of subtables.
    var lookups: [[Subtable]] = []

    var isEmpty: Bool { lookups.isEmpty }

    /// The total advance adjustment of `left` followed by `right`, in font units.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            subtables: for subtable in lookup {
                switch subtable {
                case .pairs(let coverage, let sets):
                    guard let k = coverage.index(of: left), k < sets.count, let value = sets[k][right] else { continue }
                    total += Int(value)
                case .classes(let coverage, let first, let second, let count, let values):
                    guard coverage.index(of: left) != nil else { continue }
                    let k = first.class(of: left) * count + second.class(of: right)
                    if k < values.count { total += Int(values[k]) }
                }
                break subtables
            }
        }
        return total
    }
}
