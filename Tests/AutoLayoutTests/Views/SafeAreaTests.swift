import XCTest

@testable import AutoLayout

/// The safe area as UIKit computes it: a root's from the system insets, every other view's from
/// the part of its bounds over its superview's unsafe edges, plus `additionalSafeAreaInsets`;
/// `safeAreaLayoutGuide` follows after a pass, and a second pass settles what moved.
final class SafeAreaTests: XCTestCase {
    /// A 320 x 480 root with the given system insets and subviews placed by constraint strings.
    func screen(_ insets: EdgeInsets, _ names: [String], _ strings: [String]) -> (View, [String: View]) {
        let (root, views) = layoutRoot(320, 480, subviews: names)
        root.systemSafeAreaInsets = insets
        activateStrings(strings, views)
        root.layoutIfNeeded()
        return (root, views)
    }

    func testAViewInsetFromTheTopGetsWhatOverlapsTheUnsafeBand() throws {
        let (_, v) = screen(
            EdgeInsets(top: 44, bottom: 34), ["header"],
            ["header.left == view.left", "header.top == view.top + 20", "header.width == 320", "header.height == 60"])
        XCTAssertEqual(try XCTUnwrap(v["header"]).safeAreaInsets, EdgeInsets(top: 24))
    }

    func testAViewInsideTheSafeAreaHasNoInsets() throws {
        let (_, v) = screen(
            EdgeInsets(top: 44, bottom: 34), ["box"],
            ["box.left == view.left + 10", "box.top == view.top + 100", "box.width == 100", "box.height == 100"])
        XCTAssertEqual(try XCTUnwrap(v["box"]).safeAreaInsets, .zero)
    }

