/// Bounds-checked big-endian reads from a font file or one of its tables; every failure is a
/// ``FontFileError`` with the file, the table and the byte.
struct FontFileReader {
    let bytes: [UInt8]
    let name: String
    /// The table's tag (nil: the whole file) and where it starts and ends in `bytes`.
    var table: String?
    var start = 0
    var end: Int

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        end = bytes.count
    }

    private func check(_ offset: Int, _ size: Int, table: String?) throws(FontFileError) -> Int {
        let at = start + offset
        guard offset >= 0, at + size <= end else {
            throw FontFileError(file: name, table: table, offset: at, problem: .truncated(needed: size, available: max(end - at, 0)))
        }
        return at
    }

    func u16(_ offset: Int, table: String? = nil) throws(FontFileError) -> UInt16 {
        let at = try check(offset, 2, table: table ?? self.table)
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func i16(_ offset: Int) throws(FontFileError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int, table: String? = nil) throws(FontFileError) -> UInt32 {
        let at = try check(offset, 4, table: table ?? self.table)
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// A reader of the part of this table from `offset` on.
    func slice(from offset: Int) throws(FontFileError) -> FontFileReader {
        var copy = self
        copy.start = try check(offset, 0, table: table)
        return copy
    }

    func invalid(_ field: String, _ value: Int, at offset: Int) -> FontFileError {
        FontFileError(file: name, table: table, offset: start + offset, problem: .invalidValue(field: field, value: value))
    }

    /// The tables of the file by tag, each a reader bounded by its record.
    func tableDirectory() throws(FontFileError) -> [String: FontFileReader] {
        let count = Int(try u16(4))
        var tables: [String: FontFileReader] = [:]
        for k in 0..<count {
            let record = 12 + 16 * k
            let tagValue = try u32(record)
            let tag = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tagValue >> $0) }, as: UTF8.self)
            let offset = Int(try u32(record + 8))
            let length = Int(try u32(record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw FontFileError(
                    file: name, table: tag, offset: offset,
                    problem: .truncated(needed: length, available: max(bytes.count - offset, 0)))
            }
            var reader = FontFileReader(bytes: bytes, name: name)
            reader.table = tag
            reader.start = offset
            reader.end = offset + length
            tables[tag] = reader
        }
        return tables
    }
}
