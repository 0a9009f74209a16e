import XCTest

@testable import AutoLayout

/// `systemLayoutSizeFitting`, `sizeThatFits(_:)` and `sizeToFit()` against UIKit's documented
/// behaviour: the size the constraints give closest to a target at given priorities, measured
/// without changing the live layout.
final class ViewFittingTests: XCTestCase {
    private let body = "Self-sizing cells get their height from their content view's constraints at the table's width"

    /// A view with a label pinned inside: the compressed size is the label's plus the insets.
    func testCompressedSizeIsTheContentPlusInsets() throws {
        let card = View(name: "card")
        let title = Label(name: "title", text: "Hello")
        card.addSubview(title)
        try title.pinEdges(insets: EdgeInsets(top: 4, left: 8, bottom: 6, right: 10))
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let text = title.intrinsicContentSize
        XCTAssertEqual(size, Size(width: text.width + 18, height: text.height + 10))
    }

    /// The fitting priorities decide: a required width is taken as given, a fitting-level height
    /// is as small as the content allows; expanded targets at fitting level give the content's
    /// size too (hugging at 250 beats 50), while a required expanded target wins.
    func testPrioritiesDecideBetweenTargetAndContent() throws {
        let box = View(name: "box")
        let inner = View(name: "inner")
        box.addSubview(inner)
        try inner.pinEdges()
        try LayoutConstraint.activate([
            inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        XCTAssertEqual(box.systemLayoutSizeFitting(.zero), Size(width: 40, height: 30))
        let fixedWidth = box.systemLayoutSizeFitting(
            Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fixedWidth, Size(width: 200, height: 30))
        let expanded = box.systemLayoutSizeFitting(
            View.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(expanded, Size(width: 10_000_000, height: 30))
        XCTAssertEqual(View.layoutFittingCompressedSize, Size(width: 0, height: 0))
    }

    /// A multi-line label wraps at the width the measurement gives it (the text pass): the
    /// height is the text's wrapped at that width, and narrower widths give taller sizes.
    func testMultiLineLabelWrapsAtTheFittingWidth() throws {
        let cell = View(name: "cell")
        let label = Label(name: "body", text: body)
        label.numberOfLines = 0
        cell.addSubview(label)
        try label.pinEdges(insets: EdgeInsets(all: 8))
        func height(at width: Double) -> Double {
            cell.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        XCTAssertEqual(height(at: 200), label.textSize(wrappingAt: 184).height + 16)
        XCTAssertEqual(height(at: 120), label.textSize(wrappingAt: 104).height + 16)
        XCTAssertGreaterThan(height(at: 120), height(at: 200))
        XCTAssertEqual(height(at: 5000), label.textSize(wrappingAt: nil).height + 16)
        XCTAssertNil(label.wrapWidth, "measuring leaves the label's own wrap state alone")
    }

    /// Measuring a view inside a laid-out tree leaves every frame, the pass count and the
    /// engine's constraints as they were; constraints to the superview are not measured.
    func testMeasuringDoesNotDisturbTheLiveLayout() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View(name: "card")
        let label = Label(name: "label", text: body)
        label.numberOfLines = 0
        root.addSubview(card)
        card.addSubview(label)
        try card.pinEdges()  // the card fills the root: 320 by 480 live
        try label.pinEdges(insets: EdgeInsets(all: 10))
        root.layoutIfNeeded()
        let frames = root.engine.rootFrames
        let passes = root.engine.passCount
        let constraints = root.engine.solverConstraintCount
        let wrap = label.wrapWidth
        let size = card.systemLayoutSizeFitting(
            Size(width: 160, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size.width, 160)
        XCTAssertEqual(size.height, label.textSize(wrappingAt: 140).height + 20)
        XCTAssertEqual(root.engine.rootFrames, frames)
        XCTAssertEqual(root.engine.passCount, passes)
        XCTAssertEqual(root.engine.solverConstraintCount, constraints)
        XCTAssertEqual(label.wrapWidth, wrap)
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A stack view that still owes its arrangement makes it before it is measured.
    func testStackViewArrangesBeforeMeasuring() throws {
        let stack = StackView(name: "stack", arrangedSubviews: [Label(name: "a", text: "One"), Label(name: "b", text: "Two")])
        stack.axis = .vertical
        stack.spacing = 4
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let a = stack.arrangedSubviews[0].intrinsicContentSize
        let b = stack.arrangedSubviews[1].intrinsicContentSize
        XCTAssertEqual(size, Size(width: max(a.width, b.width), height: a.height + b.height + 4))
    }

    /// Subviews that translate their frames count with those frames.
    func testTranslatedFramesCount() {
        let box = View(name: "box")
        box.addSubview(View(name: "child", frame: Rect(x: 10, y: 20, width: 30, height: 40)))
        // The child's frame pins its left, top, width and height; nothing holds the box's size
        // but the target at fitting level.
        XCTAssertEqual(box.systemLayoutSizeFitting(Size(width: 77, height: 66)), Size(width: 77, height: 66))
    }

    /// `sizeThatFits`: a plain view keeps its size; a label fits its text, wrapping at the
    /// width offered when it has more than one line; `sizeToFit()` keeps the origin.
    func testSizeThatFitsAndSizeToFit() {
        let plain = View(name: "plain", frame: Rect(x: 5, y: 6, width: 70, height: 80))
        XCTAssertEqual(plain.sizeThatFits(Size(width: 10, height: 10)), Size(width: 70, height: 80))
        let label = Label(name: "label", text: body)
        label.frame = Rect(x: 3, y: 4, width: 150, height: 10)
        XCTAssertEqual(label.sizeThatFits(Size(width: 150, height: 0)), label.textSize(wrappingAt: nil))
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(Size(width: 150, height: 0)), label.textSize(wrappingAt: 150))
        XCTAssertEqual(label.sizeThatFits(.zero), label.textSize(wrappingAt: nil))
        label.sizeToFit()
        XCTAssertEqual(label.frame, Rect(origin: Point(x: 3, y: 4), size: label.textSize(wrappingAt: 150)))
        let button = Button(name: "save", title: "Save")
        XCTAssertEqual(button.sizeThatFits(.zero), button.intrinsicContentSize)
    }

    /// The solver kept between measurements follows constant changes, new constraints and new
    /// text: each measurement equals one made from scratch.
    func testKeptSolverFollowsChanges() throws {
        let cell = View(name: "cell")
        let label = Label(name: "label", text: "One")
        label.numberOfLines = 0
        cell.addSubview(label)
        let edges = try label.pinEdges(insets: EdgeInsets(all: 4))
        func measure() -> Size {
            cell.systemLayoutSizeFitting(
                Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let one = label.textSize(wrappingAt: nil).height
        XCTAssertEqual(measure(), Size(width: 100, height: one + 8))
        label.text = body
        XCTAssertEqual(measure(), Size(width: 100, height: label.textSize(wrappingAt: 92).height + 8))
        edges[1].constant = 30  // the top inset
        XCTAssertEqual(measure(), Size(width: 100, height: label.textSize(wrappingAt: 92).height + 34))
        let tall = cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 500)
        tall.isActive = true
        XCTAssertEqual(measure(), Size(width: 100, height: 500))
        tall.isActive = false
        label.text = "One"
        XCTAssertEqual(measure(), Size(width: 100, height: one + 34))
    }
}
