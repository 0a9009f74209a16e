import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Layout margins in documents saved before Xcode 9, whose canvas simulates iOS 10 and earlier:
/// no safe area, so no margin includes the status bar.
final class IBLegacyMarginsTests: XCTestCase {
    /// A storyboard saved by `tools` whose controller's root (375 × 667 on an iPhone 8, or
    /// `width` × `height` on `device`) holds a view pinned to its top and leading margins.
    private func storyboard(
        tools: String, width: Int = 375, height: Int = 667, device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    ) -> String {
        IBFixture.storyboard(
            """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-guide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="0.0" width="100" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """,
            device: device
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
    }

    /// Xcode 8 (build 11762) lays a view pinned to the root's top margin at the root's top, under
    /// the status bar: iOS 10 gives a controller's root view no top margin.
    func testRootTopMarginIgnoresTheStatusBarBeforeXcode9() throws {
        let frames = try IBFixture.frames(storyboard(tools: "11762"), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["box"], [16, 0, 100, 50])
    }

    /// From Xcode 9 (build 13000) the root's margins are inset from its safe area, the status bar
    /// included, as in iOS 11, also in a document that does not use the safe-area guide.
    func testRootTopMarginIncludesTheStatusBarFromXcode9() throws {
        let frames = try IBFixture.frames(storyboard(tools: "13771"), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["box"], [16, 20, 100, 50])
    }

    /// The canvas's iOS 10 margins hold at the document's own device only: laid out on another
    /// device, the root's top margin includes the status bar, as UIKit's margins do since iOS 11.
    func testOtherDevicesHaveUIKitsMargins() throws {
        let document = try IBFixture.read(storyboard(tools: "11762"), file: "Test.storyboard")
        let device = try XCTUnwrap(Device.named("retina4_0"))
        let screen = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: device, orientation: .portrait))
        XCTAssertEqual(screen.frames.first { $0.id == "box" }?.frame, Rect(x: 16, y: 20, width: 100, height: 50))
    }

    /// Xcode 6 (build 7706 and below) gives its 600-point size-class canvas, in a document that
    /// names no device, iOS 8's 16-point side margins.
    func testXcode6RootHasSixteenPointSideMarginsWhateverItsWidth() throws {
        let frames = try IBFixture.frames(storyboard(tools: "7702", width: 600, height: 600, device: ""), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["box"], [16, 0, 100, 50])
    }

    /// From Xcode 7 (build 8191) the same canvas has iOS 9's 20 points, as a wide root has today.
    func testXcode7RootHasTwentyPointSideMarginsWhenWide() throws {
        let frames = try IBFixture.frames(storyboard(tools: "10116", width: 600, height: 600, device: ""), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["box"], [20, 0, 100, 50])
    }
}
