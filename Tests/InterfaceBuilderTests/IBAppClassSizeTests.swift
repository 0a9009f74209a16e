import XCTest

/// A plain view of the app's own class keeps the size Xcode stored where its constraints leave
/// its size open (a rule of Docs/interface-builder.md).
final class IBAppClassSizeTests: XCTestCase {
    /// A rating view of class `RatingView` (stored 293 × 53) centred horizontally and pinned at
    /// the top by two constraints: its class's content size is the stored one, so it is 293 × 53,
    /// centred.
    func testAnAppClassViewCentredByTwoConstraintsKeepsItsStoredSize() throws {
        let frames = try IBFixture.frames(Self.document(flags: ""), root: "root")
        XCTAssertEqual(frames["rating"], [41, 20, 293, 53])
    }

    /// The same view that Xcode flags ambiguous gets no content size from its stored frame.
    func testAnAmbiguousAppClassViewHasNoStoredContentSize() throws {
        let rating = try IBFixture.sceneView(Self.document(flags: #"ambiguous="YES""#), root: "root", id: "rating")
        XCTAssertNil(rating.intrinsicWidth)
        XCTAssertNil(rating.intrinsicHeight)
    }

    static func document(flags: String) -> String {
        IBFixture.rootView(
            subviews: """
                <view contentMode="scaleToFill" \(flags) translatesAutoresizingMaskIntoConstraints="NO" id="rating" customClass="RatingView" customModule="App">
                    <rect key="frame" x="41" y="20" width="293" height="53"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="rating" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r-x"/>
                <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r-t"/>
                """)
    }
}
