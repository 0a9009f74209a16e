import XCTest

/// A `fillProportionally` stack view as Xcode lays it out (a rule of Docs/interface-builder.md).
final class IBStackProportionTests: XCTestCase {
    /// The views of a `fillProportionally` stack that have no intrinsic size along its axis (here
    /// two plain views) share it in proportion to the sizes they are loaded with, their stored
    /// frames: 50 and 150 of the stack's 200 points, with no constraint of their own.
    func testViewsWithoutIntrinsicSizesKeepTheirStoredProportions() throws {
        let document = IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="50" width="375" height="150"/>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: IBFixture.pinsToTopAndSides("stack") + """
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s-b"/>
                """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["a"], [0, 0, 375, 50])
        XCTAssertEqual(frames["b"], [0, 50, 375, 150])
    }
}
