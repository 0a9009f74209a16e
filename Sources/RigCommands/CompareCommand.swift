import Motion
import Rigging

/// `rig compare <scene> [--format F] [-o FILE] [--curve C] [--duration S]`: runs a scene's
/// animations constraint-driven and CA-style and reports how far apart they are.
package struct CompareCommand: RigSubcommand {
    /// Output formats.
    package enum Format: String, Sendable, CaseIterable {
        /// The report as text tables (the default).
        case text
        /// The report as one JSON object.
        case json
        /// Both runs' frames paired side by side, their constants plots and difference plot, as one SVG document.
        case svg
        /// A self-contained HTML player with both runs side by side or overlaid, the difference plot and the report's tables.
        case html
    }

    /// The CA-style timing functions by name.
    static let curves = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    package static let spec = CommandSpec(
        name: "compare", overview: "Compare constraint-driven animation with CA-style interpolation.",
        arguments: [CommandSpec.sceneArgument],
        options: [formatOption.declaration, CommonOptions.output.declaration, curveOption.declaration, durationOption.declaration])

    static let formatOption = CommandOption<Format>.choice(["--format"], valueName: "format", help: "The output format.", default: .text)
    static let curveOption = CommandOption<String>(
        .init(
            names: ["--curve"], valueName: "curve", help: "The CA-style timing function.",
            defaultValue: "easeInEaseOut", allowedValues: curves)
    ) {
        p, option throws(RigUsageError) in
        guard let curve = p.values[option.key]?.last else { return "easeInEaseOut" }
        guard curves.contains(curve) else { throw RigUsageError.invalidValue(curve, for: option, subcommand: p.spec.name) }
        return curve
    }
    static let durationOption = CommandOption<Double?>.number(
        ["--duration"], valueName: "seconds",
        help: "The CA-style duration (default: the constraint-driven settle time).")

    /// The scene file's path, or `-` for standard input.
    package var scene: String
    /// The output format (`--format`), `text` by default.
    package var format: Format = .text
    /// The `-o` file, replaced atomically; nil writes to standard output.
    package var output: String?
    /// The CA-style timing function's name.
    package var curve = "easeInEaseOut"
    /// The CA-style duration in seconds; nil uses the constraint-driven settle time.
    package var duration: Double?

    /// A comparison of the scene at `scene` with the default options.
    package init(scene: String) { self.scene = scene }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        scene = p.positionals[0]
        format = try p.read(Self.formatOption)
        output = try p.read(CommonOptions.output)
        curve = try p.read(Self.curveOption)
        duration = try p.read(Self.durationOption)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let function = TimingFunction.named(curve) ?? .easeInEaseOut
        let prepared: PreparedScene
        let report: SceneComparison
        do {
            prepared = try context.prepare(self.scene)
            report = try SceneComparison.run(prepared, function: function, duration: duration, makeBackend: context.tool.makeBackend)
        } catch {
            throw .scene(error)
        }
        let text: String
        switch format {
        case .text: text = report.text()
        case .json: text = report.json()
        case .svg: text = report.svg(markers: TimelineMarker.markers(of: prepared.scene))
        case .html: text = report.html(markers: TimelineMarker.markers(of: prepared.scene))
        }
        try context.emit(text, to: try context.output(to: output))
        return 0
    }
}
