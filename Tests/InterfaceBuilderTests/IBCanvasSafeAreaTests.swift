import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The safe area Interface Builder's canvas gives a controller's root on a phone with a sensor
/// housing, by the Xcode build that saved the document.
final class IBCanvasSafeAreaTests: XCTestCase {
    /// A storyboard saved by `tools` on `device` whose one controller's root fills the screen.
    private func document(tools: String, device: String, width: Double, height: Double) throws -> IBDocument {
        let text = IBFixture.storyboard(
            IBFixture.controllerScene("main", width: width, height: height),
            device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard")
    }

    /// Up to Xcode 16.2 the canvas gives an iPhone 15 its 59-point housing and 34-point home
    /// indicator; from Xcode 16.3 (build 23727) twice each.
    func testXcode16Point3DoublesTheHousingPhonesInsets() throws {
        for (tools, top, bottom) in [("23504", 59.0, 34.0), ("23727", 118, 68), ("24765", 118, 68)] {
            let root = try document(tools: tools, device: "retina6_12", width: 393, height: 852).scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea, EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), tools)
        }
    }

    /// The doubling is the canvas's: laid out on another device, the root has that device's own
    /// insets; a phone with a Home button keeps its 20-point status bar.
    func testDoublingHoldsOnlyOnTheDocumentsHousingPhone() throws {
        let doubled = try document(tools: "24765", device: "retina6_12", width: 393, height: 852)
        let other = try XCTUnwrap(Device.named("retina6_1"))
        let elsewhere = try doubled.scene(forHierarchy: "main-view", on: IBLayoutTarget(device: other, orientation: .portrait))
        XCTAssertEqual(elsewhere.scene.root.safeArea, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        let homeButton = try document(tools: "24765", device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(try homeButton.scene(forHierarchy: "main-view").scene.root.safeArea, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// From Xcode 14 the iPhone 11 Pro canvas (`retina5_9`) has a 50-point housing; before, 44.
    func testXcode14GivesTheIPhone11ProA50PointHousing() throws {
        for (tools, top) in [("19529", 44.0), ("21701", 50), ("23727", 100)] {
            let root = try document(tools: tools, device: "retina5_9", width: 375, height: 812).scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea.top, top, tools)
        }
    }

    /// Xcode 26 draws a navigation controller's bar 54 points high (106 with large titles) where
    /// earlier versions draw UIKit's 44 (96): its root controller's safe area starts below it.
    func testXcode26NavigationBarsAre54PointsHigh() throws {
        let cases: [(tools: String, large: String, top: Double)] = [
            ("23727", "", 64), ("24127", "", 74), ("23727", #"largeTitles="YES""#, 116), ("24127", #"largeTitles="YES""#, 126),
        ]
        for (tools, large, top) in cases {
            let text = IBFixture.storyboard(
                IBFixture.navigationScene(root: "main", barAttributes: large) + IBFixture.controllerScene("main"), initial: "nav"
            )
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            let root = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea.top, top, "\(tools) \(large)")
        }
    }

    /// A XIB's screen-sized view that simulates its controller's navigation bar and toolbar has
    /// them in its safe area, below the status bar and above the screen's bottom.
    func testXibViewSimulatingBarsHasThemInItsSafeArea() throws {
        let text = IBFixture.xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <viewLayoutGuide key="safeArea" id="root-safe"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </view>
            """, device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#)
        let root = try IBFixture.read(text).scene(forHierarchy: "root").scene.root
        XCTAssertEqual(root.safeArea, EdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
    }
}
