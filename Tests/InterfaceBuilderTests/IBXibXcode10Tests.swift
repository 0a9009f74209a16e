import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The safe area of a XIB's top-level view smaller than the screen on the canvas of Xcode 10:
/// none from the screen where the view fits on it, as for a freeform controller's root.
final class IBXibXcode10Tests: XCTestCase {
    /// A `width` × `height` top-level view whose 18-point box is pinned to the top of its safe area,
    /// on an iPhone 8 (`retina4_7`, 20-point status bar) unless `device` says otherwise.
    private func document(width: Int, height: Int, tools: String, device: String = "retina4_7", topBar: String = "") -> String {
        let icon = IBFixture.box("icon", y: 0, width: 18, height: 18, fixedWidth: true)
        return IBFixture.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(icon)</subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                </constraints>
                \(topBar)
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            """, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        ).replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    private func root(_ text: String, on target: IBLayoutTarget? = nil) throws -> SceneRoot {
        try IBFixture.read(text).scene(forHierarchy: "root", on: target).scene.root
    }

    /// A 375 × 146 banner: Xcode 9.4 and 10 put no status bar above its content, Xcode 11 hides
    /// the status bar of a phone without a sensor housing, Xcode 14.3 draws it again.
    func testFittingViewHasNoScreenInsetsInXcode10() throws {
        for (tools, top) in [("14113", 0.0), ("14313.18", 0), ("14460.31", 0), ("14490.70", 0), ("21701", 20)] {
            let text = document(width: 375, height: 146, tools: tools)
            XCTAssertEqual(try root(text).safeArea.top, top, tools)
            XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"]?[1], top, tools)
        }
    }

    /// On a phone with a sensor housing too: no housing above a view that fits.
    func testFittingViewHasNoSensorHousingInXcode10() throws {
        XCTAssertEqual(try root(document(width: 414, height: 160, tools: "14460.31", device: "retina6_1")).safeArea, .zero)
    }

    /// The bars the view simulates stay in its safe area.
    func testSimulatedBarsStay() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        XCTAssertEqual(try root(document(width: 375, height: 300, tools: "14460.31", topBar: bar)).safeArea.top, 44)
    }

    /// A view of the screen's size keeps the screen's status bar.
    func testScreenSizedViewKeepsTheStatusBar() throws {
        XCTAssertEqual(try root(document(width: 375, height: 667, tools: "14460.31")).safeArea.top, 20)
    }

    /// The canvas's rule holds at the document's device only: another device gives the view the
    /// part of its screen's insets it covers.
    func testOtherDevicesGiveTheCoveredInsets() throws {
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("retina4_0")), orientation: .portrait)
        XCTAssertEqual(try root(document(width: 320, height: 146, tools: "14460.31"), on: target).safeArea.top, 20)
    }
}
