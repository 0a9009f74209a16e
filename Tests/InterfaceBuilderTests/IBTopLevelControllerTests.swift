import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A view controller at the top level of a XIB: its legacy layout guides cover its view's
/// safe-area bands (a rule of Docs/interface-builder.md).
final class IBTopLevelControllerTests: XCTestCase {
    /// On an iPhone 11 (a 48-point sensor housing and a 34-point home indicator in a document of
    /// Xcode 14), a view pinned between the top guide's bottom and the bottom guide's top spans
    /// the safe area: 48 down and 896 - 48 - 34 = 814 high; the constraints to the guides are
    /// kept, not skipped.
    func testTheLegacyGuidesOfATopLevelControllerCoverItsViewsSafeAreaBands() throws {
        let document = IBFixture.xib(
            """
            <viewController id="controller">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c-t"/>
                        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="c-b"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-r"/>
                    </constraints>
                </view>
            </viewController>
            """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["content"], [0, 48, 414, 814])
    }

    /// A view controller at the top level of an Xcode 7 XIB that names no device (a 4-inch
    /// phone's 320 × 568 view): Interface Builder simulates it as a storyboard's controller, under
    /// the canvas's 20-point status bar, so a box pinned to its top guide's bottom starts 20 down;
    /// with the status bar set to none (`simulatedStatusBarMetrics` nil) it starts at the top.
    /// On another device its view fills the screen.
    func testATopLevelControllerOfADocumentWithoutADeviceHasTheCanvasStatusBar() throws {
        func document(statusBar: String) -> String {
            let box = IBFixture.box("box", y: 20, width: 320, height: 100, fixedWidth: true)
            let objects = """
                <viewController id="controller">
                    <layoutGuides><viewControllerLayoutGuide type="top" id="top-guide"/></layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>\(box)</subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="b-t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
                        </constraints>
                    </view>
                    \(statusBar)
                </viewController>
                """
            return IBFixture.xib(objects, device: "").replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="10116""#)
        }
        XCTAssertEqual(try IBFixture.frames(document(statusBar: ""), root: "root")["box"], [0, 20, 320, 100])
        // Laid out on an iPhone 8, the controller's view fills the screen, as a storyboard
        // controller's root of a document without a device does.
        let phone = IBLayoutTarget(device: try XCTUnwrap(Device.named("retina4_7")), orientation: .portrait)
        let elsewhere = try IBFixture.read(document(statusBar: "")).scene(forHierarchy: "root", on: phone).scene.root
        XCTAssertEqual(elsewhere.size, Size(width: 375, height: 667))
        let none = document(statusBar: #"<nil key="simulatedStatusBarMetrics"/>"#)
        XCTAssertEqual(try IBFixture.frames(none, root: "root")["box"], [0, 0, 320, 100])
    }
}
