import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// Inputs named for what they are: a frame dump or a non-JSON file given as a scene, and the
/// nearest name suggested for a misspelt key, view, attribute, id or curve.
final class InputNamingTests: XCTestCase {
    func rig(_ arguments: [String], stdin: String) -> RigTool.Output {
        RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(stdin.utf8) }).run(arguments)
    }

    func testAFrameDumpIsNamedAsOne() {
        let dump =
            #"{"scene": "s", "hz": 30, "views": ["view"], "constraints": []}"# + "\n"
            + #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 10, 10]}, "constants": {}}"# + "\n"
        for command in [["layout"], ["replay"], ["check", "--expect", "golden.jsonl"], ["compare"], ["time"]] {
            let result = rig(command + ["-"], stdin: dump)
            XCTAssertEqual(result.status, 1, "\(command)")
            // `check` reports each scene's failure in its report, the others on standard error.
            XCTAssertTrue(
                (result.standardOutput + result.standardError).contains(
                    "-: this is a frame dump (JSON Lines), not a scene: rig diff compares dumps, and rig check --expect compares a scene's replay with one"
                ),
                "\(command): \(result)")
        }
        // A dump of its header alone is one JSON document, and still a dump.
        XCTAssertTrue(rig(["layout", "-"], stdin: #"{"scene": "s", "hz": 30, "views": ["view"]}"#).standardError.contains("frame dump"))
    }

    /// The other way round: a scene given where a dump is expected, or text that is not JSON.
    func testASceneGivenAsADumpIsNamedAsOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("naming-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("s.json")
        try "{\n  \"root\": {\"size\": [10, 10]}\n}\n".write(to: scene, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            rig(["diff", scene.path, "-"], stdin: "").standardError,
            "Error: dump \(scene.path): line 1: this is a scene, not a frame dump: rig replay writes a scene's dump, "
                + "and rig check replays a scene and compares it with one\n")
        XCTAssertEqual(
            rig(["diff", "-", scene.path], stdin: "name: s\n").standardError,
            "Error: dump -: line 1: not JSON Lines: a frame dump is one JSON object per line, its header first, "
                + "but this starts with \"name: s\"\n")
    }

    func testTextThatIsNotJSONSaysSo() {
        let result = rig(["layout", "-"], stdin: "name: slider\nroot:\n  size: [320, 480]\n")
        XCTAssertEqual(
            result.standardError,
            "Error: -: not JSON: a scene is a JSON object ({...}; see the scene format), but this starts with \"name: slider\"\n")
        // JSON that is broken inside an object stays a JSON syntax error with its line and column.
        XCTAssertTrue(rig(["layout", "-"], stdin: "{\"root\": }").standardError.hasPrefix("Error: -:1:10: invalid JSON"))
    }

    func testMisspeltNamesGetTheNearestOne() {
        func error(_ scene: String) -> String { rig(["layout", "-"], stdin: scene).standardError }
        XCTAssertEqual(
            error(#"{"root": {"size": [1, 1]}, "views": [{"name": "a", "paren": "view"}]}"#),
            "Error: -: views[0].paren: unknown key \"paren\"; did you mean \"parent\"?\n")
        XCTAssertEqual(
            error(#"{"root": {"size": [1, 1]}, "views": [{"name": "stack", "parent": "veiw"}]}"#),
            "Error: -: views[0].parent: unknown view \"veiw\"; did you mean \"view\"?\n")
        XCTAssertEqual(
            error(#"{"root": {"size": [1, 1]}, "views": [{"name": "stack"}], "constraints": [{"constraint": "stak.width == 10"}]}"#),
            "Error: -: constraints[0].constraint: Unknown view 'stak' at character 0 (did you mean 'stack'?):\nstak.width == 10\n^\n")
        XCTAssertTrue(
            error(#"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"constraint": "a.widht == 10"}]}"#)
                .contains("Unknown attribute 'widht' at character 2 (did you mean 'width'?)"))
        XCTAssertTrue(
            error(
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"id": "height", "constraint": "a.height == 1"}], "events": [{"at": 0, "set": {"constraint": "heigth", "to": 2}}]}"#
            )
            .contains("did you mean \"height\"?"))
        XCTAssertTrue(
            error(
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"id": "h", "constraint": "a.height == 1"}], "events": [{"at": 0, "animate": {"constraint": "h", "to": 2, "curve": "easeout", "duration": 1}}]}"#
            )
            .contains("unknown curve \"easeout\"; did you mean \"easeOut\"?"))
        // Nothing near: the whole list, as before.
        XCTAssertTrue(error(#"{"root": {"size": [1, 1]}, "views": [{"name": "a", "zzzzzz": 1}]}"#).contains("expected one of \"name\", \"parent\""))
    }
}
