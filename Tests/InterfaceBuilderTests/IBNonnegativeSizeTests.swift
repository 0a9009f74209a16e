import InterfaceBuilder
import Rigging
import XCTest

/// Views never get a negative width or height, as in UIKit's engine (a rule of
/// Docs/interface-builder.md).
final class IBNonnegativeSizeTests: XCTestCase {
    /// A 375 × 200 view holds `top`, 196 points high of its own, and under it, 8 points down, a
    /// progress view `bar` whose bottom is pinned to the view's: the chain leaves `bar` -4 points
    /// high. Its height cannot go below 0, so the required constraints conflict, and the one
    /// entered last, the bottom pin, gives way: `bar` keeps its own 2-point height under `top`.
    func testAConflictBreaksAPinRatherThanMakingASizeNegative() throws {
        let document = IBFixture.rootView(
            subviews: """
                \(IBFixture.box("top", y: 0, height: 196))
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="204" width="375" height="2"/>
                </progressView>
                """,
            constraints: """
                \(IBFixture.pinsToTopAndSides("top"))
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-l"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="bar-r"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="bar-t"/>
                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="bar-b"/>
                """)
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["top"], [0, 0, 375, 196])
        XCTAssertEqual(frames["bar"], [0, 204, 375, 2])
    }

    /// Each view's two bounds (`v.width >= 0`, `v.height >= 0`) come first in the scene, ahead of
    /// the document's constraints, with no document id.
    func testTheBoundsComeFirstInTheScene() throws {
        let document = IBFixture.rootView(
            subviews: IBFixture.box("a", y: 0, height: 40),
            constraints: IBFixture.pinsToTopAndSides("a"))
        let mapped = try IBFixture.read(document).scene(forHierarchy: "root")
        let texts = mapped.scene.constraints.map(\.text)
        XCTAssertEqual(Array(texts.prefix(2)), ["v_a.width >= 0", "v_a.height >= 0"])
        XCTAssertEqual(texts.filter { $0.hasSuffix(">= 0") }.count, 2)
        XCTAssertEqual(Array(mapped.constraintIDs.prefix(3)), [nil, nil, "a-h"])
    }

    /// On a 320-point screen a view 360 points narrower than its superview cannot be -40 wide: its
    /// width constraint is unsatisfiable there, as UIKit logs it at run time (the view is then 0
    /// wide and its width ambiguous).
    func testASizeThatWouldBeNegativeOnAnotherDeviceIsAConflictThere() throws {
        let text = IBLintTests.screen(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="narrow">
                <rect key="frame" x="0.0" y="200" width="54" height="40"/>
            </view>
            """,
            constraints: """
                <constraint firstItem="narrow" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n1"/>
                <constraint firstItem="narrow" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="n2"/>
                <constraint firstItem="narrow" firstAttribute="width" secondItem="root" secondAttribute="width" constant="-360" id="n3"/>
                <constraint firstItem="narrow" firstAttribute="height" constant="40" id="n4"/>
                """)
        let document = try IBFixture.read(text, file: "Lint.xib")
        let own = document.lint(try document.screen(forHierarchy: "root")).map(\.check.rawValue)
        XCTAssertEqual(own, [])
        let small = document.lint(try document.screen(forHierarchy: "root", on: IBLintTests.small))
        XCTAssertTrue(small.contains { $0.check.rawValue == "unsatisfiable" && $0.ids == ["n3"] }, "\(small)")
    }
}
