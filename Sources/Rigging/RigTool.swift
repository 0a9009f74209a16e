import AutoLayout
import Foundation
import Motion

/// The `rig` tool as a function from arguments to output: `main.swift` only prints what
/// `run(_:)` returns and exits with its status (64 bad usage, 1 failure, 0 success and help).
public struct RigTool {
    /// What one invocation printed and its exit status.
    public struct Output: Sendable, Equatable {
        public var standardOutput: String
        public var standardError: String
        public var status: Int32
    }

    /// Builds the layout backend for a loaded scene (the AutoLayout engine in the real tool).
    public typealias BackendFactory = (Scene, SceneConstraintTable, String?) throws(SceneError) -> any SceneLayoutBackend

    let makeBackend: BackendFactory
    let readStandardInput: () -> [UInt8]

    /// A tool building backends with `makeBackend`, reading `-` from `readStandardInput`.
    public init(makeBackend: @escaping BackendFactory,
                readStandardInput: @escaping () -> [UInt8] = { Array(FileHandle.standardInput.readDataToEndOfFile()) }) {
        self.makeBackend = makeBackend
        self.readStandardInput = readStandardInput
    }

    /// Runs the command line `arguments` (without the program name).
    public func run(_ arguments: [String]) -> Output {
        let command: RigCommand
        do {
            command = try RigCommand.parse(arguments)
        } catch {
            return Output(standardOutput: "", standardError: error.description, status: 64)
        }
        switch command {
        case .help(let name):
            let text = name.flatMap(RigCommand.spec(named:))?.help ?? RigCommand.toolHelp
            return Output(standardOutput: text, standardError: "", status: 0)
        case .vfl(let options):
            return visualFormat(options)
        case .layout(let path, let json):
            return layout(path, json: json)
        case .replay(let options):
            return replay(options)
        case .compare(let options):
            return compare(options)
        case .time(let options):
            return time(options)
        }
    }

    func failure(_ message: String) -> Output {
        Output(standardOutput: "", standardError: "Error: " + message + (message.hasSuffix("\n") ? "" : "\n"), status: 1)
    }

    /// Loads and builds a scene: the scene, its table and a laid-out backend.
    func open(_ path: String) throws(SceneError) -> (Scene, SceneConstraintTable, any SceneLayoutBackend) {
        let scene: Scene
        if path == "-" {
            scene = try Scene.load(bytes: readStandardInput(), file: "-")
        } else {
            scene = try Scene.load(path: path)
        }
        let table = try SceneConstraintTable(scene: scene, file: path)
        return (scene, table, try makeBackend(scene, table, path))
    }

    /// Writes `text` to `path` or returns it as standard output.
    func emit(_ text: String, to path: String?) -> Output {
        guard let path else { return Output(standardOutput: text, standardError: "", status: 0) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return Output(standardOutput: "", standardError: "", status: 0)
        } catch {
            return failure("cannot write \(path): \(error.localizedDescription)")
        }
    }

    // MARK: Subcommands

    func visualFormat(_ o: RigCommand.VisualFormat) -> Output {
        let options: VisualFormatOptions
        do {
            options = try VisualFormatOptions(names: o.options)
        } catch {
            return failure(error.description)
        }
        do {
            let made = try VisualFormatConstraint.constraints(
                withVisualFormat: o.format, options: options, metrics: o.metrics, views: Set(o.views),
                spacing: VisualFormatSpacing(usesLayoutMargins: o.margins))
            let lines = made.map { o.equations ? $0.equationFormat() : $0.description }
            return Output(standardOutput: lines.map { $0 + "\n" }.joined(), standardError: "", status: 0)
        } catch {
            return failure(error.description)
        }
    }

    func layout(_ path: String, json: Bool) -> Output {
        do {
            let (scene, _, backend) = try open(path)
            let report = LayoutReport(scene: scene, backend: backend)
            return Output(standardOutput: json ? report.json() : report.text(), standardError: "", status: 0)
        } catch {
            if json { return Output(standardOutput: LayoutReport.errorJSON(error), standardError: "", status: 1) }
            return failure(error.description)
        }
    }

    func replay(_ o: RigCommand.Replay) -> Output {
        do {
            let (scene, table, backend) = try open(o.scene)
            let dump = try SceneReplay.run(scene: scene, table: table, backend: backend,
                                           options: SceneReplay.Options(hz: o.hz, until: o.until))
            let text: String
            switch o.format {
            case .jsonl: text = dump.jsonLines()
            case .csv: text = dump.csv()
            case .svg: text = dump.svg()
            case .html: text = dump.html()
            }
            return emit(text, to: o.output)
        } catch {
            return failure(error.description)
        }
    }

    func compare(_ o: RigCommand.Compare) -> Output {
        guard let function = TimingFunctionName.function(o.curve) else {
            return Output(standardOutput: "", standardError: RigUsageError(
                message: "The value '\(o.curve)' is invalid for '--curve <curve>'; expected linear, easeIn, easeOut, easeInEaseOut or default",
                subcommand: "compare").description, status: 64)
        }
        do {
            let (scene, table, _) = try open(o.scene)
            let report = try SceneComparison.run(scene: scene, table: table, function: function, duration: o.duration) {
                () throws(SceneError) in try makeBackend(scene, table, o.scene)
            }
            let text: String
            switch o.format {
            case .text: text = report.text()
            case .json: text = report.json()
            case .svg: text = report.svg()
            case .html: text = report.html()
            }
            return emit(text, to: o.output)
        } catch {
            return failure(error.description)
        }
    }

    func time(_ o: RigCommand.Time) -> Output {
        do {
            let (scene, table, backend) = try open(o.scene)
            let report = try SceneTiming.run(scene: scene, table: table, backend: backend,
                                             options: SceneTiming.Options(budget: o.budget.map { $0 / 1000 }, until: o.until))
            return Output(standardOutput: o.json ? report.json() : report.text(), standardError: "", status: 0)
        } catch {
            return failure(error.description)
        }
    }
}

/// Timing-function names as the command line takes them.
enum TimingFunctionName {
    static func function(_ name: String) -> TimingFunction? { TimingFunction.named(name) }
}
