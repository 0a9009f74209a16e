/// The declared shape of one `rig` subcommand: what its help prints, what its parser accepts and
/// what its completion script offers (swift-argument-parser's `CommandConfiguration` and
/// property declarations, as data).
package struct CommandSpec: Sendable {
    /// A positional argument; `allowedValues` empty means any value (a path, a format).
    package struct Argument: Sendable {
        /// The name the usage and help print, e.g. `scene`.
        package var name: String
        /// The text of its row in the help.
        package var help: String
        /// The values the argument takes; empty means any.
        package var allowedValues: [String] = []
        /// Whether the value is a file path (completion offers files).
        package var isPath = false
        /// Whether the argument takes one or more values (only the last argument may); usage prints `<name> ...`.
        package var isRepeating = false
    }

    /// An option or flag; `valueName` is nil for a flag.
    package struct Option: Sendable {
        /// Spellings, short first (`["-o", "--output"]`); the last is the key values are stored under.
        package var names: [String]
        /// The value's placeholder in usage (`<file>`), or nil for a flag.
        package var valueName: String?
        /// The text of its row in the help.
        package var help: String
        /// The default value the help shows, or nil when there is none.
        package var defaultValue: String?
        /// The values the option takes (each of a comma-separated list for `--options`); empty means any.
        package var allowedValues: [String] = []
        /// Whether the value is a file path (completion offers files).
        package var isPath = false

        /// The spelling values are stored under: the last of `names`.
        package var key: String { names.last ?? "" }
        /// `--format <format>` or `-o, --output <file>`.
        package var synopsis: String { names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "") }
    }

    /// A command line the help shows under `EXAMPLES:`, with what it does.
    package struct Example: Sendable {
        /// The command line, `rig` first; quoted with `"` where an argument holds spaces.
        package var command: String
        /// What it does.
        package var help: String
    }

    /// The scene argument every scene-reading subcommand takes.
    static let sceneArgument = Argument(name: "scene", help: "The scene file (JSON), or - for standard input.", isPath: true)

    /// The subcommand's name (`replay`).
    package var name: String
    /// The summary the help opens with (`OVERVIEW:`).
    package var overview: String
    /// The positional arguments, in order.
    package var arguments: [Argument]
    /// The options and flags, in the order the help lists them.
    package var options: [Option]
    /// Extra paragraphs after the overview (exit statuses), may be empty.
    package var discussion: String = ""
    /// The command lines the help ends with, one for each option at least once.
    package var examples: [Example] = []

    /// `rig replay <scene> [--format <format>] ...`.
    package var usage: String {
        var parts = ["rig", name]
        parts += arguments.map { "<\($0.name)>" + ($0.isRepeating ? " ..." : "") }
        for option in options {
            let spelled = (option.names.last ?? "") + (option.valueName.map { " <\($0)>" } ?? "")
            parts.append("[\(spelled)]")
        }
        return parts.joined(separator: " ")
    }

    /// The help text in swift-argument-parser's shape, allowed values and defaults in parentheses.
    package var help: String {
        var out = "OVERVIEW: \(overview)\n\n"
        if !discussion.isEmpty { out += discussion + "\n\n" }
        out += "USAGE: \(usage)\n\n"
        if !arguments.isEmpty {
            out += "ARGUMENTS:\n"
            for argument in arguments {
                out += Self.row("<\(argument.name)>", argument.help + Self.note(values: argument.allowedValues, defaultValue: nil))
            }
            out += "\n"
        }
        out += "OPTIONS:\n"
        for option in options {
            out += Self.row(option.synopsis, option.help + Self.note(values: option.allowedValues, defaultValue: option.defaultValue))
        }
        out += Self.row("--version", "Show the version.")
        out += Self.row("-h, --help", "Show help information.")
        if !examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in examples { out += "  \(example.command)\n      \(example.help)\n" }
        }
        return out
    }

    /// ` (values: a, b; default: a)`, or the parts that apply, or nothing.
    static func note(values: [String], defaultValue: String?) -> String {
        var parts: [String] = []
        if !values.isEmpty { parts.append("values: " + values.joined(separator: ", ")) }
        if let defaultValue { parts.append("default: " + defaultValue) }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// One help row: the label in a 24-column gutter, the text after it (on the next line if the label is long).
    static func row(_ label: String, _ text: String) -> String {
        let gutter = 26
        let padded = "  " + label
        if padded.count + 2 > gutter {
            return padded + "\n" + String(repeating: " ", count: gutter) + text + "\n"
        }
        return padded + String(repeating: " ", count: gutter - padded.count) + text + "\n"
    }
}
