import XCTest

@testable import AutoLayout

// A constraint is expressed in the coordinates of its items' nearest common ancestor, and a
// view's variables are relative to its superview (View+Attributes.swift). Multipliers on the
// position attributes of nested views therefore scale UIKit's coordinates: the common
// ancestor's own attributes in its bounds (its left is 0, its centerX half its width).

final class ViewAttributesTests: XCTestCase {
    /// A root 400 x 400 with `box` at (100, 100), 200 x 200.
    private func boxInRoot() -> (View, View, [String: View]) {
        let (root, views) = layoutRoot(400, 400, subviews: ["box"])
        var all = views
        let box = views["box"]!
        activateStrings(["box.left == view.left + 100", "box.top == view.top + 100", "box.width == 200", "box.height == 200"], all)
        all["box"] = box
        return (root, box, all)
    }

    func testAMultiplierOnANestedCenterXScalesTheSuperviewsOwnCoordinates() {
        var (root, box, all) = boxInRoot()
        let child = addConstrained(View(name: "child"), to: box, &all)
        activateStrings(
            [
                "child.width == 20", "child.height == 20",
                "child.centerX == box.centerX * 0.5", "child.centerY == box.centerY * 1.0",
            ], all)
        root.layoutIfNeeded()
        // UIKit: box.centerX is 100 in box's coordinates, so child.centerX is 50 there.
        assertFrame(child, 40, 90, 20, 20)
        assertFrame(child, 140, 190, 20, 20, inRoot: true)
    }

    func testMultipliersOnTrailingBottomAndCenterYOfNestedViews() {
        var (root, box, all) = boxInRoot()
        let a = addConstrained(View(name: "a"), to: box, &all)
        let b = addConstrained(View(name: "b"), to: box, &all)
        let c = addConstrained(View(name: "c"), to: box, &all)
        activateStrings(
            [
                "a.width == 20", "a.height == 20", "a.trailing == box.trailing * 0.5", "a.bottom == box.bottom * 0.75",
                "b.width == 20", "b.height == 20", "b.left == box.left", "b.centerY == box.centerY * 0.5",
                // The multiplied attribute on the nested side: box.centerX (100) == 2 * c.centerX.
                "c.width == 10", "c.height == 10", "box.centerX == c.centerX * 2", "box.bottom == c.bottom * 4",
            ], all)
        root.layoutIfNeeded()
        assertFrame(a, 80, 130, 20, 20)
        assertFrame(b, 0, 40, 20, 20)
        assertFrame(c, 45, 40, 10, 10)
        assertFrame(c, 145, 140, 10, 10, inRoot: true)
    }

    func testADeeperDescendantSumsTheOriginsOfTheViewsBetween() {
        var (root, box, all) = boxInRoot()
        let mid = addConstrained(View(name: "mid"), to: box, &all)
        let leaf = addConstrained(View(name: "leaf"), to: mid, &all)
        activateStrings(
            [
                "mid.left == box.left + 10", "mid.top == box.top + 20", "mid.width == 100", "mid.height == 100",
                "leaf.width == 10", "leaf.height == 10",
                // In box's coordinates: box.centerX is 100, box.bottom 200.
                "leaf.left == box.centerX * 0.5", "leaf.bottom == box.bottom * 0.5",
            ], all)
        root.layoutIfNeeded()
        assertFrame(mid, 10, 20, 100, 100)
        assertFrame(leaf, 40, 70, 10, 10)
        assertFrame(leaf, 150, 190, 10, 10, inRoot: true)
    }

    func testConstraintsBetweenCousinsInDifferentSubtrees() {
        var (root, views) = layoutRoot(400, 400, subviews: ["p", "q"])
        let a = addConstrained(View(name: "a"), to: views["p"]!, &views)
        let b = addConstrained(View(name: "b"), to: views["q"]!, &views)
        activateStrings(
            [
                "p.left == view.left + 10", "p.top == view.top + 10", "p.width == 100", "p.height == 100",
                "q.left == view.left + 200", "q.top == view.top + 50", "q.width == 150", "q.height == 150",
                "a.left == p.left + 20", "a.top == p.top + 30", "a.width == 40", "a.height == 40",
                "b.left == a.right + 10", "b.centerY == a.centerY", "b.height == 10",
                // In the root's coordinates (their common ancestor): a.centerX is 50, so b.right is 250.
                "b.right == a.centerX * 5",
            ], views)
        root.layoutIfNeeded()
        assertFrame(a, 30, 40, 40, 40, inRoot: true)
        // a.right is 70 in the root, so b.left is 80 there: -120 in q.
        assertFrame(b, -120, 5, 170, 10)
        assertFrame(b, 80, 55, 170, 10, inRoot: true)
    }

