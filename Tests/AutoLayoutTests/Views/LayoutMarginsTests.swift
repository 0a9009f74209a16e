import XCTest

@testable import AutoLayout

/// Layout margins as UIKit reports them: 8 by default, grown by the safe area when
/// `insetsLayoutMarginsFromSafeArea`, directional margins following the direction, and the
/// superview's margins when `preservesSuperviewLayoutMargins`.
final class LayoutMarginsTests: XCTestCase {
    func testTheDefaultMarginsAre8OnEveryEdge() {
        let view = View(name: "v")
        XCTAssertEqual(view.layoutMargins, EdgeInsets(all: 8))
        XCTAssertEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(all: 8))
        XCTAssertTrue(view.insetsLayoutMarginsFromSafeArea)
        XCTAssertFalse(view.preservesSuperviewLayoutMargins)
        XCTAssertEqual(view.layoutMarginsGuide.identifier, "UIViewLayoutMarginsGuide")
    }

    func testMarginsGrowByTheSafeArea() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["label"])
        root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        activateStrings(
            [
                "label.top == view.topMargin", "label.leading == view.leadingMargin",
                "label.trailing == view.trailingMargin", "label.bottom == view.bottomMargin",
            ], v)
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["label"]), 8, 52, 304, 386)
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, Rect(x: 8, y: 52, width: 304, height: 386))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["label"]), 8, 8, 304, 464)
    }

    /// A minimum (a view controller's root view's system minimum) stands in for the default
    /// margins and raises set ones edge by edge, in the layout direction.
    func testMinimumMarginsReplaceTheDefaultAndRaiseSetMargins() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["label"])
        root.systemSafeAreaInsets = EdgeInsets(top: 20)
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        activateStrings(
            ["label.leading == view.leadingMargin", "label.trailing == view.trailingMargin", "label.top == view.topMargin", "label.height == 10"], v)
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["label"]), 16, 20, 288, 10)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 2)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 24, left: 30, bottom: 4, right: 16))
        root.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 24, left: 16, bottom: 4, right: 30))
        root.minimumLayoutMargins = nil
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 24, left: 2, bottom: 4, right: 30))
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["label"]), 2, 24, 288, 10)
    }

    /// Margin constraints of a subview follow its safe area, which follows its frame.
    func testASubviewsMarginsFollowItsSafeAreaAfterLayout() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["bar", "title"])
        root.systemSafeAreaInsets = EdgeInsets(top: 44)
        let bar = try XCTUnwrap(v["bar"])
        let title = try XCTUnwrap(v["title"])
        title.removeFromSuperview()
        bar.addSubview(title)
        activateStrings(
            [
                "bar.left == view.left", "bar.top == view.top", "bar.width == 320", "bar.height == 100",
                "title.top == bar.topMargin", "title.left == bar.leftMargin", "title.width == 10", "title.height == 10",
            ], v)
        root.layoutIfNeeded()
        assertFrame(title, 8, 52, 10, 10)
        XCTAssertEqual(bar.layoutMargins, EdgeInsets(top: 52, left: 8, bottom: 8, right: 8))
    }

    func testDirectionalMarginsSwapInRightToLeft() throws {
        let (root, v) = layoutRoot(320, 100, subviews: ["box"])
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 0, left: 20, bottom: 0, right: 40))
        activateStrings(
            [
                "box.leading == view.leadingMargin", "box.trailing == view.trailingMargin",
                "box.top == view.top", "box.height == 10",
            ], v)
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["box"]), 20, 0, 260, 10)
        root.engine.defaultLayoutDirection = .rightToLeft
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 0, left: 40, bottom: 0, right: 20))
        XCTAssertEqual(root.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40))
        root.layoutIfNeeded()
        assertFrame(try XCTUnwrap(v["box"]), 40, 0, 260, 10)
    }

    func testAbsoluteMarginsStayPutInRightToLeft() {
        let root = View(name: "view")
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.engine.defaultLayoutDirection = .rightToLeft
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(root.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    func testPreservedSuperviewMarginsReachIntoAViewNearTheEdge() throws {
        let (root, v) = layoutRoot(320, 480, subviews: ["row"])
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let row = try XCTUnwrap(v["row"])
        row.preservesSuperviewLayoutMargins = true
        // The row spans the root's width, 100 points down: left and right margins come from the root.
        activateStrings(["row.left == view.left", "row.right == view.right", "row.top == view.top + 100", "row.height == 44"], v)
        root.layoutIfNeeded()
        XCTAssertEqual(row.layoutMargins, EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        row.preservesSuperviewLayoutMargins = false
        XCTAssertEqual(row.layoutMargins, EdgeInsets(all: 8))
    }

    /// A view reaching past its superview's bottom (content taller than its container) takes the
    /// superview's bottom margin, not that margin grown by the overhang: its height follows its
    /// margins, so a growing margin would grow it again on every pass.
    func testPreservedMarginsOfAViewReachingPastItsSuperviewStopAtTheSuperviews() throws {
        let (root, v) = layoutRoot(320, 200, subviews: ["content"])
        let content = try XCTUnwrap(v["content"])
        content.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        content.preservesSuperviewLayoutMargins = true
        var views = v
        addConstrained(View(name: "block"), to: content, &views)
        activateStrings(
            [
                "content.top == view.top", "content.left == view.left", "content.right == view.right",
                "block.top == content.topMargin", "block.bottom == content.bottomMargin",
                "block.left == content.leftMargin", "block.right == content.rightMargin", "block.height == 300",
            ], views)
        root.layoutIfNeeded()
        XCTAssertEqual(content.layoutMargins, EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        assertFrame(content, 0, 0, 320, 316)
        assertFrame(try XCTUnwrap(views["block"]), 20, 8, 280, 300)
    }

    func testTheHookRunsWhenMarginsAreSet() {
        final class Watcher: View {
            var count = 0
            override func layoutMarginsDidChange() { count += 1 }
        }
        let view = Watcher(name: "w")
        view.layoutMargins = EdgeInsets(all: 4)
        view.layoutMargins = EdgeInsets(all: 4)
        view.directionalLayoutMargins = DirectionalEdgeInsets(all: 6)
        XCTAssertEqual(view.count, 2)
    }
}
