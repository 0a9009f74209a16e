import InterfaceBuilder
import XCTest

/// A table cell whose content view the document stores at a stale height: Xcode 6 and 7 wrote a
/// cell's content view at the 320 × 43 it starts at while laying its subviews out in the resized
/// cell, so the content view fills the cell, a one-pixel separator short before Xcode 11.
final class IBStaleCellContentTests: XCTestCase {
    /// A XIB saved by `tools` (naming no device, as Xcode 6 and 7 did) whose top-level cell `row`
    /// is 320 × 80 (with `attributes`) while its content view `content`, holding a view `box`
    /// pinned to its four edges, is stored at 320 × `contentHeight`.
    private func staleXIB(tools: String, attributes: String = "", contentHeight: String = "43") -> String {
        let cell = IBFixture.marginCell(width: 320, attributes: attributes)
            .replacingOccurrences(of: #"rowHeight="44""#, with: #"rowHeight="80""#)
            .replacingOccurrences(of: #"width="320" height="44""#, with: #"width="320" height="80""#)
            .replacingOccurrences(of: #"width="320" height="43.5""#, with: #"width="320" height="\#(contentHeight)""#)
            .replacingOccurrences(of: #"Margin""#, with: #"""#)
        return IBFixture.xib(cell, device: "")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
    }

    /// The laid-out frames of `row`'s content view and of the view pinned inside it.
    private func contentAndBox(tools: String, attributes: String = "", contentHeight: String = "43") throws -> [[Double]?] {
        let frames = try IBFixture.frames(staleXIB(tools: tools, attributes: attributes, contentHeight: contentHeight), root: "row")
        return [frames["content"], frames["box"]]
    }

    /// In an Xcode 6 document the content view fills the cell but for a half-point separator (a
    /// pixel of the 2x canvas) and lays its subviews out there, not in its stored 43 points; from
    /// Xcode 11 on the canvas keeps no separator below a content view, which fills the whole cell.
    func testStaleContentHeightFillsTheCell() throws {
        XCTAssertEqual(try contentAndBox(tools: "6254"), [[0, 0, 320, 79.5], [0, 0, 320, 79.5]])
        XCTAssertEqual(try contentAndBox(tools: "17156"), [[0, 0, 320, 80], [0, 0, 320, 80]])
    }

    /// A cell showing an accessory keeps its content view's stored frame, whose size is the only
    /// word on the accessory's.
    func testCellWithAnAccessoryKeepsTheStoredContentFrame() throws {
        XCTAssertEqual(try contentAndBox(tools: "6254", attributes: #"accessoryType="checkmark""#), [[0, 0, 320, 43], [0, 0, 320, 43]])
    }

    /// Stored within a point of its cell's height, the content view keeps its stored frame: the
    /// difference is the separator.
    func testContentViewStoredWithinAPointOfItsCellKeepsIt() throws {
        XCTAssertEqual(try contentAndBox(tools: "6254", contentHeight: "79"), [[0, 0, 320, 79], [0, 0, 320, 79]])
    }
}
