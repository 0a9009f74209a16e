import InterfaceBuilder
import XCTest

/// Multipliers written as percentages (`multiplier="50%"`), which Interface Builder's inspector
/// accepts and writes back as typed: p% is p ÷ 100.
final class IBPercentMultiplierTests: XCTestCase {
    func testAPercentageIsAHundredthOfItsNumber() throws {
        XCTAssertEqual(IBMultiplier(parsing: "50%"), IBMultiplier(value: 0.5, text: "50%"))
        XCTAssertEqual(IBMultiplier(parsing: "12.5%")?.value, 0.125)
        XCTAssertEqual(IBMultiplier(parsing: "150%")?.value, 1.5)
        XCTAssertNil(IBMultiplier(parsing: "%"))
        XCTAssertNil(IBMultiplier(parsing: "half%"))
        XCTAssertNil(IBMultiplier(parsing: "50%%"))
    }

    /// A view at least half as high as its 200-point superview, centred in it, with nothing else
    /// asking for more, is 100 points high: the percentage reads without a diagnostic and lays out
    /// as the multiplier 0.5 (read as 1 it would be 200 points high).
    func testAPercentageLaysOutAsItsFraction() throws {
        let half = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="half"/>"#
        let sides = ["leading", "trailing", "centerY"].map { side in
            #"<constraint firstItem="half" firstAttribute="\#(side)" secondItem="root" secondAttribute="\#(side)" id="\#(side)"/>"#
        }
        let heights = [
            #"<constraint firstItem="half" firstAttribute="height" relation="greaterThanOrEqual" secondItem="root" secondAttribute="height" multiplier="50%" id="h"/>"#,
            #"<constraint firstItem="half" firstAttribute="height" constant="10" priority="250" id="small"/>"#,
        ]
        let text = IBFixture.rootView(subviews: half, constraints: (sides + heights).joined(separator: "\n"))
        let document = try IBFixture.read(text)
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.constraint(id: "h")?.multiplier.value, 0.5)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["half"], [0, 50, 375, 100])
    }
}
