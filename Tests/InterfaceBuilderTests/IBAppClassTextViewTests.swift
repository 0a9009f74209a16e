import XCTest

/// A scrolling text view of the app's own class keeps the height Xcode stored where its
/// constraints leave its height open (a rule of Docs/interface-builder.md): UIKit's scrolling
/// `UITextView` has no content size, so Xcode's unambiguous layout shows its class has one.
final class IBAppClassTextViewTests: XCTestCase {
    /// A text view `field` (stored 375 × 33, with `attributes`) pinned to the top, leading and
    /// trailing edges of a XIB's root, nothing fixing its height.
    static func document(attributes: String) -> String {
        IBFixture.rootView(
            subviews: """
                <textView clipsSubviews="YES" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="33"/>
                </textView>
                """,
            constraints: IBFixture.pinsToTopAndSides("field"))
    }

    /// A growing text view of the app's class keeps its stored height.
    func testAnAppClassTextViewKeepsItsStoredHeight() throws {
        let frames = try IBFixture.frames(Self.document(attributes: #"customClass="GrowingField" customModule="App""#), root: "root")
        XCTAssertEqual(frames["field"], [0, 0, 375, 33])
    }

    /// UIKit's own scrolling text view, or one of the app's class that Xcode flags ambiguous, has
    /// no content size.
    func testAPlainOrAmbiguousScrollingTextViewHasNoContentHeight() throws {
        let plain = try IBFixture.sceneView(Self.document(attributes: ""), root: "root", id: "field")
        XCTAssertNil(plain.intrinsicHeight)
        let flagged = #"ambiguous="YES" customClass="GrowingField" customModule="App""#
        let ambiguous = try IBFixture.sceneView(Self.document(attributes: flagged), root: "root", id: "field")
        XCTAssertNil(ambiguous.intrinsicHeight)
    }
}
