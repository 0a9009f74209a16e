import AutoLayout
import InterfaceBuilder
import XCTest

/// The safe area of a XIB's top-level view smaller than the screen, by the Xcode that saved it.
final class IBXibSafeAreaTests: XCTestCase {
    /// The safe area of a `width` × `height` top-level view on an iPhone 11 (`retina6_1`, 414 ×
    /// 896: 44-point housing and 34-point home indicator before Xcode 14) saved by `tools`.
    private func safeArea(
        width: Int, height: Int, tools: String, device: String = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
    ) throws -> EdgeInsets {
        let text = IBFixture.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: device
        ).replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text).scene(forHierarchy: "root").scene.root.safeArea
    }

    /// Before Xcode 14.3 a view that fits on the screen sits at its top: the housing above it, no
    /// home indicator below a 160-point banner.
    func testFittingViewHasTheInsetsItCovers() throws {
        XCTAssertEqual(try safeArea(width: 414, height: 160, tools: "18122"), EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    /// A view 880 points high reaches 18 points into the home indicator's 34-point strip.
    func testTallViewHasThePartOfTheHomeIndicatorItReaches() throws {
        XCTAssertEqual(try safeArea(width: 414, height: 880, tools: "18122"), EdgeInsets(top: 44, left: 0, bottom: 18, right: 0))
    }

    /// A view shorter than the housing has the housing's depth only as deep as itself.
    func testViewShorterThanTheHousing() throws {
        XCTAssertEqual(try safeArea(width: 414, height: 34, tools: "17156"), EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    }

    /// A view wider than the screen has the whole insets.
    func testViewWiderThanTheScreenHasTheWholeInsets() throws {
        XCTAssertEqual(try safeArea(width: 600, height: 154, tools: "17156"), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// Builds before Xcode 10 give a view smaller than the screen none of the screen's insets,
    /// whether it fits on the screen or not.
    func testEarlierBuildsDoNotSimulateSmallerViewsOnTheScreen() throws {
        let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        XCTAssertEqual(try safeArea(width: 295, height: 496, tools: "14113", device: phone), .zero)
        XCTAssertEqual(try safeArea(width: 600, height: 309, tools: "14113", device: phone), .zero)
        XCTAssertEqual(try safeArea(width: 295, height: 496, tools: "14109", device: phone), .zero)
    }

    /// From Xcode 14.3 every view has the whole insets (48 at the top from Xcode 14).
    func testLaterVersionsGiveTheWholeInsets() throws {
        XCTAssertEqual(try safeArea(width: 414, height: 160, tools: "22505"), EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    }
}
