import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Placeholder constraints: on Xcode's canvas, not in the build.
final class IBPlaceholderConstraintTests: XCTestCase {
    /// A XIB whose 375 × 200 root holds a 100 × 40 box pinned at its leading edge and centred
    /// vertically only by a placeholder constraint.
    private let text = IBFixture.rootView(
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="80" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="box-w"/>
                    <constraint firstAttribute="height" constant="40" id="box-h"/>
                </constraints>
            </view>
            """,
        constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="box-l"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" placeholder="YES" id="box-y"/>
            """)

    /// At the document's own device the placeholder centres the box, as the canvas placed it.
    func testPlaceholderHoldsAtTheDocumentsDevice() throws {
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["box"], [20, 80, 100, 40])
    }

    /// On another device the build has removed it: the scene has no entry for it.
    func testPlaceholderIsLeftOutOnAnotherDevice() throws {
        let document = try IBFixture.read(text)
        let device = try XCTUnwrap(Device.named("retina4_7"))
        let elsewhere = try document.scene(forHierarchy: "root", on: IBLayoutTarget(device: device, orientation: .portrait))
        XCTAssertFalse(elsewhere.constraintIDs.contains("box-y"))
        XCTAssertTrue(elsewhere.constraintIDs.contains("box-l"))
        XCTAssertTrue(try document.scene(forHierarchy: "root").constraintIDs.contains("box-y"))
    }
}
