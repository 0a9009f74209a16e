import XCTest

/// A stack view whose arranged views are all hidden, as Xcode lays it out (a rule of
/// Docs/interface-builder.md).
final class IBStackAllHiddenTests: XCTestCase {
    /// A vertical equal-spacing stack (spacing 20, centred) arranges a 40 × 30 view `a`, a
    /// bottom-aligned horizontal stack `inner` whose one view (110 × 36 of its own) is hidden, and
    /// a 40 × 30 view `b`: `inner` is 0 × 0, with the spacing on both sides of it, so the outer
    /// stack is 30 + 20 + 0 + 20 + 30 = 100 high.
    func testAStackOfHiddenViewsIsZeroAcrossItsAxis() throws {
        func box(_ id: String, y: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="167.5" y="\(y)" width="40" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                </constraints>
            </view>
            """
        }
        let document = IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        \(box("a", y: 0))
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="187.5" y="50" width="0.0" height="0.0"/>
                            <subviews>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                                    <rect key="frame" x="0.0" y="0.0" width="110" height="36"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="110" id="hidden-w"/>
                                        <constraint firstAttribute="height" constant="36" id="hidden-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        \(box("b", y: 70))
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="o-t"/>
                <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o-l"/>
                <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="o-r"/>
                """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["outer"], [0, 0, 375, 100])
        XCTAssertEqual(frames["a"], [167.5, 0, 40, 30])
        XCTAssertEqual(frames["inner"], [187.5, 50, 0, 0])
        XCTAssertEqual(frames["b"], [167.5, 70, 40, 30])
    }
}
