import Rigging
import RiggingUIKit
import Testing

/// `ArticleList` and `ReadingScreen` (Layouts/) against UIKit's rule for a scroll view at rest:
/// at the top of its content (`contentOffset.y == -adjustedContentInset.top`) it stays there when
/// the adjusted inset changes, so the first row shows right below the navigation bar on first
/// layout and after a rotation or a hidden bar; an offset the user scrolled to is kept. The
/// adjusted inset is the safe area (status bar or sensor housing, plus the bar: 44 points in
/// portrait, 32 in landscape, 96 with a large title) as `contentInsetAdjustmentBehavior` adds it.
@MainActor
@Suite struct ScrollRestingOffsetTests {
    private func show(_ controller: UIViewController, on device: String) throws -> UIWindow {
        let window = UIWindow(screen: try UIScreen(deviceNamed: device))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [("iPhone 15", 103.0), ("iPhone X", 88.0), ("iPhone SE (3rd generation)", 64.0)])
    func aTableUnderANavigationBarStartsBelowIt(device: String, top: Double) throws {
        let list = ArticleList(rows: 30)
        let window = try show(list.navigation, on: device)
        let table = list.screen.tableView
        #expect(table.adjustedContentInset.top == CGFloat(top))
        #expect(table.contentOffset == CGPoint(x: 0, y: -top))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(CGPoint.zero, to: window).y == CGFloat(top), "the first row right below the bar")
    }

    @Test func aLargeTitleBarPushesTheRestingOffsetFurther() throws {
        let list = ArticleList(rows: 30, largeTitles: true)
        let window = try show(list.navigation, on: "iPhone 15")
        // 59 (sensor housing) + 44 + 52 (the large title).
        #expect(list.screen.tableView.adjustedContentInset.top == 155)
        #expect(list.screen.tableView.contentOffset.y == -155)
        withExtendedLifetime(window) {}
    }

    @Test func hidingTheBarKeepsTheTableAtItsTop() throws {
        let list = ArticleList(rows: 30)
        let window = try show(list.navigation, on: "iPhone 15")
        list.navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(list.screen.tableView.adjustedContentInset.top == 59)
        #expect(list.screen.tableView.contentOffset.y == -59)
        list.navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(list.screen.tableView.contentOffset.y == -103)
    }

    @Test func rotatingKeepsTheTableAtItsTopButNotAScrolledOne() throws {
        let list = ArticleList(rows: 30)
        let window = try show(list.navigation, on: "iPhone 15")
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        // Landscape: no inset above the bar, a 32-point bar; the sides do not scroll, so their
        // safe area is not added.
        #expect(list.screen.tableView.adjustedContentInset == UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        #expect(list.screen.tableView.contentOffset.y == -32)
        list.screen.tableView.contentOffset = CGPoint(x: 0, y: 200)
        try window.layoutWindow.rotate(to: .portrait)
        try window.layoutWindow.runLoop.run(until: 2 * window.layoutWindow.rotationDuration)
        #expect(list.screen.tableView.contentOffset.y == 200, "scrolled by the user: kept")
    }

    @Test func aScrollViewFollowsItsAdjustmentBehaviour() throws {
        // Content taller than the screen: `.automatic` adds the safe area (the content scrolls).
        let tall = ReadingScreen(pageHeight: 2000)
        let tallWindow = try show(tall, on: "iPhone 15")
        #expect(tall.scrollView.contentOffset.y == -59)
        #expect(tall.scrollView.insetChanges == 1)
        // Content shorter than the screen, not in a navigation controller: nothing scrolls, so
        // `.automatic` (as `.scrollableAxes`) adds nothing and the offset stays at zero...
        let short = ReadingScreen(pageHeight: 400)
        let window = try show(short, on: "iPhone 15")
        #expect(short.scrollView.adjustedContentInset == .zero)
        #expect(short.scrollView.contentOffset.y == 0)
        // ... until `.always` adds the safe area on every edge; `.never` takes it out again.
        short.scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        #expect(short.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(short.scrollView.contentOffset.y == -59)
        short.scrollView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(short.scrollView.contentOffset.y == 0)
        #expect(short.scrollView.insetChanges == 2)
        withExtendedLifetime(tallWindow) {}
    }

    /// UIKit: "Content is always adjusted vertically when the scroll view is the content view
    /// of a view controller that is currently displayed by a navigation or tab bar controller."
    @Test func aNavigationControllersContentScrollViewIsAlwaysAdjustedVertically() throws {
        let short = ScrollingScreen(pageHeight: 300)
        let navigation = UINavigationController(rootViewController: short)
        let first = try show(navigation, on: "iPhone 15")
        #expect(short.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(short.scrollView.contentOffset.y == -103)
        // In a tab bar controller: the tab bar (49 over the home indicator's 34) below.
        let tabbed = ScrollingScreen(pageHeight: 300)
        let tabs = UITabBarController()
        tabs.viewControllers = [tabbed]
        let second = try show(tabs, on: "iPhone 15")
        #expect(tabbed.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(tabbed.scrollView.contentOffset.y == -59)
        // Shown by a plain window, the same screen's content does not scroll: no adjustment.
        let alone = ScrollingScreen(pageHeight: 300)
        let third = try show(alone, on: "iPhone 15")
        #expect(alone.scrollView.adjustedContentInset == .zero)
        #expect(alone.scrollView.contentOffset.y == 0)
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func aContentInsetJoinsTheAdjustedInset() throws {
        let tall = ReadingScreen(pageHeight: 2000)
        let window = try show(tall, on: "iPhone 15")
        tall.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(tall.scrollView.adjustedContentInset.top == 79)
        #expect(tall.scrollView.contentOffset.y == -79)
    }
}
