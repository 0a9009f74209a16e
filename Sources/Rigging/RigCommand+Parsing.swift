// `rig`'s command line, parsed by a pure function. The rules follow swift-argument-parser:
// options may come before or after positionals, `--name value` or `--name=value`, a lone `-` is a
// positional (standard input), `--` ends the options, `-h`/`--help` anywhere asks for help.

extension RigCommand {
    /// The tool's overview line.
    public static let overview = "Headless Auto Layout and constraint-driven animation: lay out, replay, compare and time scenes."

    /// Every subcommand's spec, in help order.
    public static let specs: [CommandSpec] = [
        CommandSpec(
            name: "layout", overview: "Lay out a scene once and print every view's frame.",
            arguments: [.init(name: "scene", help: "The scene file (JSON), or - for standard input.")],
            options: [.init(names: ["--json"], valueName: nil, help: "Print one JSON object: frames, ambiguous views and unsatisfiable constraints.")],
            discussion: ""),
        CommandSpec(
            name: "replay", overview: "Replay a scene on a virtual clock and write its frames.",
            arguments: [.init(name: "scene", help: "The scene file (JSON), or - for standard input.")],
            options: [
                .init(names: ["--format"], valueName: "format", help: "jsonl, csv, svg or html.", defaultValue: "jsonl"),
                .init(names: ["-o", "--output"], valueName: "file", help: "Write to this file instead of standard output."),
                .init(names: ["--hz"], valueName: "hz", help: "Ticks per second, overriding the scene's."),
                .init(names: ["--until"], valueName: "seconds", help: "Stop at this time instead of the scene's duration."),
            ],
            discussion: ""),
        CommandSpec(
            name: "compare", overview: "Compare constraint-driven animation with CA-style interpolation.",
            arguments: [.init(name: "scene", help: "The scene file (JSON), or - for standard input.")],
            options: [
                .init(names: ["--format"], valueName: "format", help: "text, json, svg or html.", defaultValue: "text"),
                .init(names: ["-o", "--output"], valueName: "file", help: "Write to this file instead of standard output."),
                .init(names: ["--curve"], valueName: "curve", help: "The CA-style timing function.", defaultValue: "easeInEaseOut"),
                .init(names: ["--duration"], valueName: "seconds", help: "The CA-style duration (default: the constraint-driven settle time)."),
            ],
            discussion: ""),
        CommandSpec(
            name: "time", overview: "Run a scene in real time at its rate and report per-tick costs, jitter and retarget latency.",
            arguments: [.init(name: "scene", help: "The scene file (JSON), or - for standard input.")],
            options: [
                .init(names: ["--budget"], valueName: "ms", help: "Per-tick budget in milliseconds (default: a third of a frame)."),
                .init(names: ["--until"], valueName: "seconds", help: "Stop at this time instead of the scene's duration."),
                .init(names: ["--json"], valueName: nil, help: "Print the report as one JSON object."),
            ],
            discussion: ""),
        CommandSpec(
            name: "vfl", overview: "Print the constraints a visual format makes, in Apple's order.",
            arguments: [.init(name: "format", help: "The visual format, e.g. 'H:|-[a]-[b]-|'.")],
            options: [
                .init(names: ["--views"], valueName: "names", help: "Comma-separated view names the format may use."),
                .init(names: ["--metrics"], valueName: "name=value", help: "Comma-separated metrics; may repeat."),
                .init(names: ["--options"], valueName: "options", help: "Comma-separated option names (alignAllTop, directionLeftToRight, ...)."),
                .init(names: ["--margins"], valueName: nil, help: "A bare - next to | relates to the superview's layout margin."),
                .init(names: ["--equations"], valueName: nil, help: "Print equations instead of visual format lines."),
            ],
            discussion: ""),
    ]

    /// The spec of the subcommand `name`.
    public static func spec(named name: String) -> CommandSpec? { specs.first { $0.name == name } }

