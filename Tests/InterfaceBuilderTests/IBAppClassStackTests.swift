import XCTest

/// A stack view of the app's own class that arranges no views in the document keeps the size
/// Xcode stored where its constraints leave its size open (a rule of Docs/interface-builder.md):
/// UIKit's `UIStackView` with nothing to arrange has no content size, so Xcode's unambiguous
/// layout shows that its class arranges views it makes itself.
final class IBAppClassStackTests: XCTestCase {
    /// An empty stack view `rating` (stored 252 × 44, with `attributes`) centred horizontally and
    /// pinned at the top of a XIB's root by two constraints, nothing fixing its size.
    static func document(attributes: String, arranged: String = "") -> String {
        IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                    <rect key="frame" x="61.5" y="20" width="252" height="44"/>
                    \(arranged)
                </stackView>
                """,
            constraints: """
                <constraint firstItem="rating" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r-x"/>
                <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r-t"/>
                """)
    }

    static let appClass = #"customClass="RatingControl" customModule="App""#

    /// An empty stack view of the app's class keeps its stored size, centred.
    func testAnEmptyAppClassStackKeepsItsStoredSize() throws {
        let frames = try IBFixture.frames(Self.document(attributes: Self.appClass), root: "root")
        XCTAssertEqual(frames["rating"], [61.5, 20, 252, 44])
    }

    /// UIKit's own empty stack view, one of the app's class that Xcode flags ambiguous, and one
    /// that arranges views of the document get no content size from the stored frame.
    func testAPlainAmbiguousOrArrangingStackHasNoStoredContentSize() throws {
        let plain = try IBFixture.sceneView(Self.document(attributes: ""), root: "root", id: "rating")
        XCTAssertNil(plain.intrinsicWidth)
        XCTAssertNil(plain.intrinsicHeight)
        let flagged = try IBFixture.sceneView(Self.document(attributes: #"ambiguous="YES" "# + Self.appClass), root: "root", id: "rating")
        XCTAssertNil(flagged.intrinsicHeight)
        let arranged = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                </view>
            </subviews>
            """
        let arranging = try IBFixture.sceneView(Self.document(attributes: Self.appClass, arranged: arranged), root: "root", id: "rating")
        XCTAssertNil(arranging.intrinsicHeight)
    }
}