    func testTheRootsInsetsAreTheSystemsPlusItsAdditionalOnes() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5)
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 54, left: 5, bottom: 34))
    }

    /// A view reaching past its superview's edge gets the superview's inset there, no more.
    func testAViewReachingPastTheEdgeGetsTheSuperviewsInset() throws {
        let (_, v) = screen(
            EdgeInsets(top: 20, right: 10), ["wide"],
            ["wide.left == view.left + 100", "wide.top == view.top - 30", "wide.width == 300", "wide.height == 100"])
        XCTAssertEqual(try XCTUnwrap(v["wide"]).safeAreaInsets, EdgeInsets(top: 20, right: 10))
    }

    func testNestedViewsAndPartialOverlapOnEveryEdge() throws {
        // The outer view covers the bottom band partly (it ends 10 points into it).
        let (root, v) = screen(
            EdgeInsets(top: 44, left: 30, bottom: 34, right: 20), ["outer"],
            [
                "outer.left == view.left + 10", "outer.top == view.top + 30",
                "outer.right == view.right - 5", "outer.bottom == view.bottom - 24",
            ])
        let outer = try XCTUnwrap(v["outer"])
        XCTAssertEqual(outer.safeAreaInsets, EdgeInsets(top: 14, left: 20, bottom: 10, right: 15))
        // A subview at the outer view's top-left corner inherits part of the outer view's insets.
        let inner = View(name: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        activateStrings(
            ["inner.left == outer.left + 5", "inner.top == outer.top + 4", "inner.width == 100", "inner.height == 100"],
            ["outer": outer, "inner": inner])
        outer.layoutIfNeeded()
        XCTAssertEqual(inner.safeAreaInsets, EdgeInsets(top: 10, left: 15))
        inner.additionalSafeAreaInsets = EdgeInsets(bottom: 6)
        XCTAssertEqual(inner.safeAreaInsets, EdgeInsets(top: 10, left: 15, bottom: 6))
        // The root owns the tree: an optimized build may free it after its last use.
        withExtendedLifetime(root) {}
    }

    func testAViewOutsideATreeHasNoInsets() {
        let loose = View(name: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(loose.safeAreaInsets, .zero)
    }

    func testTheSafeAreaGuideIsTheBoundsMinusTheInsets() throws {
        let (root, v) = screen(EdgeInsets(top: 44, bottom: 34), ["header"], [])
        let header = try XCTUnwrap(v["header"])
        let guide = root.safeAreaLayoutGuide
        XCTAssertEqual(guide.identifier, "UIViewSafeAreaLayoutGuide")
        XCTAssertTrue(root.safeAreaLayoutGuide === guide)
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor), header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor), header.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        assertFrame(header, 0, 44, 320, 50)
        XCTAssertEqual(guide.layoutFrame, Rect(x: 0, y: 44, width: 320, height: 402))
        XCTAssertEqual(
            root.constraints.compactMap(\.identifier).sorted(),
            [
                "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-left",
                "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-top",
            ])
    }

    /// Landscape: the insets change, the guide follows in the next layout.
    func testTheGuideFollowsAChangeOfInsets() throws {
        let (root, v) = screen(EdgeInsets(top: 47, bottom: 34), ["content"], [])
        let content = try XCTUnwrap(v["content"])
        let guide = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(content, 0, 47, 320, 399)
        root.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        root.systemSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        assertFrame(content, 47, 0, 386, 299)
    }

    /// A view's safe-area guide depends on the view's own frame: a second pass settles it.
    func testASubviewsGuideSettlesInASecondPass() throws {
        let (root, v) = screen(
            EdgeInsets(top: 44), ["card", "title"],
            ["card.left == view.left", "card.top == view.top", "card.width == 320", "card.height == 200"])
        let card = try XCTUnwrap(v["card"])
        let title = try XCTUnwrap(v["title"])
        title.removeFromSuperview()
        card.addSubview(title)
        let passes = root.engine.passCount
        try LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leftAnchor.constraint(equalTo: card.leftAnchor), title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        assertFrame(title, 0, 52, 100, 20)
        XCTAssertLessThanOrEqual(root.engine.passCount - passes, 3)
        // Moving the card down out of the unsafe band removes the inset.
        let move = try LayoutConstraint.parse("card.top == view.top + 100", views: ["card": card, "view": root])
        card.constraintsAffectingLayout(for: .vertical).first { $0.firstAttribute == .top && $0.constant == 0 }?.deactivate()
        try move.activate()
        root.layoutIfNeeded()
        XCTAssertEqual(card.safeAreaInsets, .zero)
        assertFrame(title, 0, 8, 100, 20)
    }

    func testTheHookRunsWhenTheInsetsChange() throws {
        final class Watcher: View {
            var seen: [EdgeInsets] = []
            override func safeAreaInsetsDidChange() { seen.append(safeAreaInsets) }
        }
        let (root, _) = layoutRoot(320, 480)
        let watcher = Watcher(name: "watcher")
        watcher.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(watcher)
        activateStrings(
            ["watcher.left == view.left", "watcher.top == view.top", "watcher.width == 100", "watcher.height == 100"],
            ["view": root, "watcher": watcher])
        root.layoutIfNeeded()
        root.systemSafeAreaInsets = EdgeInsets(top: 20)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(watcher.seen, [EdgeInsets(top: 20)])
    }

    /// Insets that keep changing (a hook that moves the view each time) stop at the pass limit.
    func testInsetsThatNeverSettleStopAtThePassLimit() throws {
        final class Restless: View {
            var move: LayoutConstraint?
            override func safeAreaInsetsDidChange() { move?.constant = safeAreaInsets.top > 0 ? 50 : 0 }
        }
        let (root, _) = layoutRoot(320, 480)
        root.systemSafeAreaInsets = EdgeInsets(top: 20)
        let view = Restless(name: "restless")
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let move = view.topAnchor.constraint(equalTo: root.topAnchor)
        view.move = move
        try LayoutConstraint.activate([
            move, view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine.diagnostics.contains { $0.hasPrefix("Layout did not settle after 10 passes") }, "\(root.engine.diagnostics)")
    }
}
