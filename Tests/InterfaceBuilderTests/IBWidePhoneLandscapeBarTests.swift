import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A navigation controller's bar over its root in landscape: 32 points on a phone of compact
/// width there, 44 on one of regular width (the Plus and Max sizes), as UIKit draws it and
/// Xcode stores it.
final class IBWidePhoneLandscapeBarTests: XCTestCase {
    private func safeAreaTop(device: String, width: Double, height: Double) throws -> Double {
        let text = IBFixture.storyboard(
            IBFixture.navigationScene(root: "main", barFrame: #"x="0.0" y="0.0" width="\#(IBFixture.number(width))" height="44""#)
                + IBFixture.controllerScene("main", width: width, height: height),
            initial: "nav", device: #"<device id="\#(device)" orientation="landscape" appearance="light"/>"#)
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root.safeArea.top
    }

    func testRegularWidthPhoneKeepsTheRegularBarInLandscape() throws {
        // A Home-button phone has no status bar in landscape: the bar alone.
        XCTAssertEqual(try safeAreaTop(device: "retina5_5", width: 736, height: 414), 44)
        XCTAssertEqual(try safeAreaTop(device: "retina4_7", width: 667, height: 375), 32)
    }

    /// Laid out on another device in landscape, the bar is that device's.
    func testOtherTargetsTakeTheirOwnBar() throws {
        let text = IBFixture.storyboard(
            IBFixture.navigationScene(root: "main") + IBFixture.controllerScene("main"), initial: "nav")
        let document = try IBFixture.read(text, file: "Test.storyboard")
        for (device, top) in [("retina4_7", 32.0), ("retina5_5", 44)] {
            let target = IBLayoutTarget(device: try XCTUnwrap(Device.named(device)), orientation: .landscape)
            XCTAssertEqual(try document.scene(forHierarchy: "main-view", on: target).scene.root.safeArea.top, top, device)
        }
    }
}
