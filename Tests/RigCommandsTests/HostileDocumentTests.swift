import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// Hostile and unusual documents through `rig layout` and `rig lint`: each is a clear error
/// naming the document and line with a non-zero exit, or a warning naming the line and object
/// with the rest laid out; nothing crashes.
final class HostileDocumentTests: XCTestCase {
    private let tool = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { [] })

    /// A XIB with a 320 × 100 root holding a 50-point square `a` pinned 10 points in, with the
    /// header `runtime`, `type` and `version`, on `device`, its constraints `constraints`.
    static func xib(
        runtime: String = "iOS.CocoaTouch", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: String = "3.0",
        device: String = "retina6_1", rootSize: String = #"width="320" height="100""#,
        constraints: String = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
        """
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="\(version)" toolsVersion="21701" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" \(rootSize)/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func withDocument(_ text: String, name: String = "Hostile.xib", _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    /// Documents that cannot be read: `rig layout` exits 1 with the document, the line and why;
    /// `rig lint` reports the same error for that document and exits 1.
    func testUnreadableDocumentsAreErrorsNamingDocumentAndLine() throws {
        let cases: [(String, String)] = [
            (String(Self.xib().prefix(700)), ":10: error: not XML: XMLParser error 5 at column 10: the document ends before its elements close"),
            ("", ":1: error: not XML: no root element"),
            ("hello", ":1: error: not XML: XMLParser error 4 at column 1: the document is empty or does not start with an element"),
            (
                Self.xib(runtime: "MacOSX.Cocoa", type: "com.apple.InterfaceBuilder3.Cocoa.XIB"),
                ":2: error: an AppKit document (targetRuntime MacOSX.Cocoa): AppKit documents are not read"
            ),
            (
                Self.xib(runtime: "AppleTV", type: "com.apple.InterfaceBuilder.AppleTV.XIB"),
                ":2: error: target runtime 'AppleTV' is not read, only iOS.CocoaTouch and iOS.CocoaTouch.iPad"
            ),
            (
                Self.xib(runtime: "watchKit", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard"),
                ":2: error: target runtime 'watchKit' is not read, only iOS.CocoaTouch and iOS.CocoaTouch.iPad"
            ),
            (Self.xib(version: "2.0"), ":2: error: document version 2.0 is not read; only version 3.0 (Xcode 8 and later)"),
        ]
        for (text, expected) in cases {
            try withDocument(text) { path in
                let layout = tool.run(["layout", path])
                XCTAssertEqual(layout.status, 1, expected)
                XCTAssertTrue(layout.standardError.contains(path + expected), "\(layout.standardError)\nlacks \(expected)")
                // Said once, as a compiler says it: no `Error: ` before the file's own `error:`.
                XCTAssertTrue(layout.standardError.hasPrefix(path + ":"), layout.standardError)
                XCTAssertTrue(tool.run(["convert", path]).standardError.hasPrefix(path + ":"), expected)
                let lint = tool.run(["lint", path])
                XCTAssertEqual(lint.status, 1, expected)
                XCTAssertTrue(lint.standardOutput.contains(path + expected), "\(lint.standardOutput)\nlacks \(expected)")
            }
        }
    }

    /// A constraint to an id no object has is a warning naming its line and id; the rest lays
    /// out, the view the constraint would have placed ambiguous (`--strict` exits 2).
    func testAConstraintToAMissingObjectIsAWarning() throws {
        let text = Self.xib().replacingOccurrences(
            of: #"secondItem="root" secondAttribute="leading""#, with: #"secondItem="gone" secondAttribute="leading""#)
        try withDocument(text) { path in
            let result = tool.run(["layout", path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(
                result.standardError.contains("\(path):13: warning: secondItem refers to 'gone', which no object of the document has (id c1)"),
                result.standardError)
            XCTAssertTrue(
                result.standardOutput.contains("  warning: \(path):13: 'c1' relates 'gone', which is not in this hierarchy; skipped"),
                result.standardOutput)
            XCTAssertTrue(result.standardOutput.contains("  ambiguous: a 'View'"), result.standardOutput)
            let json = tool.run(["layout", path, "--json"]).standardOutput
            XCTAssertTrue(json.contains(#""warnings": ["\#(path):13: 'c1' relates 'gone', which is not in this hierarchy; skipped"]"#), json)
            XCTAssertEqual(tool.run(["layout", path, "--strict"]).status, 2)
        }
    }

    /// Constraints relating a view to itself in a cycle (its width to its own width plus 50, its
    /// leading to its own trailing) are an unsatisfiable set, named by id; `--strict` exits 3.
    func testConstraintsRelatingAViewToItselfAreUnsatisfiable() throws {
        let text = Self.xib().replacingOccurrences(
            of: #"<constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>"#,
            with:
                #"<constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="width" constant="50" id="c3"/><constraint firstItem="a" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="c5"/>"#
        )
        try withDocument(text) { path in
            let result = tool.run(["layout", path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains("unsatisfiable: broke 'View.width = View.width + 50' (c3)"), result.standardOutput)
            XCTAssertEqual(tool.run(["layout", path, "--strict"]).status, 3)
            XCTAssertTrue(tool.run(["lint", path]).standardOutput.contains("error unsatisfiable"))
        }
    }

    /// A device the device table does not hold is a warning at the `<device>` line; the document
    /// lays out at its root's stored size; an unknown `--device` is a usage error.
    func testAnUnknownDeviceIsAWarningAndAnUnknownOptionAnError() throws {
        try withDocument(Self.xib(device: "retina9_9")) { path in
            let result = tool.run(["layout", path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(
                result.standardError.contains("\(path):3: warning: device 'retina9_9' is not modelled: it is not in the device table"),
                result.standardError)
            XCTAssertEqual(result.standardOutput, "root (xibView)\n  root 0 0 320 100\n  a 10 10 50 50\n")
            let option = tool.run(["layout", path, "--device", "retina9_9"])
            XCTAssertEqual(option.status, 64)
            XCTAssertTrue(option.standardError.contains("The value 'retina9_9' is invalid for '--device <id|all>'"), option.standardError)
        }
    }

    /// A root of no size lays out (its subviews at their constraints) on its own device and on
    /// every device of the table, without an error.
    func testAZeroSizedRootLaysOutEverywhere() throws {
        try withDocument(Self.xib(rootSize: #"width="0" height="0""#)) { path in
            let own = tool.run(["layout", path])
            XCTAssertEqual(own.status, 0, own.standardError)
            XCTAssertEqual(own.standardOutput, "root (xibView) on retina6_1 portrait\n  root 0 0 0 0\n  a 10 10 50 50\n")
            let all = tool.run(["lint", path, "--device", "all", "--orientation", "both", "--format", "json"])
            XCTAssertEqual(all.standardOutput.components(separatedBy: "\"frames\"").count - 1, 2 * Device.all.count)
        }
    }

    /// Views nested 40 deep (87 element levels; the deepest real documents nest about 25) lay
    /// out; deeper than the reader's 100 levels is an error at the line where the limit passes.
    func testDeepNestingLaysOutOrIsAnErrorAtItsLine() throws {
        func nested(_ depth: Int) -> String {
            let open = (0..<depth).map {
                #"<subviews><view contentMode="scaleToFill" id="v\#($0)"><rect key="frame" x="1" y="1" width="10" height="10"/>"#
            }
            let close = String(repeating: "</view></subviews>", count: depth)
            let frame = #"<rect key="frame" x="10" y="10" width="50" height="50"/>"#
            return Self.xib(constraints: "").replacingOccurrences(of: frame, with: frame + "\n" + open.joined(separator: "\n") + close)
        }
        try withDocument(nested(40)) { path in
            let result = tool.run(["layout", path, "--json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains(#""v39": [50, 50, 10, 10]"#), result.standardOutput)
        }
        let deep = nested(60)
        // The view `v47` opens the 101st level: document, objects, root, subviews, a, then two
        // levels (subviews, view) for each nested view.
        let line = try XCTUnwrap(deep.components(separatedBy: "\n").firstIndex { $0.contains(#"id="v47""#) }) + 1
        try withDocument(deep) { path in
            let result = tool.run(["layout", path])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(
                result.standardError.contains("\(path):\(line): error: elements nest deeper than 100 levels; not read"), result.standardError)
        }
    }

    /// A hierarchy whose scene cannot be made (a root of negative size, which Xcode never
    /// stores) is an error naming the document and the root view's line: `rig layout` lays the
    /// document's other hierarchies out and exits 1, `rig lint` reports it for that hierarchy
    /// and exits 1.
    func testAHierarchyWithoutASceneIsAnErrorAtItsRootsLine() throws {
        try withDocument(Self.xib(rootSize: #"width="-320" height="100""#)) { path in
            let layout = tool.run(["layout", path])
            XCTAssertEqual(layout.status, 1)
            XCTAssertTrue(layout.standardError.contains("\(path):5: the scene of hierarchy 'root' is invalid: "), layout.standardError)
            XCTAssertEqual(layout.standardOutput, "")
            // With --json the error is an object on standard output, naming the hierarchy and line.
            let json = tool.run(["layout", path, "--json"])
            XCTAssertEqual(json.status, 1)
            XCTAssertEqual(json.standardError, "")
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            XCTAssertEqual(object["document"] as? String, path)
            XCTAssertEqual(object["hierarchy"] as? String, "root")
            let error = try XCTUnwrap(object["error"] as? [String: Any])
            XCTAssertEqual(error["line"] as? Int, 5)
            XCTAssertTrue((error["message"] as? String)?.hasPrefix("\(path):5: the scene of hierarchy 'root' is invalid: ") == true, "\(error)")
            let lint = tool.run(["lint", path])
            XCTAssertEqual(lint.status, 1)
            let expected = "\(path):5: error: the scene of hierarchy 'root' is invalid: "
            XCTAssertTrue(lint.standardOutput.contains(expected), lint.standardOutput)
        }
    }

    /// In a XIB of two top-level views, one without a scene: the other lays out.
    func testTheOtherHierarchiesStillLayOut() throws {
        let second = """
                <view contentMode="scaleToFill" id="second">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                </view>
            </objects>
            """
        let text = Self.xib(rootSize: #"width="-320" height="100""#).replacingOccurrences(of: "    </objects>", with: second)
        try withDocument(text) { path in
            let layout = tool.run(["layout", path])
            XCTAssertEqual(layout.status, 1)
            XCTAssertEqual(layout.standardOutput, "second (xibView) on retina6_1 portrait\n  second 0 0 200 40\n")
        }
    }
}
