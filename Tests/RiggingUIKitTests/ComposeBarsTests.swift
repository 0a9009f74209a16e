import Rigging
import RiggingUIKit
import Testing

/// `ComposeBars` (Layouts/): bar button items, the back button, the title view and a navigation
/// controller's toolbar placed by UIKit's rules: items between the bar's margins (16 points on
/// a bar narrower than 414, 20 on wider ones, inside the safe area), 8 points apart, the first
/// trailing item outermost, custom views at their own size centred on the row, the title view
/// centred on the bar clear of the items, flexible spaces taking what is left, and the toolbar
/// on the bottom of the safe area, out of the top controller's safe area.
@MainActor
@Suite struct ComposeBarsTests {
    /// The width a 17-point system-font title takes, as the bar measures it.
    func titleWidth(_ text: String) -> CGFloat {
        let label = UILabel()
        label.text = text
        return label.intrinsicContentSize.width
    }

    /// Whether two rectangles agree within rounding error.
    func same(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    /// `rect` with its edges on the 3x pixel grid, as frames are.
    func onPixels(_ rect: CGRect) -> CGRect {
        let round = { (value: CGFloat) in (value * 3).rounded() / 3 }
        return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.maxX) - round(rect.minX), height: rect.height)
    }

    /// The flow shown in a window on an iPhone 15, the compose screen opened.
    func shownFlow(_ orientation: Device.Orientation = .portrait) throws -> (UIWindow, ComposeBars) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15", orientation: orientation))
        let flow = ComposeBars()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        flow.open()
        window.layoutIfNeeded()
        return (window, flow)
    }

    @Test func itemsTitleViewAndToolbarInPortrait() throws {
        let (window, flow) = try shownFlow()
        let bar = flow.navigation.navigationBar
        let compose = flow.compose
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        // The first trailing item is outermost, 16 from the trailing edge; the next 8 before it.
        #expect(compose.avatar.convert(compose.avatar.bounds, to: bar) == CGRect(x: 345, y: 6, width: 32, height: 32))
        #expect(compose.badge.convert(compose.badge.bounds, to: bar) == CGRect(x: 293, y: 8, width: 44, height: 28))
        #expect(compose.navigationItem.rightBarButtonItems?[1].layoutFrame == CGRect(x: 293, y: 8, width: 44, height: 28))
        // The title view is centred on the bar: (393 - 160) / 2.
        #expect(compose.heading.frame == CGRect(x: 116.5, y: 7, width: 160, height: 30))
        #expect(compose.heading.superview === bar)
        // A custom view that grows moves the items inside it, and the bar lays out again.
        compose.avatar.frame.size.width = 40
        compose.navigationItem.rightBarButtonItems?[0].customView = compose.avatar
        window.layoutIfNeeded()
        #expect(compose.badge.convert(compose.badge.bounds, to: bar) == CGRect(x: 285, y: 8, width: 44, height: 28))
        // The toolbar stands on the home indicator's inset, 44 tall.
        let toolbar = try #require(flow.navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(compose.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
        #expect(compose.editor.frame == CGRect(x: 0, y: 103, width: 393, height: 671))
        #expect(compose.counter.convert(compose.counter.bounds, to: toolbar) == CGRect(x: 16, y: 6, width: 120, height: 32))
        #expect(compose.send.convert(compose.send.bounds, to: toolbar) == CGRect(x: 317, y: 7, width: 60, height: 30))
        withExtendedLifetime(window) {}
    }

    @Test func theBackButtonAndAWideTitleView() throws {
        let (window, flow) = try shownFlow()
        let compose = flow.compose
        compose.heading.frame.size.width = 300
        compose.navigationItem.titleView = compose.heading
        window.layoutIfNeeded()
        // Too wide to stay centred beside any back title: the back button is the 13-point
        // chevron alone, 8 from the leading edge, and the title view is narrowed to the space
        // between it and the badge, 8 points from each.
        #expect(flow.navigation.navigationBar.shownBackButtonTitle == nil)
        #expect(compose.heading.frame == CGRect(x: 29, y: 7, width: 293 - 8 - 29, height: 30))
        #expect(flow.navigation.navigationBar.backItem === flow.inbox.navigationItem)
        // Without the back button, a 300-point title view fits from the leading margin.
        compose.navigationItem.hidesBackButton = true
        compose.heading.frame.size.width = 300
        window.layoutIfNeeded()
        #expect(compose.heading.frame == CGRect(x: 16, y: 7, width: 293 - 8 - 16, height: 30))
        flow.inbox.navigationItem.backButtonTitle = "Mail"
        compose.navigationItem.hidesBackButton = false
        compose.heading.frame.size.width = 170
        window.layoutIfNeeded()
        // 170 points centred span 111.5...281.5, clear of "Mail" (8 + 19 + its width + 8) and the
        // badge (at 293, 8 before it), so the back
        // button shows the item below's back title and the title view stays centred.
        #expect(8 + 19 + titleWidth("Mail") + 8 <= 111.5)
        #expect(flow.navigation.navigationBar.shownBackButtonTitle == "Mail")
        #expect(compose.heading.frame == CGRect(x: 111.5, y: 7, width: 170, height: 30))
    }

    @Test func theToolbarFollowsTheTopControllerAndSlides() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let flow = ComposeBars()
        flow.compose.hidesBottomBarWhenPushed = true
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        let toolbar = try #require(flow.navigation.toolbar)
        #expect(!toolbar.isHidden)
        #expect(flow.inbox.view.safeAreaInsets.bottom == 78)
        flow.open()
        window.layoutIfNeeded()
        #expect(toolbar.isHidden, "hidesBottomBarWhenPushed hides the toolbar")
        #expect(flow.compose.view.safeAreaInsets.bottom == 34)
        flow.navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!toolbar.isHidden)
        flow.navigation.setToolbarHidden(true, animated: true)
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.1)
        let midway = toolbar.layoutView.presentationFrame.minY
        #expect(midway > 774 && midway < 818, "sliding down past the bottom of the safe area")
        try loop.run(until: loop.time + 0.2)
        #expect(toolbar.isHidden)
        #expect(flow.navigation.isToolbarHidden)
        #expect(flow.inbox.view.safeAreaInsets.bottom == 34)
    }

    @Test func landscapeInsetsTheItemsByTheSafeArea() throws {
        let (window, flow) = try shownFlow(.landscape)
        let toolbar = try #require(flow.navigation.toolbar)
        let compose = flow.compose
        // 32-point bars; 59-point side insets, then 20-point margins on an 852-point bar.
        #expect(toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32))
        #expect(compose.counter.convert(compose.counter.bounds, to: toolbar) == CGRect(x: 79, y: 0, width: 120, height: 32))
        #expect(compose.send.convert(compose.send.bounds, to: toolbar) == CGRect(x: 713, y: 1, width: 60, height: 30))
        let bar = flow.navigation.navigationBar
        #expect(compose.avatar.convert(compose.avatar.bounds, to: bar) == CGRect(x: 852 - 59 - 20 - 32, y: 0, width: 32, height: 32))
        withExtendedLifetime(window) {}
    }

    @Test func aBlockAlongsideThePushAnimatesWithIt() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let flow = ComposeBars()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        #expect(flow.navigation.transitionCoordinator == nil)
        flow.open(animated: true)
        let compose = flow.compose
        #expect(compose.transitionDurations == [0.35])
        #expect(compose.transitionCoordinator?.isAnimated == true)
        #expect(compose.banner.frame.minY == 103, "the model frame is the end of the animation")
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.175)
        let midway = compose.banner.layoutView.presentationFrame.minY
        #expect(midway > 43 && midway < 103, "halfway down along the slide")
        #expect(compose.completions == 0)
        try loop.run(until: loop.time + 0.2)
        #expect(compose.banner.layoutView.presentationFrame.minY == 103)
        #expect(compose.completions == 1)
        #expect(compose.transitionCoordinator == nil)
    }

    @Test func anInteractivePopIsDrivenByItsProgressAndCancelled() throws {
        let (window, flow) = try shownFlow()
        let driver = try #require(flow.navigation.layoutController as? NavigationController)
        #expect(driver.beginInteractivePop())
        #expect(flow.navigation.topViewController === flow.inbox, "UIKit pops at once")
        #expect(flow.compose.transitionCoordinator?.isInteractive == true)
        var cancelled: Bool?
        flow.compose.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        driver.updateInteractivePop(0.25)
        #expect(abs(flow.compose.view.frame.minX - 393 * 0.25) < 0.34)
        driver.cancelInteractivePop()
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.35)
        #expect(cancelled == true)
        #expect(flow.navigation.topViewController === flow.compose)
        #expect(flow.compose.view.frame.minX == 0)
        #expect(flow.compose.transitionCoordinator == nil)
    }

    @Test func rightToLeftBarsMirrorTheirItems() throws {
        let (window, flow) = try shownFlow()
        let toolbar = try #require(flow.navigation.toolbar)
        let bar = flow.navigation.navigationBar
        toolbar.semanticContentAttribute = .forceRightToLeft
        bar.semanticContentAttribute = .forceRightToLeft
        toolbar.setNeedsLayout()
        bar.setNeedsLayout()
        window.layoutIfNeeded()
        let compose = flow.compose
        #expect(compose.counter.convert(compose.counter.bounds, to: toolbar) == CGRect(x: 257, y: 6, width: 120, height: 32))
        #expect(compose.send.convert(compose.send.bounds, to: toolbar) == CGRect(x: 16, y: 7, width: 60, height: 30))
        #expect(compose.avatar.convert(compose.avatar.bounds, to: bar) == CGRect(x: 16, y: 6, width: 32, height: 32))
        #expect(compose.heading.frame == CGRect(x: 116.5, y: 7, width: 160, height: 30))
    }
}
