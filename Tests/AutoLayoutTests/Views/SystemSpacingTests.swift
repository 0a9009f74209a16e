import XCTest

@testable import AutoLayout

/// The system-spacing anchors use VFL's standard sibling spacing, in all three relations.
final class SystemSpacingTests: XCTestCase {
    func testTheSpacingIsVFLsStandardSiblingSpacing() {
        XCTAssertEqual(LayoutConstraint.systemSpacing, VisualFormatSpacing.standard.sibling)
        XCTAssertEqual(LayoutConstraint.systemSpacing, 8)
    }

    func testEveryFormAndRelation() {
        let a = View(name: "a")
        let b = View(name: "b")
        let cases: [(LayoutConstraint, LayoutRelation, Double)] = [
            (b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1), .equal, 8),
            (b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2), .greaterThanOrEqual, 16),
            (b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 0.5), .lessThanOrEqual, 4),
            (b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1), .equal, 8),
            (b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 3), .greaterThanOrEqual, 24),
            (b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1), .lessThanOrEqual, 8),
        ]
        for (c, relation, constant) in cases {
            XCTAssertEqual(c.relation, relation)
            XCTAssertEqual(c.constant, constant)
            XCTAssertEqual(c.multiplier, 1)
        }
    }

    /// The same frames as `[a]-[b]` in VFL.
    func testLayoutMatchesTheVFLStandardSpace() throws {
        let (root, v) = layoutRoot(320, 100, subviews: ["a", "b", "c", "d"])
        let a = try XCTUnwrap(v["a"])
        let b = try XCTUnwrap(v["b"])
        activateStrings(
            [
                "a.left == view.left", "a.top == view.top", "a.width == 50", "a.height == 20",
                "b.top == view.top", "b.width == 50", "b.height == 20",
                "c.left == view.left", "c.top == view.top + 50", "c.width == 50", "c.height == 20",
                "d.top == view.top + 50", "d.width == 50", "d.height == 20",
            ], v)
        try b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).activate()
        try LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:[c]-[d]", views: v))
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, try XCTUnwrap(v["d"]).frame.minX)
        XCTAssertEqual(b.frame.minX, 58)
    }
}
