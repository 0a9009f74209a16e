import Rigging
import XCTest

@testable import RigCommands

/// `--device` and `--orientation` with a scene file (`SceneScreen`): `rig layout`, `replay`,
/// `check` and `time` put the root on that device, overriding the scene's.
final class SceneScreenTests: XCTestCase {
    static let plain = #"{"root": {"size": [100, 100]}, "views": [{"name": "box"}], "constraints": [{"vfl": "H:|[box]|"}, {"vfl": "V:|[box]|"}]}"#
    static let onPhone =
        #"{"device": "retina4_7", "views": [{"name": "box"}], "constraints": [{"vfl": "H:|[box]|"}, {"constraint": "box.top == view.safeArea.top"}, {"vfl": "V:[box]|"}]}"#

    private func tool(_ scene: String) -> RigTool {
        RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(scene.utf8) })
    }

    /// The first frame `rig replay` writes (`"view": ...` onwards).
    private func firstFrame(_ output: String) -> Substring? {
        output.split(separator: "\n").dropFirst().first
    }

    func testLayoutOnAnotherDevice() {
        let result = tool(Self.plain).run(["layout", "-", "--device", "iphone-15", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""view": [0, 0, 393, 852], "box": [0, 0, 393, 852]"#), result.standardOutput)
        let turned = tool(Self.onPhone).run(["layout", "-", "--orientation", "landscape", "--json"])
        XCTAssertTrue(turned.standardOutput.contains(#""view": [0, 0, 667, 375], "box": [0, 0, 667, 375]"#), turned.standardOutput)
        let own = tool(Self.onPhone).run(["layout", "-", "--json"])
        XCTAssertTrue(own.standardOutput.contains(#""view": [0, 0, 375, 667], "box": [0, 20, 375, 647]"#), own.standardOutput)
        let pad = tool(Self.onPhone).run(["layout", "-", "--device", "ipad10_2", "--json"])
        XCTAssertTrue(pad.standardOutput.contains(#""view": [0, 0, 810, 1080], "box": [0, 20, 810, 1060]"#), pad.standardOutput)
    }

    func testReplayCheckAndTimeTakeTheDevice() throws {
        let replay = tool(Self.onPhone).run(["replay", "-", "--device", "iPhone 11", "--orientation", "landscape"])
        XCTAssertEqual(replay.status, 0, replay.standardError)
        XCTAssertEqual(
            firstFrame(replay.standardOutput),
            #"{"frame": 0, "t": 0, "views": {"view": [0, 0, 896, 414], "box": [0, 0, 896, 414]}, "constants": {}}"#)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("golden.jsonl").path
        let record = tool(Self.onPhone).run(["check", "-", "--expect", golden, "--record", "--device", "retina6_12"])
        XCTAssertEqual(record.status, 0, record.standardError)
        XCTAssertTrue(try String(contentsOfFile: golden, encoding: .utf8).contains(#""box": [0, 59, 393, 793]"#))
        XCTAssertEqual(tool(Self.onPhone).run(["check", "-", "--expect", golden, "--device", "retina6_12"]).status, 0)
        XCTAssertEqual(tool(Self.onPhone).run(["check", "-", "--expect", golden]).status, 1, "the scene's own device differs")

        let time = tool(Self.onPhone).run(["time", "-", "--device", "retina4_0", "--orientation", "portrait", "--json"])
        XCTAssertEqual(time.status, 0, time.standardError)
    }

    func testBadDevicesAndOrientationsAreUsageErrors() {
        let unknown = tool(Self.plain).run(["replay", "-", "--device", "retna6_1"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(
            unknown.standardError.hasPrefix(
                "Error: The value 'retna6_1' is invalid for '--device <id>'; expected an Xcode device id (retina6_1, ipad11_0rounded, ...) "
                    + "or a marketing name (iPhone 15, ...). Did you mean 'retina6_1'?\n"), unknown.standardError)
        let documentStyle = tool(Self.plain).run(["layout", "-", "--device", "retna6_1"])
        XCTAssertTrue(documentStyle.standardError.contains("Did you mean 'retina6_1'?"), documentStyle.standardError)
        XCTAssertEqual(tool(Self.plain).run(["layout", "-", "--device", "all"]).status, 64)
        XCTAssertEqual(tool(Self.plain).run(["layout", "-", "--device", "retina4_0,retina6_1"]).status, 64)
        let both = tool(Self.onPhone).run(["layout", "-", "--orientation", "both"])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.standardError.hasPrefix("Error: A scene is laid out in one orientation"), both.standardError)
        XCTAssertEqual(tool(Self.onPhone).run(["time", "-", "--orientation", "both"]).status, 64)

        let noDevice = tool(Self.plain).run(["replay", "-", "--orientation", "landscape"])
        XCTAssertEqual(noDevice.status, 1)
        XCTAssertEqual(
            noDevice.standardError,
            "Error: -: --orientation turns the scene's device, and the scene names none; give --device too\n")
    }
}
