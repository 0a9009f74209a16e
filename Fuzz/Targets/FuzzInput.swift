/// Reads a fuzz input as a stream of small choices; past the end every read is 0, so any
/// byte string decodes to some program and shorter inputs are prefixes of longer ones.
struct FuzzInput: RandomNumberGenerator {
    let bytes: [UInt8]
    var at = 0
    /// Draws of `next()` past the end of the input.
    private var pastEnd: UInt64 = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { at >= bytes.count }

    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    /// A number in 0..<count (count > 0).
    mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

    /// The next eight bytes as a number, for generators written against
    /// `RandomNumberGenerator`; past the end a SplitMix64 sequence, never a constant (rejection
    /// sampling, as in `Int.random(in:using:)`, would loop on one).
    mutating func next() -> UInt64 {
        guard isAtEnd else {
            var z: UInt64 = 0
            for _ in 0..<8 { z = z << 8 | UInt64(byte()) }
            return z
        }
        pastEnd &+= 0x9E37_79B9_7F4A_7C15
        var z = pastEnd
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }
}

/// The console messages (unsatisfiable constraints, runaway layout) the layout engines of one
/// input log, kept so that a run prints them only inside a failure's report: set each engine's
/// `logHandler` to `handler`, and pass the check's result through `report`.
final class FuzzLog {
    private(set) var messages: [String] = []

    var handler: (String) -> Void { { [self] message in messages.append(message) } }

    /// `failure` with the messages logged meanwhile appended; nil stays nil.
    func report(_ failure: String?) -> String? {
        guard let failure, !messages.isEmpty else { return failure }
        return failure + "\nlayout engine log:\n" + messages.joined(separator: "\n")
    }
}
