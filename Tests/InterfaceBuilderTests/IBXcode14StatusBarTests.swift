import InterfaceBuilder
import Rigging
import XCTest

/// Xcode 14.0 to 14.2 (`toolsVersion` below 21600) draw a phone without a sensor housing with no
/// status bar, as Xcode 11 to 13 do; Xcode 14.3 (21701) draws it again. The canvas's only: on
/// another device the phone's runtime status bar applies.
final class IBXcode14StatusBarTests: XCTestCase {
    /// A storyboard saved by `tools` on an iPhone 8 Plus in portrait whose only controller's root
    /// `quiz-view` (no navigation controller to tell where the canvas drew the status bar) holds a
    /// box `header` pinned 10 points below its safe area's top.
    private func document(tools: String) throws -> IBDocument {
        let header = IBFixture.box("header", x: 20, y: 10, width: 374, height: 40)
        let content = """
            <subviews>\(header)</subviews>
            <constraints>
                <constraint firstItem="header" firstAttribute="top" secondItem="quiz-safe" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="header" firstAttribute="leading" secondItem="quiz-safe" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="quiz-safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="20" id="c3"/>
            </constraints>
            """
        let text = IBFixture.storyboard(
            IBFixture.controllerScene("quiz", width: 414, height: 736, content: content),
            device: #"<device id="retina5_5" orientation="portrait" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Quiz.storyboard")
    }

    /// The header's top on `device` (nil: the document's own).
    private func headerTop(_ document: IBDocument, on device: String? = nil) throws -> Double? {
        let target = try device.map { IBLayoutTarget(device: try XCTUnwrap(Device.named($0)), orientation: .portrait) }
        let screen = try document.screen(forHierarchy: "quiz-view", on: target)
        return screen.frames.first { $0.id == "header" }?.frame.minY
    }

    func testXcode14Point0To14Point2DrawNoStatusBar() throws {
        XCTAssertEqual(try headerTop(try document(tools: "21223")), 10)
        XCTAssertEqual(try headerTop(try document(tools: "21507")), 10)
    }

    func testXcode14Point3DrawsTheStatusBar() throws {
        XCTAssertEqual(try headerTop(try document(tools: "21701")), 30)
    }

    func testAnotherDeviceHasItsRuntimeStatusBar() throws {
        XCTAssertEqual(try headerTop(try document(tools: "21507"), on: "retina4_7"), 30)
    }
}
