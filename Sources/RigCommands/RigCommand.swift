/// What a `rig` invocation asks for, as `RigCommand.parse(_:)` reads it from the arguments: help,
/// the version, or one subcommand with its typed options.
package enum RigCommand: Sendable, Equatable {
    /// Print help: the tool's (nil) or a subcommand's.
    case help(subcommand: String?)
    /// Print the version.
    case version
    /// Run a subcommand.
    case run(any RigSubcommand)

    /// The subcommands, in help order: the one table every other list (help, parsing, completion) is made from.
    static let subcommands: [any RigSubcommand.Type] = [
        LayoutCommand.self, LintCommand.self, ConvertCommand.self, ReplayCommand.self, CheckCommand.self, DiffCommand.self, CompareCommand.self,
        TimeCommand.self,
        VisualFormatCommand.self, CompletionCommand.self,
    ]

    /// Whether two commands are the same subcommand with the same options (or both help, or both the version).
    package static func == (lhs: RigCommand, rhs: RigCommand) -> Bool {
        switch (lhs, rhs) {
        case (.help(let a), .help(let b)): return a == b
        case (.version, .version): return true
        case (.run(let a), .run(let b)): return a.isEqual(to: b)
        default: return false
        }
    }

    /// The tool's overview line.
    package static let overview = "Headless Auto Layout and constraint-driven animation: lay out, replay, check, compare and time scenes."

    /// Every subcommand's spec, in help order.
    package static var specs: [CommandSpec] { subcommands.map { $0.spec } }

    /// The spec of the subcommand `name`.
    package static func spec(named name: String) -> CommandSpec? { specs.first { $0.name == name } }

    /// The tool's own help.
    package static var toolHelp: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: rig <subcommand>\n\nOPTIONS:\n"
        out += CommandSpec.row("--version", "Show the version.")
        out += CommandSpec.row("-h, --help", "Show help information.")
        out += "\nSUBCOMMANDS:\n"
        for spec in specs { out += CommandSpec.row(spec.name, spec.overview) }
        out += "\n  See 'rig help <subcommand>' for detailed help.\n"
        return out
    }
}

/// One `rig` subcommand in swift-argument-parser's shape: a static spec (its configuration and
/// declared arguments, from its typed `CommandOption`s), typed properties read from the parsed
/// arguments, and `run`.
package protocol RigSubcommand: Sendable, Equatable {
    static var spec: CommandSpec { get }
    /// Reads the typed properties; throws for values the spec does not allow.
    init(_ parsed: ParsedArguments) throws(RigUsageError)
    /// Runs the command, writing to `context`'s outputs; returns the exit status.
    func run(_ context: RigContext) throws(RigFailure) -> Int32
}

extension RigSubcommand {
    /// Whether `other` is this subcommand with the same options.
    func isEqual(to other: any RigSubcommand) -> Bool { (other as? Self) == self }
}
