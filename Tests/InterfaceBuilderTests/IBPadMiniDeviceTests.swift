import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Documents on Xcode's `ipad7_9`, the 744 × 1133 iPad mini (6th generation and A17 Pro), a
/// rounded-corner iPad: a 24-point status bar and a 20-point home indicator in both orientations,
/// 50-point bars.
final class IBPadMiniDeviceTests: XCTestCase {
    private func root(orientation: String, width: Double, height: Double) throws -> SceneRoot {
        let device = #"<device id="ipad7_9" orientation="\#(orientation)" layout="fullscreen" appearance="light"/>"#
        let scenes =
            IBFixture.navigationScene(root: "main", barFrame: #"x="0.0" y="24" width="\#(width)" height="50""#)
            + IBFixture.controllerScene("main", width: width, height: height)
        let document = try IBFixture.read(IBFixture.storyboard(scenes, initial: "nav", device: device), file: "Test.storyboard")
        XCTAssertEqual(document.diagnostics, [], "the device is in the table")
        return try document.scene(forHierarchy: "main-view").scene.root
    }

    func testTheDeviceIsTheIPadMini() throws {
        let device = try Device.lookup("ipad7_9")
        XCTAssertEqual(device.portraitSize, Size(width: 744, height: 1133))
        XCTAssertEqual(device.scale, 2)
        XCTAssertTrue(device.isPad)
        XCTAssertEqual(try Device.lookup("iPad mini (6th generation)").id, "ipad7_9")
    }

    /// A navigation controller's root has the status bar and the 50-point bar above its safe area
    /// and the home indicator below it, in landscape as in portrait.
    func testARootUnderANavigationBarInBothOrientations() throws {
        let landscape = try root(orientation: "landscape", width: 1133, height: 744)
        XCTAssertEqual(landscape.size, Size(width: 1133, height: 744))
        XCTAssertEqual(landscape.safeArea, EdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
        let portrait = try root(orientation: "portrait", width: 744, height: 1133)
        XCTAssertEqual(portrait.safeArea, EdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
    }
}
