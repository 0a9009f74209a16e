import Rigging

/// Output that could not be written: where to and the system's reason.
package struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `standard output`, or the `-o` path as given.
    package var target: String
    /// What went wrong, e.g. `No space left on device` or `it is a directory`.
    package var reason: String

    /// An error writing to `target` for `reason`.
    package init(target: String, reason: String) {
        self.target = target
        self.reason = reason
    }

    /// `cannot write out.jsonl: No space left on device` (the path bounded and escaped as every quoted input).
    package var description: String { "cannot write \(InputQuote.bounded(target)): \(reason)" }
}
