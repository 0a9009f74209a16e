import AutoLayout
import InterfaceBuilder
import XCTest

/// A XIB's top-level view that simulates no status bar (`<nil key="simulatedStatusBarMetrics"/>`),
/// as a controller's scene that sets it (a rule of Docs/interface-builder.md).
final class IBXibStatusBarTests: XCTestCase {
    private static let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
    private static let defaultStatusBar = #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#

    /// A 375 × 667 top-level view on `device`, saved by Xcode 14.3 (`toolsVersion` 21701), with
    /// `metrics` among its simulated metrics and a 50-point box pinned to its safe area's top.
    private func text(device: String, metrics: String) -> String {
        let view = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(IBFixture.box("bar", y: 0, height: 50))</subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="bar-top"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-l"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="bar-r"/>
                </constraints>
                \(metrics)
            </view>
            """
        return IBFixture.xib(view, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#)
    }

    /// The safe area of the view of `text(device:metrics:)`.
    private func safeArea(device: String, metrics: String) throws -> EdgeInsets {
        try IBFixture.read(text(device: device, metrics: metrics)).scene(forHierarchy: "root").scene.root.safeArea
    }

    /// On an iPhone 8 (`retina4_7`), no status bar: the safe area starts at the view's top and the
    /// box pinned to it lies at y 0; with the default status bar it lies 20 points down.
    func testNoSimulatedStatusBarLeavesNoTopInset() throws {
        XCTAssertEqual(try safeArea(device: "retina4_7", metrics: Self.noStatusBar), .zero)
        XCTAssertEqual(try IBFixture.frames(text(device: "retina4_7", metrics: Self.noStatusBar), root: "root")["bar"], [0, 0, 375, 50])
        XCTAssertEqual(try safeArea(device: "retina4_7", metrics: Self.defaultStatusBar).top, 20)
        XCTAssertEqual(try IBFixture.frames(text(device: "retina4_7", metrics: Self.defaultStatusBar), root: "root")["bar"], [0, 20, 375, 50])
    }

    /// A sensor housing is not a status bar: on an iPhone 11 (`retina6_1`) the view keeps the
    /// housing's 48 points whatever it simulates, as a controller's root does.
    func testHousingStaysWithoutAStatusBar() throws {
        XCTAssertEqual(try safeArea(device: "retina6_1", metrics: Self.noStatusBar).top, 48)
    }
}
