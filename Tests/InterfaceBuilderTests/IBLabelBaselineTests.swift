import InterfaceBuilder
import XCTest

/// Labels' baselines as UIKit's baseline constraints place them: constants of the font (the
/// text style's font for a Dynamic Type label), whatever the label's height; a named font's
/// text centred in the height Xcode measured.
final class IBLabelBaselineTests: XCTestCase {
    /// A label of `font` with `frame` (x y width height) and `constraints` of its own.
    private static func label(_ id: String, text: String, font: String, frame: String, constraints: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <constraints>\(constraints)</constraints>
            \(font)
        </label>
        """
    }

    private static let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

    /// A label stretched to 30 points by a height constraint keeps its last baseline the 17-point
    /// font's descender (4.10) above its bottom, plus half the pixel rounding of its 20.29-point
    /// line (20.5 at 2x): at 65.79 for a label from 40 to 70. A 20.5-point label aligned on it
    /// ends 4.21 below that, at 70, so its top is at 49.5. (Centring the text in the stretched
    /// label would put that baseline at 61.04 and the other label's top at 44.75.)
    func testStretchedLabelKeepsItsLastBaselineAboveItsBottom() throws {
        let text = IBFixture.rootView(
            subviews: Self.label(
                "total", text: "Total", font: Self.system17, frame: #"x="16" y="40" width="44" height="30""#,
                constraints: #"<constraint firstAttribute="height" constant="30" id="h"/>"#)
                + Self.label("sum", text: "12", font: Self.system17, frame: #"x="76" y="49.5" width="19" height="20.5""#),
            constraints: """
                <constraint firstItem="total" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="total" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="sum" firstAttribute="leading" secondItem="total" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="sum" firstAttribute="lastBaseline" secondItem="total" secondAttribute="lastBaseline" id="c4"/>
                """)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["total"], [16, 40, 44, 30])
        XCTAssertEqual(frames["sum"], [76, 49.5, 19, 20.5])
    }

    /// The top of label `note` (`noteFont`, stored `noteFrame`) placed 8 points after label
    /// `title` (`titleFont`, stored `titleFrame`, pinned at 16, 40) on `title`'s first baseline.
    private static func alignedNoteTop(title titleFont: String, _ titleFrame: String, note noteFont: String, _ noteFrame: String) throws -> Double {
        let text = IBFixture.rootView(
            subviews: label("title", text: "Title", font: titleFont, frame: titleFrame)
                + label("note", text: "note", font: noteFont, frame: noteFrame),
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="note" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
                """)
        return try XCTUnwrap(try IBFixture.frames(text, root: "root")["note"])[1]
    }

    /// A Dynamic Type label's baseline is its text style's font's: a caption 1 label (12 points,
    /// ascender 11.43, its 14.32-point line in 14.5 points) aligned on the first baseline of a
    /// 17-point label at 40 (baseline at 56.29) has its top at 44.78, 45 on the 2x grid. (The
    /// 17-point font's metrics would put it at 40.)
    func testTextStyleLabelAlignsOnItsStylesBaseline() throws {
        let caption = #"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#
        let top = try Self.alignedNoteTop(
            title: Self.system17, #"x="16" y="40" width="36" height="20.5""#, note: caption, #"x="60" y="45" width="25" height="14.5""#)
        XCTAssertEqual(top, 45, accuracy: 0.01)
    }

    /// A label of a named font, whose metrics the model does not know, has its text centred in
    /// the height Xcode measured: a 24-point-high Avenir label at 40 has its first baseline at
    /// 40 + (24 - 20.29) / 2 + 16.19 = 58.04 (the system font's metrics at 17 points), so a
    /// 17-point system label aligned on it has its top at 41.75, 42 on the 2x grid.
    func testNamedFontLabelCentresItsTextInItsStoredHeight() throws {
        let avenir = #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>"#
        let top = try Self.alignedNoteTop(
            title: avenir, #"x="16" y="40" width="36" height="24""#, note: Self.system17, #"x="60" y="42" width="33" height="20.5""#)
        XCTAssertEqual(top, 42, accuracy: 0.01)
    }
}
