/// One option or flag of a subcommand, typed: its declaration (what the help, the parser and the
/// completion script see) and how its value is read from the parsed arguments. A subcommand
/// declares each as a static property, lists their declarations in its spec and reads them with
/// `ParsedArguments.read(_:)`, so no option is named by a string key twice (swift-argument-parser's
/// `@Option` and `@Flag`, as values).
struct CommandOption<Value: Sendable>: Sendable {
    /// The option's spellings, value name, help and allowed values.
    let declaration: CommandSpec.Option
    /// Reads the option's value; throws for a value the option does not take.
    let read: @Sendable (ParsedArguments, CommandSpec.Option) throws(RigUsageError) -> Value

    /// An option read by `read` from its declaration.
    init(
        _ declaration: CommandSpec.Option,
        read: @escaping @Sendable (ParsedArguments, CommandSpec.Option) throws(RigUsageError) -> Value
    ) {
        self.declaration = declaration
        self.read = read
    }
}

extension CommandOption where Value == Bool {
    /// A flag: true when given.
    static func flag(_ names: [String], help: String) -> Self {
        Self(CommandSpec.Option(names: names, valueName: nil, help: help)) { p, option in p.flags.contains(option.key) }
    }
}

extension CommandOption where Value == String? {
    /// A text value (the last given), nil when absent.
    static func text(_ names: [String], valueName: String, help: String, isPath: Bool = false) -> Self {
        Self(CommandSpec.Option(names: names, valueName: valueName, help: help, isPath: isPath)) { p, option in p.values[option.key]?.last }
    }
}

extension CommandOption where Value == [String] {
    /// Every value given, each a comma-separated list, split (empty items dropped); each item must be
    /// one of `allowedValues` when there are any.
    static func list(_ names: [String], valueName: String, help: String, allowedValues: [String] = []) -> Self {
        Self(CommandSpec.Option(names: names, valueName: valueName, help: help, allowedValues: allowedValues)) { p, option throws(RigUsageError) in
            let items = (p.values[option.key] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) }
            if !option.allowedValues.isEmpty, let bad = items.first(where: { !option.allowedValues.contains($0) }) {
                throw RigUsageError.invalidValue(bad, for: option, subcommand: p.spec.name)
            }
            return items
        }
    }
}

extension CommandOption where Value == Double? {
    /// A finite number > 0 (or >= 0 when `positive` is false), nil when absent.
    static func number(_ names: [String], valueName: String, help: String, defaultValue: String? = nil, positive: Bool = true) -> Self {
        Self(CommandSpec.Option(names: names, valueName: valueName, help: help, defaultValue: defaultValue)) { p, option throws(RigUsageError) in
            guard let text = p.values[option.key]?.last else { return nil }
            guard let value = Double(text), value.isFinite, positive ? value > 0 : value >= 0 else {
                throw RigUsageError.invalidValue(text, for: option, subcommand: p.spec.name, expected: positive ? "a number > 0" : "a number >= 0")
            }
            return value
        }
    }
}

extension CommandOption where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the type's cases by its raw value, `defaultValue` when absent.
    static func choice(_ names: [String], valueName: String, help: String, default defaultValue: Value) -> Self {
        let declaration = CommandSpec.Option(
            names: names, valueName: valueName, help: help, defaultValue: defaultValue.rawValue,
            allowedValues: Value.allCases.map(\.rawValue))
        return Self(declaration) { p, option throws(RigUsageError) in
            guard let text = p.values[option.key]?.last else { return defaultValue }
            guard let value = Value(rawValue: text) else { throw RigUsageError.invalidValue(text, for: option, subcommand: p.spec.name) }
            return value
        }
    }
}

extension ParsedArguments {
    /// The value of `option` as given (or its default).
    func read<Value>(_ option: CommandOption<Value>) throws(RigUsageError) -> Value {
        try option.read(self, option.declaration)
    }

    /// The value of `option` as typed, for messages (nil when absent).
    func typed<Value>(_ option: CommandOption<Value>) -> String? { values[option.declaration.key]?.last }
}
