import Rigging

/// `rig time <scene> [--budget MS] [--until S] [--json] [--device ID] [--orientation O]`: runs a scene in real time and reports
/// per-tick costs, jitter and retarget latency, in milliseconds (text and JSON alike). With
/// `--budget`, a tick over the budget is a failure: the report still prints, standard error names
/// the count and the slowest tick, and the exit status is 4 (`RigTool.overBudgetStatus`).
package struct TimeCommand: RigSubcommand {
    package static let spec = CommandSpec(
        name: "time", overview: "Run a scene in real time at its rate and report per-tick costs, jitter and retarget latency.",
        arguments: [CommandSpec.sceneArgument],
        options: [
            budgetOption.declaration, CommonOptions.until.declaration, jsonOption.declaration,
            SceneScreen.deviceOption.declaration, SceneScreen.orientationOption.declaration,
        ],
        discussion: "EXIT STATUS: 0 measured (with --budget: every tick within it), 1 a bad scene, 4 a tick over the --budget (the report "
            + "prints, and standard error names the slowest tick), 64 bad usage.")

    static let budgetOption = CommandOption<Double?>.number(
        ["--budget"], valueName: "ms",
        help: "Per-tick budget in milliseconds; a tick over it fails the run (exit 4). Default: a third of a frame, reported only.")
    static let jsonOption = CommonOptions.json("Print the report as one JSON object (milliseconds; keys name the unit).")

    /// The scene file's path, or `-` for standard input.
    package var scene: String
    /// The per-tick budget in milliseconds; nil is a third of a frame.
    package var budget: Double?
    /// The last scene time to run, in seconds; nil runs the scene's duration.
    package var until: Double?
    /// `--until` as typed, for messages.
    var untilArgument: String?
    /// Whether to print one JSON object (`--json`, milliseconds) instead of text.
    package var json = false
    /// The device the scene runs on (`--device`, `--orientation`); the scene's own by default.
    var screen = SceneScreen()

    /// A timing run of the scene at `scene` with the default options.
    package init(scene: String) { self.scene = scene }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        scene = p.positionals[0]
        budget = try p.read(Self.budgetOption)
        until = try p.read(CommonOptions.until)
        untilArgument = p.typed(CommonOptions.until)
        json = try p.read(Self.jsonOption)
        screen = try SceneScreen(p)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let (prepared, backend) = try context.load(self.scene, screen: screen)
        _ = try context.lastTick(until: until ?? prepared.scene.duration, given: untilArgument, hz: prepared.scene.hz, spec: Self.spec)
        let report: TimingReport
        do {
            report = try SceneTiming.run(
                prepared, backend: backend,
                options: SceneTiming.Options(budget: budget.map { $0 / 1000 }, until: until))
        } catch {
            throw .scene(error)
        }
        try context.write(json ? report.json() : report.text())
        // Without `--budget` the default budget is only reported, as `layout` reports without `--strict`.
        guard budget != nil, report.isOverBudget else { return 0 }
        try? context.standardError.write("Error: \(report.overBudgetMessage)\n")
        return RigTool.overBudgetStatus
    }
}
