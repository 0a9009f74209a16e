import AutoLayout
import Rigging
import XCTest

/// A navigation controller's toolbar: on the bottom of the safe area with a navigation bar's
/// height for the traits, out of the top controller's safe area while it shows, hidden by
/// `hidesBottomBarWhenPushed`, and sliding when hidden or shown with animation.
final class NavigationToolbarTests: XCTestCase {
    /// `NavigationController.toolbar`'s doc comment example: a list in a navigation controller
    /// on an iPhone 15, its toolbar shown.
    func shownToolbar() throws -> (Window, ViewController, NavigationController) {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        return (window, list, navigation)
    }

    /// `NavigationController.toolbar`'s doc comment example, run as written.
    func testToolbarDocExample() throws {
        let (window, list, navigation) = try shownToolbar()
        XCTAssertEqual(navigation.toolbar.frame, Rect(x: 0, y: 774, width: 393, height: 44))
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 78)
        withExtendedLifetime(window) {}
    }

    func testHiddenByDefaultAndByTheTopController() throws {
        let window = Window(screen: Screen(device: try Device.lookup("ipad11"), orientation: .landscape))
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.isToolbarHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 20, "the home indicator alone")
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.toolbar.frame.height, 50, "an iPad's bars are 50 points")
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 70)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.toolbar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 20)
    }

    func testAnimatedHidingSlidesTheToolbarDown() throws {
        let (window, list, navigation) = try shownToolbar()
        navigation.setToolbarHidden(true, animated: true)
        try window.runLoop.run(until: NavigationController.hideShowBarDuration / 2)
        let midway = navigation.toolbar.presentationFrame.minY
        XCTAssertGreaterThan(midway, 774)
        XCTAssertLessThan(midway, 852)
        try window.runLoop.run(until: NavigationController.hideShowBarDuration + 0.05)
        XCTAssertTrue(navigation.toolbar.isHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 34)
        navigation.setToolbarHidden(false, animated: true)
        try window.runLoop.run(until: window.runLoop.time + 0.3)
        XCTAssertEqual(navigation.toolbar.frame, Rect(x: 0, y: 774, width: 393, height: 44))
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 78)
    }
}
