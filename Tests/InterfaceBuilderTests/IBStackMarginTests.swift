import XCTest

/// A stack view without layout margins of its own has none, as Xcode lays it out (a rule of
/// Docs/interface-builder.md).
final class IBStackMarginTests: XCTestCase {
    /// A horizontal stack pinned to the root's top and sides arranges one 44-point view; a view
    /// `below` hangs from the stack's bottom margin (10 points) and starts at its leading margin:
    /// with no margins, 10 points below the stack and flush with its edge.
    func testAStacksMarginsAreItsEdges() throws {
        let document = IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>\(IBFixture.box("item", y: 0, height: 44))</subviews>
                </stackView>
                \(IBFixture.box("below", y: 54, width: 100, height: 30, fixedWidth: true))
                """,
            constraints: IBFixture.pinsToTopAndSides("stack") + """
                <constraint firstItem="below" firstAttribute="top" secondItem="stack" secondAttribute="bottomMargin" constant="10" id="b-t"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="stack" secondAttribute="leadingMargin" id="b-l"/>
                """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["stack"], [0, 0, 375, 44])
        XCTAssertEqual(frames["below"], [0, 54, 100, 30])
    }
}
