import RiggingUIKit
import Testing

/// `UINavigationController` and `UITabBarController` over Rigging's containers: the shown
/// child's safe area excludes the bar, the stack and the tabs change with UIKit's hooks, and
/// the children's UIKit objects are kept alive by their container.
@MainActor
@Suite struct ContainerControllerTests {
    final class Page: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        override func didMove(toParent parent: UIViewController?) { events.append(parent == nil ? "left" : "moved") }
    }

    @Test func aNavigationControllersTopChildHasTheBarOutOfItsSafeArea() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(list.view.safeAreaInsets.top == 103)
        #expect(list.navigationController === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === list)
        #expect(list.view.frame.size == CGSize(width: 393, height: 852))
    }

    @Test func pushingAndPoppingRunTheHooksAndKeepTheChildren() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let root = Page()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        weak var weakDetail: Page?
        do {
            let detail = Page()
            weakDetail = detail
            navigation.pushViewController(detail, animated: false)
        }
        window.layoutIfNeeded()
        let detail = try #require(weakDetail)
        #expect(navigation.topViewController === detail)
        #expect(detail.view.safeAreaInsets.top == 103)
        // UIKit tells the pushed controller it moved once the transition is over.
        #expect(detail.events == ["willAppear", "didAppear", "moved"])
        #expect(root.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(navigation.topViewController === root)
        #expect(detail.events.contains("left"))
        #expect(navigation.popViewController(animated: false) == nil)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 59)
    }

    @Test func aTabBarControllersSelectedChildHasTheBarOutOfItsSafeArea() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(first.view.safeAreaInsets.bottom == 83)
        #expect(tabs.selectedViewController === first)
        tabs.selectedViewController = second
        window.layoutIfNeeded()
        #expect(tabs.selectedIndex == 1)
        #expect(second.view.safeAreaInsets.bottom == 83)
        #expect(second.tabBarController === tabs)
        #expect(tabs.children.count == 2)
    }
}
