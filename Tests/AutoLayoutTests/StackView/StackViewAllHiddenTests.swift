import XCTest

@testable import AutoLayout

/// A stack view whose arranged views are all hidden, under an alignment other than fill: its
/// alignment spanner spans no visible view and fits to 0, and the stack follows it on both edges
/// across the axis, so the stack is 0 × 0 (as Xcode stores such a stack's frame).
final class StackViewAllHiddenTests: XCTestCase {
    /// A horizontal stack of `alignment` at (10, 20) in the root, whose one arranged view `a`
    /// (110 × 36 of its own) is hidden, under a taller spacer that pulls the stack's height down
    /// (`stack.height == 0` at 49, as an enclosing equal-spacing stack does).
    func makeStack(_ alignment: StackView.Alignment) -> (root: View, stack: StackView, a: View) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.engine.logHandler = { _ in }
        let a = View(name: "a")
        let stack = StackView(name: "stack", arrangedSubviews: [a])
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let pull = stack.heightAnchor.constraint(equalToConstant: -100)
        pull.priority = LayoutPriority(49)
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 110), a.heightAnchor.constraint(equalToConstant: 36), pull,
            ]))
        a.isHidden = true
        root.layoutIfNeeded()
        return (root, stack, a)
    }

    func testEveryNonFillAlignmentGivesAZeroSizeStack() {
        for alignment in [StackView.Alignment.leading, .trailing, .center] {
            let s = makeStack(alignment)
            assertFrame(s.stack, 10, 20, 0, 0)
        }
    }

    /// Showing the view again lets the spanner span it: the stack takes its size.
    func testShowingAViewAgainSizesTheStack() {
        let s = makeStack(.trailing)
        s.a.isHidden = false
        s.root.layoutIfNeeded()
        assertFrame(s.stack, 10, 20, 110, 36)
        assertFrame(s.a, 0, 0, 110, 36)
        s.a.isHidden = true
        s.root.layoutIfNeeded()
        assertFrame(s.stack, 10, 20, 0, 0)
    }
}
