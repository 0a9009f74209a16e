import Foundation
import Rigging

/// The failure message for `report` against `budget`: the scene, then each exceeded limit with
/// its worst tick or retarget; nil when the run kept within every limit.
public func verifyBudget(_ report: TimingReport, within budget: TimingBudget) -> String? {
    let violations = budget.violations(of: report)
    guard !violations.isEmpty else { return nil }
    return "scene \(report.scene) at \(report.hz) Hz (\(report.ticks) ticks) is over its timing budget:\n"
        + violations.map { "  " + $0 }.joined(separator: "\n")
}

/// Runs the scene file at `url` on the real timer (`SceneTiming.run`, blocking for the run) and
/// checks it against `budget`; a scene that does not load is a failure naming the file.
/// Results depend on the machine, its load and the build: use generous budgets, in a performance
/// job, in a release build (a debug build is 4 to 5 times slower).
public func verifyBudget(scene url: URL, within budget: TimingBudget, options: SceneTiming.Options = SceneTiming.Options()) -> String? {
    do {
        let report = try SceneTiming.run(try PreparedScene.load(path: url.path), options: options)
        return verifyBudget(report, within: budget)
    } catch {
        return error.description
    }
}

/// Asserts that `report` keeps within `budget` (see `verifyBudget(_:within:)`), reporting to the
/// running test, Swift Testing or XCTest. `report` comes from `SceneTiming.run` or from a run
/// built in Swift (`LayoutRunLoop.startTiming()`, then `timingReport(name:budget:)`). Run budget
/// tests in release builds: a debug build is 4 to 5 times slower.
public func assertBudget(
    _ report: TimingReport, within budget: TimingBudget,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyBudget(report, within: budget),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs the scene file at `url` on the real timer and asserts that it keeps within `budget`
/// (see `verifyBudget(scene:within:options:)`).
public func assertBudget(
    scene url: URL, within budget: TimingBudget, options: SceneTiming.Options = SceneTiming.Options(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyBudget(scene: url, within: budget, options: options),
        fileID: fileID, filePath: filePath, line: line, column: column)
}
