import Rigging

/// Output that could not be written: where to and the system's reason.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `standard output`, or the `-o` path as given.
    public var target: String
    /// What went wrong, e.g. `No space left on device` or `it is a directory`.
    public var reason: String

    public init(target: String, reason: String) {
        self.target = target
        self.reason = reason
    }

    public var description: String { "cannot write \(target): \(reason)" }
}
