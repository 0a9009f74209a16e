import XCTest

@testable import AutoLayout

final class VisualFormatOptionsTests: XCTestCase {
    func testRawValuesAreApples() {
        XCTAssertEqual(VisualFormatOptions.alignAllLeft.rawValue, 2)
        XCTAssertEqual(VisualFormatOptions.alignAllTop.rawValue, 8)
        XCTAssertEqual(VisualFormatOptions.alignAllCenterX.rawValue, 512)
        XCTAssertEqual(VisualFormatOptions.alignAllFirstBaseline.rawValue, 4096)
        XCTAssertEqual(VisualFormatOptions.directionLeftToRight.rawValue, 0x10000)
        XCTAssertEqual(VisualFormatOptions.directionRightToLeft.rawValue, 0x20000)
        XCTAssertEqual(VisualFormatOptions.spacingBaselineToBaseline.rawValue, 0x80000)
        XCTAssertEqual(VisualFormatOptions.directionLeadingToTrailing, [])
        XCTAssertEqual(VisualFormatOptions.spacingEdgeToEdge, [])
    }

    func testParsesSwiftNames() throws {
        XCTAssertEqual(try VisualFormatOptions(names: []), [])
        XCTAssertEqual(
            try VisualFormatOptions(names: ["alignAllTop", "directionRightToLeft"]),
            [.alignAllTop, .directionRightToLeft])
        XCTAssertEqual(try VisualFormatOptions(names: ["alignAllBaseline"]), .alignAllLastBaseline)
        for (name, option) in VisualFormatOptions.namedOptions {
            XCTAssertEqual(try VisualFormatOptions(names: [name]), option, name)
        }
        XCTAssertEqual(VisualFormatOptions.namedOptions.count, 16)
    }

    func testUnknownNameThrowsNamingIt() {
        do {
            _ = try VisualFormatOptions(names: ["alignAllTop", "AlignAllTop"])
            XCTFail("case-sensitive names")
        } catch {
            XCTAssertEqual(error.name, "AlignAllTop")
            XCTAssertEqual(error.index, 1)
            XCTAssertTrue(error.description.hasPrefix("Unknown visual format option \"AlignAllTop\""))
        }
    }
}
