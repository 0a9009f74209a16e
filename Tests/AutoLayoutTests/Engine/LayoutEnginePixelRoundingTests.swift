import XCTest

@testable import AutoLayout

/// `LayoutEngine.pixelScale`: frames on the screen's pixel grid, edges rounded in the superview's
/// coordinates after the superview's own rounding; 0 keeps them exact.
final class LayoutEnginePixelRoundingTests: XCTestCase {
    /// Three equal columns across a 100-point root, 10.2 points high.
    func columns(scale: Double) -> (View, [View]) {
        let (root, views) = layoutRoot(100, 50, subviews: ["a", "b", "c"])
        _ = activateStrings(
            [
                "a.left == view.left", "b.left == a.right", "c.left == b.right", "c.right == view.right",
                "b.width == a.width", "c.width == a.width",
                "a.top == view.top", "b.top == view.top", "c.top == view.top",
                "a.height == 10.2", "b.height == 10.2", "c.height == 10.2",
            ], views)
        root.engine.pixelScale = scale
        root.layoutIfNeeded()
        return (root, [views["a"]!, views["b"]!, views["c"]!])
    }

    func testDefaultKeepsExactFrames() {
        let (root, columns) = columns(scale: 0)
        XCTAssertEqual(root.engine.pixelScale, 0)
        XCTAssertEqual(columns[1].frame.minX, 100.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(columns[1].frame.height, 10.2, accuracy: 1e-9)
    }

    /// At 2x each edge moves to the nearest half point: the columns share their edges, so their
    /// widths differ (33.5, 33, 33.5) and together still fill the root.
    func testTwoTimesRoundsEdges() {
        let (_, columns) = columns(scale: 2)
        XCTAssertEqual(
            columns.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 33.5, height: 10), Rect(x: 33.5, y: 0, width: 33, height: 10),
                Rect(x: 66.5, y: 0, width: 33.5, height: 10),
            ])
    }

    /// At 3x the grid is a third of a point: 100/3 is already on it, 10.2 rounds to 10 + 1/3.
    func testThreeTimesRoundsToThirds() {
        let (_, columns) = columns(scale: 3)
        XCTAssertEqual(columns[1].frame.minX, 100.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(columns[2].frame.minX, 200.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(columns[0].frame.height, 31.0 / 3, accuracy: 1e-9)
        for view in columns {
            let f = view.frame
            for value in [f.minX, f.width, f.height] { XCTAssertEqual((value * 3).rounded(), value * 3, accuracy: 1e-9) }
        }
    }

    /// A view is rounded in its superview's coordinates after the superview's own rounding, so
    /// the offsets add up rounded: 10.25 + 0.3 lands on 10.5 + 0.5 = 11, not on round(10.55) = 10.5.
    func testRoundingCarriesIntoSubviews() {
        let (root, views) = layoutRoot(100, 100, subviews: ["box"])
        let box = views["box"]!
        let inner = View(name: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        var all = views
        all["inner"] = inner
        _ = activateStrings(
            [
                "box.left == view.left + 10.25", "box.top == view.top + 20.2", "box.width == 50.2", "box.height == 30",
                "inner.left == box.left + 0.3", "inner.top == box.top + 0.3", "inner.width == 10", "inner.height == 10",
            ], all)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10.5, y: 20, width: 50, height: 30))
        XCTAssertEqual(inner.frame, Rect(x: 0.5, y: 0.5, width: 10, height: 10))
        XCTAssertEqual(inner.frameInRoot, Rect(x: 11, y: 20.5, width: 10, height: 10))
    }

    /// Setting the scale after a layout re-reads the frames at the next pass; 0 restores them.
    func testChangingTheScaleRelaysOut() {
        let (root, columns) = columns(scale: 0)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(columns[1].frame.width, 33)
        root.engine.pixelScale = 0
        root.layoutIfNeeded()
        XCTAssertEqual(columns[1].frame.width, 100.0 / 3, accuracy: 1e-9)
    }

    /// A scale that is not positive and finite keeps frames exact.
    func testInvalidScalesKeepExactFrames() {
        for scale in [-2, Double.nan, Double.infinity] {
            let (_, columns) = columns(scale: scale)
            XCTAssertEqual(columns[1].frame.minX, 100.0 / 3, accuracy: 1e-9, "scale \(scale)")
        }
    }

    /// The frame is what lands on the grid, not the alignment rectangle inside it.
    func testFrameNotAlignmentRectIsRounded() {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        let a = views["a"]!
        a.alignmentRectInsets = EdgeInsets(top: 0.1, left: 0.1, bottom: 0, right: 0)
        _ = activateStrings(["a.left == view.left + 10", "a.top == view.top + 10", "a.width == 20", "a.height == 20"], views)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        // Exact frame: (9.9, 9.9; 20.1 20.1); edges rounded to halves: 10 and 30.
        XCTAssertEqual(a.frame, Rect(x: 10, y: 10, width: 20, height: 20))
    }

    /// A layout guide's frame lands on the grid as a view's does.
    func testLayoutGuideFrameIsRounded() throws {
        let (root, _) = layoutRoot(100, 100)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.2),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5.3),
        ])
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, Rect(x: 0, y: 0, width: 33.5, height: 5.5))
    }

    /// A hook that changes a constraint inside `layoutSubviews()` has its subtree re-read on its
    /// own (`applyFrames(below:)`); the origins above it are rounded there too.
    func testSubtreeReadRoundsAncestors() {
        final class Nudging: View {
            var nudge: LayoutConstraint?
            var seen: Rect?
            override func layoutSubviews() {
                guard let nudge, nudge.constant == 0 else { return super.layoutSubviews() }
                nudge.constant = 0.3
                super.layoutSubviews()
                seen = subviews.first?.frameInRoot
            }
        }
        let (root, views) = layoutRoot(100, 100)
        let box = Nudging(name: "box")
        let inner = View(name: "inner")
        for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(inner)
        var all = views
        all["box"] = box
        all["inner"] = inner
        let made = activateStrings(
            [
                "box.left == view.left + 10.25", "box.top == view.top + 20.2", "box.width == 50", "box.height == 30",
                "inner.left == box.left", "inner.top == box.top", "inner.width == 10", "inner.height == 10",
            ], all)
        box.nudge = made[4]
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(made[4].constant, 0.3)
        XCTAssertEqual(box.seen, Rect(x: 11, y: 20, width: 10, height: 10), "the subtree's own read")
        XCTAssertEqual(inner.frame, Rect(x: 0.5, y: 0, width: 10, height: 10))
        XCTAssertEqual(inner.frameInRoot, Rect(x: 11, y: 20, width: 10, height: 10))
    }

    /// The doc comment's example of `pixelScale`.
    func testDocExample() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let third = View(name: "third")
        root.addSubview(third)
        third.translatesAutoresizingMaskIntoConstraints = false
        try third.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
        try third.topAnchor.constraint(equalTo: root.topAnchor).activate()
        try third.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3).activate()
        try third.heightAnchor.constraint(equalToConstant: 10.2).activate()
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(third.frame, Rect(x: 0, y: 0, width: 33.5, height: 10))
    }

    /// A frame set by hand on a view that translates its autoresizing mask stays exact (UIKit
    /// rounds only the frames layout computes), set before the first pass or between passes,
    /// while a constraint-placed sibling beside it is rounded; its subviews are placed from its
    /// exact origin and rounded in its coordinates.
    func testHandSetFramesStayExact() {
        let (root, views) = layoutRoot(100, 100, subviews: ["placed"])
        let manual = View(name: "manual", frame: Rect(x: 10.3, y: 20.2, width: 30.7, height: 10.1))
        root.addSubview(manual)
        let inner = View(name: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        manual.addSubview(inner)
        var all = views
        all["manual"] = manual
        all["inner"] = inner
        _ = activateStrings(
            [
                "placed.left == view.left + 10.3", "placed.top == view.top + 50.2", "placed.width == 30.7", "placed.height == 10.1",
                "inner.left == manual.left + 0.3", "inner.top == manual.top", "inner.width == 5", "inner.height == 5",
            ], all)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, Rect(x: 10.3, y: 20.2, width: 30.7, height: 10.1))
        XCTAssertEqual(views["placed"]!.frame, Rect(x: 10.5, y: 50, width: 30.5, height: 10.5))
        XCTAssertEqual(inner.frame, Rect(x: 0.5, y: 0, width: 5, height: 5))
        XCTAssertEqual(inner.frameInRoot.minX, 10.8, accuracy: 1e-9)
        manual.frame = Rect(x: 1.1, y: 2.2, width: 3.3, height: 4.4)
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, Rect(x: 1.1, y: 2.2, width: 3.3, height: 4.4))
        XCTAssertEqual(manual.frameInRoot, Rect(x: 1.1, y: 2.2, width: 3.3, height: 4.4))
    }

    /// A frame the mask computes when the superview resizes is layout's, and is rounded: a
    /// flexible width of a third of a point more lands on the grid.
    func testMaskResizedFramesAreRounded() {
        let (root, _) = layoutRoot(100, 100)
        let manual = View(name: "manual", frame: Rect(x: 10.3, y: 0, width: 30, height: 10))
        manual.autoresizingMask = [.flexibleWidth]
        root.addSubview(manual)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame.minX, 10.3, accuracy: 1e-12)
        root.frame = Rect(x: 0, y: 0, width: 100.4, height: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, Rect(x: 10.5, y: 0, width: 30, height: 10), "edges 10.3 and 40.7 rounded")
    }

    /// A root's frame is its own: its size is not moved to the grid.
    func testRootFrameStaysExact() {
        let (root, views) = layoutRoot(100.3, 50.1, subviews: ["a"])
        _ = activateStrings(["a.left == view.left", "a.right == view.right", "a.top == view.top", "a.bottom == view.bottom"], views)
        root.engine.pixelScale = 2
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 100.3, height: 50.1))
        XCTAssertEqual(root.engine.rootFrames[0], Rect(x: 0, y: 0, width: 100.3, height: 50.1))
        XCTAssertEqual(views["a"]!.frame, Rect(x: 0, y: 0, width: 100.5, height: 50))
    }
}
