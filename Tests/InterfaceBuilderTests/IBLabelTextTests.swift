import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Labels' text on other screens: Dynamic Type labels measured in their text style's font with
/// the style's line spacing, and labels with an explicit preferred width.
final class IBLabelTextTests: XCTestCase {
    private static let text = "A sentence long enough to take two lines at this width and more when narrower."

    /// A storyboard whose 375 × 667 controller root holds one body-style label of `lines` lines,
    /// pinned 20 points from each side, stored `height` high, with `attributes`.
    private static func document(lines: Int, height: Double, attributes: String = "") throws -> IBDocument {
        try IBFixture.read(
            IBFixture.storyboard(
                """
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="\(text)" numberOfLines="\(lines)" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                        <rect key="frame" x="20" y="40" width="335" height="\(height)"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="root" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="20" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """), file: "Styles.storyboard")
    }

    /// The number of lines the text model wraps `text` into at `width` in the 17-point system
    /// font (the body style's font).
    private static func lines(at width: Double) -> Double {
        let label = Label(name: "probe", text: text, font: .systemFont(ofSize: 17))
        label.numberOfLines = 0
        let lineHeight = SystemFontTextMeasurer().metrics(for: label.font).lineHeight
        return (label.textSize(wrappingAt: width).height / lineHeight).rounded()
    }

    /// The body style's lines are 22 points apart, its first line the 17-point font's 20.29: the
    /// text model's height of a multi-line body label is 20.29 and 22 for each further line, and
    /// a single-line one is one line of the 17-point font.
    func testBodyStyleLinesAreTwentyTwoPointsApart() throws {
        let lineHeight = SystemFontTextMeasurer().metrics(for: .systemFont(ofSize: 17)).lineHeight
        let multi = try Self.document(lines: 0, height: 42.5)
        let view = try XCTUnwrap(multi.view(id: "body"))
        let narrow = try XCTUnwrap(multi.textModelSize(of: view, wrappingAt: 200))
        let lines = Self.lines(at: 200)
        XCTAssertGreaterThan(lines, 2)
        XCTAssertEqual(narrow.height, lineHeight + (lines - 1) * 22, accuracy: 0.01)
        let single = try Self.document(lines: 1, height: 20.5)
        let oneLine = try XCTUnwrap(single.textModelSize(of: XCTUnwrap(single.view(id: "body")), wrappingAt: nil))
        XCTAssertEqual(oneLine.height, lineHeight, accuracy: 0.01)
    }

    /// On a narrower screen a multi-line body label re-wraps with the style's line spacing: its
    /// height is the model's styled height at the new width times the stored height over the
    /// styled height at the stored width, rounded up.
    func testBodyStyleLabelRewrapsWithTheStylesLineSpacing() throws {
        let lineHeight = SystemFontTextMeasurer().metrics(for: .systemFont(ofSize: 17)).lineHeight
        func styled(_ lines: Double) -> Double { lineHeight + (lines - 1) * 22 }
        let storedLines = Self.lines(at: 335)
        let stored = ((styled(storedLines)) * 2).rounded(.up) / 2
        let document = try Self.document(lines: 0, height: stored)
        let small = try document.screen(
            forHierarchy: "root", on: IBLayoutTarget(device: XCTUnwrap(Device.named("retina3_5")), orientation: .portrait))
        XCTAssertEqual(small.rewrapped, ["body"])
        let newLines = Self.lines(at: 280)
        XCTAssertGreaterThan(newLines, storedLines)
        let frame = try XCTUnwrap(small.frames.first { $0.id == "body" }?.frame)
        XCTAssertEqual(frame.width, 280)
        XCTAssertEqual(frame.height, (styled(newLines) * stored / styled(storedLines)).rounded(.up), accuracy: 0.01)
    }

    /// A label with an explicit preferred width wraps there on every screen: laid out narrower on
    /// a smaller phone, it keeps the height Xcode measured.
    func testExplicitPreferredWidthKeepsTheStoredHeight() throws {
        let document = try Self.document(lines: 0, height: 42.5, attributes: #"preferredMaxLayoutWidth="335" "#)
        let small = try document.screen(
            forHierarchy: "root", on: IBLayoutTarget(device: XCTUnwrap(Device.named("retina3_5")), orientation: .portrait))
        XCTAssertEqual(small.rewrapped, [])
        let frame = try XCTUnwrap(small.frames.first { $0.id == "body" }?.frame)
        XCTAssertEqual(frame.width, 280)
        XCTAssertEqual(frame.height, 42.5)
    }
}
