import Foundation
import Rigging
import RiggingTestSupport
import XCTest

@testable import RigCommands

/// `RigTool` in-process on `StackBackend`: the subcommands that need a layout engine.
final class RigToolTests: XCTestCase {
    static let scene = StackBackend.scene

    func tool(stdin: String = "") -> RigTool {
        RigTool(
            makeBackend: { prepared throws(SceneError) in StackBackend(scene: prepared.scene, constants: [100, 50]) },
            readStandardInput: { Array(stdin.utf8) })
    }

    func testLayoutTableAndJSON() {
        let text = tool(stdin: Self.scene).run(["layout", "-"])
        XCTAssertEqual(
            text,
            RigTool.Output(
                standardOutput: """
                    view  x    y  width  height
                    view  0    0    100     600
                    a     0    0    100     100
                    b     0  100    100      50
                    ambiguous: none
                    unsatisfiable: none

                    """, standardError: "", status: 0))
        let json = tool(stdin: Self.scene).run(["layout", "-", "--json"])
        XCTAssertEqual(
            json.standardOutput,
            "{\"frames\": {\"view\": [0, 0, 100, 600], \"a\": [0, 0, 100, 100], \"b\": [0, 100, 100, 50]}, \"ambiguous\": [], \"unsatisfiable\": []}\n"
        )
    }

    func testReplayFormatsAndOutputFile() throws {
        let jsonl = tool(stdin: Self.scene).run(["replay", "-"])
        XCTAssertEqual(jsonl.status, 0)
        XCTAssertEqual(jsonl.standardOutput.split(separator: "\n").count, 32)
        XCTAssertTrue(
            jsonl.standardOutput.hasPrefix(
                "{\"scene\": \"stack\", \"hz\": 30, \"views\": [\"view\", \"a\", \"b\"], \"constraints\": [\"ha\", \"hb\"]}\n"))
        let csv = tool(stdin: Self.scene).run(["replay", "-", "--format", "csv", "--until", "0.1"])
        XCTAssertTrue(csv.standardOutput.hasPrefix("frame,t,view,x,y,width,height\n0,0,view,0,0,100,600\n0,0,a,0,0,100,200\n"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rig-tool-\(UInt32.random(in: 0...UInt32.max)).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = tool(stdin: Self.scene).run(["replay", "-", "--format=svg", "-o", path])
        XCTAssertEqual(svg, RigTool.Output(standardOutput: "", standardError: "", status: 0))
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg"))
        let html = tool(stdin: Self.scene).run(["replay", "-", "--format", "html", "--hz", "60"])
        XCTAssertTrue(html.standardOutput.contains("\"hz\": 60"))
    }

    func testCompareFormats() {
        let text = tool(stdin: Self.scene).run(["compare", "-"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.standardOutput.hasPrefix("scene stack: constraint-driven vs CA-style (timing easeInEaseOut, durations "))
        let json = tool(stdin: Self.scene).run(["compare", "-", "--format", "json", "--curve", "linear", "--duration", "0.2"])
        XCTAssertTrue(
            json.standardOutput.hasPrefix(
                "{\"scene\": \"stack\", \"timing\": \"linear\", \"durations\": [{\"seconds\": 0.2, \"settled\": true}, {\"seconds\": 0.2, \"settled\": true}], "
            ))
        let bad = tool(stdin: Self.scene).run(["compare", "-", "--curve", "wobbly"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.standardError.hasPrefix("Error: The value 'wobbly' is invalid for '--curve <curve>'"))
    }

    func testBadSceneFailsWithFileAndPath() {
        let result = tool(stdin: #"{"root": {"size": [1, 1]}, "events": [{"at": 0, "resize": [1]}]}"#).run(["replay", "-"])
        XCTAssertEqual(
            result,
            RigTool.Output(
                standardOutput: "",
                standardError: "Error: -: events[0].resize: expected [width, height], found 1 numbers\n", status: 1))
    }

    /// Versions are plain semantic-version tags (no `v`): the one constant `rig --version` prints
    /// is `MAJOR.MINOR.PATCH`, and the README's install snippet asks for it.
    func testTheVersionIsPlainSemverAndTheReadmeAsksForIt() throws {
        XCTAssertNotNil(
            RigTool.version.range(of: #"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$"#, options: .regularExpression),
            RigTool.version)
        XCTAssertEqual(tool().run(["--version"]).standardOutput, RigTool.version + "\n")
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        XCTAssertTrue(text.contains(#".package(url: "https://github.com/rigging-swift/Rigging.git", from: "\#(RigTool.version)"),"#))
    }
}
