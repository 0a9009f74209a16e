import AutoLayout
import Rigging

/// `rig vfl <format> --views a,b [--metrics k=v] [--options o1,o2] [--margins] [--equations]`:
/// prints the constraints a visual format makes, in Apple's order.
package struct VisualFormatCommand: RigSubcommand {
    package static let spec = CommandSpec(
        name: "vfl", overview: "Print the constraints a visual format makes, in Apple's order.",
        arguments: [.init(name: "format", help: "The visual format, e.g. 'H:|-[a]-[b]-|'.")],
        options: [
            viewsOption.declaration, metricsOption.declaration, optionsOption.declaration, marginsOption.declaration,
            equationsOption.declaration,
        ])

    static let viewsOption = CommandOption<String?>.text(["--views"], valueName: "names", help: "Comma-separated view names the format may use.")
    static let metricsOption = CommandOption<[String: Double]>(
        .init(
            names: ["--metrics"], valueName: "name=value",
            help: "Comma-separated metrics; may repeat.")
    ) {
        p, option throws(RigUsageError) in
        var metrics: [String: Double] = [:]
        for pair in (p.values[option.key] ?? []).flatMap({ $0.split(separator: ",", omittingEmptySubsequences: true) }) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw RigUsageError.invalidValue(String(pair), for: option, subcommand: p.spec.name, expected: "name=value with a finite number")
            }
            metrics[String(parts[0])] = value
        }
        return metrics
    }
    static let optionsOption = CommandOption<[String]>.list(
        ["--options"], valueName: "options", help: "Comma-separated option names; may repeat.",
        allowedValues: VisualFormatOptions.namedOptions.map(\.name))
    static let marginsOption = CommandOption<Bool>.flag(["--margins"], help: "A bare - next to | relates to the superview's layout margin.")
    static let equationsOption = CommandOption<Bool>.flag(["--equations"], help: "Print equations instead of visual format lines.")

    /// The visual format string, e.g. `H:|-[a]-[b]-|`.
    package var format: String
    /// The view names the format may use (`--views`).
    package var views: [String]
    /// Metric values by name, in points (`--metrics`).
    package var metrics: [String: Double] = [:]
    /// The option names, each one of `VisualFormatOptions.namedOptions`.
    package var options: [String] = []
    /// Whether a bare `-` next to `|` relates to the superview's layout margin (`--margins`).
    package var margins = false
    /// Whether to print equations instead of visual format lines (`--equations`).
    package var equations = false

    /// The command for `format` over `views`, with no metrics, options or flags.
    package init(format: String, views: [String]) {
        self.format = format
        self.views = views
    }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        guard let viewList = try p.read(Self.viewsOption) else { throw p.fail("Missing expected argument '--views <names>'") }
        self.init(format: p.positionals[0], views: viewList.split(separator: ",", omittingEmptySubsequences: true).map(String.init))
        metrics = try p.read(Self.metricsOption)
        options = try p.read(Self.optionsOption)
        margins = try p.read(Self.marginsOption)
        equations = try p.read(Self.equationsOption)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let made: [VisualFormatConstraint]
        do {
            // The names were checked when parsing.
            let options = (try? VisualFormatOptions(names: options)) ?? []
            made = try VisualFormatConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: Set(views),
                spacing: VisualFormatSpacing(usesLayoutMargins: margins))
        } catch {
            throw .message(error.description)
        }
        try context.write(made.map { (equations ? $0.equationFormat() : $0.description) + "\n" }.joined())
        return 0
    }
}
