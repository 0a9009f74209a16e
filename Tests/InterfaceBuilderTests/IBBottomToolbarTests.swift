import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A scene's simulated bottom toolbar in its controller's safe area: 44 points in documents of
/// Xcode 9 and 10, 49 (a tab bar's height) on the canvas of Xcode 11 and later, above the tab bar
/// of a tab bar controller around the controller.
final class IBBottomToolbarTests: XCTestCase {
    private let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#

    private func document(_ scenes: String, tools: String, initial: String? = nil) throws -> IBDocument {
        let text = IBFixture.storyboard(scenes, initial: initial)
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard")
    }

    func testCanvasToolbarIs49PointsHighFromXcode11() throws {
        for (tools, bottom) in [("13771", 44.0), ("14460.31", 44), ("14800", 49), ("19162", 49)] {
            let root = try document(IBFixture.controllerScene("main", extra: toolbar), tools: tools).scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea.bottom, bottom, tools)
        }
    }

    /// The canvas's height holds at the document's device; on another, UIKit's 44 points.
    func testOtherDevicesHaveUIKitsToolbar() throws {
        let document = try document(IBFixture.controllerScene("main", extra: toolbar), tools: "19162")
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("retina4_0")), orientation: .portrait)
        XCTAssertEqual(try document.scene(forHierarchy: "main-view", on: target).scene.root.safeArea.bottom, 44)
    }

    /// Inside a tab bar controller the toolbar stands above the tab bar: the safe area holds both.
    func testToolbarInsideATabBarControllerAddsToTheTabBar() throws {
        let scenes = IBFixture.tabScene(["main"]) + IBFixture.controllerScene("main", extra: toolbar)
        for (tools, bottom) in [("13771", 93.0), ("19162", 98)] {
            let root = try document(scenes, tools: tools, initial: "tabs").scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea.bottom, bottom, tools)
        }
        let tabOnly = IBFixture.tabScene(["main"]) + IBFixture.controllerScene("main")
        XCTAssertEqual(try document(tabOnly, tools: "19162", initial: "tabs").scene(forHierarchy: "main-view").scene.root.safeArea.bottom, 49)
    }
}
