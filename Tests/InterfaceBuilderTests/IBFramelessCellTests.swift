import InterfaceBuilder
import XCTest

/// A prototype cell Xcode 6 stored without frames: the cell, its content view and the label its
/// style lays out carry no `<rect key="frame">`, so the cell takes its table's width and its row
/// height, the content view fills it and the style's label fills the content view.
final class IBFramelessCellTests: XCTestCase {
    /// A storyboard saved by `tools` (naming no device, as Xcode 6 did) whose 600-point table
    /// (rows `tableRow` high) holds a frameless Default-style cell `row` (with `attributes`)
    /// whose content view `content` holds its text label `title`, none of them with a frame.
    private func framelessStoryboard(tools: String = "6751", attributes: String = "", tableRow: String = "100") -> String {
        let cell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" textLabel="title" style="IBUITableViewCellStyleDefault" \(attributes) id="row">
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="content">
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        return IBFixture.storyboard(IBFixture.tableControllerScene(cell, width: 600, height: 600), device: "")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            .replacingOccurrences(of: #"rowHeight="44""#, with: #"rowHeight="\#(tableRow)""#)
    }

    /// The laid-out frames of the cell, its content view and its label.
    private func cellFrames(tools: String = "6751", attributes: String = "", tableRow: String = "100") throws -> [[Double]?] {
        let frames = try IBFixture.frames(framelessStoryboard(tools: tools, attributes: attributes, tableRow: tableRow), root: "row")
        return [frames["row"], frames["content"], frames["title"]]
    }

    /// The cell is as wide as its table and as tall as the table's rows; the content view fills it
    /// but for a pixel of the 2x canvas, and the style's label fills the content view: nothing is
    /// left unpinned or ambiguous.
    func testFramelessCellTakesItsTablesWidthAndRowHeight() throws {
        XCTAssertEqual(try cellFrames(), [[0, 0, 600, 100], [0, 0, 600, 99.5], [0, 0, 600, 99.5]])
    }

    /// The cell's own row height wins over its table's.
    func testCellsOwnRowHeightWins() throws {
        XCTAssertEqual(try cellFrames(attributes: #"rowHeight="60""#)[0], [0, 0, 600, 60])
    }

    /// A disclosure indicator takes the 33 points Xcode 6's documents show from the content view,
    /// and its style's label.
    func testDisclosureIndicatorNarrowsTheContentView() throws {
        XCTAssertEqual(
            try cellFrames(attributes: #"accessoryType="disclosureIndicator""#, tableRow: "44"),
            [[0, 0, 600, 44], [0, 0, 567, 43.5], [0, 0, 567, 43.5]])
    }

    /// An accessory whose width no document of the time shows leaves the content view unpinned,
    /// with the warning that says so.
    func testUnknownAccessoryWidthLeavesTheContentViewUnpinned() throws {
        let text = framelessStoryboard(attributes: #"accessoryType="checkmark""#)
        let mapped = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "row")
        XCTAssertEqual(mapped.warnings.map(\.objectID), ["content", "title"])
    }
}