    func testNestedRightToLeftMirrorsInTheCommonAncestor() {
        var (root, views) = layoutRoot(400, 400, subviews: ["p", "q"])
        root.engine.defaultLayoutDirection = .rightToLeft
        let a = addConstrained(View(name: "a"), to: views["p"]!, &views)
        let b = addConstrained(View(name: "b"), to: views["q"]!, &views)
        activateStrings(
            [
                "p.leading == view.leading + 10", "p.top == view.top", "p.width == 150", "p.height == 100",
                "q.trailing == view.trailing - 10", "q.top == view.top", "q.width == 150", "q.height == 100",
                "a.leading == p.leading + 20", "a.top == p.top", "a.width == 30", "a.height == 10",
                "b.leading == a.trailing + 8", "b.top == a.top", "b.width == 30", "b.height == 10",
            ], views)
        root.layoutIfNeeded()
        // p's right edge is at 390; a's at 20 from it (370), so a starts at 340 (100 in p).
        assertFrame(views["p"]!, 240, 0, 150, 100)
        assertFrame(a, 100, 0, 30, 10)
        // b's leading (right) edge is 8 to the left of a's trailing (left) edge: 332, so b starts at 302.
        assertFrame(views["q"]!, 10, 0, 150, 100)
        assertFrame(b, 292, 0, 30, 10)
        assertFrame(b, 302, 0, 30, 10, inRoot: true)
    }

