import AutoLayout
import InterfaceBuilder
import XCTest

/// The bars a storyboard's containers put around the controllers they hold.
final class IBContainerBarsTests: XCTestCase {
    /// A tab bar controller whose tab is a split view controller: the split view's columns lie
    /// above the tab bar (49 points on an iPhone 8), as UIKit passes a container's safe area to
    /// the children that fill it.
    func testSplitViewInsideATabHasTheTabBar() throws {
        let containers = IBFixture.tabScene(["split"]) + IBFixture.splitScene(master: "master", detail: "detail")
        let text = IBFixture.storyboard(
            containers + IBFixture.controllerScene("master") + IBFixture.controllerScene("detail"), initial: "tabs")
        let document = try IBFixture.read(text, file: "Test.storyboard")
        for root in ["master-view", "detail-view"] {
            XCTAssertEqual(try document.scene(forHierarchy: root).scene.root.safeArea.bottom, 49, root)
        }
    }

    /// The safe area of navigation controller `nav`'s root controller `list`, the navigation
    /// controller's scene changed by `navigation` and the root's by `root`.
    private func rootSafeArea(navigation: (String) -> String = { $0 }, root: (String) -> String = { $0 }) throws -> EdgeInsets {
        let text = IBFixture.storyboard(
            navigation(IBFixture.navigationScene(root: "list", barAttributes: #"largeTitles="YES""#)) + root(IBFixture.controllerScene("list")),
            initial: "nav")
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "list-view").scene.root.safeArea
    }

    /// A navigation controller that simulates a tab bar stands inside a tab bar controller: its
    /// stack's controllers lie above the tab bar (49 points on an iPhone 8).
    func testNavigationControllerSimulatingATabBarGivesItsStackTheTabBar() throws {
        let tabBar = { (scene: String) in
            scene.replacingOccurrences(
                of: "<navigationBar key=", with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/><navigationBar key="#)
        }
        XCTAssertEqual(try rootSafeArea().bottom, 0)
        XCTAssertEqual(try rootSafeArea(navigation: tabBar).bottom, 49)
    }

    /// A controller whose navigation item never displays a large title lies under the standard
    /// bar (20 + 44 points) in a stack whose bar prefers large titles (20 + 96 points).
    func testLargeTitleDisplayModeNeverKeepsTheStandardBar() throws {
        let never = { (scene: String) in
            scene.replacingOccurrences(
                of: "<view key=", with: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="item"/><view key="#)
        }
        XCTAssertEqual(try rootSafeArea().top, 116)
        XCTAssertEqual(try rootSafeArea(root: never).top, 64)
    }

    /// A navigation controller presented as a sheet on a phone stores its bar at the sheet's top,
    /// 56 points high: its controllers have that bar and no status bar above it.
    func testNavigationControllerPresentedAsASheetHasItsStoredBar() throws {
        let sheet = { (scene: String) in
            scene.replacingOccurrences(of: #"y="20" width="375" height="44""#, with: #"y="0.0" width="375" height="56""#)
                + IBFixture.controllerScene("home", connections: #"<segue destination="nav" kind="presentation" id="present"/>"#)
        }
        XCTAssertEqual(try rootSafeArea(navigation: sheet).top, 56)
    }

    /// Where the canvas draws a sheet's bar lower than the sheet's top (Xcode 26: 16 points down,
    /// 54 high), its controllers' safe area starts at the bar's stored bottom.
    func testSheetsBarStoredBelowTheSheetsTopEndsTheTopInsetAtItsBottom() throws {
        let sheet = { (scene: String) in
            scene.replacingOccurrences(of: #"y="20" width="375" height="44""#, with: #"y="16" width="375" height="54""#)
                + IBFixture.controllerScene("home", connections: #"<segue destination="nav" kind="presentation" id="present"/>"#)
        }
        XCTAssertEqual(try rootSafeArea(navigation: sheet).top, 70)
    }

    /// A controller pushed inside a tab with `hidesBottomBarWhenPushed` has no tab bar, nor has a
    /// controller it shows in turn, as UIKit hides the bar until it is popped.
    func testHidesBottomBarWhenPushedLeavesTheTabBarOut() throws {
        let tabs = IBFixture.tabScene(["nav"])
        let hiding = IBFixture.controllerScene("detail", connections: #"<segue destination="more" kind="show" id="s2"/>"#)
            .replacingOccurrences(of: #"<viewController id="detail">"#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="detail">"#)
        let text = IBFixture.storyboard(
            tabs + IBFixture.navigationScene(root: "list")
                + IBFixture.controllerScene("list", connections: #"<segue destination="detail" kind="show" id="s1"/>"#)
                + hiding + IBFixture.controllerScene("more"),
            initial: "tabs")
        let document = try IBFixture.read(text, file: "Test.storyboard")
        let bottoms = try ["list-view", "detail-view", "more-view"].map { try document.scene(forHierarchy: $0).scene.root.safeArea.bottom }
        XCTAssertEqual(bottoms, [49, 0, 0])
    }

    /// Under a navigation controller's opaque bar (`translucent="NO"`) its controllers' roots lie
    /// below the bar: no top inset, and the part of a screen-high root below the screen in the
    /// bottom inset. One that extends its layout under opaque bars lies under the bar.
    func testOpaqueNavigationBarPutsTheRootBelowIt() throws {
        let opaque = { (scene: String) in scene.replacingOccurrences(of: #"largeTitles="YES""#, with: #"translucent="NO""#) }
        XCTAssertEqual(try rootSafeArea(navigation: opaque), EdgeInsets(top: 0, left: 0, bottom: 64, right: 0))
        let extended = { (scene: String) in
            scene.replacingOccurrences(
                of: #"<viewController id="list">"#, with: #"<viewController extendedLayoutIncludesOpaqueBars="YES" id="list">"#)
        }
        XCTAssertEqual(try rootSafeArea(navigation: opaque, root: extended), EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }
}
