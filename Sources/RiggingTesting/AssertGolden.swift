import Foundation
import Rigging

// Golden checks: a run compared with its golden dump (`FrameDumpDifference`), the golden written
// in record mode, and on a mismatch the player page with both runs written as an HTML diff whose
// path the failure message gives. `verifyGolden` returns the failure message (nil when the run
// matches); `assertGolden` reports it to the running test (Swift Testing or XCTest).

/// Checks `dump` against its golden dump `<name>.jsonl` (see `GoldenLocation`); returns nil when
/// every value matches within `tolerance` (points, absolute, per field, as `FrameDumpDifference`),
/// else the failure message: the first difference, how many frames differ, the largest difference,
/// and the path of an HTML diff. In record mode (`record`, else `RIGGING_RECORD`) the golden dump
/// is written and the message says so. A run that breaks a constraint or leaves a view ambiguous
/// (its frames' `diagnostics`) fails too, naming the frames, unless `allowUnsatisfiable` or
/// `allowAmbiguity` accepts it; the golden records the breaks either way.
///
/// ```swift
/// import AutoLayout
/// import Foundation
/// import Rigging
/// import RiggingTesting
///
/// let dump = FrameDump(scene: "one", hz: 30, views: ["view"], constants: [],
///                      frames: [Frame(tick: 0, time: 0, views: [Rect(x: 0, y: 0, width: 320, height: 480)], constants: [])])
/// let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID())")
/// let first = verifyGolden(of: dump, goldens: goldens)     // no golden yet: records it, fails
/// let second = verifyGolden(of: dump, goldens: goldens)    // nil: the run matches
/// // first starts with "no golden dump"; second is nil
/// ```
public func verifyGolden(
    of dump: FrameDump, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    filePath: StaticString = #filePath
) -> String? {
    let name = name ?? dump.scene
    let comparison = compareGolden(
        of: dump, named: name, tolerance: tolerance, record: record, goldens: goldens, artifacts: artifacts,
        filePath: filePath)
    let problems = runProblems(of: dump, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable)
    if comparison == nil && problems == nil { return nil }
    return [comparison, problems].compactMap { $0 }.joined(separator: "\n")
}

/// What the run itself got wrong, whatever its golden says: the constraints it broke and the
/// views it left ambiguous, frame by frame (nil when nothing, or only what is allowed).
func runProblems(of dump: FrameDump, allowAmbiguity: Bool, allowUnsatisfiable: Bool) -> String? {
    var lines: [String] = []
    for frame in dump.frames {
        let at = "frame \(frame.tick) (t = \(NumberFormat.exact(frame.time)) s)"
        if !allowUnsatisfiable {
            lines += frame.diagnostics.breaks.map { "  \(at): unsatisfiable: broke \($0)" }
        }
        if !allowAmbiguity, let views = frame.diagnostics.ambiguous, !views.isEmpty {
            lines.append("  \(at): ambiguous: " + views.joined(separator: ", "))
        }
    }
    guard !lines.isEmpty else { return nil }
    return "\(dump.scene) broke constraints or left views ambiguous during the run "
        + "(allowUnsatisfiable or allowAmbiguity accepts them):\n" + lines.joined(separator: "\n")
}

