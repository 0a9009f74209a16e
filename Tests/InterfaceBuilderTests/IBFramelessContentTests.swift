import AutoLayout
import InterfaceBuilder
import XCTest

/// Content-sized views a document stores no frame for (as Xcode 8.0 writes documents without a
/// device) take the size UIKit gives their content (a rule of Docs/interface-builder.md).
final class IBFramelessContentTests: XCTestCase {
    /// Constraints centring view `id` in `root`, horizontally and `dy` points below the middle.
    private func centred(_ id: String, dy: Int = 0) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="\(id)-x"/>
        <constraint firstItem="\(id)" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" constant="\(dy)" id="\(id)-y"/>
        """
    }

    /// `document` with `<resources>` recording image `name` at `width` × `height` points.
    private func withImage(_ document: String, name: String, width: Int, height: Int) -> String {
        let resources = """
            </objects>
                <resources>
                    <image name="\(name)" width="\(width)" height="\(height)"/>
                </resources>
            """
        return document.replacingOccurrences(of: "</objects>", with: resources)
    }

    /// A label without a frame is as large as its text in its font, as the text model measures
    /// it (its height the 17-point system font's line rounded up to the pixel grid), and sits
    /// centred; the same label with a stored frame keeps the size Xcode measured.
    func testAFramelessLabelTakesItsTextsSize() throws {
        func document(frame: String) -> String {
            IBFixture.rootView(
                subviews: """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tap to Record" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        \(frame)
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    """,
                constraints: centred("text"))
        }
        let frame = try XCTUnwrap(IBFixture.frames(document(frame: ""), root: "root")["text"])
        let label = Label(name: "model", text: "Tap to Record", font: .systemFont(ofSize: 17))
        label.displayScale = 2
        let size = label.intrinsicContentSize
        XCTAssertEqual(size.height, 20.5)
        XCTAssertGreaterThan(size.width, 90)
        XCTAssertEqual([frame[2], frame[3]], [size.width, size.height])
        XCTAssertEqual(frame[0] + frame[2] / 2, 187.5, accuracy: 0.25)
        XCTAssertEqual(frame[1] + frame[3] / 2, 100, accuracy: 0.25)
        let stored = try IBFixture.frames(document(frame: #"<rect key="frame" x="135" y="90" width="105" height="20"/>"#), root: "root")
        XCTAssertEqual(stored["text"], [135, 90, 105, 20])
    }

    /// A button without a frame is as large as its title (30 points high at the 15-point system
    /// font, UIKit's 6 points above and below the title); one with an image and no title is as
    /// large as the image the document's resources record, with its content insets around it.
    func testAFramelessButtonTakesItsTitlesOrImagesSize() throws {
        let document = IBFixture.rootView(
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                    <state key="normal" title="Record"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pictured">
                    <inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/>
                    <state key="normal" image="record"/>
                </button>
                """,
            constraints: centred("titled", dy: -50) + centred("pictured", dy: 30))
        let frames = try IBFixture.frames(withImage(document, name: "record", width: 50, height: 40), root: "root")
        let width = Button(name: "model", title: "Record").intrinsicContentSize.width
        XCTAssertGreaterThan(width, 40)
        XCTAssertEqual(frames["titled"], [(375 - width) / 2, 35, width, 30])
        XCTAssertEqual(frames["pictured"], [158.5, 108, 58, 44])
    }

    /// An image view without a frame is as large as its image; an activity indicator of a small
    /// style is 20 points square, of a large one 37.
    func testFramelessImageViewsAndActivityIndicatorsTakeTheirContentsSize() throws {
        let document = IBFixture.rootView(
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="picture"/>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="small"/>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="large"/>
                """,
            constraints: centred("picture") + centred("small", dy: -70) + centred("large", dy: 70))
        let frames = try IBFixture.frames(withImage(document, name: "photo", width: 120, height: 80), root: "root")
        XCTAssertEqual(frames["picture"], [127.5, 60, 120, 80])
        XCTAssertEqual(frames["small"], [177.5, 20, 20, 20])
        XCTAssertEqual(frames["large"], [169, 151.5, 37, 37])
    }
}
