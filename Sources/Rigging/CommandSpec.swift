/// The declared shape of one `rig` subcommand: what its help prints and what its parser accepts.
public struct CommandSpec: Sendable {
    /// A positional argument.
    public struct Argument: Sendable {
        public var name: String
        public var help: String
    }

    /// An option or flag; `valueName` is nil for a flag.
    public struct Option: Sendable {
        /// Spellings, short first (`["-o", "--output"]`); the last is the key values are stored under.
        public var names: [String]
        public var valueName: String?
        public var help: String
        public var defaultValue: String?
        public var key: String { names.last ?? "" }
        /// `--format <format>` or `-o, --output <file>`.
        public var synopsis: String { names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "") }
    }

    public var name: String
    public var overview: String
    public var arguments: [Argument]
    public var options: [Option]
    /// Extra paragraphs after the overview (examples), may be empty.
    public var discussion: String

    /// `rig replay <scene> [--format <format>] ...`.
    public var usage: String {
        var parts = ["rig", name]
        parts += arguments.map { "<\($0.name)>" }
        for option in options {
            let spelled = (option.names.last ?? "") + (option.valueName.map { " <\($0)>" } ?? "")
            parts.append("[\(spelled)]")
        }
        return parts.joined(separator: " ")
    }

    /// The help text in swift-argument-parser's shape.
    public var help: String {
        var out = "OVERVIEW: \(overview)\n\n"
        if !discussion.isEmpty { out += discussion + "\n\n" }
        out += "USAGE: \(usage)\n\n"
        if !arguments.isEmpty {
            out += "ARGUMENTS:\n"
            for argument in arguments { out += Self.row("<\(argument.name)>", argument.help) }
            out += "\n"
        }
        out += "OPTIONS:\n"
        for option in options {
            out += Self.row(option.synopsis, option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        }
        out += Self.row("-h, --help", "Show help information.")
        return out
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
