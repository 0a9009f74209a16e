/// A `rig` command line that does not parse: the message and the subcommand whose usage applies.
public struct RigUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `Missing expected argument '<scene>'`.
    public var message: String
    /// The subcommand, or nil for the tool itself.
    public var subcommand: String?

    /// What `rig` prints on standard error: `Error: ...`, the usage, and a pointer to `--help`.
    public var description: String {
        let spec = subcommand.flatMap(RigCommand.spec(named:))
        let usage = spec?.usage ?? "rig <subcommand>"
        let helpName = subcommand.map { "rig \($0) --help" } ?? "rig --help"
        return "Error: \(message)\nUsage: \(usage)\n  See '\(helpName)' for more information.\n"
    }
}
