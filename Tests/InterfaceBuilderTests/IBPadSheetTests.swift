import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Controllers an iPad's canvas draws as sheets: their roots' safe areas.
final class IBPadSheetTests: XCTestCase {
    /// A 12.9-inch iPad in portrait (1024 × 1366, a 20-point status bar).
    private let pad = #"<device id="ipad12_9" orientation="portrait" appearance="light"/>"#

    /// A controller scene `id` whose `width` × `height` root holds a 100-point box 8 points
    /// below its safe area's top, with `extra` elements in the controller.
    private func scene(_ id: String, width: Double, height: Double, extra: String = "", connections: String = "") -> String {
        let pins = """
            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="8" id="\(id)-top"/>
            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leading" id="\(id)-leading"/>
            """
        let box = IBFixture.box("\(id)-box", y: 8, width: width, height: 100, fixedWidth: true)
        let content = "<subviews>\(box)</subviews><constraints>\(pins)</constraints>"
        return IBFixture.controllerScene(id, width: width, height: height, content: content, extra: extra, connections: connections)
    }

    /// A navigation controller `nav` holding `root`, its bar stored as a sheet's (56 points at
    /// the top of a 704-point sheet).
    private func navigation(root: String) -> String {
        IBFixture.navigationScene(root: root, barFrame: #"x="0.0" y="0.0" width="704" height="56""#)
    }

    /// The safe area and laid-out box of hierarchy `root` in storyboard `scenes` on `device`.
    private func layout(_ scenes: String, root: String, device: String? = nil) throws -> (safeArea: EdgeInsets, box: [Double]?) {
        let text = IBFixture.storyboard(scenes, device: device ?? pad)
        let safeArea = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "\(root)-view").scene.root.safeArea
        return (safeArea, try IBFixture.frames(text, root: "\(root)-view", file: "Test.storyboard")["\(root)-box"])
    }

    /// A navigation stack shown by a `showDetail` segue, its root stored at a sheet's size: a
    /// 56-point bar at the top and no status bar; with a simulated toolbar, 50 points at the bottom.
    func testShowDetailNavigationStackIsASheetWithItsOwnBars() throws {
        let list = scene("list", width: 1024, height: 1366, connections: #"<segue destination="nav" kind="showDetail" id="detail"/>"#)
        let plain = try layout(list + navigation(root: "chat") + scene("chat", width: 704, height: 995.5), root: "chat")
        XCTAssertEqual(plain.safeArea, EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(plain.box, [0, 64, 704, 100])
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let withToolbar = try layout(list + navigation(root: "chat") + scene("chat", width: 704, height: 995.5, extra: toolbar), root: "chat")
        XCTAssertEqual(withToolbar.safeArea, EdgeInsets(top: 56, left: 0, bottom: 50, right: 0))
    }

    /// A split view's detail in a tab bar controller that a `showDetail` segue also shows, stored
    /// at a sheet's size (704 × 984 on the iPad in landscape): the sheet covers the tab bar and
    /// lies clear of the status bar, so its safe area is empty.
    func testSheetCoversItsContainersTabBar() throws {
        let containers = IBFixture.tabScene(["split"]) + IBFixture.splitScene(master: "master", detail: "game")
        let master = scene("master", width: 1366, height: 1024, connections: #"<segue destination="game" kind="showDetail" id="detail"/>"#)
        let landscape = #"<device id="ipad12_9" orientation="landscape" appearance="light"/>"#
        let sheet = try layout(containers + master + scene("game", width: 704, height: 984), root: "game", device: landscape)
        XCTAssertEqual(sheet.safeArea, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(sheet.box, [0, 8, 704, 100])
        // Stored at the screen's size, the same controller is drawn full screen, above the tab bar.
        let full = try layout(containers + master + scene("game", width: 1366, height: 1024), root: "game", device: landscape)
        XCTAssertEqual(full.safeArea, EdgeInsets(top: 20, left: 0, bottom: 50, right: 0))
    }

    /// A form sheet presented by a `presentation` segue, stored smaller than the screen, has no
    /// status bar; a controller of that size that nothing presents keeps the screen's.
    func testFormSheetHasNoStatusBarAndAnEmbeddedRootKeepsIt() throws {
        let home = scene(
            "home", width: 1024, height: 1366,
            connections: #"<segue destination="form" kind="presentation" modalPresentationStyle="formSheet" id="present"/>"#)
        let form = try layout(home + scene("form", width: 540, height: 620), root: "form")
        XCTAssertEqual(form.safeArea.top, 0)
        let alone = try layout(scene("alone", width: 540, height: 620), root: "alone")
        XCTAssertEqual(alone.safeArea.top, 20)
    }

    /// A phone's presented controller filling the phone's screen, laid out on an iPad, fills the
    /// iPad's screen with its status bar: only a root that keeps a sheet's size is a sheet.
    func testScreenRootOnAnIPadFillsItsScreen() throws {
        let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        let home = scene("home", width: 375, height: 667, connections: #"<segue destination="card" kind="presentation" id="present"/>"#)
        let document = try IBFixture.read(IBFixture.storyboard(home + scene("card", width: 375, height: 667), device: phone), file: "Test.storyboard")
        let pad = try IBLayoutTarget(device: XCTUnwrap(Device.named("ipad9_7")), orientation: .portrait)
        let root = try document.scene(forHierarchy: "card-view", on: pad).scene.root
        XCTAssertEqual(root.size, Size(width: 768, height: 1024))
        XCTAssertEqual(root.safeArea.top, 20)
    }

    /// On a phone the rule does not apply: a controller a `showDetail` segue shows keeps the
    /// screen's status bar.
    func testPhoneKeepsTheStatusBar() throws {
        let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        let list = scene("list", width: 375, height: 667, connections: #"<segue destination="detail" kind="showDetail" id="show"/>"#)
        let detail = try layout(list + scene("detail", width: 375, height: 600), root: "detail", device: phone)
        XCTAssertEqual(detail.safeArea.top, 20)
    }
}
