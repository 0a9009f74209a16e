import XCTest

@testable import AutoLayout

/// The layout pass reads the solution into the engine's slots; `View.frame`, `frameInRoot` and
/// `rootFrames` read from them, and hooks run only where a class may override them.
final class ViewSlotsTests: XCTestCase {
    /// Counts its hooks; otherwise a plain view.
    final class Counter: View {
        var layouts = 0, updates = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    /// root (300 x 200) > container (a Counter) > a, b; all laid out by constraints.
    func tree() -> (View, Counter, [String: View], [LayoutConstraint]) {
        let (root, _) = layoutRoot(300, 200)
        let container = Counter(name: "container")
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        var views: [String: View] = ["view": root, "container": container]
        for name in ["a", "b"] {
            let child = View(name: name)
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            views[name] = child
        }
        let made = activateStrings(
            [
                "container.left == view.left + 10", "container.top == view.top + 20",
                "container.width == 200", "container.height == 100",
                "a.left == container.left + 5", "a.top == container.top + 5", "a.width == 50", "a.height == 40",
                "b.left == a.right + 8", "b.top == a.top", "b.width == a.width", "b.height == a.height",
            ], views)
        root.layoutIfNeeded()
        return (root, container, views, made)
    }

    func testFramesInSuperviewAndRootCoordinatesAgreeWithRootFrames() {
        let (root, _, views, _) = tree()
        assertFrame(views["container"]!, 10, 20, 200, 100)
        assertFrame(views["a"]!, 5, 5, 50, 40)
        assertFrame(views["b"]!, 63, 5, 50, 40)
        assertFrame(views["b"]!, 73, 25, 50, 40, inRoot: true)
        XCTAssertEqual(root.engine.views.map(\.frameInRoot), root.engine.rootFrames)
        XCTAssertEqual(views["b"]!.bounds, Rect(x: 0, y: 0, width: 50, height: 40))
    }

    func testAFrameSetByHandStaysUntilTheSolutionMovesTheView() {
        let (root, _, views, made) = tree()
        let a = views["a"]!
        a.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        assertFrame(a, 1, 2, 3, 4)
        made[7].constant = 30  // a.height
        root.layoutIfNeeded()
        assertFrame(a, 5, 5, 50, 30)
    }

    func testLayoutSubviewsRunsWhenTheSizeChangedOrASubviewMovedAndNotOtherwise() {
        let (root, container, views, made) = tree()
        XCTAssertEqual(container.layouts, 1, "the first pass")
        XCTAssertEqual(container.updates, 1, "the first pass")
        made[8].constant = 20  // b moves inside the container
        root.layoutIfNeeded()
        XCTAssertEqual(container.layouts, 2)
        made[2].constant = 220  // the container's own width
        root.layoutIfNeeded()
        XCTAssertEqual(container.layouts, 3)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)  // nothing inside moves
        root.layoutIfNeeded()
        XCTAssertEqual(container.layouts, 3)
        made[0].constant = 30  // the container moves: its subviews' frames in it stay
        root.layoutIfNeeded()
        XCTAssertEqual(container.layouts, 3)
        assertFrame(views["b"]!, 75, 5, 50, 40)
        assertFrame(views["b"]!, 105, 25, 50, 40, inRoot: true)
        container.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(container.layouts, 4)
        XCTAssertEqual(container.updates, 1)
    }

    func testFramesSurviveChangesToTheTree() {
        let (root, container, views, _) = tree()
        let extra = View(name: "extra", frame: Rect(x: 7, y: 8, width: 9, height: 10))
        container.addSubview(extra)  // the slots are rebuilt: every frame reads the same meanwhile
        assertFrame(views["b"]!, 63, 5, 50, 40)
        assertFrame(views["b"]!, 73, 25, 50, 40, inRoot: true)
        root.layoutIfNeeded()
        assertFrame(extra, 7, 8, 9, 10)
        assertFrame(extra, 17, 28, 9, 10, inRoot: true)
        views["a"]!.removeFromSuperview()
        assertFrame(views["a"]!, 5, 5, 50, 40)  // a root now, keeping its last frame
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.views.map(\.name), ["view", "container", "b", "extra"])
    }

    func testAlignmentInsetsGrowTheFrameAroundTheSolvedRectangle() {
        let (root, _, views, _) = tree()
        views["a"]!.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 3, 4, 56, 44)
        XCTAssertEqual(views["a"]!.alignmentRect, Rect(x: 5, y: 5, width: 50, height: 40))
    }

    /// A hook that changes its own position and then applies frames below it: the subviews'
    /// root frames sum the origins the solver has now, not those of the last full read.
    func testApplyingFramesBelowAViewThatMovedReadsItsOriginFromTheSolver() {
        final class Mover: View {
            var move: LayoutConstraint?
            var seen: Rect?
            override func layoutSubviews() {
                if let move, move.constant != 60 {
                    move.constant = 60
                    super.layoutSubviews()
                    seen = subviews[0].frameInRoot
                } else {
                    super.layoutSubviews()
                }
            }
        }
        var (root, views) = layoutRoot(300, 200)
        let mover = addConstrained(Mover(name: "mover"), to: root, &views)
        let inner = addConstrained(View(name: "inner"), to: mover, &views)
        let made = activateStrings(
            [
                "mover.left == view.left + 10", "mover.top == view.top + 20", "mover.width == 100", "mover.height == 100",
                "inner.left == mover.left + 5", "inner.top == mover.top + 5", "inner.width == 10", "inner.height == 10",
            ], views)
        mover.move = made[0]
        root.layoutIfNeeded()
        XCTAssertEqual(mover.seen, Rect(x: 65, y: 25, width: 10, height: 10))
        assertFrame(inner, 65, 25, 10, 10, inRoot: true)
        assertFrame(mover, 60, 20, 100, 100)
    }
}
