import XCTest

@testable import AutoLayout

/// `ScrollView.keepOffsetAtRest()`: a scroll view resting at the top (or leading edge) of its
/// content, `contentOffset == -adjustedContentInset`, stays there when the inset changes, as
/// UIKit's does; any other offset is kept. A root 320 x 480 with a safe area of 44 above and 34
/// below.
final class ScrollViewRestingOffsetTests: XCTestCase {
    private final class CountingScrollView: ScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() { changes += 1 }
    }

    private func makeScreen(contentHeight: Double) -> (root: View, scroll: CountingScrollView) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let scroll = CountingScrollView(name: "scroll", frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 320, height: contentHeight)
        root.layoutIfNeeded()
        return (root, scroll)
    }

    func testTheFirstLayoutRestsTheOffsetBelowTheInset() {
        let (root, scroll) = makeScreen(contentHeight: 2000)
        XCTAssertEqual(scroll.adjustedContentInset.top, 44)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -44))
        XCTAssertEqual(scroll.changes, 1)
        XCTAssertEqual(scroll.frameInRoot.minY, 0, "the scroll view itself does not move")
        XCTAssertTrue(scroll.superview === root)
    }

    func testAnInsetChangeMovesAnOffsetAtRestOnly() {
        let (root, scroll) = makeScreen(contentHeight: 2000)
        root.systemSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, -20)
        scroll.contentOffset = Point(x: 0, y: 300)
        root.systemSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset.top, 44)
        XCTAssertEqual(scroll.contentOffset.y, 300, "scrolled: kept")
        XCTAssertEqual(scroll.changes, 3)
    }

    func testContentThatDoesNotScrollKeepsAZeroOffset() {
        let (root, scroll) = makeScreen(contentHeight: 100)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(scroll.changes, 0)
        scroll.alwaysBounceVertical = true
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, -44)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, -54)
        scroll.contentInsetAdjustmentBehavior = .never
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, -10)
    }

    func testAHorizontalScrollRestsAtItsLeadingInset() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 844, height: 390))
        root.systemSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let scroll = ScrollView(name: "strip", frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 3000, height: 390)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        XCTAssertEqual(scroll.contentOffset, Point(x: -47, y: 0))
    }
}
