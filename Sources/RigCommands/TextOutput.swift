/// Where a command's output goes: text arrives in pieces (`write`), and `finish` completes it
/// (flushes, or for a file renames it into place). A failed write throws and the command stops.
public protocol TextOutput: AnyObject {
    /// Appends `text` to the output; throws when it cannot be written.
    func write(_ text: String) throws(OutputError)
    /// Completes the output (flushes, or renames a file into place); throws when that fails.
    func finish() throws(OutputError)
}

/// Output kept in memory (tests, and what `RigTool.run(_:)` returns).
public final class StringOutput: TextOutput {
    /// Everything written so far, in order.
    public private(set) var text = ""
    /// An empty output.
    public init() {}
    /// Appends the argument to `text`; never fails.
    public func write(_ text: String) throws(OutputError) { self.text += text }
    /// Does nothing: the text is complete as written.
    public func finish() throws(OutputError) {}
}
