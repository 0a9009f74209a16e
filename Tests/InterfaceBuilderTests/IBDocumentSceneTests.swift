import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Hierarchies laid out through their scenes land on the frames the documents store.
final class IBDocumentSceneTests: XCTestCase {
    private func frames(_ text: String, root: String) throws -> [String: [Double]] {
        try IBFixture.frames(text, root: root)
    }

    func testPinnedViewLandsOnItsStoredFrame() throws {
        let text = IBFixture.rootView(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                    <rect key="frame" x="20" y="30" width="100" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="box-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
                <constraint firstItem="box-1" firstAttribute="width" constant="100" identifier="boxWidth" id="c3"/>
                <constraint firstAttribute="height" secondItem="box-1" secondAttribute="height" multiplier="4" id="c4"/>
                """)
        let document = try IBFixture.read(text)
        let mapped = try document.scene(forHierarchy: "root")
        XCTAssertEqual(mapped.category, .xibView)
        XCTAssertEqual(mapped.sceneNames["box-1"], "v_box_1")
        XCTAssertEqual(
            mapped.scene.constraints.map(\.text),
            [
                "v_box_1.width >= 0", "v_box_1.height >= 0", "v_box_1.leading == v_root.leading + 20",
                "v_box_1.top == v_root.top + 30", "v_box_1.width == 100", "v_root.height == v_box_1.height * 4",
            ])
        XCTAssertEqual(mapped.scene.constraints[4].id, "boxWidth")
        XCTAssertEqual(mapped.constraintIDs, [nil, nil, "c1", "c2", "c3", "c4"])
        XCTAssertEqual(try frames(text, root: "root")["box-1"], [20, 30, 100, 50])
    }

    /// The margins count from the safe area: the XIB view is simulated on the iPhone 11's
    /// screen, 48 points of sensor housing at its top.
    func testMarginsAndContentSizedLabel() throws {
        let text = IBFixture.rootView(
            subviews: """
                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="12" y="58" width="42" height="21"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="m1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="m2"/>
                """, extra: #"<edgeInsets key="layoutMargins" top="10" left="12" bottom="10" right="12"/>"#)
        XCTAssertEqual(try frames(text, root: "root")["title"], [12, 58, 42, 21])
    }

    func testStackArrangesItsSubviews() throws {
        let text = IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="20" width="343" height="50"/>
                    <subviews>
                        <label opaque="NO" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="21"/>
                        </label>
                        <label opaque="NO" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                            <rect key="frame" x="0.0" y="29" width="343" height="21"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="s2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s3"/>
                """)
        let frames = try frames(text, root: "root")
        XCTAssertEqual(frames["stack"], [16, 20, 343, 50])
        XCTAssertEqual(frames["two"], [16, 49, 343, 21])
    }

    func testViewTranslatingItsMaskKeepsItsStoredFrame() throws {
        let text = IBFixture.rootView(
            subviews: """
                <view contentMode="scaleToFill" id="legacy">
                    <rect key="frame" x="5" y="6" width="70" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="inner">
                            <rect key="frame" x="10" y="10" width="20" height="20"/>
                        </view>
                    </subviews>
                </view>
                """)
        let frames = try frames(text, root: "root")
        XCTAssertEqual(frames["legacy"], [5, 6, 70, 80])
        XCTAssertEqual(frames["inner"], [15, 16, 20, 20])
    }

    func testSafeAreaPinFollowsTheDeviceAndBars() throws {
        let text = IBFixture.storyboard(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc">
                        <view key="view" contentMode="scaleToFill" id="main">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="16" y="74" width="343" height="40"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="p1"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="p2"/>
                                <constraint firstItem="main" firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="p3"/>
                                <constraint firstItem="bar" firstAttribute="height" constant="40" id="p4"/>
                            </constraints>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
            """)
        let document = try IBFixture.read(text, file: "Test.storyboard")
        let mapped = try document.scene(forHierarchy: "main")
        XCTAssertEqual(mapped.category, .viewControllerRoot)
        XCTAssertEqual(mapped.scene.root.safeArea, EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(try frames(text, root: "main")["bar"], [16, 74, 343, 40])
    }

    func testSwitchFrameReachesBeyondItsAlignmentRect() throws {
        let text = IBFixture.rootView(
            subviews: """
                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" x="316" y="10" width="51" height="31"/>
                </switch>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="10" id="t1"/>
                <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t2"/>
                """)
        XCTAssertEqual(try frames(text, root: "root")["toggle"], [316, 10, 51, 31])
    }

    func testUnknownHierarchyIsAnError() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: ""))
        XCTAssertThrowsError(try document.scene(forHierarchy: "nope")) { error in
            XCTAssertEqual(error as? IBSceneError, .noSuchHierarchy("nope"))
        }
    }

    func testDeviceTable() {
        let phone = Device.named("retina4_7")
        XCTAssertEqual(phone?.size(in: .landscape), Size(width: 667, height: 375))
        XCTAssertEqual(phone?.safeArea(in: .portrait).top, 20)
        XCTAssertEqual(Device.named("retina5_9")?.safeArea(in: .landscape), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertNil(Device.named("retina99"))
        XCTAssertEqual(Set(Device.all.map(\.id)).count, Device.all.count)
    }
}
