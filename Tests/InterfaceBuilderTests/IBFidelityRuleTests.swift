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
}

/// Frames on the document's pixel grid: its device's scale, 2 when it names none.
final class IBPixelGridTests: XCTestCase {
    /// A XIB view 100 wide holding a box a third of its width, 10.2 points high, on `device`.
    static func third(device: String) -> String {
        IBFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="33.5" y="0.0" width="33.5" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="33.333333333333336" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.33333333333333331" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="10.199999999999999" id="c4"/>
                </constraints>
            </view>
            """, device: device)
    }

    func testDeviceScaleRoundsFrames() throws {
        let frames = try IBFixture.frames(Self.third(device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#), root: "root")
        // The iPhone 11 is 2x: the edges 33.33 and 66.67 land on 33.5 and 66.5; 10.2 on 10.
        XCTAssertEqual(frames["box"], [33.5, 0, 33, 10])
        let plus = try IBFixture.frames(Self.third(device: #"<device id="retina5_5" orientation="portrait" appearance="light"/>"#), root: "root")
        // The iPhone 8 Plus is 3x: 100/3 is on its grid, 10.2 lands on 10 1/3.
        XCTAssertEqual(plus["box"]?.map { ($0 * 3).rounded() }, [100, 0, 100, 31])
    }

    func testDocumentWithoutDeviceRoundsAtTwoTimes() throws {
        let frames = try IBFixture.frames(Self.third(device: ""), root: "root")
        XCTAssertEqual(frames["box"], [33.5, 0, 33, 10])
    }
}

/// Which of conflicting required constraints breaks: they enter the engine bottom-up, a view's
/// own before its superview's, so the one added last (a pin in the superview) gives way.
final class IBConstraintOrderTests: XCTestCase {
    func testIconKeepsItsOwnSizeAndAPinBreaks() throws {
        let text = IBFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <subviews>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="8" y="0.0" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="w"/>
                            <constraint firstAttribute="height" constant="60" id="h"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" id="b"/>
                </constraints>
            </view>
            """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [8, 0, 60, 60])
        let mapped = try IBFixture.read(text).scene(forHierarchy: "root")
        let backend = try ViewTreeBackend(PreparedScene(mapped.scene))
        _ = backend.layout()
        let broken = backend.root.engine.unsatisfiableRecords.map { "\($0.broken)" }
        XCTAssertEqual(broken.count, 1)
        XCTAssertEqual(broken, ["<LayoutConstraint V:[v_icon]-(0)-| (active, names: '|':v_root)>"], "the bottom pin breaks")
    }
}
