import XCTest

@testable import AutoLayout

/// UIKit's automatic `preferredMaxLayoutWidth`: a multi-line label wraps at the width layout
/// gives it, the engine running the second pass itself. The fixed measurer (8 points a
/// character, 20 a line) keeps the expected lines countable by hand.
final class LabelTests: XCTestCase {
    let fixed = FixedAdvanceTextMeasurer()
    let fox = "the quick brown fox jumps over the lazy dog"  // 43 characters

    /// A label pinned between the root's edges (inset 10), its top at 10.
    func pinned(width: Double, text: String? = nil) -> (View, Label) {
        let (root, views) = layoutRoot(width, 400)
        let label = Label(name: "label", text: text ?? fox, measurer: fixed)
        label.numberOfLines = 0
        root.addSubview(label)
        var all = views
        all["label"] = label
        activateStrings(["label.left == view.left + 10", "label.right == view.right - 10", "label.top == view.top + 10"], all)
        return (root, label)
    }

    func testWrapsAtTheLaidOutWidthOnFirstLayout() {
        let (root, label) = pinned(width: 200)
        root.layoutIfNeeded()
        // 180 points: 22 characters a line -> "the quick brown fox", "jumps over the lazy", "dog".
        assertFrame(label, 10, 10, 180, 60)
        XCTAssertEqual(label.wrapWidth, 180)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0, "the automatic width is not written into the property")
        XCTAssertEqual(label.displayedLines, ["the quick brown fox", "jumps over the lazy", "dog"])
        XCTAssertFalse(label.isTruncated)
        XCTAssertTrue(root.engine.diagnostics.isEmpty)
    }

    func testRewrapsWhenTheRootResizes() {
        let (root, label) = pinned(width: 200)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 400)  // narrower: 12 characters a line
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 80)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 200)  // wider than the text: one line
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 380, 20)
        root.frame = Rect(x: 0, y: 0, width: 200, height: 400)  // and back
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 60)
    }

    func testHuggingLabelShrinksToItsWidestLineAndGrowsBackOnRotation() {
        let (root, views) = layoutRoot(200, 400)
        let label = Label(name: "label", text: fox, measurer: fixed)
        label.numberOfLines = 0
        root.addSubview(label)
        var all = views
        all["label"] = label
        activateStrings(["label.left == view.left + 10", "label.right <= view.right - 10", "label.top == view.top + 10"], all)
        root.layoutIfNeeded()
        // Wrapped at 180, the widest line is "the quick brown fox" / "jumps over the lazy" (19 characters).
        assertFrame(label, 10, 10, 152, 60)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 400)  // 280 points: 35 characters a line
        root.layoutIfNeeded()
        // "the quick brown fox jumps over the" (34), "lazy dog".
        assertFrame(label, 10, 10, 272, 40)
    }

    func testFollowsEachLayoutOfAnAnimation() {
        let (root, label) = pinned(width: 400)
        let right = label.constraintsAffectingLayout.first { $0.firstAttribute == .right || $0.secondAttribute == .right }
        guard let right else { return XCTFail("no right constraint") }
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 380, 20)
        // Each tick of a constraint animation changes the constant and lays out.
        var heights: [Double] = []
        for step in 0...4 {
            right.constant = right.firstItem === root ? Double(10 + 70 * step) : -Double(10 + 70 * step)
            root.layoutIfNeeded()
            let width = label.frame.width
            let lines = fixed.lines(of: fox, maxWidth: width).count
            XCTAssertEqual(label.frame.height, Double(lines) * 20, "width \(width)")
            heights.append(label.frame.height)
        }
        XCTAssertEqual(heights, [20, 40, 40, 60, 80])
    }

    func testExplicitPreferredWidthIsKept() {
        let (root, label) = pinned(width: 400)
        label.preferredMaxLayoutWidth = 100
        root.layoutIfNeeded()
        // Wrapped at 100 (4 lines) though laid out 380 wide, as UIKit does with an explicit width.
        assertFrame(label, 10, 10, 380, 80)
        XCTAssertEqual(label.wrapWidth, 100)
    }

    func testSingleLineLabelNeverWraps() {
        let (root, label) = pinned(width: 200)
        label.numberOfLines = 1
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 20)
        XCTAssertTrue(label.isTruncated)
        XCTAssertEqual(label.displayedLines, ["the quick brown fox j\u{2026}"])
    }

    func testNumberOfLinesLimitsTheHeight() {
        let (root, label) = pinned(width: 120)
        label.numberOfLines = 2
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 40)
        XCTAssertTrue(label.isTruncated)
        // The second line takes the rest of the text, cut at the tail (at a character, as UIKit).
        XCTAssertEqual(label.displayedLines, ["the quick", "brown fox j\u{2026}"])
    }

    func testTextChangeRemeasuresFromOneLine() {
        let (root, label) = pinned(width: 200)
        root.layoutIfNeeded()
        label.text = "short"
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 20)
        label.text = fox + " " + fox
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, Double(fixed.lines(of: label.text, maxWidth: 180).count) * 20)
    }

    func testTruncationModes() {
        let label = Label(name: "label", text: "abcdefghij", measurer: fixed)
        let box = Size(width: 48, height: 20)  // 6 characters, 5 beside an ellipsis
        let expected: [LineBreakMode: String] = [
            .byTruncatingTail: "abcde\u{2026}", .byTruncatingHead: "\u{2026}fghij", .byTruncatingMiddle: "abc\u{2026}ij",
            .byClipping: "abcdef", .byCharWrapping: "abcdef", .byWordWrapping: "abcdef",
        ]
        for (mode, shown) in expected {
            label.lineBreakMode = mode
            XCTAssertEqual(label.displayedLines(in: box), [shown], "\(mode)")
        }
        label.text = "abc defghij"
        label.lineBreakMode = .byWordWrapping
        XCTAssertEqual(label.displayedLines(in: box), ["abc"])
        XCTAssertEqual(label.displayedLines(in: Size(width: 88, height: 20)), ["abc defghij"])
    }

    func testSystemFontSizesAndBaselinesFollowTheFont() {
        let label = Label(name: "label", text: "Hello")
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        // 17 pt: lineHeight 20.29, rounded up to the 2x pixel grid.
        XCTAssertEqual(label.intrinsicContentSize.height, 20.5)
        XCTAssertEqual(label.firstBaselineOffsetFromTop ?? 0, 17 * 1950 / 2048, accuracy: 1e-9)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom, 17 * 494 / 2048, accuracy: 1e-9)
        label.displayScale = 3
        XCTAssertEqual(label.intrinsicContentSize.height, 61.0 / 3, accuracy: 1e-9)
        label.font = .systemFont(ofSize: 34)
        XCTAssertEqual(label.firstBaselineOffsetFromTop ?? 0, 34 * 1950 / 2048, accuracy: 1e-9)
        XCTAssertEqual(label.intrinsicContentSize.height, (34 * 2444 / 2048 * 3).rounded(.up) / 3, accuracy: 1e-9)
        let width = label.intrinsicContentSize.width
        label.font = .boldSystemFont(ofSize: 34)
        XCTAssertGreaterThan(label.intrinsicContentSize.width, width)
    }

    func testLabelsInAVerticalStackWrapAtTheStacksWidth() throws {
        let (root, _) = layoutRoot(200, 400)
        let stack = StackView(name: "stack")
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let first = Label(name: "first", text: fox, measurer: fixed)
        let second = Label(name: "second", text: "short", measurer: fixed)
        for label in [first, second] {
            label.numberOfLines = 0
            stack.addArrangedSubview(label)
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 180, 60)
        assertFrame(second, 0, 70, 180, 20)
        assertFrame(stack, 10, 10, 180, 90)
        root.frame = Rect(x: 0, y: 0, width: 120, height: 400)
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 100, 80)
        assertFrame(stack, 10, 10, 100, 110)
    }
}
