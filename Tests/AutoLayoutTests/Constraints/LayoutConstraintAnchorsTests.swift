import XCTest

@testable import AutoLayout

/// `firstAnchor` and `secondAnchor`.
final class LayoutConstraintAnchorsTests: XCTestCase {
    /// The example of `firstAnchor`.
    func testAnchorsOfAnAnchorConstraint() {
        let root = View()
        let box = View()
        root.addSubview(box)
        let c = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        XCTAssertTrue(c.firstAnchor?.item === box)
        XCTAssertEqual(c.firstAnchor?.attribute, .leading)
        XCTAssertTrue(c.secondAnchor?.item === root)
        guard case .xAxis? = c.firstAnchor else { return XCTFail("not an x-axis anchor") }
    }

    func testAConstantSizeHasNoSecondAnchorAndGuidesAreTheirOwnItems() {
        let root = View()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertNil(width.secondAnchor)
        XCTAssertTrue(width.firstAnchor?.item === guide)
        guard case .dimension? = width.firstAnchor else { return XCTFail("not a dimension") }
        let baseline = root.lastBaselineAnchor.constraint(equalTo: guide.bottomAnchor)
        guard case .yAxis? = baseline.firstAnchor, case .yAxis? = baseline.secondAnchor else { return XCTFail("not y-axis anchors") }
        XCTAssertEqual(baseline.firstAnchor?.attribute, .lastBaseline)
    }

    func testTheAnchorsOfAFreedItemAreNil() {
        var box: View? = View()
        let c = box!.heightAnchor.constraint(equalToConstant: 4)
        box = nil
        XCTAssertNil(c.firstAnchor)
    }
}
