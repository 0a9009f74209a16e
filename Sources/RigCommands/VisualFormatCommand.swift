import AutoLayout
import Rigging

/// `rig vfl <format> --views a,b [--metrics k=v] [--options o1,o2] [--margins] [--equations]`:
/// prints the constraints a visual format makes, in Apple's order.
public struct VisualFormatCommand: RigSubcommand {
    static let spec = CommandSpec(
        name: "vfl", overview: "Print the constraints a visual format makes, in Apple's order.",
        arguments: [.init(name: "format", help: "The visual format, e.g. 'H:|-[a]-[b]-|'.")],
        options: [
            .init(names: ["--views"], valueName: "names", help: "Comma-separated view names the format may use."),
            .init(names: ["--metrics"], valueName: "name=value", help: "Comma-separated metrics; may repeat."),
            .init(names: ["--options"], valueName: "options", help: "Comma-separated option names; may repeat.",
                  allowedValues: VisualFormatOptions.namedOptions.map(\.name)),
            .init(names: ["--margins"], valueName: nil, help: "A bare - next to | relates to the superview's layout margin."),
            .init(names: ["--equations"], valueName: nil, help: "Print equations instead of visual format lines."),
        ])

    /// The visual format string, e.g. `H:|-[a]-[b]-|`.
    public var format: String
    /// The view names the format may use (`--views`).
    public var views: [String]
    /// Metric values by name, in points (`--metrics`).
    public var metrics: [String: Double] = [:]
    /// The option names, each one of `VisualFormatOptions.namedOptions`.
    public var options: [String] = []
    /// Whether a bare `-` next to `|` relates to the superview's layout margin (`--margins`).
    public var margins = false
    /// Whether to print equations instead of visual format lines (`--equations`).
    public var equations = false

    /// The command for `format` over `views`, with no metrics, options or flags.
    public init(format: String, views: [String]) {
        self.format = format
        self.views = views
    }

    init(_ p: ParsedArguments) throws(RigUsageError) {
        guard let viewList = p.value("--views") else { throw p.fail("Missing expected argument '--views <names>'") }
        self.init(format: p.positionals[0], views: viewList.split(separator: ",", omittingEmptySubsequences: true).map(String.init))
        for list in p.values["--metrics"] ?? [] {
            for pair in list.split(separator: ",", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                    throw RigUsageError.invalidValue(String(pair), for: p.option("--metrics"), subcommand: Self.spec.name,
                                                     expected: "name=value with a finite number")
                }
                metrics[String(parts[0])] = value
            }
        }
        options = (p.values["--options"] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) }
        let known = p.option("--options").allowedValues
        for name in options where !known.contains(name) {
            throw RigUsageError.invalidValue(name, for: p.option("--options"), subcommand: Self.spec.name)
        }
        margins = p.flag("--margins")
        equations = p.flag("--equations")
    }

    func run(_ context: RigContext) throws(RigFailure) -> Int32 {
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
