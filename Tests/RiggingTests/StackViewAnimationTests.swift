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
        XCTAssertEqual(rows[2].frame.minY, 70)  // the model is there at once
        XCTAssertEqual(rows[2].presentationFrame.minY, 140)  // the screen is not
        try loop.run(until: 0.2)
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        XCTAssertEqual(rows[1].presentationFrame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(stack.presentationFrame.height, 165, accuracy: 1e-9)
        try loop.run(until: 0.4)
        XCTAssertEqual(rows[2].presentationFrame.minY, 70)
        XCTAssertEqual(rows[1].presentationFrame.height, 0)

        try loop.animate(withDuration: 0.4, options: .curveLinear) {
            rows[1].isHidden = false
            stack.layoutIfNeeded()
        }
        try loop.run(until: 0.6)
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        try loop.run(until: 0.8)
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
        try loop.run(until: 0.2)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)  // the model itself, not only the screen
        XCTAssertEqual(rows[2].presentationFrame.minY, 105, accuracy: 1e-9)
        try loop.run(until: 0.4)
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
        XCTAssertEqual(stack.frame.height, 130, accuracy: 1e-9)

        try loop.setHidden(false, of: rows[1], curve: .timed(.linear, duration: 0.4))
        XCTAssertFalse(rows[1].isHidden)
        loop.step()
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
        // Called after the tick at 0.4 s, the animation starts at the next tick (13/30 s).
        try loop.run(until: 19.0 / 30)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)
        try loop.run(until: 1.0)
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
        try LayoutConstraint.activate([
            stack.widthAnchor.constraint(equalTo: root.widthAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let loop = try LayoutRunLoop(root: root)
        try loop.setHidden(true, of: rows[1], curve: .timed(.linear, duration: 0.4))
        try loop.run(until: 0.2)
        XCTAssertEqual(rows[1].frame.height, 30, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 105, accuracy: 1e-9)
        try loop.run(until: 0.4)
        XCTAssertEqual(rows[1].frame.height, 0, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.minY, 70, accuracy: 1e-9)
    }
}

/// The "Hide a row of a stack view" listing of the 'Animating a layout' article is the code
/// between the `listing` markers below (one level of indentation less), and runs.
final class StackViewArticleTests: XCTestCase {
    func testTheArticlesStackListingIsTheCodeThisTestRuns() throws {
        let article = SceneSchemaTests.repository.appendingPathComponent("Sources/Rigging/Rigging.docc/AnimatingALayout.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "### Hide a row of a stack view").last)
        let swift = try XCTUnwrap(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```\n").first)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: begin") })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: end") })
        let listing = lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
        XCTAssertEqual(swift, listing.joined(separator: "\n") + "\n")
    }

    func testTheArticlesStackListingRuns() throws {
        // listing: begin
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let rows = ["title", "details", "footer"].map { name -> View in
            let row = View(name: name)
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
        let loop = try LayoutRunLoop(root: root)

        // CA-style, as apps write it: the shown frames move from the old layout to the new one
        try loop.animate(withDuration: 0.3) {
            rows[1].isHidden = true
            stack.layoutIfNeeded()
        }
        try loop.run(until: 0.3)
        // rows[2].presentationFrame is (0, 70, 320, 60) in the stack: details is 0 high, its spacing gone

        // Constraint-driven: the stack's UISV-hiding and UISV-spacing constants move back
        try loop.setHidden(false, of: rows[1], curve: .timed(.easeInEaseOut, duration: 0.3))
        try loop.run(until: 0.7)
        // rows[2].frame is (0, 140, 320, 60) again
        // listing: end
        XCTAssertEqual(rows[2].frame.minY, 140, accuracy: 1e-9)
        XCTAssertEqual(rows[2].frame.size, Size(width: 320, height: 60))
    }

    func testTheCAStylePartEndsWhereTheListingSays() throws {
        let (loop, _, stack, rows) = try makeStackOfRows()
        try loop.animate(withDuration: 0.3) {
            rows[1].isHidden = true
            stack.layoutIfNeeded()
        }
        try loop.run(until: 0.3)
        XCTAssertEqual(rows[2].presentationFrame, Rect(x: 0, y: 70, width: 320, height: 60))
        XCTAssertEqual(rows[1].presentationFrame.height, 0)
    }
}
