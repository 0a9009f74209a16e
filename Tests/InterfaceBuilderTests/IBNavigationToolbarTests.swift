import AutoLayout
import InterfaceBuilder
import XCTest

/// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) puts the toolbar at the
/// bottom of the controllers in its stack: their safe area ends above it, as a scene that
/// simulates the toolbar itself (`simulatedToolbarMetrics`), unless the controller hides the
/// bottom bar (`hidesBottomBarWhenPushed`) or simulates another bottom bar of its own.
final class IBNavigationToolbarTests: XCTestCase {
    /// A stack `nav` → `list` → (`show`) `detail`, the navigation controller changed by
    /// `navigation`, `detail` by `detail`, in a document of `tools`.
    private func document(
        tools: String = "21701", navigation: (String) -> String = { $0 }, detail: (String) -> String = { $0 }
    ) throws -> IBDocument {
        let scenes =
            navigation(IBFixture.navigationScene(root: "list"))
            + IBFixture.controllerScene("list", connections: #"<segue destination="detail" kind="show" id="push"/>"#)
            + detail(IBFixture.controllerScene("detail"))
        let text = IBFixture.storyboard(scenes, initial: "nav")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard")
    }

    private let shown = { (scene: String) in
        scene.replacingOccurrences(of: #"<navigationController id="nav">"#, with: #"<navigationController toolbarHidden="NO" id="nav">"#)
    }

    private func bottoms(_ document: IBDocument) throws -> [Double] {
        try ["list-view", "detail-view"].map { try document.scene(forHierarchy: $0).scene.root.safeArea.bottom }
    }

    /// The toolbar is the canvas's: 44 points in documents before Xcode 11, 49 after, as a
    /// scene's own simulated toolbar (`IBBottomToolbarTests`).
    func testShownToolbarEndsTheSafeAreaOfTheStacksControllers() throws {
        XCTAssertEqual(try bottoms(document()), [0, 0])
        XCTAssertEqual(try bottoms(document(navigation: shown)), [49, 49])
        XCTAssertEqual(try bottoms(document(tools: "13771", navigation: shown)), [44, 44])
    }

    /// A controller that hides the bottom bar when pushed has no toolbar; one that simulates no
    /// bottom bar (`<nil key="simulatedBottomBarMetrics"/>`) has none either.
    func testHidingOrSimulatingNoBottomBarLeavesTheToolbarOut() throws {
        let hiding = { (scene: String) in
            scene.replacingOccurrences(of: #"<viewController id="detail">"#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="detail">"#)
        }
        XCTAssertEqual(try bottoms(document(navigation: shown, detail: hiding)), [49, 0])
        let none = { (scene: String) in
            scene.replacingOccurrences(of: "<view key=", with: #"<nil key="simulatedBottomBarMetrics"/><view key="#)
        }
        XCTAssertEqual(try bottoms(document(navigation: shown, detail: none)), [49, 0])
    }
}
