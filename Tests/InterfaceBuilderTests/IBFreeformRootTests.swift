import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A controller whose scene has a freeform simulated size is drawn on a canvas of that size.
final class IBFreeformRootTests: XCTestCase {
    /// A storyboard saved by `tools` on an iPhone 11 (414 × 896) whose one controller has a
    /// freeform root of `width` × `height`.
    private func root(tools: String, width: Int, height: Int) throws -> SceneRoot {
        let text = IBFixture.storyboard(
            Self.freeformScene(width: width, height: height, canvasHeight: height),
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "vc-view").scene.root
    }

    /// A freeform root taller than the screen keeps the home indicator's inset at its own
    /// bottom: the part of it below the screen is not in its safe area.
    func testATallFreeformRootHasTheHomeIndicatorAtItsBottom() throws {
        let tall = try root(tools: "21701", width: 414, height: 1200)
        XCTAssertEqual(tall.safeArea, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(tall.size.height, 1200)
    }

    /// From Xcode 14.3 a freeform root shorter and narrower than the screen has the screen's
    /// whole insets; earlier versions give it the part of them it covers from the top left
    /// corner, as they do a XIB's view.
    func testAShortFreeformRootHasTheInsetsItsXcodeGives() throws {
        XCTAssertEqual(try root(tools: "22505", width: 375, height: 600).safeArea, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(try root(tools: "21507", width: 375, height: 600).safeArea, EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
    }

    /// A freeform root stored its canvas's height less the bars above it lies below them, as a
    /// full-screen root stored the screen's height less its bars does: a 500 × 504 root of a
    /// 500 × 568 canvas under a navigation controller's bar below the status bar (64 points).
    func testAFreeformRootStoredBelowItsBarsHasNoTopInset() throws {
        let text = IBFixture.storyboard(
            IBFixture.navigationScene(root: "vc") + Self.freeformScene(width: 500, height: 504, canvasHeight: 568), initial: "nav")
        let root = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "vc-view").scene.root
        XCTAssertEqual(root.safeArea, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(root.size, Size(width: 500, height: 504))
    }

    /// A scene whose controller `vc` has a freeform canvas `width` × `canvasHeight` and a root
    /// view `vc-view` stored at `width` × `height`.
    private static func freeformScene(width: Int, height: Int, canvasHeight: Int) -> String {
        """
        <scene sceneID="s">
            <objects>
                <viewController id="vc">
                    <view key="view" contentMode="scaleToFill" id="vc-view">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <viewLayoutGuide key="safeArea" id="vc-safe"/>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="\(width)" height="\(canvasHeight)"/>
                </viewController>
            </objects>
        </scene>
        """
    }
}
