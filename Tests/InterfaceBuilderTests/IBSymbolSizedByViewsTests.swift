import InterfaceBuilder
import Rigging
import XCTest

/// SF Symbol image views whose alignment rectangle other views size: the frame is the glyph
/// Xcode measured, centred on the rectangle the constraints give it.
final class IBSymbolSizedByViewsTests: XCTestCase {
    /// A root view holding a box 40 points wide, pinned at (20, 30) and `boxHeight` high (a
    /// height per regular size class of `regularHeight`), whose symbol image view `icon`
    /// (`iconConstraints` in the box, stored `iconFrame`) shows `heart`, followed in the box by
    /// `siblings`.
    private func document(
        iconFrame: String, iconConstraints: String, siblings: String = "", boxHeight: Int = 40, regularHeight: Int = 60
    )
        -> String
    {
        IBFixture.xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="30" width="40" height="\(boxHeight)"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    \(iconFrame)
                                </imageView>
                                \(siblings)
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="bw"/>
                                <constraint firstAttribute="height" constant="\(boxHeight)" id="bh">
                                    <variation key="heightClass=regular-widthClass=regular" constant="\(regularHeight)"/>
                                </constraint>
                                \(iconConstraints)
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
                    </constraints>
                </view>
            """)
    }

    private let pinnedToBox = """
        <constraint firstItem="icon" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i1"/>
        <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" id="i2"/>
        <constraint firstItem="icon" firstAttribute="top" secondItem="box" secondAttribute="top" id="i3"/>
        <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" id="i4"/>
        """

    /// Pinned to a 40-point box on all four sides, a glyph Xcode drew 37 points high has a frame
    /// 1.5 points inside the box above and below.
    func testSymbolPinnedAboveAndBelowIsItsGlyphCentredInTheBox() throws {
        let text = document(iconFrame: #"<rect key="frame" x="0.0" y="1.5" width="40" height="37"/>"#, iconConstraints: pinnedToBox)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["box"], [20, 30, 40, 40])
        XCTAssertEqual(frames["icon"], [20, 31.5, 40, 37])
    }

    /// A symbol whose height equals the box's, centred in it, reaches beyond it where its glyph
    /// is taller (a large scale): half the excess above, rounded up to the pixel grid.
    func testSymbolOfTheBoxsHeightTallerThanItsLine() throws {
        let text = document(
            iconFrame: #"<rect key="frame" x="0.0" y="-1.5" width="40" height="43"/>"#,
            iconConstraints: """
                <constraint firstItem="icon" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i1"/>
                <constraint firstItem="icon" firstAttribute="width" secondItem="box" secondAttribute="width" id="i2"/>
                <constraint firstItem="icon" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="i3"/>
                <constraint firstItem="icon" firstAttribute="height" secondItem="box" secondAttribute="height" id="i4"/>
                """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 28.5, 40, 43])
    }

    /// The insets are the image's, measured at the document's own device and unscaled elsewhere:
    /// in regular width and height the box is 60 points high and the glyph's frame keeps its
    /// 3-point shortfall.
    func testInsetsMeasuredAtTheOwnDeviceHoldOnOthers() throws {
        let text = document(iconFrame: #"<rect key="frame" x="0.0" y="1.5" width="40" height="37"/>"#, iconConstraints: pinnedToBox)
        let pad = try XCTUnwrap(Device.named("ipad10_2"))
        let screen = try IBFixture.read(text).screen(forHierarchy: "root", on: IBLayoutTarget(device: pad, orientation: .portrait))
        let frame = try XCTUnwrap(screen.frames.first { $0.id == "icon" }?.frame)
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [20, 31.5, 40, 57])
    }

    /// A symbol pinned only at its top is sized by its content: its alignment rectangle is its
    /// line (20 points at 17 points on a 2x screen) from the top constraint down, and its frame
    /// the 17-point glyph Xcode measured, centred on that line.
    func testSymbolSizedByItsContentIsItsGlyphCentredOnItsLine() throws {
        let text = document(
            iconFrame: #"<rect key="frame" x="0.0" y="1.5" width="40" height="17"/>"#,
            iconConstraints: """
                <constraint firstItem="icon" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i1"/>
                <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" id="i2"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="box" secondAttribute="top" id="i3"/>
                """)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["icon"], [20, 31.5, 40, 17])
    }

    /// Content-sized symbols one below the other: an 18-point symbol pinned 8 points below the
    /// box's top has a 21.5-point line (17 above the baseline, 4.5 below) around its 19.5-point
    /// glyph; a 17-point symbol pinned 2 points below that line has a 20-point line around its
    /// 10.5-point glyph, which sits 4.5 points below the line's top (half the shortfall rounded
    /// to the pixel grid).
    func testContentSizedSymbolPinnedBelowAnotherSitsOnItsLine() throws {
        let text = document(
            iconFrame: """
                <rect key="frame" x="0.0" y="9" width="19" height="19.5"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18"/>
                """,
            iconConstraints: """
                <constraint firstItem="icon" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i1"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="i2"/>
                <constraint firstItem="lower" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l1"/>
                <constraint firstItem="lower" firstAttribute="top" secondItem="icon" secondAttribute="bottom" constant="2" id="l2"/>
                """,
            siblings: """
                <imageView image="chevron.up" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                    <rect key="frame" x="0.0" y="36" width="16" height="10.5"/>
                </imageView>
                """,
            boxHeight: 80)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["icon"], [20, 39, 19, 19.5])
        XCTAssertEqual(frames["lower"], [20, 66, 16, 10.5])
    }
}
