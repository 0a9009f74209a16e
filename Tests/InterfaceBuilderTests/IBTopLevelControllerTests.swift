import XCTest

/// A view controller at the top level of a XIB: its legacy layout guides cover its view's
/// safe-area bands (a rule of Docs/interface-builder.md).
final class IBTopLevelControllerTests: XCTestCase {
    /// On an iPhone 11 (a 48-point sensor housing and a 34-point home indicator in a document of
    /// Xcode 14), a view pinned between the top guide's bottom and the bottom guide's top spans
    /// the safe area: 48 down and 896 - 48 - 34 = 814 high; the constraints to the guides are
    /// kept, not skipped.
    func testTheLegacyGuidesOfATopLevelControllerCoverItsViewsSafeAreaBands() throws {
        let document = IBFixture.xib(
            """
            <viewController id="controller">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c-t"/>
                        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="c-b"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-r"/>
                    </constraints>
                </view>
            </viewController>
            """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["content"], [0, 48, 414, 814])
    }
}
