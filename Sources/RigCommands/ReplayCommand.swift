import Rigging

/// `rig replay <scene> [--format F] [-o FILE] [--hz N] [--until S] [--device ID] [--orientation O]`: replays a scene on a virtual
/// clock and writes its frames. JSON Lines and the CSV tables stream frame by frame (memory flat
/// in the number of frames); SVG and HTML hold the dump.
package struct ReplayCommand: RigSubcommand {
    /// Output formats.
    package enum Format: String, Sendable, CaseIterable {
        /// JSON Lines, one frame per line after the header (the default), streamed.
        case jsonl
        /// The frames as CSV, one row per view per frame under the header, streamed.
        case csv
        /// The recorded constants as CSV, one row per constant per frame under the header, streamed.
        case constantsCSV = "constants-csv"
        /// An SVG document: a filmstrip of frames above a plot of the constants.
        case svg
        /// A self-contained HTML page that plays the frames.
        case html
    }

    package static let spec = CommandSpec(
        name: "replay", overview: "Replay a scene on a virtual clock and write its frames.",
        arguments: [CommandSpec.sceneArgument],
        options: [
            formatOption.declaration, CommonOptions.output.declaration, hzOption.declaration, CommonOptions.until.declaration,
            CommonOptions.strict.declaration, SceneScreen.deviceOption.declaration, SceneScreen.orientationOption.declaration,
        ],
        discussion: "Each constraint the run breaks is reported on standard error with its frame and time (Apple's log), and so is "
            + "each change of the ambiguous views.\n\nEXIT STATUS: 0 replayed, 1 a bad scene or a failed write, 2 a view was "
            + "ambiguous (--strict), 3 a constraint broke (--strict; wins over 2), 64 bad usage.")

    static let formatOption = CommandOption<Format>.choice(["--format"], valueName: "format", help: "The output format.", default: .jsonl)
    static let hzOption = CommandOption<Int?>(
        .init(
            names: ["--hz"], valueName: "hz", help: "Ticks per second, overriding the scene's (1 to 1000); motion keeps its timing in seconds.")
    ) {
        p, option throws(RigUsageError) in
        guard let text = p.values[option.key]?.last else { return nil }
        guard let hz = Int(text), hz >= 1, hz <= 1000 else {
            throw RigUsageError.invalidValue(text, for: option, subcommand: p.spec.name, expected: "a whole number from 1 to 1000")
        }
        return hz
    }

    /// The scene file's path, or `-` for standard input.
    package var scene: String
    /// The output format (`--format`), `jsonl` by default.
    package var format: Format = .jsonl
    /// The `-o` file, replaced atomically; nil writes to standard output.
    package var output: String?
    /// Ticks per second (1 to 1000), overriding the scene's; nil keeps the scene's.
    package var hz: Int?
    /// The last scene time to record, in seconds; nil records the scene's duration.
    package var until: Double?
    /// `--until` as typed, for messages.
    var untilArgument: String?
    /// Exit 3 when a constraint broke and 2 when a view was ambiguous (`--strict`).
    package var strict = false
    /// The device the scene runs on (`--device`, `--orientation`); the scene's own by default.
    var screen = SceneScreen()

    /// A replay of the scene at `scene` with the default options.
    package init(scene: String) { self.scene = scene }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        scene = p.positionals[0]
        format = try p.read(Self.formatOption)
        output = try p.read(CommonOptions.output)
        hz = try p.read(Self.hzOption)
        until = try p.read(CommonOptions.until)
        untilArgument = p.typed(CommonOptions.until)
        strict = try p.read(CommonOptions.strict)
        screen = try SceneScreen(p)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let (prepared, backend) = try context.load(self.scene, screen: screen)
        let driver: SceneDriver
        do {
            driver = try SceneDriver(prepared, backend: backend, hz: hz)
        } catch {
            throw .scene(error)
        }
        let last = try context.lastTick(until: until ?? prepared.scene.duration, given: untilArgument, hz: driver.hz, spec: Self.spec)
        let out = try context.output(to: output)
        do throws(OutputError) {
            switch format {
            case .jsonl:
                try stream(driver, through: last, writer: JSONLinesWriter(header: SceneReplay.header(driver)), to: out)
            case .csv:
                try stream(driver, through: last, writer: CSVWriter(header: SceneReplay.header(driver)), to: out)
            case .constantsCSV:
                try stream(driver, through: last, writer: ConstantsCSVWriter(header: SceneReplay.header(driver)), to: out)
            case .svg, .html:
                let dump = SceneReplay.record(driver, through: last)
                let markers = driver.timelineMarkers
                try out.write(format == .svg ? dump.svg(markers: markers) : dump.html(markers: markers))
            }
            if out !== context.standardOutput { try out.finish() }
        } catch {
            throw .output(error)
        }
        for message in driver.diagnostics { try? context.standardError.write(InputQuote.message("Warning: \(message)\n")) }
        let diagnostics = RunDiagnostics(driver)
        // Apple's log keeps its tabs; what it quotes of the input (names, ids, the path) is checked or bounded.
        for warning in diagnostics.warnings { try? context.standardError.write(warning) }
        return strict ? diagnostics.strictStatus : 0
    }

    /// Writes the writer's start, each frame's text as the frame is made, and its finish.
    private func stream(_ driver: SceneDriver, through last: Int, writer: some FrameStreamWriter, to out: TextOutput) throws(OutputError) {
        try out.write(writer.start())
        try SceneReplay.forEachFrame(driver, through: last) { (frame) throws(OutputError) in try out.write(writer.text(for: frame)) }
        try out.write(writer.finish())
    }

}
