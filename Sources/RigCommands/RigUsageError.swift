import AutoLayout
import Rigging

/// A `rig` command line that does not parse: the message and the subcommand whose usage applies.
/// `rig` prints it on standard error and exits 64 (`EX_USAGE`).
package struct RigUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `Missing expected argument '<scene>'`.
    package var message: String
    /// The subcommand, or nil for the tool itself.
    package var subcommand: String?

    /// An error with `message`, whose usage is that of `subcommand` (nil for the tool itself).
    package init(message: String, subcommand: String?) {
        self.message = message
        self.subcommand = subcommand
    }

    /// What `rig` prints on standard error: `Error: ...`, the usage, and a pointer to `--help`.
    package var description: String {
        let spec = subcommand.flatMap(RigCommand.spec(named:))
        let usage = spec?.usage ?? "rig <subcommand>"
        let helpName = subcommand.map { "rig \($0) --help" } ?? "rig --help"
        return "Error: \(message)\nUsage: \(usage)\n  See '\(helpName)' for more information.\n"
    }

    /// `'text'` as a usage message quotes what the user typed (bounded, control characters escaped).
    static func quoted(_ text: String) -> String { "'" + InputQuote.bounded(text) + "'" }

    /// `Unknown option '--jsn'. Did you mean '--json'?` and the like: `what` names the kind of
    /// input, `candidates` the accepted spellings.
    static func unknown(_ what: String, _ text: String, among candidates: [String], subcommand: String?) -> RigUsageError {
        var message = "Unknown \(what) \(quoted(text))"
        if let suggestion = Suggestion.nearest(to: text, among: candidates) { message += ". Did you mean '\(suggestion)'?" }
        return RigUsageError(message: message, subcommand: subcommand)
    }

    /// `The value 'gif' is invalid for '--format <format>'; expected one of jsonl, csv, svg, html. Did you mean ...?`
    static func invalidValue(_ text: String, for option: CommandSpec.Option, subcommand: String?, expected: String? = nil) -> RigUsageError {
        var message = "The value \(quoted(text)) is invalid for '\(option.key)" + (option.valueName.map { " <\($0)>" } ?? "") + "'"
        if let expected {
            message += "; expected " + expected
        } else if !option.allowedValues.isEmpty {
            message += "; expected one of " + option.allowedValues.joined(separator: ", ")
            if let suggestion = Suggestion.nearest(to: text, among: option.allowedValues) { message += ". Did you mean '\(suggestion)'?" }
        }
        return RigUsageError(message: message, subcommand: subcommand)
    }
}
