import InterfaceBuilder
import XCTest

/// A table cell's content view that preserves its superview's margins keeps at least the system
/// minimum margins on every side in documents of Xcode 9.3 and later, whatever smaller margins
/// the document gives it (or its cell): 11 points at top and bottom, the cell's side margins.
final class IBCellContentMarginFloorTests: XCTestCase {
    /// A storyboard saved by `tools` whose table view controller's table holds a 375-point cell
    /// `row`; the cell and its content view preserve their superview's margins and both set
    /// theirs to `margins` (top, left, bottom, right).
    private func storyboard(tools: String, margins: (Int, Int, Int, Int)) -> String {
        let insets = #"<edgeInsets key="layoutMargins" top="\#(margins.0)" left="\#(margins.1)" bottom="\#(margins.2)" right="\#(margins.3)"/>"#
        let cell = IBFixture.marginCell(width: 375, attributes: #"preservesSuperviewLayoutMargins="YES""#)
            .replacingOccurrences(of: #"tableViewCell="row""#, with: #"preservesSuperviewLayoutMargins="YES" tableViewCell="row""#)
            .replacingOccurrences(of: "</tableViewCellContentView>", with: insets + "</tableViewCellContentView>" + insets)
        return IBFixture.storyboard(IBFixture.tableControllerScene(cell))
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    /// Margins of none, or smaller than the system's, give way to the system minimum; larger ones
    /// stand.
    func testSmallerMarginsRiseToTheSystemMinimum() throws {
        let none = try IBFixture.frames(storyboard(tools: "21701", margins: (0, 0, 0, 0)), root: "row", file: "Test.storyboard")
        XCTAssertEqual(none["box"], [16, 11, 343, 21.5])
        let eight = try IBFixture.frames(storyboard(tools: "21701", margins: (8, 16, 8, 16)), root: "row", file: "Test.storyboard")
        XCTAssertEqual(eight["box"], [16, 11, 343, 21.5])
        let larger = try IBFixture.frames(storyboard(tools: "21701", margins: (14, 24, 12, 20)), root: "row", file: "Test.storyboard")
        XCTAssertEqual(larger["box"], [24, 14, 331, 17.5])
    }

    /// Before Xcode 9.3 (`toolsVersion` 13196) a content view's own margins stand.
    func testXcode90KeepsTheContentViewsOwnMargins() throws {
        let frames = try IBFixture.frames(storyboard(tools: "13196", margins: (4, 6, 4, 6)), root: "row", file: "Test.storyboard")
        XCTAssertEqual(frames["box"], [6, 4, 363, 35.5])
    }
}
