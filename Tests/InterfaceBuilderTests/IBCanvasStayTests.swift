import InterfaceBuilder
import Rigging
import XCTest

/// Arranged views that nothing sizes across their stack: Xcode's canvas keeps their stored size
/// at the document's own device, UIKit's runtime gives them 0 (Docs/interface-builder.md).
final class IBCanvasStayTests: XCTestCase {
    /// A vertical stack of `alignment` pinned to the top and sides of the 375-point root,
    /// arranging a plain `spacer` stored 240 points wide whose height alone is constrained, and a
    /// `box` of 100 × 20.
    private func spacerStack(alignment: String) -> String {
        IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                            <rect key="frame" x="67.5" y="0.0" width="240" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="spacer-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="137.5" y="40" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="box-w"/>
                                <constraint firstAttribute="height" constant="20" id="box-h"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: IBFixture.pinsToTopAndSides("stack"))
    }

    /// At the document's own device the spacer keeps its stored 240-point width, centred; the
    /// constrained box is unaffected.
    func testTheCanvasKeepsAnUnsizedArrangedViewsStoredSize() throws {
        let frames = try IBFixture.frames(spacerStack(alignment: "center"), root: "root")
        XCTAssertEqual(frames["spacer"], [67.5, 0, 240, 40])
        XCTAssertEqual(frames["box"], [137.5, 40, 100, 20])
        let trailing = try IBFixture.frames(spacerStack(alignment: "bottom"), root: "root")
        XCTAssertEqual(trailing["spacer"], [135, 0, 240, 40])
    }

    /// Laid out on another device, the spacer is 0 wide, as UIKit's
    /// `UISV-ambiguity-suppression` makes it.
    func testOnADeviceUIKitsSuppressionGivesItZero() throws {
        let document = try IBFixture.read(spacerStack(alignment: "center"))
        let device = try XCTUnwrap(Device.named("retina4_7"))
        let screen = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: device, orientation: .portrait))
        let spacer = try XCTUnwrap(screen.frames.first { $0.id == "spacer" }?.frame)
        XCTAssertEqual([spacer.x, spacer.width], [187.5, 0])
    }
}
