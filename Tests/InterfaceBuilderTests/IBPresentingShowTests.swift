import InterfaceBuilder
import XCTest

/// A `show` segue from a controller that no navigation controller or split view controller
/// holds presents its destination modally, as UIKit's `show(_:sender:)` does: Interface Builder
/// draws that destination as a sheet.
final class IBPresentingShowTests: XCTestCase {
    /// The navigation scene `nav` (root `list`) with its bar stored at a phone sheet's top,
    /// 56 points high, shown by `home`, with `containers` holding `home` and `initial` the
    /// storyboard's initial controller.
    private func listSafeAreaTop(containers: String = "", initial: String = "home") throws -> Double {
        let nav = IBFixture.navigationScene(root: "list", barFrame: #"x="0.0" y="0.0" width="375" height="56""#)
        let home = IBFixture.controllerScene("home", connections: #"<segue destination="nav" kind="show" id="show"/>"#)
        let text = IBFixture.storyboard(containers + home + nav + IBFixture.controllerScene("list"), initial: initial)
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "list-view").scene.root.safeArea.top
    }

    /// Shown from a controller in no container, the navigation controller is a sheet: its
    /// controllers lie under its stored 56-point bar, with no status bar above it.
    func testShowFromAControllerOutsideANavigationStackPresentsASheet() throws {
        XCTAssertEqual(try listSafeAreaTop(), 56)
    }

    /// Shown from a controller embedded in a container view of a navigation stack's controller,
    /// the navigation controller is pushed onto that stack, no sheet: UIKit asks the controllers
    /// the source is embedded in.
    func testShowFromAControllerEmbeddedInANavigationStackIsNoSheet() throws {
        let outer = IBFixture.containerScene("navigationController", id: "outer", children: [("rootViewController", "parent")])
        let container = """
            <subviews>
                <containerView opaque="NO" contentMode="scaleToFill" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <connections><segue destination="home" kind="embed" id="embed"/></connections>
                </containerView>
            </subviews>
            """
        XCTAssertEqual(try listSafeAreaTop(containers: outer + IBFixture.controllerScene("parent", content: container), initial: "outer"), 44)
    }

    /// Shown from a split view controller's column, the navigation controller is no sheet: the
    /// split view controller shows it in a column, full height, under the bar as stored (at the
    /// screen's top: no status bar).
    func testShowFromASplitViewColumnIsNoSheet() throws {
        XCTAssertEqual(try listSafeAreaTop(containers: IBFixture.splitScene(master: "home", detail: "other"), initial: "split"), 44)
    }
}
