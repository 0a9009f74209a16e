import InterfaceBuilder
import XCTest

/// A XIB's top-level view smaller than the screen, saved by Xcode 9: its canvas draws the view on
/// its own, without the screen's status bar, so content pinned to the top of the view's safe
/// area sits at the view's top.
final class IBXibXcode9SafeAreaTests: XCTestCase {
    /// A `width` × `height` view on an iPhone 8 (`retina4_7`) saved by `tools`, whose title is
    /// pinned 20 points below the top of its safe area and whose list fills the rest of it.
    private func frames(width: Int, height: Int, tools: String) throws -> [String: [Double]] {
        let title = IBFixture.box("title", y: 20, width: Double(width), height: 21)
        let text = IBFixture.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    \(title)
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                        <rect key="frame" x="0.0" y="49" width="\(width)" height="\(height - 49)"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="list" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="lt"/>
                    <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="ll"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="lr"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="lb"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            """, device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
        ).replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.frames(text, root: "root")
    }

    /// Xcode 9.4 (14113) lays a 375 × 367 panel out without the status bar: the title 20 points
    /// from the panel's top, the list below it down to the panel's bottom.
    func testPanelHasNoStatusBar() throws {
        let frames = try frames(width: 375, height: 367, tools: "14113")
        XCTAssertEqual(frames["title"], [0, 20, 375, 21])
        XCTAssertEqual(frames["list"], [0, 49, 375, 318])
    }

    /// A view narrower than the screen has none either, in Xcode 9.3 (14109) as in 9.4.
    func testNarrowViewHasNoStatusBar() throws {
        for tools in ["14109", "14113"] {
            XCTAssertEqual(try frames(width: 295, height: 496, tools: tools)["title"], [0, 20, 295, 21], tools)
        }
    }

    /// Xcode 14.3 (21701) simulates the same panel on the screen: the status bar above its title.
    func testLaterCanvasAddsTheStatusBar() throws {
        XCTAssertEqual(try frames(width: 375, height: 367, tools: "21701")["title"], [0, 40, 375, 21])
    }

    /// A view of the screen's size keeps the screen's status bar in Xcode 9.4 too.
    func testScreenSizedViewKeepsTheStatusBar() throws {
        XCTAssertEqual(try frames(width: 375, height: 667, tools: "14113")["title"], [0, 40, 375, 21])
    }
}
