import InterfaceBuilder
import Rigging
import XCTest

/// A table cell at the top level of a XIB that preserves its superview's layout margins has, at
/// the document's own device, the side margins of a controller's root view on the device's
/// screen (16 points below 414 points wide, 20 from 414), whatever its own width.
final class IBPreservingTopLevelCellTests: XCTestCase {
    /// A XIB saved by `tools` on `device` in portrait whose top-level object is a margin cell
    /// `row` of `width` points (its view `box` pinned to the content view's margins), preserving
    /// its superview's margins where `preserves`.
    private func xib(width: Int, device: String, preserves: Bool, tools: String = "21701") -> String {
        IBFixture.xib(
            IBFixture.marginCell(width: width, attributes: preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""),
            device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    /// The box's leading edge: the content view's side margin.
    private func margin(_ text: String) throws -> Double? {
        try IBFixture.frames(text, root: "row")["box"]?[0]
    }

    func testThePreservingCellHasTheScreensRootMargins() throws {
        XCTAssertEqual(try margin(xib(width: 375, device: "retina6_1", preserves: true)), 20)
        XCTAssertEqual(try margin(xib(width: 375, device: "retina6_1", preserves: true, tools: "14490")), 20)
        XCTAssertEqual(try margin(xib(width: 414, device: "retina6_0", preserves: true, tools: "24506")), 16)
    }

    /// Without preserving them, the cell's width (up to the screen's) decides.
    func testACellThatDoesNotPreserveThemKeepsTheMarginsOfItsWidth() throws {
        XCTAssertEqual(try margin(xib(width: 375, device: "retina6_1", preserves: false)), 16)
        XCTAssertEqual(try margin(xib(width: 414, device: "retina6_0", preserves: false, tools: "24506")), 20)
    }

    /// On another device than the document's, the cell's own width decides, as UIKit gives it.
    func testOnAnotherDeviceTheCellsWidthDecides() throws {
        let document = try IBFixture.read(xib(width: 375, device: "retina6_1", preserves: true))
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("retina5_5")), orientation: .portrait)
        let screen = try document.screen(forHierarchy: "row", on: target)
        XCTAssertEqual(screen.frames.first { $0.id == "box" }?.frame.minX, 16)
    }
}
