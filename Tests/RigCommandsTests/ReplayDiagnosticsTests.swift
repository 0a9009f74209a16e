import Rigging
import XCTest

@testable import RigCommands

/// Breaks and ambiguity during a replay: reported once with their frame and time, recorded in the
/// dump, failing `--strict` (3 for a break, 2 for ambiguity) in `rig replay` and `rig check`.
final class ReplayDiagnosticsTests: XCTestCase {
    /// An inactive `box.height == 400` activated at 0.5 s next to a required `box.height == 150`.
    static let breaking = """
        {"name": "brk", "root": {"size": [100, 400]}, "views": [{"name": "box"}],
         "constraints": [{"constraint": "box.top == view.top"}, {"constraint": "box.left == view.left"},
           {"constraint": "box.width == 10"}, {"constraint": "box.height == 150"},
           {"id": "tall", "constraint": "box.height == 400", "active": false}],
         "duration": 1, "events": [{"at": 0.5, "activate": ["tall"]}]}
        """
    /// The box's height constraint deactivated at 0.2 s, then activated again at 0.4 s.
    static let ambiguous = """
        {"name": "amb", "root": {"size": [100, 400]}, "views": [{"name": "box"}],
         "constraints": [{"constraint": "box.top == view.top"}, {"constraint": "box.left == view.left"},
           {"constraint": "box.width == 10"}, {"id": "h", "constraint": "box.height == 150"}],
         "duration": 0.5, "events": [{"at": 0.2, "deactivate": ["h"]}, {"at": 0.4, "activate": ["h"]}]}
        """

    func rig(_ arguments: [String], _ scene: String) -> RigTool.Output {
        RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(scene.utf8) }).run(arguments)
    }

    func testABreakMidTimelineIsReportedOnceAndRecorded() throws {
        let result = rig(["replay", "-"], Self.breaking)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.standardError.hasPrefix("Warning: frame 15 (t = 0.5 s): Unable to simultaneously satisfy constraints.\n"),
            result.standardError)
        XCTAssertEqual(result.standardError.components(separatedBy: "Unable to simultaneously").count, 2, "once per break")
        XCTAssertTrue(
            result.standardError.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint 'tall' V:[box(==400)] (active)>"))
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertTrue(lines[16].hasSuffix(#""constants": {}, "breaks": ["<LayoutConstraint 'tall' V:[box(==400)] (active)>"]}"#), String(lines[16]))
        XCTAssertEqual(lines.filter { $0.contains("breaks") }.count, 1)
        XCTAssertEqual(rig(["replay", "-", "--strict"], Self.breaking).status, 3)
        // The dump reads back with the break.
        let dump = try FrameDump.parse(jsonLines: result.standardOutput)
        XCTAssertEqual(dump.frames[15].diagnostics.breaks, ["<LayoutConstraint 'tall' V:[box(==400)] (active)>"])
        XCTAssertEqual(dump.jsonLines(), result.standardOutput)
    }

    func testAmbiguityMidTimelineNamesTheViews() {
        let result = rig(["replay", "-"], Self.ambiguous)
        XCTAssertEqual(
            result.standardError,
            "Warning: frame 6 (t = 0.2 s): ambiguous layout: box\n"
                + "Warning: frame 12 (t = 0.4 s): the layout is no longer ambiguous\n")
        XCTAssertTrue(result.standardOutput.contains(#""ambiguous": ["box"]}"#))
        XCTAssertTrue(result.standardOutput.contains(#""ambiguous": []}"#))
        XCTAssertEqual(rig(["replay", "-", "--strict"], Self.ambiguous).status, 2)
    }

    func testCheckReportsBreaksAndGoldensRecordThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-diag-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("brk.jsonl").path
        XCTAssertEqual(rig(["check", "-", "--expect", golden, "--record"], Self.breaking).status, 0)
        let checked = rig(["check", "-", "--expect", golden], Self.breaking)
        XCTAssertEqual(checked.status, 0, checked.standardOutput)
        XCTAssertTrue(checked.standardError.hasPrefix("Warning: -: frame 15 (t = 0.5 s): Unable to simultaneously"), checked.standardError)
        XCTAssertEqual(rig(["check", "-", "--expect", golden, "--strict"], Self.breaking).status, 3)
        // The same scene without the break no longer matches the golden that recorded it.
        let fixed = Self.breaking.replacingOccurrences(of: "\"box.height == 400\"", with: "\"box.height == 150\"")
        let differs = rig(["check", "-", "--expect", golden], fixed)
        XCTAssertEqual(differs.status, 1)
        XCTAssertTrue(differs.standardOutput.contains("frame 15: expected breaks"), differs.standardOutput)
    }
}
