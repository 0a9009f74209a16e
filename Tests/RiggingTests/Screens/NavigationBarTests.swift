import AutoLayout
import Rigging
import XCTest

/// The navigation bar as a view sized by the top item (prompt, large title modes), hidden with
/// a slide, and the tab bar hidden by `hidesBottomBarWhenPushed`.
final class NavigationBarTests: XCTestCase {
    /// `NavigationItem`'s doc comment example, run as written.
    func testNavigationItemDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        list.navigationItem.prompt = "Choose a list"
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 59, width: 393, height: 74))
        XCTAssertEqual(list.view.safeAreaInsets.top, 59 + 74)
        list.navigationItem.prompt = nil
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    }

    func testTheTopItemSizesTheBarAndLargeTitlesFollowTheStack() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        let more = ViewController(name: "more")
        let navigation = NavigationController(rootViewController: list)
        navigation.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, Rect(x: 0, y: 20, width: 375, height: 96), "the root's title is large")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(detail.view.safeAreaInsets.top, 64)
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44, "automatic follows the item below")
        more.navigationItem.largeTitleDisplayMode = .always
        more.navigationItem.prompt = "Pick one"
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44 + 52 + 30)
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    }

    func testTheBarGrowsAlongAnAnimatedPush() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let detail = ViewController(name: "detail")
        detail.navigationItem.prompt = "Edit"
        navigation.pushViewController(detail, animated: true)
        XCTAssertEqual(navigation.navigationBar.frame.height, 74)
        XCTAssertEqual(navigation.navigationBar.presentationFrame.height, 44, "shown at its old height first")
        try window.runLoop.run(until: 0.35)
        XCTAssertEqual(navigation.navigationBar.presentationFrame.height, 74)
    }

    func testAnAnimatedHideSlidesTheBarUpAndTheSafeAreaFollows() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertFalse(navigation.navigationBar.isHidden, "shown while it slides")
        XCTAssertEqual(navigation.navigationBar.frame.minY, -44, "its model frame is above the screen")
        XCTAssertEqual(list.view.safeAreaInsets.top, 59)
        try window.runLoop.run(until: 0.1)
        XCTAssertEqual(navigation.navigationBar.presentationFrame.minY, (59 - 44) / 2, accuracy: 0.5)
        try window.runLoop.run(until: 0.2)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(navigation.navigationBar.frame.minY, 59, "back at its place, hidden")
        navigation.setNavigationBarHidden(false, animated: true)
        XCTAssertEqual(navigation.navigationBar.presentationFrame.minY, -44, "it comes down from above the screen")
        try window.runLoop.run(until: 0.4)
        XCTAssertEqual(navigation.navigationBar.presentationFrame.minY, 59)
        XCTAssertEqual(list.view.safeAreaInsets.top, 103)
    }

    func testHidesBottomBarWhenPushedHidesTheTabBarWhileOnTop() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([navigation, ViewController(name: "other")])
        window.rootViewController = tabs
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 83)
        let detail = ViewController(name: "detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34, "the home indicator's inset only")
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 83)
    }
}
