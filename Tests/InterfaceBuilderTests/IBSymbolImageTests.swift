import InterfaceBuilder
import Rigging
import XCTest

/// SF Symbol image views: their frames against the rectangles their constraints place.
final class IBSymbolImageTests: XCTestCase {
    /// A root view holding image view `icon` (`attributes`, `children`) pinned 20 points from the
    /// leading edge and 30 from the top, with `constraints` of its own, and `resources`.
    private func iconDocument(attributes: String, children: String = "", frame: String, constraints: String, resources: String = "") -> String {
        IBFixture.xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            \(frame)
                            \(constraints)
                            \(children)
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
                    </constraints>
                </view>
            """,
            extra: "<resources>\(resources)</resources>")
    }

    private let squareConstraints = """
        <constraints>
            <constraint firstAttribute="width" constant="60" id="w"/>
            <constraint firstAttribute="height" constant="60" id="h"/>
        </constraints>
        """

    /// A symbol's alignment rectangle is the line of text it matches, not its glyph: a 60-point
    /// square of constraints holds a glyph Xcode drew 57.5 points high, the frame centred on the
    /// rectangle (half the difference above, rounded up to the pixel grid).
    func testSymbolFrameIsItsGlyphCentredOnTheConstrainedRectangle() throws {
        let text = iconDocument(
            attributes: #"image="photo" catalog="system""#, frame: #"<rect key="frame" x="20" y="31" width="60" height="57.5"/>"#,
            constraints: squareConstraints, resources: #"<image name="photo" catalog="system" width="128" height="93"/>"#)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 31, 60, 57.5])
    }

    /// The insets are the image's, unscaled: on another device a symbol view whose height
    /// constraint differs there (80 points in regular width) keeps the glyph's 2.5-point shortfall.
    func testSymbolInsetsCarryToOtherDevices() throws {
        let text = iconDocument(
            attributes: #"image="photo" catalog="system""#, frame: #"<rect key="frame" x="20" y="31" width="60" height="57.5"/>"#,
            constraints: """
                <constraints>
                    <constraint firstAttribute="width" constant="60" id="w"/>
                    <constraint firstAttribute="height" constant="60" id="h">
                        <variation key="heightClass=regular-widthClass=regular" constant="80"/>
                    </constraint>
                </constraints>
                """)
        let pad = try XCTUnwrap(Device.named("ipad10_2"))
        let mapped = try IBFixture.read(text).scene(forHierarchy: "root", on: IBLayoutTarget(device: pad, orientation: .portrait))
        let layout = try ViewTreeBackend(PreparedScene(mapped.scene))
        let frame = try XCTUnwrap(mapped.documentFrames(layout.layout()).first { $0.id == "icon" }?.frame)
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [20, 31, 60, 77.5])
    }

    /// A symbol drawn taller than its line (a large scale) reaches beyond the rectangle above and
    /// below; the image named by `<imageReference>`, its height fixed through an aspect ratio its
    /// superview holds.
    func testImageReferenceSymbolTallerThanItsLine() throws {
        var text = iconDocument(
            attributes: "", children: #"<imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>"#,
            frame: #"<rect key="frame" x="20" y="26.5" width="29" height="36"/>"#,
            constraints: #"<constraints><constraint firstAttribute="width" constant="29" id="w"/></constraints>"#)
        text = text.replacingOccurrences(
            of: #"<constraint firstItem="icon" firstAttribute="leading""#,
            with:
                #"<constraint firstItem="icon" firstAttribute="width" secondItem="icon" secondAttribute="height" multiplier="1:1" id="r"/><constraint firstItem="icon" firstAttribute="leading""#
        )
        let document = try IBFixture.read(text)
        XCTAssertEqual(document.view(id: "icon")?.image, "star.fill")
        XCTAssertEqual(document.view(id: "icon")?.imageCatalog, "system")
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 26.5, 29, 36])
    }

    /// An image of the app's own has no such insets: its frame is the constrained rectangle.
    func testNamedImageFrameIsTheConstrainedRectangle() throws {
        let text = iconDocument(
            attributes: #"image="avatar""#, frame: #"<rect key="frame" x="20" y="31" width="60" height="57.5"/>"#,
            constraints: squareConstraints, resources: #"<image name="avatar" width="128" height="93"/>"#)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 30, 60, 60])
    }

    /// A symbol whose height no constraint of its own fixes is sized by its image: its alignment
    /// rectangle is its 20-point line, placed by the constraints, and its frame the 17-point
    /// glyph Xcode measured, centred on the line.
    func testContentSizedSymbolIsItsGlyphCentredOnItsLine() throws {
        let text = iconDocument(
            attributes: #"image="heart" catalog="system""#, frame: #"<rect key="frame" x="20" y="31.5" width="20" height="17"/>"#,
            constraints: "")
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 31.5, 20, 17])
    }

    /// A symbol has the baseline of the text line it matches: the system font's ascender (16
    /// points at 17 points on a 2x screen) below the top of its 20-point line, the rectangle
    /// constraints place, and the descender (4 points) above its bottom; 14.5 points below the
    /// top of the 17-point glyph centred on it.
    func testContentSizedSymbolHasItsLinesBaseline() throws {
        let text = iconDocument(
            attributes: #"image="heart" catalog="system""#, frame: #"<rect key="frame" x="20" y="31.5" width="20" height="17"/>"#,
            constraints: "")
        let mapped = try IBFixture.read(text).scene(forHierarchy: "root")
        let layout = try XCTUnwrap(mapped.scene.views.first { mapped.documentIDs[$0.name] == "icon" }?.layout)
        XCTAssertEqual(layout.firstBaseline, 16)
        XCTAssertEqual(layout.lastBaseline, 4)
    }

    /// `<preferredSymbolConfiguration>` reads its point size, font, scale and weight.
    func testReadsPreferredSymbolConfiguration() throws {
        let text = iconDocument(
            attributes: #"image="heart" catalog="system""#,
            children: """
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="large" weight="semibold">
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                </preferredSymbolConfiguration>
                """,
            frame: #"<rect key="frame" x="20" y="30" width="24" height="21"/>"#, constraints: "")
        let configuration = try XCTUnwrap(try IBFixture.read(text).view(id: "icon")?.symbolConfiguration)
        XCTAssertEqual(configuration.scale, "large")
        XCTAssertEqual(configuration.weight, "semibold")
        XCTAssertEqual(configuration.textPointSize, 20)
        XCTAssertEqual(IBSymbolConfiguration().textPointSize, 17)
        XCTAssertEqual(IBSymbolConfiguration(pointSize: 18).textPointSize, 18)
    }
}
