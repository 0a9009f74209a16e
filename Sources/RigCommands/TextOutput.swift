/// Where a command's output goes: text arrives in pieces (`write`), and `finish` completes it
/// (flushes, or for a file renames it into place). A failed write throws and the command stops.
package protocol TextOutput: AnyObject {
    /// Appends `text` to the output; throws when it cannot be written.
    func write(_ text: String) throws(OutputError)
    /// Completes the output (flushes, or renames a file into place); throws when that fails.
    func finish() throws(OutputError)
}

/// Output kept in memory (tests, and what `RigTool.run(_:)` returns).
package final class StringOutput: TextOutput {
    /// Everything written so far, in order.
    package private(set) var text = ""
    /// An empty output.
    package init() {}
    /// Appends the argument to `text`; never fails.
    package func write(_ text: String) throws(OutputError) { self.text += text }
    /// Does nothing: the text is complete as written.
    package func finish() throws(OutputError) {}
}
