import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// `rig convert` and scene files that start from a document.
final class ConvertCommandTests: XCTestCase {
    private let tool = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { [] })

    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: LintCommandTests.example, toPath: folder.appendingPathComponent("SignIn.storyboard").path)
        try body(folder)
    }

    /// The frames `rig layout --json` prints for the scene file or document at `path`, by view.
    private func frames(_ arguments: [String]) throws -> [String: [Double]] {
        let result = tool.run(["layout"] + arguments + ["--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try XCTUnwrap(object["frames"] as? [String: [Double]])
    }

    func testAConvertedSceneLaysOutToTheDocumentsFrames() throws {
        try withFolder { folder in
            let document = folder.appendingPathComponent("SignIn.storyboard").path
            for (device, orientation) in [("retina6_1", "portrait"), ("retina3_5", "portrait"), ("ipad11", "landscape")] {
                let scene = folder.appendingPathComponent("SignIn-\(device).json").path
                let converted = tool.run(["convert", document, "--scene", "SignIn", "--device", device, "--orientation", orientation, "-o", scene])
                XCTAssertEqual(converted.status, 0, converted.standardError)
                let fromDocument = try frames([document, "--device", device, "--orientation", orientation])
                let fromScene = try frames([scene])
                XCTAssertEqual(fromScene.count, fromDocument.count)
                for (id, frame) in fromDocument {
                    let name = "v_" + id.replacingOccurrences(of: "-", with: "_")
                    XCTAssertEqual(fromScene[name], frame, "\(device) \(orientation): \(id)")
                }
            }
        }
    }

    /// A table view cell keeps its table's margins (`preservesSuperviewLayoutMargins`, as Xcode
    /// writes every cell): its converted scene still loads, to the cell's frames.
    func testAConvertedCellLoadsBackToItsFrames() throws {
        try withFolder { folder in
            let document = folder.appendingPathComponent("Row.xib").path
            // LayoutDocumentTests' XIB view made the content view of a table view cell.
            let cell = LayoutDocumentTests.xib.replacingOccurrences(
                of: #"<view contentMode="scaleToFill" id="root-1">"#,
                with: #"""
                    <tableViewCell preservesSuperviewLayoutMargins="YES" id="row"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="root-1">
                    """#
            ).replacingOccurrences(of: "        </view>\n    </objects>", with: "</tableViewCellContentView></tableViewCell>\n</objects>")
            try cell.write(toFile: document, atomically: true, encoding: .utf8)
            let scene = folder.appendingPathComponent("row.json").path
            let converted = tool.run(["convert", document, "-o", scene])
            XCTAssertEqual(converted.status, 0, converted.standardError)
            let fromDocument = try frames([document])
            let fromScene = try frames([scene])
            XCTAssertEqual(fromScene.count, fromDocument.count)
            XCTAssertEqual(fromDocument["box"], [10, 20, 50, 30])
            XCTAssertEqual(fromDocument["row"], [0, 0, 300, 100])
            for (id, frame) in fromDocument {
                XCTAssertEqual(fromScene["v_" + id.replacingOccurrences(of: "-", with: "_")], frame, id)
            }
        }
    }

    func testASceneStartsFromADocumentAndAddsEvents() throws {
        try withFolder { folder in
            let scene = folder.appendingPathComponent("collapse.json").path
            try """
            {"document": {"path": "SignIn.storyboard", "scene": "SignIn", "device": "retina4_0"},
             "duration": 1,
             "events": [{"at": 0, "animate": [{"constraint": "logoHeight", "to": 0}]}]}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
            XCTAssertEqual(try frames([scene])["v_SgN_Lg_001"], [100, 428, 120, 120])
            let replay = tool.run(["replay", scene, "--format", "jsonl"])
            XCTAssertEqual(replay.status, 0, replay.standardError)
            let last = try XCTUnwrap(replay.standardOutput.split(separator: "\n").last)
            XCTAssertTrue(last.contains("[100, 548, 120, 0]"), "the logo collapses to its bottom edge: \(last)")
            try #"{"document": {"path": "Missing.storyboard"}}"#.write(toFile: scene, atomically: true, encoding: .utf8)
            let missing = tool.run(["layout", scene])
            XCTAssertEqual(missing.status, 1)
            XCTAssertTrue(missing.standardError.contains("collapse.json: document: "), missing.standardError)
            try #"{"document": {"path": "SignIn.storyboard", "device": "retna4_0"}}"#.write(toFile: scene, atomically: true, encoding: .utf8)
            let misspelt = tool.run(["layout", scene])
            XCTAssertEqual(misspelt.status, 1)
            XCTAssertEqual(
                misspelt.standardError,
                "Error: \(scene): document.device: unknown device \"retna4_0\"; did you mean \"retina4_0\"?\n")
        }
    }

    func testConvertNeedsOneHierarchyAndOneTarget() throws {
        try withFolder { folder in
            let document = folder.appendingPathComponent("SignIn.storyboard").path
            let both = tool.run(["convert", document, "--orientation", "both"])
            XCTAssertEqual(both.status, 1)
            XCTAssertTrue(both.standardError.contains("one device and orientation; 2 were asked for"), both.standardError)
        }
    }
}
