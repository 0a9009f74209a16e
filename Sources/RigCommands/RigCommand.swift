/// What a `rig` invocation asks for, as `RigCommand.parse(_:)` reads it from the arguments: help,
/// the version, or one subcommand with its typed options.
public enum RigCommand: Sendable, Equatable {
    /// Print help: the tool's (nil) or a subcommand's.
    case help(subcommand: String?)
    /// Print the version.
    case version
    /// Run `rig layout`.
    case layout(LayoutCommand)
    /// Run `rig replay`.
    case replay(ReplayCommand)
    /// Run `rig compare`.
    case compare(CompareCommand)
    /// Run `rig time`.
    case time(TimeCommand)
    /// Run `rig vfl`.
    case vfl(VisualFormatCommand)
    /// Run `rig completion`.
    case completion(CompletionCommand)
    /// Run `rig check`.
    case check(CheckCommand)
    /// Run `rig diff`.
    case diff(DiffCommand)

    /// The tool's overview line.
    public static let overview = "Headless Auto Layout and constraint-driven animation: lay out, replay, check, compare and time scenes."

    /// Every subcommand's spec, in help order.
    public static let specs: [CommandSpec] = [
        LayoutCommand.spec, ReplayCommand.spec, CheckCommand.spec, DiffCommand.spec, CompareCommand.spec, TimeCommand.spec,
        VisualFormatCommand.spec, CompletionCommand.spec,
    ]

    /// The spec of the subcommand `name`.
    public static func spec(named name: String) -> CommandSpec? { specs.first { $0.name == name } }

    /// The tool's own help.
    public static var toolHelp: String {
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
/// declared arguments), typed properties read from the parsed arguments, and `run`.
protocol RigSubcommand: Sendable, Equatable {
    static var spec: CommandSpec { get }
    /// Reads the typed properties; throws for values the spec does not allow.
    init(_ parsed: ParsedArguments) throws(RigUsageError)
    /// Runs the command, writing to `context`'s outputs; returns the exit status.
    func run(_ context: RigContext) throws(RigFailure) -> Int32
}
