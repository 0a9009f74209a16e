import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The rules that bring laid-out hierarchies onto the frames Xcode stores, one feature each.
final class IBFidelityRuleTests: XCTestCase {
    /// A slider's frame reaches 2 points left and right of its alignment rectangle and 1 point
    /// below it: pinned 26 points above the bottom, its 31-point frame ends 25 points above.
    func testSliderFrameReachesBelowItsAlignmentRect() throws {
        let text = IBFixture.rootView(
            subviews: """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="1" minValue="1" maxValue="500" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                    <rect key="frame" x="6" y="144" width="291" height="31"/>
                </slider>
                """,
            constraints: """
                <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="s1"/>
                <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="80" id="s2"/>
                <constraint firstAttribute="bottom" secondItem="level" secondAttribute="bottom" constant="26" id="s3"/>
                """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [6, 144, 291, 31])
    }

    /// A segmented control's frame reaches 1 point below its alignment rectangle: a 28-point
    /// height constraint gives a 29-point frame.
    func testSegmentedControlFrameReachesBelowItsAlignmentRect() throws {
        let text = IBFixture.rootView(
            subviews: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                    <rect key="frame" x="20" y="40" width="120" height="29"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="28" id="h"/>
                    </constraints>
                    <segments>
                        <segment title="One"/>
                        <segment title="Two"/>
                    </segments>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="mode" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstItem="mode" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="s2"/>
                """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["mode"], [20, 40, 120, 29])
    }

    /// A storyboard of a navigation controller (its bar hidden or not) whose root controller
    /// shows a second one along a `show` segue.
    private func navigationStack(barHidden: Bool) -> String {
        let hidden = barHidden ? #" navigationBarHidden="YES""# : ""
        return IBFixture.storyboard(
            """
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
            let text = IBFixture.storyboard(
                """
                \(IBFixture.controllerScene("main", width: 414, height: 896, connections: segue))
                \(IBFixture.controllerScene("sheet", width: 414, height: 838))
                """, initial: "main", device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
            let mapped = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "sheet-view")
            XCTAssertEqual(mapped.scene.root.safeArea, EdgeInsets(top: 48, left: 0, bottom: bottom, right: 0), segue)
        }
    }

