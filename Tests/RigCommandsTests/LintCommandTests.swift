import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// `rig lint`: the repository's example storyboard on several devices, shards and merged reports.
final class LintCommandTests: XCTestCase {
    private let tool = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { [] })

    /// `Docs/examples/SignIn.storyboard`, which the README's tour lints.
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/examples/SignIn.storyboard").path

    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func testFindsTheLandscapeConflictOnSmallPhonesOnly() {
        let result = tool.run(["lint", Self.example, "--device", "retina4_0,retina6_1", "--orientation", "both"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "\(Self.example): SignIn (SgN-Rt-001) on retina4_0 landscape")
        XCTAssertTrue(
            lines[1].hasPrefix("  error unsatisfiable: broke 'Logo.top ≥ Sign In.bottom + 20' of the conflicting 'Title.top = Safe Area.top + 8'"),
            lines[1])
        XCTAssertEqual(lines[2], "  warning overlap: 'Sign In' and 'Logo' overlap")
        XCTAssertEqual(lines.last, "4 screens of 1 document: 1 error, 1 warning")
        XCTAssertEqual(tool.run(["lint", Self.example, "--device", "retina4_0", "--orientation", "landscape", "--strict"]).status, 3)
        XCTAssertEqual(tool.run(["lint", Self.example, "--strict"]).status, 0, "clean at the document's own device")
    }

    func testJSONRecordsKeyFramesByDocumentID() throws {
        let result = tool.run(["lint", Self.example, "--device", "retina4_0", "--orientation", "landscape", "--format", "json"])
        let line = try XCTUnwrap(result.standardOutput.split(separator: "\n").first)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(object["device"] as? String, "retina4_0")
        XCTAssertEqual(object["orientation"] as? String, "landscape")
        XCTAssertEqual(object["size"] as? [Double], [568, 320])
        XCTAssertEqual((object["frames"] as? [String: [Double]])?["SgN-Ac-001"], [0, 0, 568, 4])
        let checks = (object["findings"] as? [[String: Any]])?.compactMap { $0["check"] as? String }
        XCTAssertEqual(checks, ["unsatisfiable", "overlap"])
    }

    /// An unsatisfiable finding keeps its constraint ids and names the views those constraints
    /// relate (the safe area's by its view, the root), which the HTML page outlines, from a
    /// lint and from merged JSON reports alike.
    func testAConflictOutlinesTheViewsItsConstraintsRelate() throws {
        let arguments = ["lint", Self.example, "--device", "retina4_0", "--orientation", "landscape"]
        let json = tool.run(arguments + ["--format", "json"])
        let line = try XCTUnwrap(json.standardOutput.split(separator: "\n").first)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        let conflict = try XCTUnwrap(findings.first { $0["check"] as? String == "unsatisfiable" })
        XCTAssertEqual((conflict["ids"] as? [String])?.allSatisfy { $0.hasPrefix("SgN-C") }, true, "the constraints, as before")
        XCTAssertEqual(conflict["views"] as? [String], ["SgN-Tt-001", "SgN-Rt-001", "SgN-Em-001", "SgN-Pw-001", "SgN-Bt-001", "SgN-Lg-001"])
        let overlap = try XCTUnwrap(findings.first { $0["check"] as? String == "overlap" })
        XCTAssertEqual(overlap["views"] as? [String], overlap["ids"] as? [String])
        func outlines(_ html: String) -> Int { html.components(separatedBy: "stroke=\"#d00000\"").count - 1 }
        XCTAssertEqual(outlines(tool.run(arguments + ["--format", "html"]).standardOutput), 6, "the conflict's six views, the overlap's among them")
        try withFolder { folder in
            let report = folder.appendingPathComponent("report.json").path
            try json.standardOutput.write(toFile: report, atomically: true, encoding: .utf8)
            XCTAssertEqual(outlines(tool.run(["lint", "--merge", report, "--format", "html"]).standardOutput), 6)
            // `-` reads a report from standard input.
            let piped = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(json.standardOutput.utf8) })
            XCTAssertEqual(outlines(piped.run(["lint", "--merge", "-", "--format", "html"]).standardOutput), 6)
            // A report whose findings have no "views" outlines their ids.
            let old = json.standardOutput.replacingOccurrences(of: #", "views": \[[^\]]*\]"#, with: "", options: .regularExpression)
            XCTAssertFalse(old.contains("\"views\""))
            try old.write(toFile: report, atomically: true, encoding: .utf8)
            XCTAssertEqual(outlines(tool.run(["lint", "--merge", report, "--format", "html"]).standardOutput), 2)
        }
    }

    func testShardsSplitTheDocumentsAndMergeIntoOneReport() throws {
        try withFolder { folder in
            var paths: [String] = []
            for name in ["A", "B", "C", "D", "E"] {
                let path = folder.appendingPathComponent("\(name).storyboard").path
                try FileManager.default.copyItem(atPath: Self.example, toPath: path)
                paths.append(path)
            }
            let whole = tool.run(["lint"] + paths + ["--device", "retina4_0", "--orientation", "both", "--format", "json"])
            var reports: [String] = []
            var linted: [String] = []
            for k in 1...3 {
                let shard = tool.run(["lint"] + paths + ["--device", "retina4_0", "--orientation", "both", "--format", "json", "--shard", "\(k)/3"])
                XCTAssertEqual(shard.status, 0, shard.standardError)
                let report = folder.appendingPathComponent("shard\(k).json").path
                try shard.standardOutput.write(toFile: report, atomically: true, encoding: .utf8)
                reports.append(report)
                linted += shard.standardOutput.split(separator: "\n").map { String($0) }
            }
            XCTAssertEqual(linted.count, 10, "every document in exactly one shard")
            let merged = tool.run(["lint", "--merge"] + reports + ["--format", "json"])
            XCTAssertEqual(merged.status, 0, merged.standardError)
            XCTAssertEqual(merged.standardOutput.split(separator: "\n").count, whole.standardOutput.split(separator: "\n").count)
            let text = tool.run(["lint", "--merge"] + reports)
            XCTAssertTrue(text.standardOutput.hasSuffix("10 screens of 5 documents: 5 errors, 5 warnings\n"), text.standardOutput)
            let html = tool.run(["lint", "--merge"] + reports + ["--format", "html"])
            XCTAssertTrue(html.standardOutput.contains("<svg"), "draws the screens")
            XCTAssertTrue(html.standardOutput.contains("stroke=\"#d00000\""), "outlines the views with problems")
        }
    }

    func testBadInput() throws {
        try withFolder { folder in
            let bad = folder.appendingPathComponent("Bad.storyboard").path
            try "not xml".write(toFile: bad, atomically: true, encoding: .utf8)
            let result = tool.run(["lint", bad, Self.example])
            XCTAssertEqual(result.status, 1)
            // The reader's error names the file and line once, as a compiler's does.
            XCTAssertTrue(result.standardOutput.contains("\(bad):1: error: not XML"), result.standardOutput)
            XCTAssertFalse(result.standardOutput.contains("\(bad): error: "), result.standardOutput)
            let report = folder.appendingPathComponent("report.json").path
            try "{\"document\": \"a\"}\n".write(toFile: report, atomically: true, encoding: .utf8)
            let merged = tool.run(["lint", "--merge", report])
            XCTAssertEqual(merged.status, 1)
            XCTAssertTrue(merged.standardError.contains("report.json:1: \"size\" is not [width, height]"), merged.standardError)
            let finding = #"{"check": "overlap", "severity": "warning", "ids": ["a"], "views": "a", "message": "m"}"#
            try #"{"document": "a", "size": [1, 1], "frames": {}, "findings": [\#(finding)]}"#.write(
                toFile: report, atomically: true, encoding: .utf8)
            let views = tool.run(["lint", "--merge", report])
            XCTAssertEqual(views.status, 1)
            XCTAssertTrue(views.standardError.contains("report.json:1: a finding's \"views\" is not an array of strings"), views.standardError)
        }
        XCTAssertEqual(tool.run(["lint", Self.example, "--shard", "4/3"]).status, 64)
        XCTAssertEqual(tool.run(["lint", Self.example, "--device", "retina99"]).status, 64)
        XCTAssertEqual(tool.run(["lint", "--merge", "a.json", "--shard", "1/2"]).status, 64)
    }

    /// The README's tour shows what `rig layout` and `rig lint` print for the example.
    func testTheReadmeShowsTheseOutputs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let relative = "Docs/examples/SignIn.storyboard"
        for arguments in [
            ["layout", Self.example, "--device", "retina4_0"],
            ["lint", Self.example, "--device", "retina4_0,retina6_1,ipad11", "--orientation", "both"],
        ] {
            let output = tool.run(arguments).standardOutput.replacingOccurrences(of: Self.example, with: relative)
            let command = "$ rig " + arguments.map { $0 == Self.example ? relative : $0 }.joined(separator: " ")
            XCTAssertTrue(readme.contains(command + "\n" + output), "the README shows:\n\(command)\n\(output)")
        }
    }

    /// A partly understood document: each thing left out is named by file, line and object id,
    /// and the rest is laid out and linted.
    func testWhatIsSkippedIsListedByFileLineAndID() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Partly.xib").path
            try Self.partly.write(toFile: path, atomically: true, encoding: .utf8)
            let output = tool.run(["lint", path]).standardOutput
            for expected in [
                "\(path):16: 'holo' translates its autoresizing mask but has no stored frame",
                "\(path):23: 'c5' relates 'other', which is not in this hierarchy; skipped",
                "\(path):7: destination refers to 'nowhere', which no object of the document has (id o1)",
                "\(path):13: alpha=\"half\" is not a number; read as absent (id box)",
                "\(path):16: unknown element <hologram> read as a plain view (id holo)",
            ] {
                XCTAssertTrue(output.contains("  warning skipped: " + expected), "\(expected)\nin\n\(output)")
            }
            XCTAssertTrue(output.hasSuffix("2 screens of 1 document: 2 errors, 6 warnings\n"), output)
        }
    }

    static let partly = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="header" destination="nowhere" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="first">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <view alpha="half" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="50" height="30"/>
                        </view>
                        <hologram id="holo"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="first" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="first" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
                        <constraint firstItem="box" firstAttribute="trailing" secondItem="other" secondAttribute="trailing" id="c5"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" id="second">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="other">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """#
}
