import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The size and safe area of a hierarchy's root, one rule each.
final class IBSceneRootFrameTests: XCTestCase {
    /// A controller scene whose 600 × 600 root holds a label 8 points below the top layout guide.
    private func legacyScene(_ id: String, connections: String = "", metrics: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                        <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                                <rect key="frame" x="20" y="0.0" width="100" height="30"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-top" secondAttribute="bottom" constant="8" id="\(id)-c1"/>
                            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leading" constant="20" id="\(id)-c2"/>
                            <constraint firstItem="\(id)-box" firstAttribute="width" constant="100" id="\(id)-c3"/>
                            <constraint firstItem="\(id)-box" firstAttribute="height" constant="30" id="\(id)-c4"/>
                        </constraints>
                    </view>
                    \(metrics)
                    <connections>\(connections)</connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// In a document that names no device, a controller's root keeps its stored size with a
    /// 20-point status bar at its top, and the navigation bar of its container below it.
    func testNoDeviceCanvasSimulatesTheStatusBarAndBars() throws {
        let text = IBFixture.storyboard(
            """
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="pushed" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            \(legacyScene("pushed"))
            \(legacyScene("alone"))
            \(legacyScene("bare", metrics: #"<nil key="simulatedStatusBarMetrics"/>"#))
            """, initial: "nav", device: "")
        let document = try IBFixture.read(text, file: "Test.storyboard")
        XCTAssertNil(document.namedDevice)
        for (id, top) in [("pushed", 64.0), ("alone", 20), ("bare", 0)] {
            let root = try document.scene(forHierarchy: "\(id)-view").scene.root
            XCTAssertEqual(root.size, Size(width: 600, height: 600), id)
            XCTAssertEqual(root.safeArea, EdgeInsets(top: top, left: 0, bottom: 0, right: 0), id)
            XCTAssertEqual(try IBFixture.frames(text, root: "\(id)-view", file: "Test.storyboard")["\(id)-box"], [20, top + 8, 100, 30], id)
        }
    }

    /// A navigation controller's root stored 64 points shorter than the 667-point screen (under
    /// an opaque bar) lies below the status bar and the bar: no top inset; so does a root of the
    /// screen's height under the opaque bar, whose part below the screen is in its bottom inset.
    func testRootShorterByItsTopBarsLiesBelowThem() throws {
        for (height, bottom) in [(603, 0.0), (667, 64)] {
            let text = IBFixture.storyboard(
                IBFixture.navigationScene(root: "main", barAttributes: #"translucent="NO""#)
                    + IBFixture.controllerScene("main", height: Double(height)),
                initial: "nav")
            let root = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.size, Size(width: 375, height: Double(height)))
            XCTAssertEqual(root.safeArea, EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0), "height \(height)")
        }
    }

    /// A standard (`symbolic`) spacing below the legacy top layout guide is UIKit's 8 points,
    /// whatever constant the document stores; a plain constant of 20 stays 20.
    func testStandardSpacingToTheLegacyGuideIsEight() throws {
        for (symbolic, y) in [(#" symbolic="YES""#, 28.0), ("", 40)] {
            let scene = legacyScene("main").replacingOccurrences(
                of: #"secondAttribute="bottom" constant="8" id="main-c1""#,
                with: #"secondAttribute="bottom" constant="20"\#(symbolic) id="main-c1""#)
            let text = IBFixture.storyboard(scene, device: "")
            XCTAssertEqual(try IBFixture.frames(text, root: "main-view", file: "Test.storyboard")["main-box"], [20, y, 100, 30], symbolic)
        }
    }

    /// A controller that simulates a navigation bar itself passes the bar to the controller it
    /// shows along a `show` segue; a `presentation` segue passes none.
    func testSimulatedNavigationBarPassesAlongShowSegues() throws {
        for (kind, top) in [("show", 64.0), ("presentation", 20)] {
            let source = IBFixture.controllerScene("main", connections: #"<segue destination="detail" kind="\#(kind)" id="next"/>"#)
                .replacingOccurrences(
                    of: "<connections>", with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><connections>"#)
            let text = IBFixture.storyboard(source + IBFixture.controllerScene("detail"), initial: "main")
            let document = try IBFixture.read(text, file: "Test.storyboard")
            XCTAssertEqual(try document.scene(forHierarchy: "main-view").scene.root.safeArea.top, 64, kind)
            XCTAssertEqual(try document.scene(forHierarchy: "detail-view").scene.root.safeArea.top, top, kind)
        }
    }
}
