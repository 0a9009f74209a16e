import XCTest

/// Constraints between a scroll view's margins and a view inside it attach to the margins of its
/// content area, as UIKit attaches its edges (a rule of Docs/interface-builder.md).
final class IBScrollContentMarginTests: XCTestCase {
    /// A scroll view fills the root but for 50 points at the top and bottom; a 300-point `page`
    /// inside it is pinned to its four margins and is its width less 16. The page's height sizes
    /// the content area, not the scroll view, which keeps the 100 points the root leaves it; the
    /// page sits one margin (8 points) in from the content area's origin.
    func testMarginsAttachToTheContentArea() throws {
        let constraints = """
            <constraint firstAttribute="bottomMargin" secondItem="page" secondAttribute="bottom" id="page-b"/>
            <constraint firstAttribute="trailingMargin" secondItem="page" secondAttribute="trailing" id="page-r"/>
            """
        let frames = try IBFixture.frames(document(constraints), root: "root")
        XCTAssertEqual(frames["scroll"], [0, 50, 375, 100])
        XCTAssertEqual(frames["page"], [8, 58, 359, 300])
    }

    /// With margins of its own (6 at the left, 4 at the top, 10 at the right, 12 at the bottom),
    /// the page starts at the content area's near margins and ends at its far edges, which the
    /// page decides (365 points across, 304 down from the scroll view's top); a 20-point `badge`
    /// pinned to the far margins sits those margins in from the page's far corner, not from the
    /// scroll view's.
    func testTheFarMarginsLieInsideTheContentAreasFarEdges() throws {
        let constraints = """
            <constraint firstAttribute="bottom" secondItem="page" secondAttribute="bottom" id="page-b"/>
            <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="page-r"/>
            <constraint firstAttribute="trailingMargin" secondItem="badge" secondAttribute="trailing" id="badge-r"/>
            <constraint firstAttribute="bottomMargin" secondItem="badge" secondAttribute="bottom" id="badge-b"/>
            """
        let margins = #"<edgeInsets key="layoutMargins" top="4" left="6" bottom="12" right="10"/>"#
        let badge = IBFixture.box("badge", x: 335, y: 322, width: 20, height: 20, fixedWidth: true)
        let frames = try IBFixture.frames(document(constraints, margins: margins, badge: badge), root: "root")
        XCTAssertEqual(frames["scroll"], [0, 50, 375, 100])
        XCTAssertEqual(frames["page"], [6, 54, 359, 300])
        XCTAssertEqual(frames["badge"], [335, 322, 20, 20])
    }

    /// A scroll view holding `page` (300 points high, the scroll view's width less 16, at its top
    /// and leading margins) and `badge`, with `margins` and `constraints`, filling the root but
    /// for 50 points at the top and bottom.
    private func document(_ constraints: String, margins: String = "", badge: String = "") -> String {
        IBFixture.rootView(
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="50" width="375" height="100"/>
                    <subviews>
                        \(IBFixture.box("page", x: 8, y: 8, width: 359, height: 300))
                        \(badge)
                    </subviews>
                    \(margins)
                    <constraints>
                        \(constraints)
                        <constraint firstItem="page" firstAttribute="top" secondItem="scroll" secondAttribute="topMargin" id="page-t"/>
                        <constraint firstItem="page" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="page-l"/>
                        <constraint firstAttribute="width" secondItem="page" secondAttribute="width" constant="16" id="page-w"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="s-t"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" constant="50" id="s-b"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-r"/>
                """)
    }
}
