import Foundation
import InterfaceBuilder
import Rigging

/// The `rig` tool: `main(_:)` runs a command line against the process's standard streams and
/// returns the exit status; `run(_:)` runs one in memory (for tests).
///
/// Exit statuses: 0 success (and help, version); 1 a failure (a bad scene, a failed write);
/// 2 and 3 from `--strict` (`layout`, `replay`, `check`: an ambiguous layout, an unsatisfiable
/// constraint); 4 from `rig time --budget` (a tick over the budget); 64 a usage error (`EX_USAGE`:
/// an unknown subcommand or option, a bad or missing value).
package struct RigTool {
    /// The version `rig --version` prints.
    package static let version = "0.1.0"

    /// `rig time --budget`'s exit status when a tick went over the budget.
    package static let overBudgetStatus: Int32 = 4

    /// What one in-memory invocation printed and its exit status.
    package struct Output: Sendable, Equatable {
        /// Everything written to standard output.
        package var standardOutput: String
        /// Everything written to standard error.
        package var standardError: String
        /// The exit status: 0 success, 1 a failure, 2 and 3 from `--strict`, 4 from `rig time
        /// --budget`, 64 a usage error.
        package var status: Int32

        /// An invocation's output and exit status.
        package init(standardOutput: String, standardError: String, status: Int32) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.status = status
        }
    }

    /// Builds the layout backend for a prepared scene (the AutoLayout engine in the real tool);
    /// `rig check` calls it from several threads at once, one scene each.
    package typealias BackendFactory = @Sendable (PreparedScene) throws(SceneError) -> any LayoutBackend

    /// Reads all of standard input (for the scene `-`).
    package typealias InputReader = () throws(SceneError) -> [UInt8]

    let makeBackend: BackendFactory
    let readStandardInput: InputReader

    /// A tool building backends with `makeBackend`, reading `-` from `readStandardInput` (file
    /// descriptor 0 by default; a closed or unreadable one is a scene error, exit 1).
    package init(
        makeBackend: @escaping BackendFactory,
        readStandardInput: InputReader? = nil
    ) {
        self.makeBackend = makeBackend
        if let readStandardInput {
            self.readStandardInput = readStandardInput
        } else {
            self.readStandardInput = Self.readFileDescriptorZero
        }
    }

    /// Standard input to its end, read from file descriptor 0.
    static func readFileDescriptorZero() throws(SceneError) -> [UInt8] { try SceneFile.read("-") }

    /// Runs `arguments` (without the program name) on file descriptors 1 and 2.
    package func main(_ arguments: [String]) -> Int32 {
        run(
            arguments, standardOutput: FileDescriptorOutput(descriptor: 1, name: "standard output"),
            standardError: FileDescriptorOutput(descriptor: 2, name: "standard error"))
    }

    /// Runs `arguments` in memory.
    package func run(_ arguments: [String]) -> Output {
        let out = StringOutput()
        let err = StringOutput()
        let status = run(arguments, standardOutput: out, standardError: err)
        return Output(standardOutput: out.text, standardError: err.text, status: status)
    }

    /// Runs `arguments`, writing to the given outputs; returns the exit status. A failed write to
    /// standard output is reported on standard error with status 1.
    package func run(_ arguments: [String], standardOutput: TextOutput, standardError: TextOutput) -> Int32 {
        let context = RigContext(tool: self, standardOutput: standardOutput, standardError: standardError)
        var status: Int32
        var message: String?
        do throws(RigFailure) {
            status = try execute(arguments, context)
            try context.finish()
        } catch {
            switch error {
            case .usage(let usage):
                status = 64
                message = usage.description
            case .scene(let scene):
                status = 1
                message = "Error: " + scene.description + "\n"
            case .output(let output):
                status = 1
                message = "Error: " + output.description + "\n"
            case .document(let error):
                status = 1
                message = "\(error)\n"
            case .message(let text):
                status = 1
                message = "Error: " + text + (text.hasSuffix("\n") ? "" : "\n")
            }
            try? standardOutput.finish()
        }
        if message == nil { try? standardError.finish() }
        if let message {
            // Input quoted in a message is bounded where it is quoted; lines that echo input whole
            // (a format under its caret) are windowed here, and no control character reaches the terminal.
            try? standardError.write(InputQuote.message(message))
            try? standardError.finish()
        }
        return status
    }

    private func execute(_ arguments: [String], _ context: RigContext) throws(RigFailure) -> Int32 {
        let command: RigCommand
        do {
            command = try RigCommand.parse(arguments)
        } catch {
            throw .usage(error)
        }
        switch command {
        case .help(let name):
            try context.write(name.flatMap(RigCommand.spec(named:))?.help ?? RigCommand.toolHelp)
            return 0
        case .version:
            try context.write(Self.version + "\n")
            return 0
        case .run(let subcommand): return try subcommand.run(context)
        }
    }
}

