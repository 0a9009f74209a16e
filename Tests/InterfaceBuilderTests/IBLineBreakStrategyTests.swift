import InterfaceBuilder
import XCTest

/// A label's `<lineBreakStrategy>` (Xcode 12 and later) is read, not reported unknown
/// (Docs/interface-builder.md).
final class IBLineBreakStrategyTests: XCTestCase {
    /// A two-line label whose strategy sets `hangulWordPriority` and `pushOut`.
    static let document = IBFixture.rootView(
        subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Two words" lineBreakMode="wordWrap" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="words">
                <rect key="frame" x="0.0" y="0.0" width="120" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <lineBreakStrategy key="lineBreakStrategy" pushOut="YES" hangulWordPriority="YES"/>
            </label>
            """)

    /// The options the element sets land in the view's properties by name, in order, and the
    /// document reads without a diagnostic.
    func testTheStrategyIsReadIntoTheLabelsProperties() throws {
        let document = try IBFixture.read(Self.document)
        XCTAssertEqual(document.view(id: "words")?.properties["lineBreakStrategy"], "hangulWordPriority pushOut")
        XCTAssertEqual(document.diagnostics.map(\.kind), [])
    }
}
