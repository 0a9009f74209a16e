import InterfaceBuilder
import XCTest

/// Documents Xcode 4 to 6 wrote for the iPad only (`targetRuntime="iOS.CocoaTouch.iPad"`, the
/// `Main_iPad.storyboard` of a universal app): the same format as every iOS document, read and
/// laid out on the iPad canvas their root views store.
final class IBiPadRuntimeTests: XCTestCase {
    /// An Xcode 5 iPad storyboard naming no device whose controller's 768 × 1024 root view
    /// `viewer-view` holds a 40-point square `spinner` centred in it.
    private var storyboard: String {
        let content = """
            <subviews>
            \(IBFixture.box("spinner", x: 364, y: 492, width: 40, height: 40, fixedWidth: true))
            </subviews>
            <constraints>
                <constraint firstAttribute="centerX" secondItem="spinner" secondAttribute="centerX" id="c1"/>
                <constraint firstAttribute="centerY" secondItem="spinner" secondAttribute="centerY" id="c2"/>
            </constraints>
            """
        return IBFixture.storyboard(IBFixture.controllerScene("viewer", width: 768, height: 1024, content: content), device: "")
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="4514""#)
    }

    func testIPadDocumentIsReadAndLaidOutOnItsStoredCanvas() throws {
        let document = try IBFixture.read(storyboard, file: "Main_iPad.storyboard")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch.iPad")
        XCTAssertEqual(document.diagnostics, [])
        let frames = try IBFixture.frames(storyboard, root: "viewer-view", file: "Main_iPad.storyboard")
        XCTAssertEqual(frames["viewer-view"], [0, 0, 768, 1024])
        XCTAssertEqual(frames["spinner"], [364, 492, 40, 40])
    }
}