    /// A document of Xcode 8's first releases names its screen in its default simulated metrics:
    /// a root stored below an opaque navigation bar there with the screen's height keeps it, the
    /// part below the screen's bottom in its bottom safe-area inset.
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
        let root = try document.scene(forHierarchy: "main-view").scene.root
        XCTAssertEqual(root.size, Size(width: 375, height: 667))
        XCTAssertEqual(root.safeArea, EdgeInsets(top: 0, left: 0, bottom: 64, right: 0))
    }

    /// Interface Builder before Xcode 14 (`toolsVersion` below 21000) simulates the iPhone 12's
    /// sensor housing 44 points deep; later versions 47.
    func testEarlierXcodeSimulatesA44PointHousing() throws {
        for (tools, top) in [("19529", 44.0), ("21701", 47)] {
            let text = IBFixture.storyboard(
                IBFixture.controllerScene("main", width: 390, height: 844),
                device: #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#
            )
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            let mapped = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view")
            XCTAssertEqual(mapped.scene.root.safeArea, EdgeInsets(top: top, left: 0, bottom: 34, right: 0), tools)
        }
    }

    /// See `IBFixture.marginCell(width:attributes:)`.
    private func marginCell(width: Int, attributes: String = "") -> String {
        IBFixture.marginCell(width: width, attributes: attributes)
    }

    /// A table cell's content view has UIView's 8-point margins in documents saved before Xcode
    /// 9.3 (`toolsVersion` below 13700), the system minimum (16 at the sides of a 375-point cell, 11
    /// at top and bottom, 15 from Xcode 26) in later ones, 8 at the trailing side when the cell
    /// shows an accessory.
    func testCellContentMarginsFollowTheDocumentsXcode() throws {
        let cell = marginCell(width: 375, attributes: "ACCESSORY")
        let cases: [(tools: String, accessory: String, frame: [Double])] = [
            ("12121", "", [8, 8, 359, 27.5]), ("12121", #"accessoryType="disclosureIndicator""#, [8, 8, 359, 27.5]),
            ("13196", "", [8, 8, 359, 27.5]), ("13771", "", [16, 11, 343, 21.5]),
            ("13771", #"accessoryType="disclosureIndicator""#, [16, 11, 351, 21.5]), ("13771", #"accessoryType="none""#, [16, 11, 343, 21.5]),
            ("23727", "", [16, 11, 343, 21.5]),
            ("24127", "", [16, 15, 343, 13.5]),
        ]
        for (tools, accessory, frame) in cases {
            let text = IBFixture.xib(cell.replacingOccurrences(of: "ACCESSORY", with: accessory))
                .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            XCTAssertEqual(try IBFixture.frames(text, root: "row")["box"], frame, "\(tools) \(accessory)")
        }
    }

    /// A table cell's content view takes its side margins from the cell's own width, in a table
    /// view as at the top level of a XIB: 20 points in a cell wider than 375 points (a 398-point
    /// table's, a 390-point XIB cell), 16 in a narrower one (a 300-point table's on a 414-point
    /// screen, whose controller's root has 20, a 375-point XIB cell).
    func testTableCellMarginsFollowTheCellsWidth() throws {
        for (width, margin) in [(300.0, 16.0), (398, 20)] {
            let storyboard = IBFixture.storyboard(
                """
                <scene sceneID="list-scene">
                    <objects>
                        <viewController id="list">
                            <view key="view" contentMode="scaleToFill" id="list-view">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="8" y="100" width="\(Int(width))" height="300"/>
                                        <prototypes>
                \(marginCell(width: Int(width)))
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="list-safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
            XCTAssertEqual(
                try IBFixture.frames(storyboard, root: "row", file: "Test.storyboard")["box"], [margin, 11, width - 2 * margin, 21.5], "\(width)")
        }
        for (width, margin) in [(375.0, 16.0), (390, 20)] {
            XCTAssertEqual(
                try IBFixture.frames(IBFixture.xib(marginCell(width: Int(width))), root: "row")["box"], [margin, 11, width - 2 * margin, 21.5],
                "\(width)")
        }
    }

    /// A text field aligned on a label's baseline sits where the two texts' baselines meet: UIKit
    /// centres each one's line of the system font (ascender 16.19, line height 20.29 at 17
    /// points) in its height, so the 30-point field's baseline is 21.04 below its top and the
    /// 20.5-point label's 16.29 below its top: the field's top at 35.25, 35.5 on the document
    /// device's 2x pixel grid.
    func testBaselineConstraintsMeetAtTheTextsBaselines() throws {
        let text = IBFixture.rootView(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Room:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="40" width="49" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="81" y="35.25" width="278" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </textField>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="c4"/>
                <constraint firstItem="field" firstAttribute="baseline" secondItem="title" secondAttribute="baseline" id="c5"/>
                """)
        let field = try XCTUnwrap(try IBFixture.frames(text, root: "root")["field"])
        XCTAssertEqual(field[1], Self.onTwoXGrid(40 + 16.29 - 21.04), accuracy: 0.01)
        // The first baselines meet at the same place: both texts are one line.
        let first = text.replacingOccurrences(
            of: #"firstAttribute="baseline" secondItem="title" secondAttribute="baseline""#,
            with: #"firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline""#)
        XCTAssertEqual(try XCTUnwrap(try IBFixture.frames(first, root: "root")["field"])[1], Self.onTwoXGrid(40 + 16.29 - 21.04), accuracy: 0.01)
    }

    /// `y` on a 2x screen's pixel grid (the nearest half point).
    private static func onTwoXGrid(_ y: Double) -> Double { (y * 2).rounded() / 2 }

    /// A XIB's top-level view has a controller's root view's margins: the system minimum at the
    /// sides (16 points at 375 points wide), none at top and bottom beyond the safe area (the
    /// screen's 48 and 34 points, which a view of a document of Xcode 11 or later has).
    func testXibViewHasTheSystemMinimumSideMargins() throws {
        let text = IBFixture.rootView(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="8" width="343" height="184"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c2"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["box"], [16, 48, 343, 118])
    }

    /// A collection view cell at the top level of a XIB has a XIB view's side margins (16 points
    /// at 375 points wide); one inside a collection view keeps UIView's 8.
    func testTopLevelCollectionCellHasTheSystemMinimumSideMargins() throws {
        let cell = """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="item">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="16" y="0.0" width="343" height="100"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="item" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="item" secondAttribute="top" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                </constraints>
            </collectionViewCell>
            """
        XCTAssertEqual(try IBFixture.frames(IBFixture.xib(cell), root: "item")["box"], [16, 0, 343, 100])
        let inCollection = IBFixture.rootView(
            subviews: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="375" height="100"/>
                    </collectionViewFlowLayout>
                    <cells>
                \(cell)
                    </cells>
                </collectionView>
                """)
        XCTAssertEqual(try IBFixture.frames(inCollection, root: "item")["box"], [8, 0, 359, 100])
    }
}

/// Frames on the document's pixel grid: its device's scale, 2 when it names none.
final class IBPixelGridTests: XCTestCase {
    /// A XIB view 100 wide holding a box a third of its width, 10.2 points high, on `device`.
    static func third(device: String) -> String {
        IBFixture.xib(
            """
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
        let text = IBFixture.xib(
            """
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
        let wide = IBFixture.rootView(subviews: pinned, constraints: margins).replacingOccurrences(
            of: #"width="375" height="200""#, with: #"width="500" height="200""#)
        XCTAssertEqual(try IBFixture.frames(wide, root: "root")["inner"], [20, 48, 460, 50])
        let cell = IBFixture.xib(
            """
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
        let banner = IBFixture.xib(
            """
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
