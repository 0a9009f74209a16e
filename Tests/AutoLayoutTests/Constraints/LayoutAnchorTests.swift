import XCTest

@testable import AutoLayout

/// Anchors, and the layout margins guide's edges, centers and size.
final class LayoutAnchorTests: XCTestCase {
    /// A 300 x 200 root holding `box`, sized and centered by the root's margins guide.
    func guidedBox(margins: EdgeInsets? = nil) throws -> (View, View, [LayoutConstraint]) {
        let (root, views) = layoutRoot(300, 200, subviews: ["box"])
        if let margins { root.layoutMargins = margins }
        let box = try XCTUnwrap(views["box"])
        let guide = root.layoutMarginsGuide
        let made = [
            box.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: -10),
            box.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        ]
        try LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        return (root, box, made)
    }

    func testTheMarginsGuideHasWidthHeightAndCenters() throws {
        let (root, box, _) = try guidedBox()
        // Margins of 8: the guide is (8, 8; 284, 184).
        assertFrame(box, 79, 13, 142, 174)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
    }

    func testTheGuideFollowsTheMargins() throws {
        let (root, box, _) = try guidedBox(margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        // The guide is (20, 10; 240, 160).
        assertFrame(box, 80, 15, 120, 150)
        root.layoutMargins = EdgeInsets(all: 0)
        root.layoutIfNeeded()
        assertFrame(box, 75, 5, 150, 190)
    }

    func testGuideSizesReadBackAndRelateAcrossAxes() throws {
        let (root, box, made) = try guidedBox()
        XCTAssertEqual(made[0].equation, "box.width == view.widthWithinMargins * 0.5")
        XCTAssertNil(made[0].visualFormatDescription, "VFL has no margins size")
        let parsed = try LayoutConstraint.parse(made[1].equation, views: ["view": root, "box": box])
        XCTAssertTrue(parsed.matches(made[1]))
        // A dimension relates to a dimension of either axis, and to a constant.
        let square = box.widthAnchor.constraint(equalTo: root.layoutMarginsGuide.heightAnchor)
        square.priority = .defaultHigh
        try square.activate()
        made[0].deactivate()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 184)
        let fixed = root.layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 100)
        XCTAssertNoThrow(try fixed.validate())
        XCTAssertNoThrow(try box.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor).validate())
    }
}
