import Rigging
import RiggingUIKit
import Testing

/// `StackedSplit` (Layouts/): a collapsed column-style split shows one navigation stack, the
/// primary's (made around a primary that is not a navigation controller), with the secondary
/// pushed on it when the secondary is the top column (UIKit's proposal); `showDetailViewController`
/// pushes onto it; expanding gives the columns back. `ClassicMailSplit`: the classic delegate's
/// `collapseSecondary` answers true to keep the primary alone, false to let the primary navigation
/// controller push the secondary; expanding asks `separateSecondaryFrom`, whose nil lets the
/// navigation controller pop the secondary back into its column.
@MainActor
@Suite struct StackedSplitTests {
    /// Whether `a` and `b` hold the same controllers in order (`UIViewController` is not `Equatable` here).
    func same(_ a: [UIViewController], _ b: [UIViewController]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    func shownOnIPhone() throws -> (UIWindow, StackedSplit) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let app = StackedSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        return (window, app)
    }

    /// Resizes the window to `split` and runs the transition to its end.
    func resize(_ window: UIWindow, to split: Device.SplitWidth) throws {
        try window.layoutWindow.resize(to: split)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.runLoop.time + window.layoutWindow.rotationDuration)
        window.layoutIfNeeded()
    }

    @Test func aCollapsedSplitPushesTheSecondaryOntoThePrimarysStack() throws {
        let (window, app) = try shownOnIPhone()
        defer { withExtendedLifetime(window) {} }
        #expect(app.split.isCollapsed)
        let navigation = try #require(app.article.navigationController)
        #expect(app.folders.navigationController === navigation, "one stack")
        #expect(navigation.parent === app.split)
        #expect(same(navigation.viewControllers, [app.folders, app.article]))
        #expect(navigation.navigationBar.backItem?.title == "Folders")
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(app.article.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(app.article.body.frame == CGRect(x: 16, y: 103, width: 361, height: 715), "under the bar, above the home indicator")
        #expect(app.folders.viewIfLoaded?.superview == nil, "below the top")
    }

    @Test func showDetailPushesInPlaceOfTheOldDetail() throws {
        let (window, app) = try shownOnIPhone()
        let next = StackedSplit.ArticleScreen()
        app.open(next)
        let navigation = try #require(next.navigationController)
        #expect(same(navigation.viewControllers, [app.folders, next]))
        #expect(app.split.viewController(for: .secondary) === next)
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.175)
        let midway = next.view.layoutView.presentationFrame.minX
        #expect(midway > 0 && midway < 393, "the push slides")
        try loop.run(until: loop.time + 0.2)
        #expect(app.article.parent == nil, "the old detail left the stack as the push ended")
        #expect(next.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(next.body.frame == CGRect(x: 16, y: 103, width: 361, height: 715))
    }

    @Test func expandingGivesTheColumnsBack() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let app = StackedSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(app.article.navigationController?.parent === app.split, "expanded, each column has its own navigation controller")
        try resize(window, to: .oneThird)
        let navigation = try #require(app.article.navigationController)
        #expect(same(navigation.viewControllers, [app.folders, app.article]))
        #expect(app.article.view.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: 834))
        try resize(window, to: .fullScreen)
        #expect(!app.split.isCollapsed)
        #expect(app.folders.parent?.parent === app.split && app.article.parent?.parent === app.split)
        #expect(same(navigation.viewControllers, [app.folders]), "the primary's stack gives the secondary's back")
        #expect(app.folders.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(app.article.view.convert(app.article.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(app.article.body.frame == CGRect(x: 20, y: 74, width: 834, height: 740), "under its column's bar")
    }

    @Test func aDetailPoppedWhileCollapsedReturnsToItsColumn() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let app = StackedSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        try resize(window, to: .oneThird)
        let navigation = try #require(app.article.navigationController)
        _ = navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(app.folders.view.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: 834))
        app.split.show(.secondary)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.runLoop.time + 0.4)
        #expect(same(navigation.viewControllers, [app.folders, app.article]), "show(.secondary) pushes it again")
        _ = navigation.popViewController(animated: false)
        try resize(window, to: .fullScreen)
        #expect(app.article.parent?.parent === app.split)
        #expect(app.article.view.convert(app.article.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 874, height: 834))
    }

    @Test func theClassicDelegateKeepsThePrimaryAlone() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let app = ClassicMailSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(same(app.navigation.viewControllers, [app.mailboxes]))
        #expect(app.message.viewIfLoaded?.superview == nil)
        #expect(same(app.split.viewControllers, [app.navigation]))
        #expect(app.navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func theClassicPrimaryPushesAndPopsTheSecondary() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let app = ClassicMailSplit()
        app.hasMessage = true
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(same(app.split.viewControllers, [app.navigation, app.message]))
        #expect(app.message.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        try resize(window, to: .oneThird)
        #expect(same(app.navigation.viewControllers, [app.mailboxes, app.message]), "the navigation controller's default")
        #expect(app.message.navigationController === app.navigation)
        #expect(app.message.view.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: 834))
        try resize(window, to: .fullScreen)
        #expect(app.separations == 1)
        #expect(same(app.navigation.viewControllers, [app.mailboxes]), "popped back into its column")
        #expect(app.message.parent === app.split)
        #expect(app.message.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
    }
}
