/// Why a font file could not be read: the file, the table and the byte where reading failed.
///
/// `description` reads `Brand.ttf: table 'hmtx' at byte 380: truncated (needs 4 bytes, 2 left)`.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Hashable, Sendable {
        /// The file could not be read (the system's reason).
        case unreadable(String)
        /// The first four bytes are not a TrueType or OpenType signature.
        case notAFont(signature: UInt32)
        /// A table the measurer needs is not in the file.
        case missingTable
        /// A read went past the end of the table or the file.
        case truncated(needed: Int, available: Int)
        /// No character map of a supported format (4 or 12) for Unicode; the formats found.
        case unsupportedCharacterMap(formats: [Int])
        /// A field holds a value that cannot be right.
        case invalidValue(field: String, value: Int)
    }

    /// The file's name (or the name given with the bytes).
    public var file: String
    /// The table's tag (`cmap`, `hmtx`, ...), nil for the file's header.
    public var table: String?
    /// The byte offset in the file where reading failed, when known.
    public var offset: Int?
    /// What was wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, table: String?, offset: Int?, problem: Problem) {
        self.file = file
        self.table = table
        self.offset = offset
        self.problem = problem
    }

    /// `FILE: table 'TAG' at byte N: PROBLEM`.
    public var description: String {
        var out = file
        if let table { out += ": table '\(table)'" }
        if let offset { out += (table == nil ? ":" : "") + " at byte \(offset)" }
        switch problem {
        case .unreadable(let reason): out += ": cannot be read (\(reason))"
        case .notAFont(let signature): out += ": not a TrueType or OpenType font (signature 0x\(String(signature, radix: 16)))"
        case .missingTable: out += ": missing"
        case .truncated(let needed, let available): out += ": truncated (needs \(needed) bytes, \(available) left)"
        case .unsupportedCharacterMap(let formats):
            out += ": no Unicode character map of format 4 or 12 (found \(formats.map(String.init).joined(separator: ", ")))"
        case .invalidValue(let field, let value): out += ": invalid \(field) \(value)"
        }
        return out
    }
}
