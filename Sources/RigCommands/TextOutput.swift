/// Where a command's output goes: text arrives in pieces (`write`), and `finish` completes it
/// (flushes, or for a file renames it into place). A failed write throws and the command stops.
public protocol TextOutput: AnyObject {
    func write(_ text: String) throws(OutputError)
    func finish() throws(OutputError)
}

/// Output kept in memory (tests, and what `RigTool.run(_:)` returns).
public final class StringOutput: TextOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) throws(OutputError) { self.text += text }
    public func finish() throws(OutputError) {}
}
