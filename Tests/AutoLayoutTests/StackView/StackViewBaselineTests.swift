import XCTest

@testable import AutoLayout

/// A stack view's baselines are its arranged views', as UIKit's `forFirstBaselineLayout` and
/// `forLastBaselineLayout` give them: a vertical stack's first baseline is its first view's and
/// its last baseline its last view's, so a stack nested in a baseline-aligned stack lines its
/// text up with its neighbours' text.
final class StackViewBaselineTests: XCTestCase {
    /// A root holding, at its top left, a horizontal stack (spacing 8, `alignment`) of a large
    /// label (32 × 40, ascender 32) and a vertical stack of two small labels (16 × 20 each,
    /// ascender 16), laid out.
    private func layOut(_ alignment: StackView.Alignment) -> (root: View, outer: StackView, large: Label, inner: StackView, last: Label) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let large = Label(name: "large", text: "ab", measurer: FixedAdvanceTextMeasurer(advance: 16, lineHeight: 40, ascender: 32))
        let first = Label(name: "first", text: "ab", measurer: FixedAdvanceTextMeasurer())
        let last = Label(name: "last", text: "ab", measurer: FixedAdvanceTextMeasurer())
        let inner = StackView(name: "inner", arrangedSubviews: [first, last])
        inner.axis = .vertical
        let outer = StackView(name: "outer", arrangedSubviews: [large, inner])
        outer.translatesAutoresizingMaskIntoConstraints = false
        outer.alignment = alignment
        outer.spacing = 8
        root.addSubview(outer)
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
            ]))
        root.layoutIfNeeded()
        return (root, outer, large, inner, last)
    }

    /// Last baselines: the inner stack's is its last label's, 4 points above its bottom, level
    /// with the large label's, 8 above its bottom, so the inner stack hangs 4 points higher.
    func testANestedVerticalStacksLastBaselineIsItsLastViews() {
        let s = layOut(.lastBaseline)
        assertFrame(s.inner, 40, 0, 16, 40)
        assertFrame(s.large, 0, 4, 32, 40)
        assertFrame(s.outer, 0, 0, 56, 44)
        XCTAssertEqual(s.last.frameInRoot.minY + 16, s.large.frameInRoot.minY + 32, accuracy: 1e-6)
    }

    /// First baselines: the inner stack's is its first label's, 16 points below its top, level
    /// with the large label's, 32 below its top.
    func testANestedVerticalStacksFirstBaselineIsItsFirstViews() {
        let s = layOut(.firstBaseline)
        assertFrame(s.large, 0, 0, 32, 40)
        assertFrame(s.inner, 40, 16, 16, 40)
        assertFrame(s.outer, 0, 0, 56, 56)
    }

    /// A baseline constraint on a stack of one arranged view uses that view's baseline, and
    /// follows it when it moves; on a plain view, the view's own.
    func testABaselineConstraintOnAStackUsesItsArrangedViewsBaseline() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let label = Label(name: "label", text: "ab", measurer: FixedAdvanceTextMeasurer())
        let stack = StackView(name: "stack", arrangedSubviews: [label])
        stack.translatesAutoresizingMaskIntoConstraints = false
        let plain = View(name: "plain")
        plain.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        root.addSubview(plain)
        XCTAssertIdentical(stack.baselineLayoutView(for: .lastBaseline), label)
        XCTAssertIdentical(stack.baselineLayoutView(for: .top), stack)
        XCTAssertIdentical(plain.baselineLayoutView(for: .firstBaseline), plain)
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ]))
        root.layoutIfNeeded()
        assertFrame(stack, 0, 84, 16, 20)
        // The constraint follows the label's baseline: a 32-point ascender on a 40-point line.
        label.measurer = FixedAdvanceTextMeasurer(advance: 16, lineHeight: 40, ascender: 32)
        root.layoutIfNeeded()
        assertFrame(stack, 0, 68, 32, 40)
    }

    /// When the inner stack's last label takes a 40-point line with a 32-point ascender (8
    /// points below its baseline instead of 4), the inner stack's last baseline follows and the
    /// baselines stay level.
    func testANestedStacksBaselineFollowsItsLastLabel() {
        let s = layOut(.lastBaseline)
        s.last.measurer = FixedAdvanceTextMeasurer(advance: 16, lineHeight: 40, ascender: 32)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.last.frameInRoot.maxY - 8, s.large.frameInRoot.maxY - 8, accuracy: 1e-6)
    }
}