    func testAGuidesLayoutFrameIsInItsNestedOwnersCoordinates() throws {
        var (root, box, all) = boxInRoot()
        box.alignmentRectInsets = EdgeInsets(top: 2, left: 4, bottom: 0, right: 0)
        let guide = LayoutGuide()
        box.addLayoutGuide(guide)
        let child = addConstrained(View(name: "child"), to: box, &all)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 30),
            child.leftAnchor.constraint(equalTo: guide.rightAnchor),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // box's alignment rectangle is at (100, 100); its bounds start 4 left of and 2 above it.
        assertFrame(box, 96, 98, 204, 202)
        XCTAssertEqual(guide.layoutFrame, Rect(x: 24, y: 12, width: 50, height: 30))
        assertFrame(child, 74, 42, 5, 5)
        assertFrame(child, 170, 140, 5, 5, inRoot: true)
    }

    func testAnAncestorsAlignmentInsetsEnterItsMultipliedAttributes() {
        var (root, box, all) = boxInRoot()
        box.alignmentRectInsets = EdgeInsets(top: 6, left: 10, bottom: 0, right: 0)
        let child = addConstrained(View(name: "child"), to: box, &all)
        activateStrings(
            [
                "child.width == 20", "child.height == 20",
                "child.centerX == box.centerX * 0.5", "child.top == box.top * 2",
            ], all)
        root.layoutIfNeeded()
        // In box's bounds its alignment rectangle starts at (10, 6): centerX is 110, top 6.
        assertFrame(box, 90, 94, 210, 206)
        assertFrame(child, 45, 12, 20, 20)
        assertFrame(child, 135, 106, 20, 20, inRoot: true)
        box.alignmentRectInsets = .zero
        root.layoutIfNeeded()
        assertFrame(child, 40, 0, 20, 20)
        assertFrame(child, 140, 100, 20, 20, inRoot: true)
    }

    func testAnIntermediateViewsInsetsMoveOnlyItsSubviewsFrames() {
        var (root, box, all) = boxInRoot()
        let mid = addConstrained(View(name: "mid"), to: box, &all)
        let leaf = addConstrained(View(name: "leaf"), to: mid, &all)
        mid.alignmentRectInsets = EdgeInsets(top: 3, left: 5, bottom: 0, right: 0)
        activateStrings(
            [
                "mid.left == box.left + 10", "mid.top == box.top + 10", "mid.width == 100", "mid.height == 100",
                "leaf.left == box.left + 30", "leaf.top == box.top + 30", "leaf.width == 10", "leaf.height == 10",
            ], all)
        root.layoutIfNeeded()
        // mid's bounds start at its frame's origin, (5, 7) in box: leaf at (30, 30) in box is (25, 23) in mid.
        assertFrame(mid, 5, 7, 105, 103)
        assertFrame(leaf, 25, 23, 10, 10)
        assertFrame(leaf, 130, 130, 10, 10, inRoot: true)
    }

    func testAChildOfAnAmbiguousParentIsNotAmbiguous() {
        var (root, box, all) = boxInRoot()
        let loose = addConstrained(View(name: "loose"), to: root, &all)
        let child = addConstrained(View(name: "child"), to: loose, &all)
        activateStrings(
            [
                "loose.width == 50", "loose.height == 50",
                "child.left == loose.left + 5", "child.top == loose.top + 5", "child.width == 10", "child.height == 10",
            ], all)
        root.layoutIfNeeded()
        // UIKit asks the view's own variables: the child is fixed in its superview.
        XCTAssertEqual(loose.ambiguousAttributes, ["minX", "minY"])
        XCTAssertFalse(child.hasAmbiguousLayout)
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(root.engine.ambiguousViews.map(\.name), ["loose"])
        XCTAssertTrue(root.autolayoutTrace.contains("*<View: loose> - AMBIGUOUS LAYOUT for loose.minX, loose.minY"))
        XCTAssertFalse(root.autolayoutTrace.contains("child.minX"))
        // Exercising the parent moves the child with it, not within it.
        let before = loose.frameInRoot
        XCTAssertTrue(loose.exerciseAmbiguityInLayout())
        XCTAssertNotEqual(loose.frameInRoot, before)
        assertFrame(child, 5, 5, 10, 10)
        assertFrame(child, loose.frameInRoot.minX + 5, loose.frameInRoot.minY + 5, 10, 10, inRoot: true)
        XCTAssertFalse(child.exerciseAmbiguityInLayout())
    }

    func testAMovedSubtreeKeepsItsInnerConstraintsInItsNewSuperview() {
        var (root, box, all) = boxInRoot()
        let panel = addConstrained(View(name: "panel"), to: root, &all)
        let inner = addConstrained(View(name: "inner"), to: panel, &all)
        let outer = activateStrings(["panel.left == view.left + 10", "panel.top == view.top + 10", "panel.width == 100", "panel.height == 60"], all)
        activateStrings(["inner.centerX == panel.centerX * 0.5", "inner.top == panel.top + 5", "inner.width == 10", "inner.height == 10"], all)
        root.layoutIfNeeded()
        assertFrame(inner, 20, 5, 10, 10)
        assertFrame(inner, 30, 15, 10, 10, inRoot: true)
        // Into box, one level deeper: constraints reaching out are removed (as UIKit does), the inner ones stay.
        box.addSubview(panel)
        XCTAssertEqual(outer.map(\.isActive), [false, false, true, true])
        activateStrings(["panel.left == box.left + 40", "panel.top == box.top + 50"], all)
        root.layoutIfNeeded()
        assertFrame(inner, 20, 5, 10, 10)
        assertFrame(inner, 160, 155, 10, 10, inRoot: true)
        XCTAssertFalse(inner.hasAmbiguousLayout)
    }

    func testARootWithConstraintsBecomesANestedSubview() {
        var (root, box, all) = boxInRoot()
        let (other, views) = layoutRoot(80, 40, subviews: ["inner"])
        let inner = views["inner"]!
        activateStrings(["inner.centerX == view.centerX * 0.5", "inner.top == view.top + 5", "inner.width == 10", "inner.height == 10"], views)
        other.layoutIfNeeded()
        assertFrame(inner, 15, 5, 10, 10)
        other.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(other)
        all["other"] = other
        activateStrings(["other.left == box.left + 30", "other.top == box.top + 40", "other.width == 80", "other.height == 40"], all)
        root.layoutIfNeeded()
        assertFrame(other, 30, 40, 80, 40)
        assertFrame(inner, 15, 5, 10, 10)
        assertFrame(inner, 145, 145, 10, 10, inRoot: true)
    }
}
