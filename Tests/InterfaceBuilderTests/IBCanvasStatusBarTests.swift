import InterfaceBuilder
import XCTest

/// The status bar of a phone without a sensor housing, as the document's navigation
/// controllers show the canvas drew it.
final class IBCanvasStatusBarTests: XCTestCase {
    /// A storyboard saved by Xcode 14.3 (build 21701) on an iPhone 8: controller `login`, whose
    /// root holds a box pinned to its safe area's top, and a navigation controller whose bar is
    /// stored `barY` points down, presented from `login` by `presentation` (none: the initial
    /// controller's sibling).
    private func storyboard(barY: Int, presentation: String? = nil) -> String {
        let segue = presentation.map { #"<segue destination="nav" kind="presentation" \#($0) id="present"/>"# } ?? ""
        return IBFixture.storyboard(
            """
            <scene sceneID="login-scene">
                <objects>
                    <viewController id="login">
                        <view key="view" contentMode="scaleToFill" id="login-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="login-safe"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="login-safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="login-view" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                        <connections>\(segue)</connections>
                    </viewController>
                </objects>
            </scene>
            \(IBFixture.navigationScene(root: "list").replacingOccurrences(of: #"y="20" width="375""#, with: #"y="\#(barY)" width="375""#))
            \(IBFixture.controllerScene("list"))
            """)
    }

    private func boxTop(_ text: String) throws -> Double? {
        try IBFixture.frames(text, root: "login-view", file: "Test.storyboard")["box"]?[1]
    }

    /// A navigation bar stored at the screen's top: the canvas drew no status bar, so the safe
    /// area of every controller starts at the top.
    func testBarAtTheTopMeansNoStatusBar() throws {
        XCTAssertEqual(try boxTop(storyboard(barY: 0)), 0)
    }

    /// A navigation bar stored 20 points down: the canvas drew a 20-point status bar.
    func testBarBelowTwentyPointsMeansAStatusBar() throws {
        XCTAssertEqual(try boxTop(storyboard(barY: 20)), 20)
    }

    /// A navigation controller presented as a sheet has its bar at the sheet's top whatever the
    /// status bar: it does not tell, and the version's default (a status bar) holds.
    func testSheetsBarDoesNotTell() throws {
        XCTAssertEqual(try boxTop(storyboard(barY: 0, presentation: "")), 20)
    }
}
