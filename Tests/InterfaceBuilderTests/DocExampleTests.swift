import AutoLayout
import Foundation
import InterfaceBuilder
import Rigging
import XCTest

/// The code examples of `IBDocument`'s doc comment and of Docs/interface-builder.md, run as
/// written on the documents they show.
final class DocExampleTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `IBDocument`'s example.
    func testDocumentDocCommentExample() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="40" width="42" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root"
                                secondAttribute="leading" constant="16" id="pin"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument.read(data: Data(xml.utf8), file: "Card.xib")
        let title = document.view(id: "title")
        XCTAssertTrue(title?.kind == .label && title?.text?.text == "Hello")
        XCTAssertEqual(document.constraint(id: "pin")?.constant, 16)
        XCTAssertTrue(document.diagnostics.isEmpty)
    }

    /// Docs/interface-builder.md's example: its XML block saved as `Login.storyboard`, read by
    /// the Swift block's code, each printed value checked.
    func testGuideExample() throws {
        let guide = try String(contentsOf: Self.repository.appendingPathComponent("Docs/interface-builder.md"), encoding: .utf8)
        let start = try XCTUnwrap(guide.range(of: "```xml\n"))
        let end = try XCTUnwrap(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Login.storyboard").path
        try String(guide[start.upperBound..<end.lowerBound]).write(toFile: path, atomically: true, encoding: .utf8)

        let document = try IBDocument.read(path: path)
        let login = document.viewController(storyboardIdentifier: "Login")
        XCTAssertEqual(login?.customClass ?? "-", "LoginViewController")
        XCTAssertEqual(document.device?.id ?? "no device", "retina6_1")
        guard case .constraint(let height)? = document.outlet("buttonHeight", from: login?.id) else { return XCTFail("no outlet") }
        XCTAssertEqual("\(height.constant) \(height.identifier ?? "-")", "50.0 buttonHeight")
        XCTAssertEqual(document.view(id: "sign-in")?.button?.normalTitle ?? "-", "Sign In")
        XCTAssertTrue(document.diagnostics.isEmpty, "\(document.diagnostics)")
        XCTAssertTrue(
            guide.contains(#"print(document.view(id: "sign-in")?.button?.normalTitle ?? "-")  // Sign In"#),
            "the guide's Swift block is the code this test runs")

        // "From a hierarchy to a scene": the same document laid out.
        let scene = try document.scene(forHierarchy: "login-view")
        let layout = try ViewTreeBackend(PreparedScene(scene.scene))
        var lines: [String] = []
        for (id, frame) in scene.documentFrames(layout.layout()) {
            lines.append("\(id) \(frame.x) \(frame.y) \(frame.width) \(frame.height)")
        }
        XCTAssertEqual(lines, ["login-view 0.0 0.0 414.0 896.0", "sign-in 20.0 68.0 374.0 50.0"])
        XCTAssertTrue(guide.contains("// sign-in 20.0 68.0 374.0 50.0"), "the guide shows what this test checks")
    }
}
