import XCTest

/// A text view that does not scroll has its text's size, as a label does (a rule of
/// Docs/interface-builder.md).
final class IBTextViewContentTests: XCTestCase {
    /// A 200-point-wide vertical stack pinned at its top and sides arranges a text view stored
    /// 200 × 57 and a 30-point view: with `scrollEnabled="NO"` the text view keeps the height
    /// Xcode measured, so the stack is 57 + 8 + 30 high and the view starts 65 points down it.
    func testATextViewThatDoesNotScrollHasItsStoredSize() throws {
        let frames = try IBFixture.frames(document(scrolls: false), root: "root")
        XCTAssertEqual(frames["text"], [20, 20, 200, 57])
        XCTAssertEqual(frames["box"], [20, 85, 200, 30])
        XCTAssertEqual(frames["stack"], [20, 20, 200, 95])
    }

    /// The same text view scrolling (the default) has no content size: a scroll view takes its
    /// size from its constraints alone.
    func testAScrollingTextViewHasNoContentSize() throws {
        let text = try IBFixture.sceneView(document(scrolls: true), root: "root", id: "text")
        XCTAssertNil(text.intrinsicWidth)
        XCTAssertNil(text.intrinsicHeight)
    }

    private func document(scrolls: Bool) -> String {
        IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="20" width="200" height="95"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(scrolls ? "" : "scrollEnabled=\"NO\" ")editable="NO" text="Release notes" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="57"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="65" width="200" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="box-h"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s-t"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s-l"/>
                <constraint firstItem="stack" firstAttribute="width" constant="200" id="s-w"/>
                """)
    }
}
