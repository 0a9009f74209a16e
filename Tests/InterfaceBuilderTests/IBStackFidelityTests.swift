import InterfaceBuilder
import XCTest

/// Stack views as Xcode lays them out: each test is one rule of Docs/interface-builder.md.
final class IBStackFidelityTests: XCTestCase {
    /// A vertical stack `stack` pinned to the top and sides of the 375-point root, with `margins`
    /// (an `edgeInsets` or `directionalEdgeInsets` element, or nothing) and `attributes`,
    /// arranging a view `a` 30 points high; its margins ignore the safe area (the XIB's view has
    /// the screen's).
    private func marginStack(margins: String, attributes: String = "") -> String {
        IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(attributes) insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="8" y="20" width="359" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="a-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    \(margins)
                </stackView>
                """,
            constraints: IBFixture.pinsToTopAndSides("stack"))
    }

    /// A stack view whose document gives it layout margins arranges its views inside them (the
    /// document writes no `layoutMarginsRelativeArrangement`): the 30-point view sits 20 below
    /// the top and 8 in from the sides of a 70-point stack; a stack without margins of its own
    /// arranges edge to edge.
    func testStackWithMarginsOfItsOwnArrangesInsideThem() throws {
        let absolute = marginStack(margins: #"<edgeInsets key="layoutMargins" top="20" left="8" bottom="20" right="8"/>"#)
        let frames = try IBFixture.frames(absolute, root: "root")
        XCTAssertEqual(frames["stack"], [0, 0, 375, 70])
        XCTAssertEqual(frames["a"], [8, 20, 359, 30])

        let directional = marginStack(
            margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="8" bottom="20" trailing="8"/>"#)
        XCTAssertEqual(try IBFixture.frames(directional, root: "root")["a"], [8, 20, 359, 30])

        let plain = try IBFixture.frames(marginStack(margins: ""), root: "root")
        XCTAssertEqual(plain["stack"], [0, 0, 375, 30])
        XCTAssertEqual(plain["a"], [0, 0, 375, 30])
    }

    /// `layoutMarginsRelativeArrangement="YES"` without margins of the stack's own arranges edge
    /// to edge: a stack view without margins of its own has none, as Xcode lays it out.
    func testExplicitMarginsRelativeArrangementUsesTheDefaultMargins() throws {
        let frames = try IBFixture.frames(marginStack(margins: "", attributes: #"layoutMarginsRelativeArrangement="YES""#), root: "root")
        XCTAssertEqual(frames["stack"], [0, 0, 375, 30])
        XCTAssertEqual(frames["a"], [0, 0, 375, 30])
    }

    /// A stack's arrangement enters the engine before the document's constraints, so where it
    /// conflicts with the pins around the stack, a pin gives way: a stack pinned 2 points from the
    /// leading edge and 16 from the trailing edge of the 375-point root keeps the 24-point width
    /// of the one view it arranges, as Xcode lays such a document out.
    func testAStacksArrangementOutlastsTheConstraintsAroundIt() throws {
        let document = IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="2" y="2" width="24" height="196"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="196"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="icon-w"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="2" id="s-t"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="2" id="s-b"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2" id="s-l"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="s-r"/>
                """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["stack"], [2, 2, 24, 196])
        XCTAssertEqual(frames["icon"], [2, 2, 24, 196])
    }
}
