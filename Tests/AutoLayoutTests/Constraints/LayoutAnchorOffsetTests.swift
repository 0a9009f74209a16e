import XCTest

@testable import AutoLayout

/// `anchorWithOffset(to:)`: a dimension measuring the distance between two anchors.
final class LayoutAnchorOffsetTests: XCTestCase {
    /// The example of `XAxisAnchor.anchorWithOffset(to:)`: equal gaps centre a view between two.
    func testEqualGapsCentreAViewBetweenTwo() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let b = View()
        let c = View(frame: Rect(x: 250, y: 0, width: 50, height: 50))
        [a, b, c].forEach(root.addSubview)
        b.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            b.widthAnchor.constraint(equalToConstant: 100), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, Rect(x: 100, y: 0, width: 100, height: 10))
        XCTAssertFalse(b.hasAmbiguousLayout)
        XCTAssertEqual(root.layoutGuides.map(\.identifier), ["UIViewAnchorOffsetGuide", "UIViewAnchorOffsetGuide"])
        XCTAssertFalse(root.layoutGuides.contains { $0.hasAmbiguousLayout })
    }

    func testAVerticalOffsetCanBeAConstantAndNegative() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        let top = View(frame: Rect(x: 0, y: 100, width: 10, height: 10))
        let below = View()
        root.addSubview(top)
        root.addSubview(below)
        below.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            top.bottomAnchor.anchorWithOffset(to: below.topAnchor).constraint(equalToConstant: -30),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(below.frame.minY, 80)
    }
}
