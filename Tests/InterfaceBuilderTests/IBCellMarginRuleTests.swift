import InterfaceBuilder
import Rigging
import XCTest

/// Table cells' margins and content view as the canvas of the document's Xcode lays them out:
/// Xcode 9.0's cells keep UIView's 8-point margins, a content view preserving its superview's
/// margins keeps the cell's side margins, and a content view stored at a stale size fills its cell.
final class IBCellMarginRuleTests: XCTestCase {
    /// A XIB saved by `tools` on an iPhone 8 whose top-level object is `cell`, with safe-area
    /// guides or without.
    private func xib(_ cell: String, tools: String, safeAreas: Bool = true) -> String {
        var text = IBFixture.xib(cell, device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        if !safeAreas { text = text.replacingOccurrences(of: #" useSafeAreas="YES""#, with: "") }
        return text
    }

    /// A storyboard saved by `tools` whose table view controller's table holds the 375-point
    /// margin cell `row` (its view `box` pinned to the content view's margins).
    private func storyboard(tools: String) -> String {
        IBFixture.storyboard(IBFixture.tableControllerScene(IBFixture.marginCell(width: 375)))
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    /// Xcode 9.0 (`toolsVersion` 13196) still gives a cell's content view UIView's 8 points on
    /// every side; Xcode 9.3 (13771) gives the system minimum (16 at the sides, 11 at top and
    /// bottom, in the cells of a table that is its controller's root view).
    func testXcode90CellsKeepUIViewMarginsAndXcode93CellsHaveTheSystemMinimum() throws {
        for (tools, side, vertical) in [("12121", 8.0, 8.0), ("13196", 8, 8), ("13771", 16, 11), ("21701", 16, 11)] {
            let frames = try IBFixture.frames(storyboard(tools: tools), root: "row", file: "Test.storyboard")
            XCTAssertEqual(frames["box"], [side, vertical, 375 - 2 * side, 43.5 - 2 * vertical], tools)
        }
    }

    /// A 375-point cell whose content view has margins of its own (`left` and `right`, 8 at top
    /// and bottom) and may preserve its superview's.
    private func cell(left: Int, right: Int, preserves: Bool) -> String {
        let attribute = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
        return IBFixture.marginCell(width: 375)
            .replacingOccurrences(of: #"tableViewCell="row""#, with: #"\#(attribute) tableViewCell="row""#)
            .replacingOccurrences(
                of: "</tableViewCellContentView>",
                with: #"<edgeInsets key="layoutMargins" top="8" left="\#(left)" bottom="8" right="\#(right)"/></tableViewCellContentView>"#)
    }

    /// A content view that preserves its superview's margins keeps at least the system minimum
    /// (16 points at the sides of a 375-point cell, 11 at top and bottom) over smaller margins of
    /// its own; one that does not keeps its own.
    func testContentViewPreservingSuperviewMarginsKeepsTheSystemMinimum() throws {
        let preserving = try IBFixture.frames(xib(cell(left: 15, right: 8, preserves: true), tools: "21701"), root: "row")
        XCTAssertEqual(preserving["box"], [16, 11, 343, 21.5])
        let own = try IBFixture.frames(xib(cell(left: 15, right: 8, preserves: false), tools: "21701"), root: "row")
        XCTAssertEqual(own["box"], [15, 8, 352, 27.5])
        // Larger margins of its own stand.
        let wider = try IBFixture.frames(xib(cell(left: 30, right: 24, preserves: true), tools: "21701"), root: "row")
        XCTAssertEqual(wider["box"], [30, 11, 321, 21.5])
    }

    /// A cell `row` of `width` × 50 whose content view is stored 320 × 43, with its view `box`
    /// pinned to the content view's edges, and an accessory or none.
    private func staleCell(width: Int, accessory: String?) -> String {
        IBFixture.marginCell(width: width, attributes: accessory.map { #"accessoryType="\#($0)""# } ?? "")
            .replacingOccurrences(of: #"rowHeight="44""#, with: #"rowHeight="50""#)
            .replacingOccurrences(of: #"width="\#(width)" height="44""#, with: #"width="\#(width)" height="50""#)
            .replacingOccurrences(of: #"width="\#(width)" height="43.5""#, with: #"width="320" height="43""#)
            .replacingOccurrences(of: #"Margin""#, with: #"""#)
    }

    /// A content view stored at another width or a stale height (here both) fills the cell, as
    /// UIKit's cell lays its content view out to its bounds, short of the hairline separator
    /// Xcode 7's canvas keeps; a cell with an accessory keeps the stored frame (the accessory's
    /// width is the difference).
    func testContentViewStoredAtAStaleSizeFillsItsCell() throws {
        let stale = try IBFixture.frames(xib(staleCell(width: 600, accessory: nil), tools: "7706", safeAreas: false), root: "row")
        XCTAssertEqual(stale["content"], [0, 0, 600, 49.5])
        XCTAssertEqual(stale["box"], [0, 0, 600, 49.5])
        let accessory = try IBFixture.frames(
            xib(staleCell(width: 600, accessory: "disclosureIndicator"), tools: "7706", safeAreas: false), root: "row")
        XCTAssertEqual(accessory["box"], [0, 0, 320, 43])
        let matching = try IBFixture.frames(xib(staleCell(width: 320, accessory: nil), tools: "7706", safeAreas: false), root: "row")
        XCTAssertEqual(matching["box"], [0, 0, 320, 49.5])
    }
}