    /// The tool's own help.
    public static var toolHelp: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: rig <subcommand>\n\nOPTIONS:\n"
        out += CommandSpec.row("-h, --help", "Show help information.")
        out += "\nSUBCOMMANDS:\n"
        for spec in specs { out += CommandSpec.row(spec.name, spec.overview) }
        out += "\n  See 'rig help <subcommand>' for detailed help.\n"
        return out
    }

    /// The command `arguments` (without the program name) ask for.
    public static func parse(_ arguments: [String]) throws(RigUsageError) -> RigCommand {
        guard let first = arguments.first else { throw RigUsageError(message: "Missing expected subcommand", subcommand: nil) }
        if first == "-h" || first == "--help" { return .help(subcommand: nil) }
        if first == "help" {
            guard arguments.count <= 2 else { throw RigUsageError(message: "Unexpected argument '\(arguments[2])'", subcommand: nil) }
            guard let name = arguments.dropFirst().first else { return .help(subcommand: nil) }
            guard spec(named: name) != nil else { throw RigUsageError(message: "Unknown subcommand '\(name)'", subcommand: nil) }
            return .help(subcommand: name)
        }
        guard let spec = spec(named: first) else {
            throw RigUsageError(message: "Unknown subcommand '\(first)'", subcommand: nil)
        }
        let rest = Array(arguments.dropFirst())
        // `--help` anywhere before `--` asks for help (after `--` it is a positional).
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            return .help(subcommand: first)
        }
        let parsed = try ParsedArguments(rest, spec: spec)
        return try build(spec.name, parsed)
    }

    private static func build(_ name: String, _ p: ParsedArguments) throws(RigUsageError) -> RigCommand {
        func fail(_ message: String) -> RigUsageError { RigUsageError(message: message, subcommand: name) }
        func number(_ key: String, positive: Bool = true) throws(RigUsageError) -> Double? {
            guard let text = p.values[key]?.last else { return nil }
            guard let value = Double(text), value.isFinite, positive ? value > 0 : value >= 0 else {
                throw fail("The value '\(text)' is invalid for '\(key) <\(p.spec.options.first { $0.key == key }?.valueName ?? "value")>'")
            }
            return value
        }
        func choice<T: RawRepresentable>(_ key: String, expected: String) throws(RigUsageError) -> T? where T.RawValue == String {
            guard let text = p.values[key]?.last else { return nil }
            guard let value = T(rawValue: text) else {
                throw fail("The value '\(text)' is invalid for '\(key) <format>'; expected \(expected)")
            }
            return value
        }
        let positional = p.positionals[0]
        switch name {
        case "layout":
            return .layout(scene: positional, json: p.flags.contains("--json"))
        case "replay":
            var r = Replay(scene: positional)
            if let format: DumpFormat = try choice("--format", expected: "jsonl, csv, svg or html") { r.format = format }
            r.output = p.values["--output"]?.last
            if let text = p.values["--hz"]?.last {
                guard let hz = Int(text), hz >= 1, hz <= 1000 else {
                    throw fail("The value '\(text)' is invalid for '--hz <hz>'; expected a whole number from 1 to 1000")
                }
                r.hz = hz
            }
            r.until = try number("--until", positive: false)
            return .replay(r)
        case "compare":
            var c = Compare(scene: positional)
            if let format: ReportFormat = try choice("--format", expected: "text, json, svg or html") { c.format = format }
            c.output = p.values["--output"]?.last
            if let curve = p.values["--curve"]?.last { c.curve = curve }
            c.duration = try number("--duration")
            return .compare(c)
        case "time":
            var t = Time(scene: positional)
            t.budget = try number("--budget")
            t.until = try number("--until", positive: false)
            t.json = p.flags.contains("--json")
            return .time(t)
        default:
            guard let viewList = p.values["--views"]?.last else { throw fail("Missing expected argument '--views <names>'") }
            var v = VisualFormat(format: positional, views: viewList.split(separator: ",", omittingEmptySubsequences: true).map(String.init))
            for list in p.values["--metrics"] ?? [] {
                for pair in list.split(separator: ",", omittingEmptySubsequences: true) {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                        throw fail("The value '\(pair)' is invalid for '--metrics <name=value>'")
                    }
                    v.metrics[String(parts[0])] = value
                }
            }
            v.options = (p.values["--options"] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) }
            v.margins = p.flags.contains("--margins")
            v.equations = p.flags.contains("--equations")
            return .vfl(v)
        }
    }
}

/// Arguments split into positionals, option values (by the option's long name) and flags.
struct ParsedArguments {
    let spec: CommandSpec
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], spec: CommandSpec) throws(RigUsageError) {
        self.spec = spec
        func fail(_ message: String) -> RigUsageError { RigUsageError(message: message, subcommand: spec.name) }
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                throw fail("Unknown option '\(name)'")
            }
            if let valueName = option.valueName {
                if let inline {
                    values[option.key, default: []].append(inline)
                } else {
                    guard i < arguments.count else { throw fail("Missing value for '\(name) <\(valueName)>'") }
                    values[option.key, default: []].append(arguments[i])
                    i += 1
                }
            } else {
                guard inline == nil else { throw fail("The flag '\(name)' does not take a value") }
                flags.insert(option.key)
            }
        }
        guard positionals.count >= spec.arguments.count else {
            throw fail("Missing expected argument '<\(spec.arguments[positionals.count].name)>'")
        }
        guard positionals.count == spec.arguments.count else {
            throw fail("Unexpected argument '\(positionals[spec.arguments.count])'")
        }
    }
}
