import XCTest

@testable import AutoLayout

/// `ScrollView` against Apple's "Working with Scroll Views": content size from the content
/// guide's constraints, edges meaning the content area, width and centres meaning the frame,
/// the content offset as the bounds origin, and the adjusted content inset.
final class ScrollViewTests: XCTestCase {
    private func makeScreen() throws -> (root: View, scroll: ScrollView) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(name: "scroll")
        root.addSubview(scroll)
        try scroll.pinEdges(insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        return (root, scroll)
    }

    /// The documented example: content pinned to the content guide, its width to the frame
    /// guide, a fixed height: the content size follows, and the content scrolls.
    func testContentSizeComesFromTheContentGuide() throws {
        let (root, scroll) = try makeScreen()
        let content = View(name: "content")
        scroll.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        let guide = scroll.contentLayoutGuide
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 1000))
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 320, height: 460))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertFalse(content.hasAmbiguousLayout)
    }

    /// Edges of the scroll view related to its content mean the content area: a label pinned
    /// to all four edges makes the content its size, and does not stretch to the frame; the
    /// width and centre relate to the frame.
    func testEdgesMeanContentAndSizesMeanFrame() throws {
        let (root, scroll) = try makeScreen()
        let label = Label(name: "label", text: "Short")
        scroll.addSubview(label)
        try label.pinEdges(insets: EdgeInsets(all: 10))
        root.layoutIfNeeded()
        let text = label.intrinsicContentSize
        XCTAssertEqual(label.frame, Rect(x: 10, y: 10, width: text.width, height: text.height))
        XCTAssertEqual(scroll.contentSize, Size(width: text.width + 20, height: text.height + 20))

        let centered = View(name: "centered")
        centered.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(centered)
        try LayoutConstraint.activate([
            centered.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            centered.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            centered.topAnchor.constraint(equalTo: label.bottomAnchor),
            centered.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(centered.frame, Rect(x: 80, y: 10 + text.height, width: 160, height: 10))
    }

    /// Without constraints on the content guide the content size is the one set, and the
    /// content's own constraints win over it where they say something.
    func testSetContentSizeHoldsWhereConstraintsAreSilent() throws {
        let (root, scroll) = try makeScreen()
        scroll.contentSize = Size(width: 500, height: 700)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 500, height: 700))
        let bar = View(name: "bar")
        scroll.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: scroll.topAnchor),
            bar.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 900),
            bar.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 500, height: 900))
    }

    /// The content offset is the bounds origin: subviews keep their frames, and move in the
    /// root by minus the offset, at every depth; nothing is solved again.
    func testContentOffsetMovesTheContentInTheRoot() throws {
        let (root, scroll) = try makeScreen()
        let content = View(name: "content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        let row = View(name: "row", frame: Rect(x: 10, y: 500, width: 300, height: 44))
        scroll.addSubview(content)
        content.addSubview(row)
        scroll.contentSize = Size(width: 320, height: 2000)
        root.layoutIfNeeded()
        XCTAssertEqual(row.frameInRoot, Rect(x: 10, y: 520, width: 300, height: 44))
        let pivots = root.engine.solverStatistics.pivots
        scroll.contentOffset = Point(x: 0, y: 450)
        XCTAssertEqual(scroll.bounds, Rect(x: 0, y: 450, width: 320, height: 460))
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.solverStatistics.pivots, pivots, "a scroll is not a solve")
        XCTAssertEqual(row.frame, Rect(x: 10, y: 500, width: 300, height: 44))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 2000))
        XCTAssertEqual(row.frameInRoot, Rect(x: 10, y: 70, width: 300, height: 44))
        XCTAssertEqual(content.frameInRoot, Rect(x: 0, y: -430, width: 320, height: 2000))
        XCTAssertEqual(scroll.frame, Rect(x: 0, y: 20, width: 320, height: 460))
        scroll.setContentOffset(.zero, animated: false)
        root.layoutIfNeeded()
        XCTAssertEqual(row.frameInRoot, Rect(x: 10, y: 520, width: 300, height: 44))
    }

    /// A constraint change below a scrolled view reads the subtree with the offset applied.
    func testRelayoutBelowAScrolledViewKeepsTheOffset() throws {
        let (root, scroll) = try makeScreen()
        let box = View(name: "box")
        scroll.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let top = box.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 100)
        try LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        scroll.contentOffset = Point(x: 5, y: 60)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frameInRoot, Rect(x: -5, y: 60, width: 50, height: 50))
        top.constant = 200
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 200, width: 50, height: 50))
        XCTAssertEqual(box.frameInRoot, Rect(x: -5, y: 160, width: 50, height: 50))
    }

    /// `adjustedContentInset` per behaviour, with a safe area of 44 above and 34 below.
    func testAdjustedContentInsetFollowsTheBehaviour() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let scroll = ScrollView(name: "scroll", frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.contentSize = Size(width: 320, height: 400)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), "nothing scrolls")
        scroll.alwaysBounceVertical = true
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
        scroll.alwaysBounceVertical = false
        scroll.contentSize = Size(width: 320, height: 4000)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
        scroll.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentSize = .zero
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
    }

    /// The scroll view's own guides and its safe area keep meaning its frame.
    func testSafeAreaGuideOfAScrollViewIsItsFrame() throws {
        let (root, scroll) = try makeScreen()
        scroll.contentSize = Size(width: 1000, height: 1000)
        let guide = scroll.safeAreaLayoutGuide
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, Rect(x: 0, y: 0, width: 320, height: 460))
    }
}
