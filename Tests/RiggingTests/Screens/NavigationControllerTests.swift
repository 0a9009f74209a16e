import AutoLayout
import Rigging
import XCTest

/// Navigation and tab bar controllers as the safe area and the legacy layout guides see them.
final class NavigationControllerTests: XCTestCase {
    /// `NavigationController`'s doc comment example, run as written.
    func testDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets.top, 103)
        XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 59, width: 393, height: 44))
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets.top, 59)
    }

    /// `topLayoutGuide`'s doc comment example, run as written, and the bottom guide.
    func testLegacyLayoutGuides() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 8")))
        let navigation = NavigationController(rootViewController: ViewController(name: "list"))
        window.rootViewController = navigation
        let list = navigation.viewControllers[0]
        let top = list.topLayoutGuide
        window.layoutIfNeeded()
        XCTAssertEqual(top.layoutFrame.height, 64)
        XCTAssertEqual(list.bottomLayoutGuide.layoutFrame.height, 0)
        XCTAssertEqual(top.identifier, "_UILayoutGuide-top")
    }

    func testTheBarFollowsRotationAndLargeTitles() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        navigation.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 140, bottom: 34), "44 + 44 + 52 for the large title")
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 32, left: 44, bottom: 21, right: 44), "a compact bar, no large title")
        XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 0, width: 812, height: 32))
        let pad = Window(screen: Screen(device: try Device.lookup("ipad9_7")))
        let detail = ViewController(name: "detail")
        pad.rootViewController = NavigationController(rootViewController: detail)
        pad.layoutIfNeeded()
        XCTAssertEqual(detail.view.safeAreaInsets.top, 70, "a 20-point status bar and a 50-point bar")
    }

    func testPushAndPop() throws {
        final class Probe: ViewController {
            var log: [String] = []
            override func didMove(toParent parent: ViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
        }
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let root = ViewController(name: "root")
        let detail = Probe(name: "detail")
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertTrue(detail.parent === navigation)
        XCTAssertNil(root.view.superview, "only the top view is in the tree")
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(detail.view.safeAreaInsets.top, 64)
        XCTAssertTrue(navigation.popViewController(animated: false) === detail)
        XCTAssertNil(navigation.popViewController(animated: false), "the root stays")
        XCTAssertEqual(detail.log, ["didMove(parent)", "didMove(nil)"])
        XCTAssertNil(detail.parent)
        XCTAssertNotNil(root.view.superview)
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.popToRootViewController(animated: false).map(\.name), ["detail"])
    }

    /// `TabBarController`'s doc comment example, run as written.
    func testTabBarDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
        let tabs = TabBarController(name: "tabs")
        let feed = ViewController(name: "feed")
        let settings = ViewController(name: "settings")
        tabs.setViewControllers([feed, settings])
        window.rootViewController = tabs
        window.layoutIfNeeded()
        XCTAssertEqual(feed.view.safeAreaInsets.bottom, 83)
        XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 729, width: 375, height: 83))
        tabs.selectedIndex = 1
        XCTAssertNil(feed.view.superview)
        XCTAssertNotNil(settings.view.superview)
        XCTAssertTrue(tabs.selectedViewController === settings)
        tabs.selectedIndex = 7
        XCTAssertEqual(tabs.selectedIndex, 1, "clamped to the tabs")
    }

    func testNavigationInsideATabBarController() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 11")))
        let list = ViewController(name: "list")
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([NavigationController(rootViewController: list)])
        window.rootViewController = tabs
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 92, bottom: 83))
        XCTAssertEqual(list.bottomLayoutGuide.layoutFrame.height, 83)
        try window.rotate(to: .landscape, animated: false)
        // The iPhone 11 is regular in width in landscape: its navigation bar stays 44 points high.
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 44, left: 48, bottom: 53, right: 48))
        XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 361, width: 896, height: 53))
    }
}

/// Opaque bars: the content lies beside them, as UIKit lays out with
/// `extendedLayoutIncludesOpaqueBars` false.
final class OpaqueBarTests: XCTestCase {
    func testContentStartsBelowAnOpaqueNavigationBarAndAboveAnOpaqueTabBar() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        navigation.isNavigationBarTranslucent = false
        let tabs = TabBarController(name: "tabs")
        tabs.isTabBarTranslucent = false
        tabs.setViewControllers([navigation])
        window.rootViewController = tabs
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.frameInRoot, Rect(x: 0, y: 88, width: 375, height: 812 - 88 - 83))
        XCTAssertEqual(list.view.safeAreaInsets, .zero)
        navigation.isNavigationBarTranslucent = true
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.frameInRoot, Rect(x: 0, y: 0, width: 375, height: 812 - 83))
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 88))
        navigation.isNavigationBarTranslucent = false
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.frameInRoot.minY, 0, "a hidden opaque bar leaves the content the whole height")
        XCTAssertEqual(list.view.safeAreaInsets.top, 44)
        try window.rotate(to: .landscape, animated: false)
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.frameInRoot, Rect(x: 0, y: 32, width: 812, height: 375 - 32 - 53))
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    }
}

/// A container whose view loads before it is in a window takes its bars from the window's traits.
final class ContainerTraitTests: XCTestCase {
    func testBarsFollowTheFirstTraitsOfAWindow() throws {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        navigation.loadViewIfNeeded()
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([navigation])
        tabs.loadViewIfNeeded()
        let window = Window(screen: Screen(device: try Device.lookup("ipad12_9rounded")))
        window.rootViewController = tabs
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 50)
        XCTAssertEqual(list.view.safeAreaInsets, EdgeInsets(top: 74, bottom: 70))
    }
}
