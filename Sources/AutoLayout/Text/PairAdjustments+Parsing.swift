// Reading `GPOS` pair positioning (OpenType's GPOS table, lookup types 2 and 9): every read is
// bounds-checked and counts are limited by the table's size, so a damaged table throws a
// `FontFileError` naming `GPOS` and the byte.

extension PairAdjustments {
    init(_ gpos: FontFileReader) throws(FontFileError) {
        let features = try gpos.slice(from: Int(try gpos.u16(6)))
        let lookupList = try gpos.slice(from: Int(try gpos.u16(8)))
        var indices: [Int] = []
        for k in 0..<Int(try features.u16(0)) {
            let record = 2 + 6 * k
            guard try features.u32(record) == 0x6B65_726E else { continue }  // 'kern'
            let feature = try features.slice(from: Int(try features.u16(record + 4)))
            for i in 0..<Int(try feature.u16(2)) { indices.append(Int(try feature.u16(4 + 2 * i))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        for index in Set(indices).sorted() where index < lookupCount {
            let lookup = try lookupList.slice(from: Int(try lookupList.u16(2 + 2 * index)))
            let type = try lookup.u16(0)
            guard type == 2 || type == 9 else { continue }
            var subtables: [Subtable] = []
            for s in 0..<Int(try lookup.u16(4)) {
                var table = try lookup.slice(from: Int(try lookup.u16(6 + 2 * s)))
                if type == 9 {
                    guard try table.u16(2) == 2 else { continue }
                    table = try table.slice(from: Int(try table.u32(4)))
                }
                if let subtable = try Self.pairPositioning(table) { subtables.append(subtable) }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
    }

    /// A pair positioning subtable of format 1 or 2 (nil for another format).
    static func pairPositioning(_ t: FontFileReader) throws(FontFileError) -> Subtable? {
        let format = try t.u16(0)
        let coverage = try Self.coverage(try t.slice(from: Int(try t.u16(2))))
        let format1 = try t.u16(4)
        let format2 = try t.u16(6)
        // The first record's horizontal advance sits after its placements; a record is 2 bytes a field.
        let advanceAt = format1 & 0x4 == 0 ? nil : 2 * (format1 & 0x3).nonzeroBitCount
        let size1 = 2 * format1.nonzeroBitCount
        let size2 = 2 * format2.nonzeroBitCount
        switch format {
        case 1:
            var sets: [[UInt16: Int16]] = []
            for k in 0..<Int(try t.u16(8)) {
                let set = try t.slice(from: Int(try t.u16(10 + 2 * k)))
                var pairs: [UInt16: Int16] = [:]
                let stride = 2 + size1 + size2
                for r in 0..<Int(try set.u16(0)) {
                    let record = 2 + stride * r
                    let second = try set.u16(record)
                    pairs[second] = try advanceAt.map { at throws(FontFileError) in try set.i16(record + 2 + at) } ?? 0
                }
                sets.append(pairs)
            }
            return .pairs(coverage, sets)
        case 2:
            let first = try Self.classes(try t.slice(from: Int(try t.u16(8))))
            let second = try Self.classes(try t.slice(from: Int(try t.u16(10))))
            let count1 = Int(try t.u16(12))
            let count2 = Int(try t.u16(14))
            let stride = size1 + size2
            var values: [Int16] = []
            values.reserveCapacity(min(count1 * count2, 1 << 16))
            for k in 0..<count1 * count2 {
                values.append(try advanceAt.map { at throws(FontFileError) in try t.i16(16 + stride * k + at) } ?? 0)
            }
            return .classes(coverage, first: first, second: second, class2Count: count2, values: values)
        default:
            return nil
        }
    }

    static func coverage(_ t: FontFileReader) throws(FontFileError) -> Coverage {
        switch try t.u16(0) {
        case 1:
            return .glyphs(try (0..<Int(try t.u16(2))).map { k throws(FontFileError) in try t.u16(4 + 2 * k) })
        case 2:
            return .ranges(
                try (0..<Int(try t.u16(2))).map { k throws(FontFileError) in
                    Coverage.Range(start: try t.u16(4 + 6 * k), end: try t.u16(6 + 6 * k), index: Int(try t.u16(8 + 6 * k)))
                })
        case let format:
            throw t.invalid("coverage format", Int(format), at: 0)
        }
    }

    /// A class definition as sorted ranges (`index` holds the class); format 1's glyphs become
    /// one-glyph ranges.
    static func classes(_ t: FontFileReader) throws(FontFileError) -> Classes {
        var ranges: [Coverage.Range] = []
        switch try t.u16(0) {
        case 1:
            let start = Int(try t.u16(2))
            for k in 0..<Int(try t.u16(4)) where start + k <= 0xFFFF {
                let glyph = UInt16(start + k)
                ranges.append(Coverage.Range(start: glyph, end: glyph, index: Int(try t.u16(6 + 2 * k))))
            }
        case 2:
            for k in 0..<Int(try t.u16(2)) {
                let start = try t.u16(4 + 6 * k)
                let end = try t.u16(6 + 6 * k)
                guard start <= end else { throw t.invalid("class range end", Int(end), at: 6 + 6 * k) }
                ranges.append(Coverage.Range(start: start, end: end, index: Int(try t.u16(8 + 6 * k))))
            }
        case let format:
            throw t.invalid("class definition format", Int(format), at: 0)
        }
        return Classes(ranges: ranges.sorted { $0.start < $1.start })
    }
}
