import InterfaceBuilder
import XCTest

/// The bottom of the controllers of a navigation controller presented as a sheet on a phone:
/// Xcode 11 to 13 give them the home indicator there, Xcode 14 and later none.
final class IBSheetStackBottomTests: XCTestCase {
    /// The safe area of `list`, root of navigation controller `nav` that `home` presents as a
    /// sheet on an iPhone 11 (`list` stored at the sheet's 414 × 842), in a document saved by
    /// `toolsVersion`.
    private func listSafeArea(toolsVersion: String) throws -> (top: Double, bottom: Double) {
        let nav = IBFixture.navigationScene(root: "list", barFrame: #"x="0.0" y="0.0" width="414" height="56""#)
        let home = IBFixture.controllerScene("home", width: 414, height: 896, connections: #"<segue destination="nav" kind="presentation" id="p"/>"#)
        let text = IBFixture.storyboard(
            home + nav + IBFixture.controllerScene("list", width: 414, height: 842), initial: "home",
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        ).replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let safeArea = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "list-view").scene.root.safeArea
        return (safeArea.top, safeArea.bottom)
    }

    /// Xcode 13 (`toolsVersion` 18122) keeps the 34-point home indicator at the bottom of the
    /// sheet's controllers, under the stored 56-point bar.
    func testXcode13SheetStackKeepsTheHomeIndicator() throws {
        let safeArea = try listSafeArea(toolsVersion: "18122")
        XCTAssertEqual(safeArea.top, 56)
        XCTAssertEqual(safeArea.bottom, 34)
    }

    /// Xcode 14 and later (`toolsVersion` 21701) end the sheet's controllers' safe area at the
    /// sheet's bottom.
    func testXcode14SheetStackHasNoBottomInset() throws {
        let safeArea = try listSafeArea(toolsVersion: "21701")
        XCTAssertEqual(safeArea.top, 56)
        XCTAssertEqual(safeArea.bottom, 0)
    }
}
