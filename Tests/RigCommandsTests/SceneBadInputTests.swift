import AutoLayout
import Rigging
import XCTest

@testable import RigCommands

/// Malformed, empty, huge and hostile scenes and command lines through `RigTool` in-process on
/// the real engine: every one fails with `Error: ...` naming the input (file, JSON path,
/// constraint and character where known) and a non-zero status; none crashes or hangs.
/// Set RIGGING_LONG_TESTS=1 to add the 10 MB scenes that take seconds in a debug build.
final class SceneBadInputTests: XCTestCase {
    func rig(_ arguments: [String], stdin: [UInt8]) -> RigTool.Output {
        RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { stdin }).run(arguments)
    }

    func rig(_ arguments: [String], stdin: String = "") -> RigTool.Output { rig(arguments, stdin: Array(stdin.utf8)) }

    /// Runs every scene-reading subcommand on `scene` and expects a failure whose message has `fragment`.
    func assertRejected(_ scene: [UInt8], _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        for command in [["layout", "-"], ["layout", "-", "--json"], ["replay", "-"], ["compare", "-"], ["time", "-"]] {
            let result = rig(command, stdin: scene)
            XCTAssertNotEqual(result.status, 0, "\(command)", file: file, line: line)
            if command.contains("--json") {
                XCTAssertTrue(
                    result.standardOutput.hasPrefix("{\"document\": \"-\", \"error\": {\"message\": ") || result.standardError.hasPrefix("Error: "),
                    "\(command): \(result)", file: file, line: line)
            } else {
                XCTAssertTrue(result.standardError.hasPrefix("Error: "), "\(command): \(result.standardError)", file: file, line: line)
                XCTAssertTrue(result.standardError.contains(fragment), "\(command): \(result.standardError)", file: file, line: line)
            }
        }
    }

    func testEmptyAndNonJSONScenes() {
        assertRejected([], "-")
        assertRejected(Array("   \n".utf8), "-")
        assertRejected([0xFF, 0xFE, 0x00, 0x01], "-")
        assertRejected(Array("{\"root\": ".utf8), "-")
        assertRejected(Array("[]".utf8), "-")
        assertRejected(Array("null".utf8), "-")
        assertRejected(Array("{\"root\": {\"size\": [320, 568]}} trailing".utf8), "-")
    }

    func testHostileValues() {
        let root = "\"root\": {\"name\": \"view\", \"size\": [320, 568]}"
        let cases: [(String, String)] = [
            ("{\"root\": {\"size\": [1e999, 1]}}", "1:20"),
            ("{\"root\": {\"size\": [-1, 1]}}", "root.size"),
            ("{\"root\": {\"size\": [1, 3.2e54]}}", "root.size[1]"),
            ("{\(root), \"metrics\": {\"m\": 1e308}}", "metrics"),
            ("{\(root), \"hz\": 0}", "hz"),
            ("{\(root), \"hz\": 1e9}", "hz"),
            ("{\(root), \"duration\": -1}", "duration"),
            ("{\(root), \"duration\": 1e300}", "duration"),
            ("{\(root), \"views\": [{\"name\": \"view\", \"parent\": \"view\"}]}", "view"),
            ("{\(root), \"views\": [{\"name\": \"a\", \"parent\": \"a\"}]}", "views[0]"),
            ("{\(root), \"views\": [{\"name\": \"a\", \"parent\": \"b\"}, {\"name\": \"b\", \"parent\": \"a\"}]}", "views[0]"),
            ("{\(root), \"constraints\": [{\"vfl\": \"H:|-[nope]-|\"}]}", "constraints[0]"),
            ("{\(root), \"constraints\": [{\"constraint\": \"view.width == \"}]}", "constraints[0]"),
            ("{\(root), \"constraints\": [{\"constraint\": \"view.width == 1 @0\"}]}", "constraints[0]"),
            ("{\(root), \"events\": [{\"at\": 1, \"set\": {\"constraint\": \"nope\", \"constant\": 1}}]}", "events[0]"),
            ("{\(root), \"events\": [{\"at\": -1, \"resize\": [1, 1]}]}", "events[0]"),
            ("{\(root), \"events\": [{\"at\": 1e300, \"resize\": [1, 1]}]}", "events[0]"),
            ("{\(root), \"events\": [{\"at\": 2, \"resize\": [1, 1]}, {\"at\": 1, \"resize\": [1, 1]}]}", "events[1]"),
            ("{\(root), \"unknown\": 1}", "unknown"),
        ]
        for (scene, fragment) in cases { assertRejected(Array(scene.utf8), fragment) }
    }

    /// A bad constraint's error names the constraint and the character, in text and JSON.
    func testConstraintErrorsPointAtTheCharacter() {
        let scene =
            #"{"root": {"name": "view", "size": [320, 568]}, "views": [{"name": "a", "parent": "view"}], "constraints": [{"constraint": "a.width == 10"}, {"constraint": "a.height >= a.wdth"}]}"#
        let json = rig(["layout", "-", "--json"], stdin: scene)
        XCTAssertNotEqual(json.status, 0)
        XCTAssertTrue(json.standardOutput.contains("\"constraint\": 1"), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains("\"position\": 14"), json.standardOutput)
    }

    func testHugeHostileScenes() {
        // 10 MB of nesting: refused at depth 256, at once.
        assertRejected(Array(repeating: UInt8(ascii: "["), count: 5_000_000) + Array(repeating: UInt8(ascii: "]"), count: 5_000_000), "nesting")
        // A 100,000-character format inside a scene.
        let format = "H:|" + String(repeating: "-[a]", count: 25_000) + "-|"
        let scene =
            #"{"root": {"name": "view", "size": [320, 568]}, "views": [{"name": "a", "parent": "view"}], "constraints": [{"vfl": "\#(format)x"}]}"#
        assertRejected(Array(scene.utf8), "constraints[0]")
        guard ProcessInfo.processInfo.environment["RIGGING_LONG_TESTS"] == "1" else { return }
        let name = String(repeating: "x", count: 10_000_000)
        XCTAssertEqual(rig(["layout", "-"], stdin: #"{"name": "\#(name)", "root": {"name": "view", "size": [320, 568]}}"#).status, 0)
        assertRejected(Array(repeating: UInt8(ascii: " "), count: 10_000_000) + Array("{}".utf8), "root")
    }

    func testBadCommandLines() {
        let scene = #"{"root": {"name": "view", "size": [320, 568]}}"#
        let cases: [[String]] = [
            [], ["nope"], ["layout"], ["layout", "-", "extra"], ["replay", "-", "--format", "pdf"], ["replay", "-", "--hz", "0"],
            ["replay", "-", "--hz", "-5"], ["replay", "-", "--until", "nan"], ["replay", "-", "-o"], ["vfl"],
            ["vfl", "H:|[a]|"], ["vfl", "H:|[a]|", "--views"], ["vfl", "H:|[a]|", "--views", "a", "--metrics", "m"],
            ["vfl", "H:|[a]|", "--views", "a", "--options", "sideways"], ["compare", "-", "--duration", "-1"],
            ["layout", "/nonexistent/scene.json"], ["layout", "/"], ["vfl", "", "--views", "a"],
        ]
        for arguments in cases {
            let result = rig(arguments, stdin: scene)
            XCTAssertNotEqual(result.status, 0, "\(arguments): \(result)")
            XCTAssertTrue(result.standardError.hasPrefix("Error: "), "\(arguments): \(result.standardError)")
        }
    }
}
