import InterfaceBuilder
import XCTest

/// A view that preserves its superview's margins and reaches past the superview's edge (a stack
/// view taller than the scroll view holding it) gets the superview's margin at that edge, no
/// more, as the canvas stores it: the stack ends 8 points below its last view, not further for
/// every point it overhangs.
final class IBPreservedMarginOverhangTests: XCTestCase {
    /// A stack's arranged view `id`, 150 points high, stored at `y`.
    private static func block(_ id: String, y: Int) -> String {
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
            + #"<rect key="frame" x="20" y="\#(y)" width="280" height="150"/>"#
            + #"<constraints><constraint firstAttribute="height" constant="150" id="\#(id)-height"/></constraints></view>"#
    }

    /// Constraints pinning view `id`'s four edges to those of `parent`, on one line.
    private static func edges(_ id: String, in parent: String) -> String {
        ["top", "bottom", "leading", "trailing"].map { edge in
            #"<constraint firstItem="\#(id)" firstAttribute="\#(edge)" secondItem="\#(parent)" secondAttribute="\#(edge)" id="\#(id)-\#(edge)"/>"#
        }.joined()
    }

    /// A XIB whose 320 × 200 top-level view holds a scroll view filling it and, in the scroll
    /// view's content, a vertical stack pinned to its edges and width that preserves the scroll
    /// view's margins (8 points), with 20-point side margins of its own and two 150-point views.
    private static let document = IBFixture.xib(
        #"""
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="324"/>
                            <subviews>
                                \#(block("first", y: 8))
                                \#(block("second", y: 166))
                            </subviews>
                            <edgeInsets key="layoutMargins" top="0.0" left="20" bottom="0.0" right="20"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        \#(edges("stack", in: "scroll"))
                        <constraint firstItem="stack" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c7"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                \#(edges("scroll", in: "top"))
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """#)

    /// The stack's bottom margin is the scroll view's 8 points, so it ends at 324 (8 + 150 + 8 +
    /// 150 + 8), 124 points past the scroll view's bottom, and its views keep their places.
    func testTheOverhangingEdgeTakesTheSuperviewsMarginOnly() throws {
        let frames = try IBFixture.frames(Self.document, root: "top")
        let expected: [String: [Double]] = [
            "scroll": [0, 0, 320, 200], "stack": [0, 0, 320, 324], "first": [20, 8, 280, 150], "second": [20, 166, 280, 150],
        ]
        for (id, frame) in expected { XCTAssertEqual(frames[id], frame, id) }
    }
}
