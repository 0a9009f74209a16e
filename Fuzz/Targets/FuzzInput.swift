/// Reads a fuzz input as a stream of small choices; past the end every read is 0, so any
/// byte string decodes to some program and shorter inputs are prefixes of longer ones.
struct FuzzInput {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { at >= bytes.count }

    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    /// A number in 0..<count (count > 0).
    mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

    /// One element of a non-empty array.
    mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }
}
