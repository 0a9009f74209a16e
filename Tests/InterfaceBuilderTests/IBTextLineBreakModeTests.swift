import AutoLayout
import InterfaceBuilder
import XCTest

/// `IBText.layoutLineBreakMode`: the line break mode a document's `lineBreakMode` names.
final class IBTextLineBreakModeTests: XCTestCase {
    func testEachSpellingNamesItsMode() {
        let modes: [(String, LineBreakMode)] = [
            ("wordWrap", .byWordWrapping), ("characterWrap", .byCharWrapping), ("clip", .byClipping),
            ("clipping", .byClipping), ("headTruncation", .byTruncatingHead),
            ("tailTruncation", .byTruncatingTail), ("middleTruncation", .byTruncatingMiddle),
        ]
        for (name, mode) in modes {
            XCTAssertEqual(IBText(lineBreakMode: name).layoutLineBreakMode, mode, name)
        }
    }

    func testAbsentOrUnknownNamesNoMode() {
        XCTAssertNil(IBText().layoutLineBreakMode)
        XCTAssertNil(IBText(lineBreakMode: "wrapEverything").layoutLineBreakMode)
    }
}
