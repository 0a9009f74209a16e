import Rigging
import RiggingUIKit
import Testing

/// The code examples in the doc comments of RiggingUIKit's screen types and in the user guide's
/// "Screens", run as written (the values in their comments checked).
@MainActor
@Suite struct ScreensDocCommentExampleTests {
    final class Greeting: UIViewController {
        let banner = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
    }

    final class ShowListFirst: UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column { .primary }
    }

    @Test func uiSplitViewControllerDelegate() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = ShowListFirst()
        split.delegate = delegate
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(detail.viewIfLoaded?.superview == nil)
    }

    @Test func uiViewController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let greeting = Greeting()
        window.rootViewController = greeting
        window.makeKeyAndVisible()
        #expect(greeting.banner.frame == CGRect(x: 0, y: 59, width: 393, height: 60))
    }

    @Test func uiWindow() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    /// Docs/uikit.md, "Screens".
    @Test func docsScreens() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func uiScreen() throws {
        let screen = try UIScreen(deviceNamed: "iPhone 15")
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scale == 3)
    }

    @Test func uiTraitCollection() {
        let compactWidth = UITraitCollection(horizontalSizeClass: .compact)
        let phone = UITraitCollection(traitsFrom: [compactWidth, UITraitCollection(userInterfaceIdiom: .phone)])
        #expect(phone.containsTraits(in: compactWidth))
    }

    @Test func anUnknownDeviceThrowsWithTheName() {
        do {
            _ = try UIScreen(deviceNamed: "iPhone 99")
            Issue.record("an unknown device made a screen")
        } catch {
            guard case .unknownDevice(let name, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == "iPhone 99")
        }
    }
}

extension ScreensDocCommentExampleTests {
    @Test func uiNavigationController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(list.view.safeAreaInsets.top == 103)
    }

    @Test func uiTabBarController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(first.view.safeAreaInsets.bottom == 83)
    }
    @Test func uiNavigationBar() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(list.view.safeAreaInsets.top == 155)
    }

    @Test func uiTabBar() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    }

    @Test func uiNavigationItem() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let list = UIViewController()
        list.navigationItem.prompt = "Choose a list"
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.navigationBar.frame.height == 74)
    }
    @Test func uiSplitViewController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
    }
}
