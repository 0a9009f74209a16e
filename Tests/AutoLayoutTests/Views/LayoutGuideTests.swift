import XCTest

@testable import AutoLayout

/// `LayoutGuide` as `UILayoutGuide`: owned by a view, anchors mixing with views' anchors,
/// `layoutFrame` in the owner's coordinates, ambiguity, the conflict log, removal.
final class LayoutGuideTests: XCTestCase {
    func assertRect(
        _ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual([r.minX, r.minY, r.width, r.height], [x, y, w, h], file: file, line: line)
    }

    /// Two equal spacer guides centre a button between two labels (Apple's guide example).
    func testSpacerGuidesShareTheSpaceBetweenViews() throws {
        let (root, v) = layoutRoot(320, 100, subviews: ["a", "b"])
        let left = LayoutGuide()
        let right = LayoutGuide()
        left.identifier = "left"
        right.identifier = "right"
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        XCTAssertTrue(left.owningView === root)
        XCTAssertEqual(root.layoutGuides.map(\.identifier), ["left", "right"])
        let a = try XCTUnwrap(v["a"])
        let b = try XCTUnwrap(v["b"])
        try LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 80),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: right.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        assertFrame(a, 100, 0, 40, 20)
        assertFrame(b, 240, 0, 80, 20)
        assertRect(left.layoutFrame, 0, 0, 100, 1)
        assertRect(right.layoutFrame, 140, 0, 100, 1)
        XCTAssertFalse(left.hasAmbiguousLayout)
        XCTAssertTrue(root.engine.ambiguousLayoutGuides.isEmpty)
    }

    func testLayoutFrameIsInTheOwningViewsCoordinates() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["box"])
        let box = try XCTUnwrap(v["box"])
        activateStrings(["box.left == view.left + 30", "box.top == view.top + 40", "box.width == 200", "box.height == 100"], v)
        let guide = LayoutGuide()
        box.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.centerXAnchor.constraint(equalTo: box.centerXAnchor), guide.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            guide.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertRect(guide.layoutFrame, 50, 45, 100, 10)
        // Installed on the owning view, as UIKit installs a guide's constraints.
        XCTAssertEqual(box.constraints.filter { $0.firstItem === guide }.count, 4)
    }

    func testAnchorsAndConstraintItemsAreTheGuide() {
        let root = View(name: "view")
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let c = guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        XCTAssertTrue(c.firstItem === guide)
        XCTAssertTrue(c.secondItem === root)
        XCTAssertTrue(guide.leadingAnchor.item === guide)
        XCTAssertTrue(root.leadingAnchor.item === root)
    }

    func testAGuideWithoutAnOwnerHasNoCommonAncestor() {
        let root = View(name: "view")
        let guide = LayoutGuide()
        guide.identifier = "loose"
        XCTAssertThrowsError(try guide.widthAnchor.constraint(equalToConstant: 10).activate())
        XCTAssertThrowsError(try guide.topAnchor.constraint(equalTo: root.topAnchor).activate()) { error in
            guard case LayoutError.noCommonAncestor(_, let first, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(first, "LayoutGuide:nil'loose'")
        }
    }

    func testGuidesOfDifferentTreesHaveNoCommonAncestor() {
        let one = View(name: "one")
        let two = View(name: "two")
        let guide = LayoutGuide()
        one.addLayoutGuide(guide)
        XCTAssertThrowsError(try guide.topAnchor.constraint(equalTo: two.topAnchor).activate())
    }

    func testAmbiguousGuideIsReported() throws {
        let (root, _) = layoutRoot(320, 480)
        let guide = LayoutGuide()
        guide.identifier = "column"
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(guide.hasAmbiguousLayout)
        XCTAssertEqual(guide.ambiguousAttributes, ["minY"])
        XCTAssertTrue(root.engine.ambiguousLayoutGuides.first === guide)
        XCTAssertTrue(
            root.autolayoutTrace.contains("*<LayoutGuide:view'column'> - AMBIGUOUS LAYOUT for LayoutGuide:view'column'.minY"),
            root.autolayoutTrace)
    }

    func testConflictLogPrintsGuidesAsUIKitDoes() throws {
        let (root, _) = layoutRoot(320, 480)
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let guide = LayoutGuide()
        guide.identifier = "column"
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.widthAnchor.constraint(equalToConstant: 120),
        ])
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
        let text = log.joined()
        XCTAssertTrue(text.contains("\"<LayoutConstraint H:[LayoutGuide:view'column'(==100)] (active)>\""), text)
        XCTAssertTrue(text.contains("breaking constraint \n<LayoutConstraint H:[LayoutGuide:view'column'(==120)] (active)>"), text)
    }

    func testRemovingAGuideDeactivatesItsConstraints() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["a"])
        let a = try XCTUnwrap(v["a"])
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let constraints = [
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: guide.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ]
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        root.removeLayoutGuide(guide)
        XCTAssertTrue(constraints.allSatisfy { !$0.isActive })
        XCTAssertNil(guide.owningView)
        XCTAssertTrue(root.layoutGuides.isEmpty)
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testRemovingTheOwnerFromItsSuperviewDeactivatesGuideConstraintsReachingOut() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["box", "other"])
        let box = try XCTUnwrap(v["box"])
        let other = try XCTUnwrap(v["other"])
        let guide = LayoutGuide()
        box.addLayoutGuide(guide)
        let inside = guide.topAnchor.constraint(equalTo: box.topAnchor)
        let across = guide.topAnchor.constraint(equalTo: other.topAnchor)
        try LayoutConstraint.activate([inside, across])
        box.removeFromSuperview()
        XCTAssertFalse(across.isActive)
        XCTAssertTrue(inside.isActive)
        root.addSubview(box)
        XCTAssertTrue(inside.isActive)
        XCTAssertTrue(box.constraints.contains { $0 === inside })
    }

    func testAddingAGuideToAnotherViewMovesIt() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["a"])
        let a = try XCTUnwrap(v["a"])
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let c = guide.topAnchor.constraint(equalTo: root.topAnchor)
        try c.activate()
        a.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === a)
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(root.layoutGuides.isEmpty)
    }

    func testRightToLeftGuidesFollowTheOwnersDirection() throws {
        let (root, _) = layoutRoot(320, 100)
        root.engine.defaultLayoutDirection = .rightToLeft
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), guide.widthAnchor.constraint(equalToConstant: 50),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        assertRect(guide.layoutFrame, 260, 0, 50, 5)
    }

    func testFreeingTheTreeLeavesAKeptGuideInactive() throws {
        let guide = LayoutGuide()
        var c: LayoutConstraint?
        do {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            root.addLayoutGuide(guide)
            c = guide.topAnchor.constraint(equalTo: root.topAnchor)
            try c?.activate()
            root.layoutIfNeeded()
        }
        XCTAssertNil(guide.owningView)
        XCTAssertEqual(c?.isActive, false)
        XCTAssertNil(c?.secondItem)
        XCTAssertTrue(c?.firstItem === guide)
    }
}
