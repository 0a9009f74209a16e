import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// `rig check` and `rig diff` in-process on the real engine, with scenes and goldens in a
/// temporary folder.
final class CheckCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("CheckCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func rig(_ arguments: [String], stdin: String = "") -> RigTool.Output {
        RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(stdin.utf8) }).run(arguments)
    }

    static func scene(_ name: String, to: Double) -> String {
        """
        {"name": "\(name)", "root": {"size": [320, 480]}, "views": [{"name": "a"}],
         "constraints": [{"id": "w", "constraint": "a.width == 10"}, {"constraint": "a.height == 10"},
                         {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
         "duration": 0.2, "events": [{"at": 0, "animate": {"constraint": "w", "to": \(to)}}]}
        """
    }

    /// Writes `text` to `name` in the folder; returns its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testUsageErrors() {
        let cases: [([String], String)] = [
            (["check", "a.json"], "Error: Missing '--expect <golden>' (one scene) or '--expect-dir <dir>' (any number of scenes)\n"),
            (["check", "a.json", "--expect", "a.jsonl", "--expect-dir", "g"], "Error: Give '--expect <golden>' or '--expect-dir <dir>', not both\n"),
            (
                ["check", "a.json", "b.json", "--expect", "a.jsonl"],
                "Error: '--expect <golden>' takes one scene, not 2; give '--expect-dir <dir>' for several\n"
            ),
            (["check", "-", "--expect-dir", "g"], "Error: The scene '-' has no file name to name its golden; give '--expect <golden>'\n"),
            (
                ["check", "x/a.json", "y/a.json", "--expect-dir", "g"],
                "Error: The scenes 'x/a.json' and 'y/a.json' would share the golden 'g/a.jsonl'\n"
            ),
            (
                ["check", "a.json", "--expect", "a.jsonl", "--tolerance", "-1"],
                "Error: The value '-1' is invalid for '--tolerance <points>'; expected a number >= 0\n"
            ),
            (["check", "--expect", "a.jsonl"], "Error: Missing expected argument '<scene>'\n"),
            (["diff", "a.jsonl"], "Error: Missing expected argument '<actual>'\n"),
            (["diff", "-", "-"], "Error: Only one of '<expected>' and '<actual>' can be '-' (standard input)\n"),
            (["diff", "a", "b", "--format", "svg"], "Error: The value 'svg' is invalid for '--format <format>'; expected one of text, json, html\n"),
        ]
        for (arguments, first) in cases {
            let result = rig(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix(first), "\(arguments): \(result.standardError)")
        }
        XCTAssertEqual(
            try RigCommand.parse(["check", "a.json", "b.json", "--expect-dir", "g/", "--record", "--tolerance", "0.5"]),
            .run(
                {
                    var c = CheckCommand(scenes: ["a.json", "b.json"], expectDirectory: "g/")
                    c.record = true
                    c.tolerance = 0.5
                    return c
                }()))
        XCTAssertEqual(CheckCommand.golden(for: "Demos/slider.json", in: "g/"), "g/slider.jsonl")
        XCTAssertEqual(CheckCommand.golden(for: "scene", in: "g"), "g/scene.jsonl")
        XCTAssertEqual(CheckCommand.golden(for: ".hidden", in: "g"), "g/.hidden.jsonl")
    }

    func testRecordThenCheckSeveralScenes() throws {
        let a = try file("a.json", Self.scene("a", to: 100))
        let b = try file("b.json", Self.scene("b", to: 50))
        let goldens = folder.appendingPathComponent("goldens").path
        let recorded = rig(["check", a, b, "--expect-dir", goldens, "--record"])
        XCTAssertEqual(recorded.status, 0, recorded.standardError)
        XCTAssertEqual(
            recorded.standardOutput,
            """
            recorded \(a): 7 frames to \(goldens)/a.jsonl
            recorded \(b): 7 frames to \(goldens)/b.jsonl
            2 scenes: 2 recorded, 0 failed (14 frames)

            """)
        let checked = rig(["check", a, b, "--expect-dir", goldens])
        XCTAssertEqual(checked.status, 0)
        XCTAssertEqual(
            checked.standardOutput,
            """
            ok \(a): 7 frames match \(goldens)/a.jsonl
            ok \(b): 7 frames match \(goldens)/b.jsonl
            2 scenes: 2 ok, 0 failed (14 frames)

            """)
        // b's golden now holds a's run: b differs, a still matches; the order is the arguments'.
        try FileManager.default.removeItem(atPath: goldens + "/b.jsonl")
        try FileManager.default.copyItem(atPath: goldens + "/a.jsonl", toPath: goldens + "/b.jsonl")
        let failed = rig(["check", b, a, "--expect-dir", goldens])
        XCTAssertEqual(failed.status, 1)
        let lines = failed.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "FAIL \(b): differs from \(goldens)/b.jsonl")
        XCTAssertEqual(lines[1], "  scene name: expected \"a\", actual \"b\"")
        XCTAssertEqual(lines[2], "  7 of 7 frames differ (tolerance 0 pt)")
        XCTAssertEqual(lines[3], "  first difference: frame 0 (t = 0 s), view a, width: expected 31 pt, actual 19 pt")
        XCTAssertTrue(lines[4].hasPrefix("  largest difference: "), lines[4])
        XCTAssertEqual(lines[5], "ok \(a): 7 frames match \(goldens)/a.jsonl")
        XCTAssertEqual(lines.last, "2 scenes: 1 ok, 1 failed (14 frames)")
    }

    func testOneSceneAgainstOneGoldenFromStandardInput() throws {
        let golden = folder.appendingPathComponent("g.jsonl").path
        XCTAssertEqual(rig(["check", "-", "--expect", golden, "--record"], stdin: Self.scene("s", to: 100)).status, 0)
        let ok = rig(["check", "-", "--expect", golden], stdin: Self.scene("s", to: 100))
        XCTAssertEqual(ok.standardOutput, "ok -: 7 frames match \(golden)\n")
        let far = rig(["check", "-", "--expect", golden], stdin: Self.scene("s", to: 110))
        XCTAssertEqual(far.status, 1)
        let near = rig(["check", "-", "--expect", golden, "--tolerance", "10"], stdin: Self.scene("s", to: 110))
        XCTAssertEqual(near.status, 0, near.standardOutput)
        XCTAssertEqual(near.standardOutput, "ok -: 7 frames match \(golden) (tolerance 10 pt)\n")
    }

    func testMissingMalformedGoldensAndBadScenesFailNamingTheFile() throws {
        let a = try file("a.json", Self.scene("a", to: 100))
        let bad = try file("bad.json", #"{"root": 1}"#)
        let malformed = try file("m.jsonl", "{\"scene\": \"a\"}\n")
        let result = rig(["check", a, "--expect", folder.appendingPathComponent("none.jsonl").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            "FAIL \(a): no golden dump \(folder.path)/none.jsonl (no such file); record it with --record\n")
        XCTAssertEqual(
            rig(["check", a, "--expect", malformed]).standardOutput,
            "FAIL \(a): golden dump \(malformed): line 1: expected a header with scene, hz, views and constraints\n")
        let badScene = rig(["check", bad, "--expect", malformed])
        XCTAssertEqual(badScene.status, 1)
        XCTAssertEqual(badScene.standardOutput, "FAIL \(bad): \(bad): root: expected an object, found a number\n")
        let folderGolden = rig(["check", a, "--expect", folder.path])
        XCTAssertEqual(folderGolden.standardOutput, "FAIL \(a): cannot read golden dump \(folder.path): it is a directory\n")
    }

    func testDiffTextJSONAndHTML() throws {
        let a = try file("a.json", Self.scene("s", to: 100))
        let b = try file("b.json", Self.scene("s", to: 104))
        XCTAssertEqual(rig(["check", a, "--expect", a + "l", "--record"]).status, 0)
        XCTAssertEqual(rig(["check", b, "--expect", b + "l", "--record"]).status, 0)
        let same = rig(["diff", a + "l", a + "l"])
        XCTAssertEqual(same.status, 0)
        XCTAssertTrue(
            same.standardOutput.hasPrefix(
                "expected \(a)l, actual \(a)l\n7 frames match (tolerance 0 pt)\n\nview  max difference  field  at frame  t  frames differing\nview            0 pt      -         -  -                 0\n"
            ), same.standardOutput)
        let text = rig(["diff", a + "l", b + "l"])
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(
            text.standardOutput.hasSuffix(
                """

                constant  max difference  at frame                      t  frames differing
                w                   4 pt         5  0.16666666666666666 s                 6

                """), text.standardOutput)
        let json = rig(["diff", a + "l", b + "l", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["matches"] as? Bool, false)
        XCTAssertEqual(object["differingFrames"] as? Int, 6)
        XCTAssertEqual((object["largest"] as? [String: Any])?["differencePoints"] as? Double, 4)
        let page = folder.appendingPathComponent("diff.html").path
        let html = rig(["diff", a + "l", b + "l", "--format", "html", "-o", page])
        XCTAssertEqual(html.status, 1)
        XCTAssertEqual(html.standardOutput, "")
        let written = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(written.contains("\(a)l vs \(b)l"))
        XCTAssertTrue(written.contains("6 of 7 frames differ"))
        let stdin = rig(["diff", "-", b + "l"], stdin: try String(contentsOfFile: a + "l", encoding: .utf8))
        XCTAssertEqual(stdin.status, 1)
        XCTAssertTrue(stdin.standardOutput.hasPrefix("expected -, actual \(b)l\n6 of 7 frames differ"))
    }

    func testDiffOfUnreadableDumpsNamesThem() throws {
        let missing = rig(["diff", folder.appendingPathComponent("x.jsonl").path, "y.jsonl"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "Error: cannot read dump \(folder.path)/x.jsonl: no such file\n")
        let bad = try file("bad.jsonl", "{\"scene\": \"s\", \"hz\": 30, \"views\": [\"view\"], \"constraints\": []}\n{\"frame\": 0}\n")
        let malformed = rig(["diff", bad, bad])
        XCTAssertEqual(malformed.standardError, "Error: dump \(bad): line 2: expected frame, t, views and constants\n")
    }
}
