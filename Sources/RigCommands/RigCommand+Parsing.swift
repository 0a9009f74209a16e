import AutoLayout

// `rig`'s command line, parsed by a pure function. The rules follow swift-argument-parser:
// options may come before or after positionals, `--name value` or `--name=value`, a lone `-` is a
// positional (standard input), `--` ends the options, `-h`/`--help` anywhere asks for help,
// `--version` anywhere asks for the version. A mistyped subcommand, option or value gets a
// "Did you mean" suggestion.

extension RigCommand {
    /// The command `arguments` (without the program name) ask for.
    package static func parse(_ arguments: [String]) throws(RigUsageError) -> RigCommand {
        guard let first = arguments.first else { throw RigUsageError(message: "Missing expected subcommand", subcommand: nil) }
        if first == "-h" || first == "--help" { return .help(subcommand: nil) }
        if first == "--version" { return .version }
        if first == "help" {
            guard arguments.count <= 2 else {
                throw RigUsageError(message: "Unexpected argument \(RigUsageError.quoted(arguments[2]))", subcommand: nil)
            }
            guard let name = arguments.dropFirst().first else { return .help(subcommand: nil) }
            guard spec(named: name) != nil else { throw unknownSubcommand(name) }
            return .help(subcommand: name)
        }
        guard let subcommand = subcommands.first(where: { $0.spec.name == first }) else {
            if first.hasPrefix("-") {
                throw RigUsageError.unknown("option", first, among: ["--help", "--version"], subcommand: nil)
            }
            throw unknownSubcommand(first)
        }
        let rest = Array(arguments.dropFirst())
        let options = rest.prefix(while: { $0 != "--" })
        // `--help` anywhere before `--` asks for help (after `--` it is a positional); so does `--version`.
        if options.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(subcommand: first) }
        if options.contains("--version") { return .version }
        return .run(try subcommand.init(try ParsedArguments(rest, spec: subcommand.spec)))
    }

    private static func unknownSubcommand(_ name: String) -> RigUsageError {
        RigUsageError.unknown("subcommand", name, among: specs.map(\.name), subcommand: nil)
    }
}

/// Arguments split into positionals, option values (by the option's long name) and flags, which
/// the subcommands' `CommandOption`s read.
package struct ParsedArguments {
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
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                throw RigUsageError.unknown(
                    "option", name, among: spec.options.flatMap(\.names) + ["--help", "--version"],
                    subcommand: spec.name)
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
        guard positionals.count == spec.arguments.count || spec.arguments.last?.isRepeating == true else {
            throw fail("Unexpected argument \(RigUsageError.quoted(positionals[spec.arguments.count]))")
        }
        for (i, value) in positionals.enumerated() {
            let argument = spec.arguments[min(i, spec.arguments.count - 1)]
            guard !argument.allowedValues.isEmpty else { continue }
            guard argument.allowedValues.contains(value) else {
                var message =
                    "The value \(RigUsageError.quoted(value)) is invalid for '<\(argument.name)>'; expected one of "
                    + argument.allowedValues.joined(separator: ", ")
                if let suggestion = Suggestion.nearest(to: value, among: argument.allowedValues) { message += ". Did you mean '\(suggestion)'?" }
                throw fail(message)
            }
        }
    }

    func fail(_ message: String) -> RigUsageError { RigUsageError(message: message, subcommand: spec.name) }
}