/// The golden comparison of `verifyGolden(of:)`, without the run's own problems.
private func compareGolden(
    of dump: FrameDump, named name: String, tolerance: Double, record: GoldenRecordMode?, goldens: URL?,
    artifacts: URL?, filePath: StaticString
) -> String? {
    let golden = GoldenLocation.golden(named: name, goldens: goldens, filePath: filePath)
    let mode = record ?? GoldenRecordMode.environment
    func write(_ reason: String) -> String {
        do {
            try GoldenLocation.write(dump.jsonLines(), to: golden)
        } catch {
            return "\(reason); cannot write it: \(error.localizedDescription)"
        }
        return "\(reason); recorded it now (\(dump.frames.count) frames): review it, then run again"
            + (mode == .all ? " without record mode (\(GoldenRecordMode.environmentVariable))" : "")
    }
    if mode == .all { return write("record mode: golden dump \(golden.path)") }
    let expected: FrameDump
    do {
        expected = try FrameDump.load(goldenPath: golden.path)
    } catch {
        // The path whole (`GoldenDumpError.description` bounds it, as `rig` quotes a user's input).
        switch error.problem {
        case .missing:
            return mode == .missing
                ? write("no golden dump \(golden.path)")
                : "no golden dump \(golden.path) (no such file); record it with \(GoldenRecordMode.environmentVariable)=missing "
                    + "(or =1 to re-record every golden dump)"
        case .unreadable(let reason): return "cannot read golden dump \(golden.path): \(reason)"
        case .malformed(let problem): return "golden dump \(golden.path): \(problem)"
        }
    }
    let difference = FrameDumpDifference(expected: expected, actual: dump, tolerance: tolerance)
    if difference.matches { return nil }
    var message = "\(name) does not match golden dump \(golden.path)\n" + difference.summary
    let page = GoldenLocation.diff(named: name, artifacts: artifacts)
    let html = FrameDump.playerHTML(
        title: "\(name): golden vs actual", runs: [("golden " + golden.lastPathComponent, expected), ("actual", dump)],
        notes: difference.summary)
    do {
        try GoldenLocation.write(html, to: page)
        message += "HTML diff: \(page.path)\n"
    } catch {
        message += "HTML diff not written (\(page.path)): \(error.localizedDescription)\n"
    }
    return message + "re-record with \(GoldenRecordMode.environmentVariable)=1 if the new run is right"
}

/// Replays `scene` (`SceneReplay` on an AutoLayout `ViewTreeBackend`) and checks the run as
/// `verifyGolden(of:)` does; the golden's name is the scene's `name` unless given. A scene that
/// does not lay out is a failure naming the error.
public func verifyGolden(
    of scene: Scene, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    filePath: StaticString = #filePath
) -> String? {
    let dump: FrameDump
    do {
        dump = try SceneReplay.run(try PreparedScene(scene))
    } catch {
        return "scene \(scene.name): \(error)"
    }
    return verifyGolden(
        of: dump, named: name ?? scene.name, tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable,
        record: record, goldens: goldens,
        artifacts: artifacts, filePath: filePath)
}

/// Loads the scene file at `url`, replays it and checks the run as `verifyGolden(of:)` does; the
/// golden's name is the file's name without its extension unless given (`slider.json` has
/// `slider.jsonl`). A scene that does not load is a failure naming the file and the error.
public func verifyGolden(
    scene url: URL, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    filePath: StaticString = #filePath
) -> String? {
    let dump: FrameDump
    do {
        dump = try SceneReplay.run(try PreparedScene.load(path: url.path))
    } catch {
        return error.description
    }
    return verifyGolden(
        of: dump, named: name ?? url.deletingPathExtension().lastPathComponent, tolerance: tolerance, allowAmbiguity: allowAmbiguity,
        allowUnsatisfiable: allowUnsatisfiable,
        record: record,
        goldens: goldens, artifacts: artifacts, filePath: filePath)
}

/// Asserts that `dump` matches its golden dump (see `verifyGolden(of:)`); a failure is reported
/// to the running test, Swift Testing or XCTest, at the caller's line.
///
/// ```swift
/// import Rigging
/// import RiggingTesting
/// import XCTest
///
/// final class SliderTests: XCTestCase {
///     func testTheSliderRun() throws {
///         let scene = try Scene.load(text: #"{"name": "tiny", "root": {"size": [100, 100]}, "duration": 0.1}"#)
///         assertGolden(of: scene)    // __Goldens__/SliderTests/tiny.jsonl beside this file
///     }
/// }
/// ```
public func assertGolden(
    of dump: FrameDump, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyGolden(
            of: dump, named: name, tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable,
            record: record, goldens: goldens, artifacts: artifacts,
            filePath: filePath),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the replay of `scene` matches its golden dump (see `verifyGolden(of:)` for a `Scene`).
public func assertGolden(
    of scene: Scene, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyGolden(
            of: scene, named: name, tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable,
            record: record, goldens: goldens, artifacts: artifacts,
            filePath: filePath),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the replay of the scene file at `url` matches its golden dump (see `verifyGolden(scene:)`).
public func assertGolden(
    scene url: URL, named name: String? = nil, tolerance: Double = FrameDumpDifference.defaultTolerance,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    record: GoldenRecordMode? = nil, goldens: URL? = nil, artifacts: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyGolden(
            scene: url, named: name, tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable,
            record: record, goldens: goldens, artifacts: artifacts,
            filePath: filePath),
        fileID: fileID, filePath: filePath, line: line, column: column)
}
