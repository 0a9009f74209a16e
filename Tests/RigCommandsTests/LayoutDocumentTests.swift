import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// `rig layout DOC.xib`: the document route of `rig layout`, on the AutoLayout engine.
final class LayoutDocumentTests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="20" width="50" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="10" id="a"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="b"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="c"/>
                        <constraint firstItem="box" firstAttribute="height" constant="30" id="d"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func withDocument(_ text: String = xib, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Box.xib").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    private let tool = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { [] })

    func testFramesKeyedByDocumentID() throws {
        try withDocument { path in
            let json = tool.run(["layout", path, "--json"])
            XCTAssertEqual(json.status, 0, json.standardError)
            XCTAssertEqual(
                json.standardOutput,
                """
                {"document": "\(path)", "hierarchy": "root-1", "category": "xibView", "device": "retina4_7", "orientation": "portrait", "size": [300, 100], "frames": {"root-1": [0, 0, 300, 100], "box": [10, 20, 50, 30]}, "ambiguous": [], "unsatisfiable": [], "warnings": []}

                """)
            let text = tool.run(["layout", path, "--scene", "root-1"])
            XCTAssertEqual(text.standardOutput, "root-1 (xibView) on retina4_7 portrait\n  root-1 0 0 300 100\n  box 10 20 50 30\n")
        }
    }

    func testUnknownSceneFails() throws {
        try withDocument { path in
            let result = tool.run(["layout", path, "--scene", "nope"])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.standardError.contains("'nope'"), result.standardError)
        }
    }

    /// With `--json`, a document that cannot be read, or an `--scene` that names nothing, is one
    /// error object on standard output naming the document and line, as a scene that does not
    /// load is, and exits 1.
    func testJSONErrorsAreObjectsNamingTheDocumentAndLine() throws {
        try withDocument("not xml") { path in
            let result = tool.run(["layout", path, "--json"])
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.standardError, "")
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            XCTAssertEqual(object["document"] as? String, path)
            let error = try XCTUnwrap(object["error"] as? [String: Any])
            XCTAssertEqual(error["line"] as? Int, 1)
            XCTAssertTrue((error["message"] as? String)?.hasPrefix("\(path):1: error: not XML") == true, "\(error)")
            XCTAssertEqual(result.standardOutput.filter { $0 == "\n" }.count, 1, "one object on one line")
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("rig-missing-\(UUID().uuidString).xib").path
        let absent = tool.run(["layout", missing, "--json"])
        XCTAssertEqual(absent.status, 1)
        XCTAssertTrue(
            absent.standardOutput.hasPrefix("{\"document\": \"\(missing)\", \"error\": {\"message\": \"\(missing):1: error: cannot read the file"),
            absent.standardOutput)
        try withDocument { path in
            let result = tool.run(["layout", path, "--scene", "nope", "--json"])
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(
                result.standardOutput,
                "{\"document\": \"\(path)\", \"error\": {\"message\": \"\(path): no hierarchy, controller or storyboard identifier 'nope'\", \"line\": null}}\n"
            )
        }
    }

    func testReaderWarningsGoToStandardError() throws {
        let malformed = Self.xib.replacingOccurrences(of: #"constant="50" id="c""#, with: #"constant="5O" id="c""#)
        try withDocument(malformed) { path in
            for arguments in [["layout", path], ["layout", path, "--json"], ["convert", path]] {
                let result = tool.run(arguments)
                XCTAssertEqual(result.status, 0, result.standardError)
                XCTAssertTrue(result.standardError.contains("Box.xib:"), result.standardError)
                XCTAssertTrue(result.standardError.contains(#"constant="5O" is not a number"#), result.standardError)
                XCTAssertTrue(result.standardError.contains("(id c)"), result.standardError)
                XCTAssertFalse(result.standardOutput.contains("is not a number"), result.standardOutput)
            }
        }
    }
}
