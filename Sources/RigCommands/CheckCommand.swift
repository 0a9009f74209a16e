import Dispatch
import Locking
import Rigging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rig check <scene> ... (--expect GOLDEN | --expect-dir DIR) [--tolerance T] [--record]`:
/// replays each scene as `rig replay` does and compares the run with its golden dump
/// (`FrameDumpDifference`); `--record` writes the goldens instead, atomically. Several scenes run
/// at once on all cores, each with its own scene, layout engine and loop; the report lists them
/// in the order given, one line each (and the differences of a failing one), then the totals.
///
/// Exit status: 0 when every scene matches (or was recorded), 1 when any differs, has no golden,
/// does not load or cannot be written; 64 for a usage error.
package struct CheckCommand: RigSubcommand {
    package static let spec = CommandSpec(
        name: "check", overview: "Replay scenes and check each run against its golden dump.",
        arguments: [.init(name: "scene", help: "The scene files (JSON), or - for standard input (with --expect).", isPath: true, isRepeating: true)],
        options: [
            expectOption.declaration, expectDirectoryOption.declaration, CommonOptions.tolerance.declaration,
            recordOption.declaration, CommonOptions.strict.declaration, SceneScreen.deviceOption.declaration,
            SceneScreen.orientationOption.declaration,
        ],
        discussion: "Each constraint a run breaks is reported on standard error with its scene, frame and time (Apple's log), and "
            + "so is each change of the ambiguous views; golden dumps record the breaks.\n\nEXIT STATUS: 0 every scene matches its "
            + "golden dump (or was recorded), 1 a scene that differs, has no golden dump or does not load, 2 a view was ambiguous "
            + "(--strict, every scene matching), 3 a constraint broke (--strict, every scene matching; wins over 2), 64 bad usage.")

    static let expectOption = CommandOption<String?>.text(
        ["--expect"], valueName: "golden",
        help: "The golden dump (JSON Lines) of the one scene.", isPath: true)
    static let expectDirectoryOption = CommandOption<String?>.text(
        ["--expect-dir"], valueName: "dir", help: "The folder of golden dumps: <dir>/<scene file name without .json>.jsonl for each scene.",
        isPath: true)
    static let recordOption = CommandOption<Bool>.flag(
        ["--record"],
        help: "Write each run as its golden dump (replaced atomically) instead of checking.")

    /// The scene files' paths (`-` for standard input, with `expect`).
    package var scenes: [String]
    /// The golden dump of the one scene (`--expect`).
    package var expect: String?
    /// The folder of golden dumps named after the scene files (`--expect-dir`).
    package var expectDirectory: String?
    /// How far apart two values may be, per field, in points (`--tolerance`; 0 by default).
    package var tolerance = FrameDumpDifference.defaultTolerance
    /// Whether to write the goldens instead of checking them (`--record`).
    package var record = false
    /// Exit 3 when a constraint broke and 2 when a view was ambiguous, in any scene (`--strict`).
    package var strict = false
    /// The device every scene runs on (`--device`, `--orientation`); each scene's own by default.
    var screen = SceneScreen()

    /// A check of `scenes` against `expect` (one scene) or the goldens in `expectDirectory`.
    package init(scenes: [String], expect: String? = nil, expectDirectory: String? = nil) {
        self.scenes = scenes
        self.expect = expect
        self.expectDirectory = expectDirectory
    }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        scenes = p.positionals
        expect = try p.read(Self.expectOption)
        expectDirectory = try p.read(Self.expectDirectoryOption)
        tolerance = try p.read(CommonOptions.tolerance) ?? FrameDumpDifference.defaultTolerance
        record = try p.read(Self.recordOption)
        strict = try p.read(CommonOptions.strict)
        screen = try SceneScreen(p)
        switch (expect, expectDirectory) {
        case (nil, nil):
            throw p.fail("Missing '--expect <golden>' (one scene) or '--expect-dir <dir>' (any number of scenes)")
        case (.some, .some):
            throw p.fail("Give '--expect <golden>' or '--expect-dir <dir>', not both")
        case (.some, nil) where scenes.count > 1:
            throw p.fail("'--expect <golden>' takes one scene, not \(scenes.count); give '--expect-dir <dir>' for several")
        case (nil, .some(let folder)):
            if scenes.contains("-") { throw p.fail("The scene '-' has no file name to name its golden; give '--expect <golden>'") }
            var seen: [String: String] = [:]
            for scene in scenes {
                let golden = Self.golden(for: scene, in: folder)
                if let other = seen[golden] {
                    throw p.fail(
                        "The scenes \(RigUsageError.quoted(other)) and \(RigUsageError.quoted(scene)) would share the golden "
                            + RigUsageError.quoted(golden))
                }
                seen[golden] = scene
            }
        default:
            break
        }
    }

    /// `folder/NAME.jsonl` for the scene file `path` (its last component without `.json`, or
    /// without its last extension).
    static func golden(for path: String, in folder: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return (folder.hasSuffix("/") ? folder : folder + "/") + name + ".jsonl"
    }

    /// Makes `path` and its missing parents, as `mkdir -p` (existing ones are fine; a failure
    /// shows when a golden dump is written there, naming it).
    static func makeFolders(_ path: String) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            mkdir(prefix, 0o777)
        }
    }

    /// What became of one scene.
    enum Outcome: Sendable {
        case matched(frames: Int)
        case differs(FrameDumpDifference)
        case recorded(frames: Int)
        case failed(String)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let goldens = scenes.map { expect ?? Self.golden(for: $0, in: expectDirectory ?? ".") }
        // Scenes load here, in order (standard input is read once, on this thread); the runs go
        // to all cores, each building its own backend and driver.
        let screen = self.screen
        let loaded: [Result<PreparedScene, SceneError>] = scenes.map { path in
            Result { () throws(SceneError) in try context.prepare(path, screen: screen) }
        }
        if record, let folder = expectDirectory { Self.makeFolders(folder) }
        let outcomes = Locked([(Outcome, RunDiagnostics?)?](repeating: nil, count: scenes.count))
        let makeBackend = context.tool.makeBackend
        let (scenes, record, tolerance) = (self.scenes, self.record, self.tolerance)
        DispatchQueue.concurrentPerform(iterations: scenes.count) { i in
            let outcome = Self.check(
                loaded[i], path: scenes[i], golden: goldens[i], record: record, tolerance: tolerance,
                makeBackend: makeBackend)
            outcomes.withLock { $0[i] = outcome }
        }
        var report = ""
        var counts = (ok: 0, failed: 0, recorded: 0, frames: 0)
        var strictStatus: Int32 = 0
        for (i, result) in outcomes.withLock({ $0 }).enumerated() {
            let scene = InputQuote.bounded(scenes[i])
            let golden = InputQuote.bounded(goldens[i])
            if let diagnostics = result?.1 {
                // Apple's log keeps its tabs; what it quotes of the input (names, ids, the path) is checked or bounded.
                for warning in diagnostics.warnings { try? context.standardError.write(warning) }
                strictStatus = max(strictStatus, diagnostics.strictStatus)
            }
            switch result?.0 ?? .failed("not run") {
            case .matched(let frames):
                counts.ok += 1
                counts.frames += frames
                report +=
                    "ok \(scene): \(frames) frames match \(golden)"
                    + (tolerance > 0 ? " (tolerance \(NumberFormat.exact(tolerance)) pt)" : "") + "\n"
            case .differs(let difference):
                counts.failed += 1
                counts.frames += difference.actualFrames
                report += "FAIL \(scene): differs from \(golden)\n"
                report += difference.summary.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
            case .recorded(let frames):
                counts.recorded += 1
                counts.frames += frames
                report += "recorded \(scene): \(frames) frames to \(golden)\n"
            case .failed(let message):
                counts.failed += 1
                report += "FAIL \(scene): \(message)\n"
            }
        }
        if scenes.count > 1 {
            let parts = record ? ["\(counts.recorded) recorded", "\(counts.failed) failed"] : ["\(counts.ok) ok", "\(counts.failed) failed"]
            report += "\(scenes.count) scenes: " + parts.joined(separator: ", ") + " (\(counts.frames) frames)\n"
        }
        try context.write(report)
        if counts.failed > 0 { return 1 }
        return strict ? strictStatus : 0
    }

    /// Replays one loaded scene and compares it with (or records it as) its golden dump; the
    /// run's breaks and ambiguity come beside the outcome.
    static func check(
        _ loaded: Result<PreparedScene, SceneError>, path: String, golden: String, record: Bool,
        tolerance: Double, makeBackend: RigTool.BackendFactory
    ) -> (Outcome, RunDiagnostics?) {
        let dump: FrameDump
        let diagnostics: RunDiagnostics
        do throws(SceneError) {
            let prepared = try loaded.get()
            let driver = try SceneDriver(prepared, backend: try makeBackend(prepared))
            dump = try SceneReplay.record(driver, until: prepared.scene.duration)
            diagnostics = RunDiagnostics(driver, scene: path)
        } catch {
            return (.failed(error.description), nil)
        }
        return (compare(dump, golden: golden, record: record, tolerance: tolerance), diagnostics)
    }

    /// Compares a run with (or records it as) its golden dump.
    static func compare(_ dump: FrameDump, golden: String, record: Bool, tolerance: Double) -> Outcome {
        if record {
            do throws(OutputError) {
                let output = try AtomicFileOutput(path: golden)
                try output.write(dump.jsonLines())
                try output.finish()
            } catch {
                return .failed(error.description)
            }
            return .recorded(frames: dump.frames.count)
        }
        let expected: FrameDump
        do {
            expected = try FrameDump.load(goldenPath: golden)
        } catch {
            return .failed(error.description + (error.problem == .missing ? "; record it with --record" : ""))
        }
        let difference = FrameDumpDifference(expected: expected, actual: dump, tolerance: tolerance)
        return difference.matches ? .matched(frames: dump.frames.count) : .differs(difference)
    }
}
