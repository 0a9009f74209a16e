import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The canvas of Xcode 11 and 12 draws an iPad without rounded corners with no status bar where
/// the document's navigation controllers store their bars at the screen's top: a controller's
/// root has only its bars at its top, at the document's own device only
/// (Docs/interface-builder.md, "iPad status bars in Xcode 11 and 12").
final class IBPadStatusBarTests: XCTestCase {
    /// A split view controller on a 9.7-inch iPad held sideways, saved by `tools`: its master
    /// column is navigation controller `nav` (its bar, 50 points high, stored `barTop` points
    /// down) holding `list` (320 × 768), its detail column controller `detail` (703.5 × 768).
    static func document(tools: String, barTop: Double) throws -> IBDocument {
        let scenes =
            IBFixture.splitScene(master: "nav", detail: "detail")
            + IBFixture.navigationScene(root: "list", barFrame: #"x="0.0" y="\#(IBFixture.number(barTop))" width="320" height="50""#)
            + IBFixture.controllerScene("list", width: 320, height: 768)
            + IBFixture.controllerScene("detail", width: 703.5, height: 768)
        let text = IBFixture.storyboard(
            scenes, initial: "split", device: #"<device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Main.storyboard")
    }

    /// The top safe-area insets of `list`'s and `detail`'s roots, laid out at the document's own
    /// device or on `target`.
    func tops(_ document: IBDocument, on target: IBLayoutTarget? = nil) throws -> [Double] {
        try ["list-view", "detail-view"].map { try document.scene(forHierarchy: $0, on: target).scene.root.safeArea.top }
    }

    /// Xcode 11 and 12 (16097, 17506) with the bar stored at the screen's top: the master's root
    /// has its 50-point navigation bar and nothing above it, the detail's root no top inset.
    func testABarAtTheTopMeansNoStatusBar() throws {
        for tools in ["16097.2", "17506"] {
            XCTAssertEqual(try tops(Self.document(tools: tools, barTop: 0)), [50, 0], tools)
        }
    }

    /// A bar stored 20 points down keeps the 20-point status bar above it; so does a document of
    /// Xcode 10 (14460), whose canvas draws it whatever the bars.
    func testABarBelowAStatusBarKeepsIt() throws {
        XCTAssertEqual(try tops(Self.document(tools: "16097.2", barTop: 20)), [70, 20])
        XCTAssertEqual(try tops(Self.document(tools: "14460.31", barTop: 0)), [70, 20])
    }

    /// A navigation controller presented as a popover stores its bar at the popover's top: it
    /// tells nothing of the status bar, which a full-screen root keeps.
    func testAPopoversBarTellsNothing() throws {
        let popover = #"<segue destination="nav" kind="popoverPresentation" popoverAnchorView="main-view" id="pop"/>"#
        let scenes =
            IBFixture.controllerScene("main", width: 1024, height: 768, connections: popover)
            + IBFixture.navigationScene(root: "list", barFrame: #"x="0.0" y="0.0" width="320" height="50""#)
            + IBFixture.controllerScene("list", width: 320, height: 400)
        let text = IBFixture.storyboard(
            scenes, initial: "main", device: #"<device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="16097.2""#)
        let document = try IBFixture.read(text, file: "Main.storyboard")
        XCTAssertEqual(try document.scene(forHierarchy: "main-view").scene.root.safeArea.top, 20)
    }

    /// The canvas's only: on another iPad the roots have that iPad's status bar, as at run time.
    func testAnotherDeviceHasItsStatusBar() throws {
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("ipad10_2")), orientation: .landscape)
        XCTAssertEqual(try tops(Self.document(tools: "16097.2", barTop: 0), on: target), [70, 20])
    }
}
