import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Views that no constraint names and that do not translate their autoresizing masks keep their
/// stored frames, as Interface Builder fixes them with constraints it generates at build time.
final class IBBuildTimeFrameTests: XCTestCase {
    /// A storyboard whose 375 × 667 controller root holds a label `badge` stored at (17, 11),
    /// 20 × 20, with `attributes`, and a label `title` pinned 40 points from the root's top and
    /// leading edge.
    private static func document(badgeAttributes attributes: String) throws -> IBDocument {
        try IBFixture.controllerRoot(
            subviews: """
                <label text="!" \(attributes) id="badge">
                    <rect key="frame" x="17" y="11" width="20" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="40" y="40" width="35" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c2"/>
                """, file: "Badge.storyboard")
    }

    /// The frame of `id` laid out at the document's own device.
    private static func frame(of id: String, in document: IBDocument) throws -> Rect {
        try XCTUnwrap(document.screen(forHierarchy: "root").frames.first { $0.id == id }?.frame)
    }

    /// A label that does not translate its mask and that no constraint names keeps its stored
    /// frame, as one Interface Builder marks `fixedFrame` does.
    func testAnUnconstrainedViewThatDoesNotTranslateItsMaskKeepsItsStoredFrame() throws {
        let stored = Rect(x: 17, y: 11, width: 20, height: 20)
        let unconstrained = try Self.document(badgeAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#)
        XCTAssertEqual(try Self.frame(of: "badge", in: unconstrained), stored)
        let fixed = try Self.document(badgeAttributes: #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO""#)
        XCTAssertEqual(try Self.frame(of: "badge", in: fixed), stored)
        XCTAssertEqual(try Self.frame(of: "title", in: unconstrained), Rect(x: 40, y: 40, width: 35, height: 20.5))
    }

    /// On a wider screen such a view keeps its margins from the top left corner and its size
    /// (the constraints Interface Builder generates are fixed), whatever its autoresizing mask.
    func testAnUnconstrainedViewKeepsItsTopLeftMarginsOnAnotherScreen() throws {
        let document = try Self.document(badgeAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#)
        let wide = try document.screen(
            forHierarchy: "root", on: IBLayoutTarget(device: XCTUnwrap(Device.named("retina6_1")), orientation: .landscape))
        let frame = try XCTUnwrap(wide.frames.first { $0.id == "badge" }?.frame)
        XCTAssertEqual(frame, Rect(x: 17, y: 11, width: 20, height: 20))
    }
}
