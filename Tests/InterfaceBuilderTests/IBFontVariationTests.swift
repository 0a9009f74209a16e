import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Text whose font a size-class variation changes takes that font's size on a device of that
/// size class, through the text model calibrated to the size Xcode measured.
final class IBFontVariationTests: XCTestCase {
    /// A one-line label measured 40 × 20.5 in 17-point text, 34-point in regular width; a button
    /// measured 60 × 34 with a 15-point title, 30-point in regular width; a two-line label
    /// measured 100 × 41 in 17-point text, 34-point in regular width, 100 points wide.
    static let document = IBFixture.rootView(
        subviews: """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                </variation>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="0.0" y="100" width="60" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Go on"/>
                <variation key="widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="30"/>
                </variation>
            </button>
            <label text="A sentence long enough to wrap onto a second line" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="200" y="0.0" width="100" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                </variation>
            </label>
            """,
        constraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="g1"/>
            <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g2"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" id="b1"/>
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="b2"/>
            <constraint firstItem="body" firstAttribute="width" constant="100" id="b3"/>
            """)

    func frames(on device: String) throws -> [String: Rect] {
        let document = try IBFixture.read(Self.document)
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named(device)), orientation: .portrait)
        let screen = try document.screen(forHierarchy: "root", on: target)
        return Dictionary(screen.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    func testTheVariationsFontResolvesPerSizeClass() throws {
        let title = try XCTUnwrap(try IBFixture.read(Self.document).view(id: "title"))
        XCTAssertEqual(title.font(for: IBTraits(horizontal: .regular, vertical: .regular))?.pointSize, 34)
        XCTAssertEqual(title.font(for: IBTraits(horizontal: .compact, vertical: .regular))?.pointSize, 17)
    }

    /// At the document's own device and on another compact-width phone the text keeps Xcode's
    /// measurement.
    func testTheMeasuredFontKeepsTheMeasuredSize() throws {
        let own = try IBFixture.frames(Self.document, root: "root")
        XCTAssertEqual(own["title"], [0, 0, 40, 20.5])
        XCTAssertEqual(own["go"], [0, 100, 60, 34])
        XCTAssertEqual(own["body"], [200, 0, 100, 41])
        let phone = try frames(on: "retina4_0")
        XCTAssertEqual(phone["title"]?.size, Size(width: 40, height: 20.5))
        XCTAssertEqual(phone["go"]?.size, Size(width: 60, height: 34))
        XCTAssertEqual(phone["body"]?.size, Size(width: 100, height: 41))
    }

    /// On an iPad (regular width) the label doubles with its font; the button grows by its
    /// title's growth only (its padding stays); the two-line label, held 100 points wide,
    /// re-wraps onto more lines of the larger font.
    func testAnotherSizeClassTakesTheVariationsFont() throws {
        let pad = try frames(on: "ipad10_9rounded")
        let title = try XCTUnwrap(pad["title"])
        XCTAssertEqual(title.width, 80, accuracy: 4)
        XCTAssertEqual(title.height, 41, accuracy: 1)
        let go = try XCTUnwrap(pad["go"])
        XCTAssertGreaterThan(go.width, 60 + 30)
        XCTAssertLessThan(go.width, 2 * 60)
        XCTAssertLessThan(go.height, 2 * 34)
        let body = try XCTUnwrap(pad["body"])
        XCTAssertEqual(body.width, 100)
        XCTAssertGreaterThan(body.height, 4 * 41)
    }
}
