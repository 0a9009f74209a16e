import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A freeform controller's root safe area on the canvas of Xcode 10: none from the screen where
/// the root fits on the screen, the screen's where it does not.
final class IBFreeformXcode10Tests: XCTestCase {
    private func root(tools: String, device: String = "retina4_7", width: Double, height: Double) throws -> SceneRoot {
        let size = #"<size key="freeformSize" width="\#(IBFixture.number(width))" height="\#(IBFixture.number(height))"/>"#
        let text = IBFixture.storyboard(
            IBFixture.controllerScene("main", width: width, height: height, extra: size),
            device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root
    }

    /// A 375 × 451 root on an iPhone 11: Xcode 9 and 11 give it the sensor housing it covers,
    /// Xcode 10 nothing.
    func testFittingFreeformRootHasNoScreenInsetsInXcode10() throws {
        for (tools, top) in [("13771", 44.0), ("14313.18", 0), ("14460.31", 0), ("16097", 44)] {
            XCTAssertEqual(try root(tools: tools, device: "retina6_1", width: 375, height: 451).safeArea.top, top, tools)
        }
    }

    /// A root taller than the screen keeps the screen's insets: the home indicator at its bottom.
    func testFreeformRootLargerThanTheScreenKeepsTheScreensInsets() throws {
        let tall = try root(tools: "14460.31", device: "retina5_9", width: 375, height: 1100)
        XCTAssertEqual(tall.safeArea, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// The canvas's rule holds at the document's device only.
    func testOtherDevicesGiveTheCoveredInsets() throws {
        let size = #"<size key="freeformSize" width="375" height="451"/>"#
        let text = IBFixture.storyboard(IBFixture.controllerScene("main", width: 375, height: 451, extra: size))
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="14460.31""#)
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("retina4_0")), orientation: .portrait)
        let root = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view", on: target).scene.root
        XCTAssertEqual(root.safeArea.top, 20)
    }
}
