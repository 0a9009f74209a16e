import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A table cell at the top level of a XIB is simulated on the document's device from Xcode 12.x
/// on: the narrower of its width and the screen's decides its side margins there, as a table as
/// wide as the screen gives its cells.
final class IBTopLevelCellCanvasWidthTests: XCTestCase {
    /// A XIB saved by `tools` on `device` held `orientation`, whose top-level object is a margin
    /// cell `row` of `width` points (its view `box` pinned to the content view's margins).
    private func xib(width: Int, device: String, orientation: String = "portrait", tools: String = "21701") -> String {
        IBFixture.xib(
            IBFixture.marginCell(width: width), device: #"<device id="\#(device)" orientation="\#(orientation)" appearance="light"/>"#
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    /// A cell wider than an iPhone 8's 375-point screen has 16-point side margins there, not the
    /// 20 of its own width; on a screen wider than 375 points the narrower of the two decides.
    func testTheNarrowerOfTheCellAndTheScreenDecidesTheSideMargins() throws {
        let cases: [(device: String, orientation: String, width: Int, margin: Double)] = [
            ("retina4_7", "portrait", 385, 16), ("retina4_7", "portrait", 416, 16), ("retina4_0", "portrait", 375, 16),
            ("retina4_7", "portrait", 343, 16), ("retina6_0", "portrait", 400, 20), ("retina6_1", "portrait", 380, 20),
            ("retina6_1", "portrait", 360, 16), ("retina4_7", "landscape", 385, 20),
        ]
        for (device, orientation, width, margin) in cases {
            let frames = try IBFixture.frames(xib(width: width, device: device, orientation: orientation), root: "row")
            // The sides only: a 3x screen rounds the content view's 43.5-point height to its pixels.
            XCTAssertEqual(frames["box"].map { [$0[0], $0[2]] }, [margin, Double(width) - 2 * margin], "\(device) \(orientation) \(width)")
        }
        // Xcode 26's cells have 15-point top and bottom margins; the side margins follow the same rule.
        let xcode26 = try IBFixture.frames(xib(width: 385, device: "retina4_7", tools: "24127"), root: "row")
        XCTAssertEqual(xcode26["box"], [16, 15, 353, 13.5])
    }

    /// The screen's width holds at the document's own device only: laid out on another device,
    /// the cell keeps its stored width and the margins of that width, as UIKit gives them.
    func testOnAnotherDeviceTheCellsOwnWidthDecides() throws {
        let document = try IBFixture.read(xib(width: 385, device: "retina4_7"))
        let device = try XCTUnwrap(Device.named("retina4_0"))
        let screen = try document.screen(forHierarchy: "row", on: IBLayoutTarget(device: device, orientation: .portrait))
        XCTAssertEqual(screen.frames.first { $0.id == "box" }?.frame, Rect(x: 20, y: 11, width: 345, height: 21.5))
    }
}
