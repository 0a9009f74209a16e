import AutoLayout
import InterfaceBuilder
import XCTest

/// The bars a storyboard's containers put around the controllers they hold.
final class IBContainerBarsTests: XCTestCase {
    /// A tab bar controller whose tab is a split view controller: the split view's columns lie
    /// above the tab bar (49 points on an iPhone 8), as UIKit passes a container's safe area to
    /// the children that fill it.
    func testSplitViewInsideATabHasTheTabBar() throws {
        let containers = """
            <scene sceneID="tabs-scene">
                <objects>
                    <tabBarController id="tabs">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="split" kind="relationship" relationship="viewControllers" id="t1"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="split-scene">
                <objects>
                    <splitViewController id="split">
                        <connections>
                            <segue destination="master" kind="relationship" relationship="masterViewController" id="s1"/>
                            <segue destination="detail" kind="relationship" relationship="detailViewController" id="s2"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
            """
        let text = IBFixture.storyboard(
            containers + IBFixture.controllerScene("master") + IBFixture.controllerScene("detail"), initial: "tabs")
        let document = try IBFixture.read(text, file: "Test.storyboard")
        for root in ["master-view", "detail-view"] {
            XCTAssertEqual(try document.scene(forHierarchy: root).scene.root.safeArea.bottom, 49, root)
        }
    }
}
