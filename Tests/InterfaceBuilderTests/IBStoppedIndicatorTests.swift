import InterfaceBuilder
import XCTest

/// A stopped activity indicator that hides when stopped, which Interface Builder writes
/// `hidden`, keeps its place in a stack at the document's own device as Xcode's canvas shows it
/// (a rule of Docs/interface-builder.md); one hidden while animating collapses, and live
/// instances load the stopped one hidden, as UIKit does.
final class IBStoppedIndicatorTests: XCTestCase {
    /// A vertical stack (spacing 8) at the root's top arranges a 30-point view `a`, an activity
    /// indicator `spin` 20 points high with `indicatorAttributes`, and a 50-point view `b`,
    /// their frames stored with the indicator in place.
    static func document(indicatorAttributes: String) -> String {
        let indicator = """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" \(indicatorAttributes) style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                <rect key="frame" x="0.0" y="38" width="375" height="20"/>
            </activityIndicatorView>
            """
        let arranged = [IBFixture.box("a", y: 0, height: 30), indicator, IBFixture.box("b", y: 66, height: 50)]
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="116"/>
                <subviews>\(arranged.joined(separator: "\n"))</subviews>
            </stackView>
            """
        return IBFixture.rootView(subviews: stack, constraints: IBFixture.pinsToTopAndSides("stack"))
    }

    /// Stopped and hiding when stopped, the indicator is laid out between `a` and `b` as a
    /// visible view: `b` follows it, 30 + 8 + 20 + 8 = 66 points down.
    func testAStoppedIndicatorThatHidesWhenStoppedKeepsItsPlace() throws {
        let frames = try IBFixture.frames(Self.document(indicatorAttributes: #"hidesWhenStopped="YES""#), root: "root")
        XCTAssertEqual(frames["spin"], [0, 38, 375, 20])
        XCTAssertEqual(frames["b"], [0, 66, 375, 50])
        XCTAssertEqual(frames["stack"], [0, 0, 375, 116])
    }

    /// Hidden while animating, the indicator is hidden as its Hidden box says: `b` follows `a`
    /// as if it were not there.
    func testAnAnimatingHiddenIndicatorCollapses() throws {
        let text = Self.document(indicatorAttributes: #"hidesWhenStopped="YES" animating="YES""#)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["b"], [0, 38, 375, 50])
        XCTAssertEqual(frames["stack"], [0, 0, 375, 88])
    }

    /// A live instance loads the stopped indicator hidden, as UIKit does, and its stack
    /// collapses it.
    func testAnInstanceLoadsTheStoppedIndicatorHidden() throws {
        let instance = try IBFixture.read(Self.document(indicatorAttributes: #"hidesWhenStopped="YES""#)).instantiate("root")
        let frames = Dictionary(uniqueKeysWithValues: instance.frames().map { ($0.id, $0.frame) })
        XCTAssertEqual(frames["spin"]?.height, 0)
        XCTAssertEqual(frames["b"]?.y, 38)
    }
}
