import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Text views whose scrolling is disabled size to their text, as UIKit's `UITextView` does: the
/// size Xcode measured at the document's own device, their text re-wrapped on other screens.
final class IBTextViewSizeTests: XCTestCase {
    private static let text =
        "A note long enough to wrap onto several lines in this text view, which sizes itself to its text because it does not scroll, and onto more lines when the screen is narrower."

    /// A storyboard whose 375 × 667 controller root holds one 17-point text view `notes`, stored
    /// at (20, 40) `width` × `height`, with `scrollEnabled` as given, pinned at its top and
    /// leading edge, and at its trailing edge too when `pinnedAcross`.
    private static func document(scrolls: Bool, width: Double, height: Double, pinnedAcross: Bool) throws -> IBDocument {
        let trailing =
            pinnedAcross
            ? #"<constraint firstItem="root" firstAttribute="trailing" secondItem="notes" secondAttribute="trailing" constant="20" id="c3"/>"#
            : ""
        return try IBFixture.controllerRoot(
            subviews: """
                <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="\(scrolls ? "YES" : "NO")" editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                    <rect key="frame" x="20" y="40" width="\(width)" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </textView>
                """,
            constraints: """
                <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                \(trailing)
                """, file: "Notes.storyboard")
    }

    /// The frame of `notes` laid out on `target` (nil: the document's own device).
    private static func frame(in document: IBDocument, on target: IBLayoutTarget? = nil) throws -> Rect {
        try XCTUnwrap(document.screen(forHierarchy: "root", on: target).frames.first { $0.id == "notes" }?.frame)
    }

    /// The text model's height of the text wrapped at `width` in the 17-point system font.
    private static func textHeight(at width: Double) -> Double {
        let label = Label(name: "probe", text: text, font: .systemFont(ofSize: 17))
        label.numberOfLines = 0
        return label.textSize(wrappingAt: width).height
    }

    /// A text view that does not scroll, placed by its top and leading edge only, has the size
    /// Xcode stored as its content size; a scrolling one has no content size, so nothing gives
    /// it that size.
    func testATextViewThatDoesNotScrollHasItsStoredSize() throws {
        let fixed = try Self.document(scrolls: false, width: 250, height: 83.5, pinnedAcross: false)
        XCTAssertEqual(try Self.frame(in: fixed), Rect(x: 20, y: 40, width: 250, height: 83.5))
        let scrolling = try Self.document(scrolls: true, width: 250, height: 83.5, pinnedAcross: false)
        XCTAssertNotEqual(try Self.frame(in: scrolling).size, Size(width: 250, height: 83.5))
    }

    /// On a narrower screen, a text view that does not scroll re-wraps its text inside UIKit's
    /// default text container (5 points of padding on each side, 8 above and below): the text's
    /// height at the new width less the padding, calibrated to the stored height less the insets.
    func testATextViewThatDoesNotScrollRewrapsOnANarrowerScreen() throws {
        let stored = ((Self.textHeight(at: 325) + 16) * 2).rounded(.up) / 2
        let document = try Self.document(scrolls: false, width: 335, height: stored, pinnedAcross: true)
        XCTAssertEqual(try Self.frame(in: document).height, stored)
        let small = try document.screen(
            forHierarchy: "root", on: IBLayoutTarget(device: XCTUnwrap(Device.named("retina3_5")), orientation: .portrait))
        XCTAssertEqual(small.rewrapped, ["notes"])
        let frame = try XCTUnwrap(small.frames.first { $0.id == "notes" }?.frame)
        XCTAssertEqual(frame.width, 280)
        let expected = (Self.textHeight(at: 270) * (stored - 16) / Self.textHeight(at: 325) + 16).rounded(.up)
        XCTAssertGreaterThan(expected, stored)
        XCTAssertEqual(frame.height, expected, accuracy: 0.5)
    }
}
