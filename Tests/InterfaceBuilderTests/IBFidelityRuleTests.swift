import XCTest
import AutoLayout
import InterfaceBuilder
import Rigging

/// The rules that bring laid-out hierarchies onto the frames Xcode stores, one feature each.
final class IBFidelityRuleTests: XCTestCase {
    /// A slider's frame reaches 2 points left and right of its alignment rectangle and 1 point
    /// below it: pinned 26 points above the bottom, its 31-point frame ends 25 points above.
    func testSliderFrameReachesBelowItsAlignmentRect() throws {
        let text = IBFixture.rootView(subviews: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="1" minValue="1" maxValue="500" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                <rect key="frame" x="6" y="144" width="291" height="31"/>
            </slider>
            """, constraints: """
            <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="80" id="s2"/>
            <constraint firstAttribute="bottom" secondItem="level" secondAttribute="bottom" constant="26" id="s3"/>
            """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [6, 144, 291, 31])
    }

    /// A storyboard of a navigation controller (its bar hidden or not) whose root controller
    /// shows a second one along a `show` segue.
    private func navigationStack(barHidden: Bool) -> String {
        let hidden = barHidden ? #" navigationBarHidden="YES""# : ""
        return IBFixture.storyboard("""
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav"\(hidden)>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            \(IBFixture.controllerScene("first", connections: #"<segue destination="second" kind="show" id="next"/>"#))
            \(IBFixture.controllerScene("second"))
            """, initial: "nav")
    }

    /// A navigation controller's bar covers the top of its controllers' safe areas, unless the
    /// controller hides it (`navigationBarHidden`).
    func testHiddenNavigationBarLeavesTheSafeAreaAtTheStatusBar() throws {
        for (hidden, top) in [(false, 64.0), (true, 20.0)] {
            let document = try IBFixture.read(navigationStack(barHidden: hidden), file: "Test.storyboard")
            for root in ["first-view", "second-view"] {
                XCTAssertEqual(try document.scene(forHierarchy: root).scene.root.safeArea.top, top, "\(root), hidden \(hidden)")
            }
        }
    }

    /// A controller presented as a page sheet on a phone keeps the screen's safe area at the
    /// bottom of its shorter root; the same root not presented loses the part below it.
    func testPageSheetKeepsTheScreenSafeArea() throws {
        for (segue, bottom) in [(#"<segue destination="sheet" kind="presentation" id="show-sheet"/>"#, 34.0), ("", 0)] {
            let text = IBFixture.storyboard("""
                \(IBFixture.controllerScene("main", width: 414, height: 896, connections: segue))
                \(IBFixture.controllerScene("sheet", width: 414, height: 838))
                """, initial: "main", device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
            let mapped = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "sheet-view")
            XCTAssertEqual(mapped.scene.root.safeArea, EdgeInsets(top: 48, left: 0, bottom: bottom, right: 0), segue)
        }
    }

    /// A document of Xcode 8's first releases names its screen in its default simulated metrics:
    /// a root stored below an opaque navigation bar there has the height left below the bar.
    func testDefaultSimulatedScreenIsTheDevice() throws {
        let metrics = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
            """
        let scene = """
            <scene sceneID="main-scene">
                <objects>
                    <viewController id="main">
                        <view key="view" contentMode="scaleToFill" id="main-view">
                            <rect key="frame" x="0.0" y="64" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let document = try IBFixture.read(IBFixture.storyboard(scene, extra: metrics, device: ""), file: "Test.storyboard")
        XCTAssertNil(document.device)
        XCTAssertEqual(document.namedDevice?.id, "retina4_7")
        XCTAssertEqual(try document.scene(forHierarchy: "main-view").scene.root.size, Size(width: 375, height: 603))
    }

    /// Interface Builder before Xcode 14 (`toolsVersion` below 21000) simulates the iPhone 12's
    /// sensor housing 44 points deep; later versions 47.
    func testEarlierXcodeSimulatesA44PointHousing() throws {
        for (tools, top) in [("19529", 44.0), ("21701", 47)] {
            let text = IBFixture.storyboard(IBFixture.controllerScene("main", width: 390, height: 844),
                                            device: #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#)
                .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            let mapped = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view")
            XCTAssertEqual(mapped.scene.root.safeArea, EdgeInsets(top: top, left: 0, bottom: 34, right: 0), tools)
        }
    }

    /// A XIB's top-level view has the system minimum side margins of a controller's root view
    /// (16 points, 20 on one 414 points wide or more) and none at top and bottom (its top margin
    /// is the safe area's 48 points on the iPhone 11); a collection cell has the same side margins.
    func testTopLevelViewsHaveTheSystemSideMargins() throws {
        let pinned = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="16" y="48" width="343" height="50"/>
            </view>
            """
        let margins = """
            <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="m2"/>
            <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="m3"/>
            <constraint firstItem="inner" firstAttribute="height" constant="50" id="m4"/>
            """
        XCTAssertEqual(try IBFixture.frames(IBFixture.rootView(subviews: pinned, constraints: margins), root: "root")["inner"], [16, 48, 343, 50])
        let wide = IBFixture.rootView(subviews: pinned, constraints: margins).replacingOccurrences(of: #"width="375" height="200""#, with: #"width="500" height="200""#)
        XCTAssertEqual(try IBFixture.frames(wide, root: "root")["inner"], [20, 48, 460, 50])
        let cell = IBFixture.xib("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="16" y="0.0" width="288" height="100"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="c4"/>
                </constraints>
            </collectionViewCell>
            """)
        XCTAssertEqual(try IBFixture.frames(cell, root: "root")["inner"], [16, 0, 288, 100])
    }

    /// A XIB's top-level view smaller than the screen has the screen's safe area in documents of
    /// Xcode 11 and later (a 160-point banner on an iPhone 11: 44 at the top, 34 at the bottom),
    /// and none in older ones.
    func testFreeformXIBViewHasTheScreenSafeArea() throws {
        let banner = IBFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="160"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
        for (tools, safeArea) in [("21701", EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)), ("14109", .zero)] {
            let text = banner.replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            XCTAssertEqual(try IBFixture.read(text).scene(forHierarchy: "root").scene.root.safeArea, safeArea, tools)
        }
    }
}
