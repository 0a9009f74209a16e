import AutoLayout
import Motion
import XCTest
@testable import Rigging

/// Hiding and showing an arranged subview inside an animation block, as iOS apps do
/// (`UIView.animate { view.isHidden = true; stack.layoutIfNeeded() }`): the collapse animates
/// both ways, and a change made outside a block shows at once.
final class StackViewAnimationTests: XCTestCase {
    func makeRows() throws -> (LayoutRunLoop, View, StackView, [View]) { try makeStackOfRows() }
}

/// A loop over a 320×568 root holding a vertical stack (spacing 10, 40 from the top) of three
/// rows 60 high.
func makeStackOfRows() throws -> (LayoutRunLoop, View, StackView, [View]) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let rows = (0..<3).map { i -> View in
            let row = View(name: "row\(i)")
            row.fixedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 60)
            return row
        }
        let stack = StackView(name: "stack", arrangedSubviews: rows)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        return (try LayoutRunLoop(root: root), root, stack, rows)
}

extension StackViewAnimationTests {
    func testHideAndShowAnimateInAnAnimationBlock() throws {
        let (loop, _, stack, rows) = try makeRows()
        XCTAssertEqual(rows[2].frame.minY, 140)
        try loop.animate(withDuration: 0.4, options: .curveLinear) {
            rows[1].isHidden = true
            stack.layoutIfNeeded()
        }
        XCTAssertEqual(rows[2].frame.minY, 70)                 // the model is there at once
        XCTAssertEqual(rows[2].presentationFrame.minY, 140)    // the screen is not
        loop.run(until: 0.2)
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        XCTAssertEqual(rows[1].presentationFrame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(stack.presentationFrame.height, 165, accuracy: 1e-9)
        loop.run(until: 0.4)
        XCTAssertEqual(rows[2].presentationFrame.minY, 70)
        XCTAssertEqual(rows[1].presentationFrame.height, 0)

        try loop.animate(withDuration: 0.4, options: .curveLinear) {
            rows[1].isHidden = false
            stack.layoutIfNeeded()
        }
        loop.run(until: 0.6)
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        loop.run(until: 0.8)
        XCTAssertEqual(rows[2].presentationFrame.minY, 140)
        XCTAssertEqual(rows[1].presentationFrame.height, 60)
    }

    /// Hidden outside an animation block, the change shows at the next tick without animating.
    func testHideOutsideABlockJumps() throws {
        let (loop, _, _, rows) = try makeRows()
        rows[0].isHidden = true
        loop.step()
        XCTAssertEqual(rows[1].presentationFrame.minY, 0)
        XCTAssertEqual(rows[2].presentationFrame.minY, 70)
    }
}

/// The constraint-driven hide and show: the stack's `UISV-hiding` and `UISV-spacing` constants
/// move, and every tick's frames satisfy the constraints.
final class StackViewConstraintDrivenTests: XCTestCase {
    func testSetHiddenAnimatesTheStacksConstraints() throws {
        let (loop, _, stack, rows) = try makeStackOfRows()
        try loop.setHidden(true, of: rows[1], curve: .timed(.linear, duration: 0.4))
        XCTAssertTrue(rows[1].isHidden)
        loop.run(until: 0.2)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)   // the model itself, not only the screen
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        loop.run(until: 0.4)
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
        XCTAssertEqual(stack.frame.height, 130, accuracy: 1e-9)

        try loop.setHidden(false, of: rows[1], curve: .timed(.linear, duration: 0.4))
        XCTAssertFalse(rows[1].isHidden)
        loop.step()
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
        // Called after the tick at 0.4 s, the animation starts at the next tick (13/30 s).
        loop.run(until: 19.0 / 30)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)
        loop.run(until: 1.0)
        XCTAssertEqual(rows[1].frame.height, 60, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 140, accuracy: 1e-9)
        XCTAssertFalse(rows[1].constraints.contains { $0.identifier == "UISV-hiding" })  // the growing one is gone
        XCTAssertTrue(stack.engine.unsatisfiableRecords.isEmpty)
    }

    /// The doc comment's example of `setHidden(_:of:curve:)`, run as written.
    func testDocCommentExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let rows = ["a", "b", "c"].map { name -> View in
            let row = View(name: name)
            row.fixedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 60)
            return row
        }
        let stack = StackView(name: "stack", arrangedSubviews: rows)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        root.addSubview(stack)
        try LayoutConstraint.activate([stack.widthAnchor.constraint(equalTo: root.widthAnchor),
                                       stack.topAnchor.constraint(equalTo: root.topAnchor)])
        let loop = try LayoutRunLoop(root: root)
        try loop.setHidden(true, of: rows[1], curve: .timed(.linear, duration: 0.4))
        loop.run(until: 0.2)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)
        loop.run(until: 0.4)
        XCTAssertEqual(rows[1].frame.height, 0, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
    }
}
