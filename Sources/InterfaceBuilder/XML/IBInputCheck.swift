import Foundation

/// Checks made on a document's bytes before the XML parser sees them.
///
/// Foundation's `XMLParser` on Linux stops the process when an element or attribute name, a
/// comment or a processing instruction is not valid UTF-8 (it force-unwraps the decoded name),
/// and it expands the entities of a document type declaration without bound. Interface Builder
/// writes UTF-8 and declares no document type, so the reader refuses both before parsing.
enum IBInputCheck {
    /// The byte offset of the first byte that is not part of valid UTF-8, or nil. ASCII bytes,
    /// nearly all of a document, are stepped over one compare each; the standard library's
    /// parser checks each multi-byte sequence.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] < 0x80 {
                    offset += 1
                    continue
                }
                var parser = Unicode.UTF8.ForwardParser()
                var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
                guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return offset }
                offset += encoded.count
            }
            return nil
        }
    }

    /// The byte offset of a `<!DOCTYPE` declaration, or nil. XML allows one only before the root
    /// element, so the scan stops at the first start tag.
    static func documentTypeDeclaration(in data: Data) -> Int? {
        let pattern = Array("<!DOCTYPE".utf8)
        return data.withUnsafeBytes { bytes -> Int? in
            var index = 0
            while index + 1 < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "<") else { continue }
                let next = bytes[index + 1]
                if next != UInt8(ascii: "!") && next != UInt8(ascii: "?") { return nil }
                if bytes.count - index >= pattern.count, zip(bytes[index...], pattern).allSatisfy({ $0 == $1 }) { return index }
            }
            return nil
        }
    }

    /// The 1-based line of byte `offset`.
    static func line(ofOffset offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
