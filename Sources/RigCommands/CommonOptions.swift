/// The options several subcommands share, declared once.
enum CommonOptions {
    /// `-o, --output <file>`, written atomically.
    static let output = CommandOption<String?>.text(
        ["-o", "--output"], valueName: "file",
        help: "Write to this file (replaced whole, or left as it was on failure).", isPath: true)
    /// `--strict`: a break or an ambiguous layout fails the run.
    static let strict = CommandOption<Bool>.flag(
        ["--strict"], help: "Exit 3 if a constraint broke during the run, else 2 if a view's layout was ambiguous.")
    /// `--until <seconds>`, bounded by `TickLimit` when the run starts.
    static let until = CommandOption<Double?>.number(
        ["--until"], valueName: "seconds",
        help: "Stop at this time instead of the scene's duration (at most 10,000,000 ticks).",
        positive: false)
    /// `--tolerance <points>`, at least 0.
    static let tolerance = CommandOption<Double?>.number(
        ["--tolerance"], valueName: "points",
        help: "How far apart two values may be, per field, in points (absolute).",
        defaultValue: "0, the dump's 1e-6 rounding", positive: false)
    /// `--json`, with the subcommand's own help.
    static func json(_ help: String) -> CommandOption<Bool> { .flag(["--json"], help: help) }
}