/// Why a command stopped: each maps to a message on standard error and an exit status.
package enum RigFailure: Error {
    /// 64.
    case usage(RigUsageError)
    /// 1.
    case scene(SceneError)
    /// 1.
    case output(OutputError)
    /// 1: a document the Interface Builder reader cannot read, written as the reader says it
    /// (`file:12: error: ...`: it names the file and line).
    case document(IBReadError)
    /// 1: any other failure, as a message.
    case message(String)
}

/// What a running subcommand reaches: the tool (backends, standard input) and standard output.
package struct RigContext {
    let tool: RigTool
    let standardOutput: TextOutput
    /// Where warnings go (a run that goes on after changing something, as a clamped constant).
    let standardError: TextOutput

    /// Writes `text` to standard output.
    func write(_ text: String) throws(RigFailure) {
        do {
            try standardOutput.write(text)
        } catch {
            throw .output(error)
        }
    }

    /// Flushes standard output.
    func finish() throws(RigFailure) {
        do {
            try standardOutput.finish()
        } catch {
            throw .output(error)
        }
    }

    /// Loads and prepares a scene file (`-`: standard input, read through the tool's reader).
    /// A file with a `"document"` key starts from an Interface Builder document (`DocumentSceneFile`).
    /// `screen` puts it on the device `--device` and `--orientation` ask for. The file is read
    /// once, so a FIFO or a process substitution works.
    func prepare(_ path: String, screen: SceneScreen = SceneScreen()) throws(SceneError) -> PreparedScene {
        if path == "-" { return try screen.apply(to: PreparedScene.load(bytes: tool.readStandardInput(), file: "-")) }
        let bytes = try SceneFile.read(path)
        return try screen.apply(to: PreparedScene.load(bytes: try DocumentSceneFile.scene(bytes: bytes, file: path) ?? bytes, file: path))
    }

    /// Loads, prepares and builds a scene (on the device `screen` asks for): the prepared scene
    /// and its backend.
    func open(_ path: String, screen: SceneScreen = SceneScreen()) throws(SceneError) -> (PreparedScene, any LayoutBackend) {
        let prepared = try prepare(path, screen: screen)
        return (prepared, try tool.makeBackend(prepared))
    }

    /// `open` with its error as a failure.
    func load(_ path: String, screen: SceneScreen = SceneScreen()) throws(RigFailure) -> (PreparedScene, any LayoutBackend) {
        do {
            return try open(path, screen: screen)
        } catch {
            throw .scene(error)
        }
    }

    /// Standard output, or `-o path` written atomically.
    func output(to path: String?) throws(RigFailure) -> TextOutput {
        guard let path else { return standardOutput }
        do {
            return try AtomicFileOutput(path: path)
        } catch {
            throw .output(error)
        }
    }

    /// Writes `text` to `output` and completes it.
    func emit(_ text: String, to output: TextOutput) throws(RigFailure) {
        do {
            try output.write(text)
            if output !== standardOutput { try output.finish() }
        } catch {
            throw .output(error)
        }
    }

    /// The last tick of a run to `until` at `hz`; past the tick limit it is a usage error for `--until`.
    func lastTick(until: Double, given: String?, hz: Int, spec: CommandSpec) throws(RigFailure) -> Int {
        do {
            return try SceneReplay.lastTick(until: until, hz: hz)
        } catch {
            guard let given, let option = spec.options.first(where: { $0.key == "--until" }) else { throw .scene(error) }
            throw .usage(
                RigUsageError(
                    message: "The value \(RigUsageError.quoted(given)) is invalid for '\(option.synopsis)': \(error.message)",
                    subcommand: spec.name))
        }
    }
}
