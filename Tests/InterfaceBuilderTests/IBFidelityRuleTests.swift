import XCTest
import AutoLayout
import InterfaceBuilder
import Rigging

/// The rules that bring laid-out hierarchies onto the frames Xcode stores, one feature each.
final class IBFidelityRuleTests: XCTestCase {
    /// A slider's frame reaches 2 points left and right of its alignment rectangle and 1 point
    /// below it: pinned 26 points above the bottom, its 31-point frame ends 25 points above.
    func testSliderFrameReachesBelowItsAlignmentRect() throws {
        let text = IBFixture.rootView(subviews: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="1" minValue="1" maxValue="500" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                <rect key="frame" x="6" y="144" width="291" height="31"/>
            </slider>
            """, constraints: """
            <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="80" id="s2"/>
            <constraint firstAttribute="bottom" secondItem="level" secondAttribute="bottom" constant="26" id="s3"/>
            """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [6, 144, 291, 31])
    }
}
