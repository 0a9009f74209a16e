import InterfaceBuilder
import XCTest

/// Views whose layout margins follow the readable width (`layoutMarginsFollowReadableWidth`).
final class IBReadableWidthTests: XCTestCase {
    /// A storyboard on `device` whose controller's `width` × 600 root (following the readable
    /// width when `follows`) holds a 40-point box between its leading and trailing margins.
    private func boxFrame(device: String, width: Double, follows: Bool) throws -> [Double]? {
        let pins = """
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="main-view" secondAttribute="leadingMargin" id="pin-l"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="pin-r"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="main-view" secondAttribute="top" constant="100" id="pin-t"/>
            </constraints>
            """
        var scene = IBFixture.controllerScene(
            "main", width: width, height: 600, content: "<subviews>\(IBFixture.box("box", y: 100, width: width, height: 40))</subviews>\(pins)")
        if follows {
            scene = scene.replacingOccurrences(
                of: #"<view key="view" contentMode="scaleToFill""#,
                with: #"<view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES""#)
        }
        let text = IBFixture.storyboard(scene, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#)
        return try IBFixture.frames(text, root: "main-view", file: "Test.storyboard")["box"]
    }

    /// On an iPad the margins of a view following the readable width close in on a centred
    /// 672-point column; without the attribute they are the 20-point system minimum.
    func testMarginsFollowTheReadableColumnOnAnIPad() throws {
        XCTAssertEqual(try boxFrame(device: "ipad9_7", width: 768, follows: true), [48, 100, 672, 40])
        XCTAssertEqual(try boxFrame(device: "ipad9_7", width: 768, follows: false), [20, 100, 728, 40])
    }

    /// At a phone's width in portrait the readable column is the margins themselves.
    func testReadableColumnIsTheMarginsOnAPhone() throws {
        XCTAssertEqual(try boxFrame(device: "retina4_7", width: 375, follows: true), [16, 100, 343, 40])
    }

    /// The box a cell's content view holds between its margins, the cell 1,024 points wide in a
    /// table view controller on a 12.9-inch iPad whose table sets `tableAttributes`.
    private func cellBox(tableAttributes: String) throws -> [Double]? {
        let scene = IBFixture.tableControllerScene(IBFixture.marginCell(width: 1024), width: 1024, height: 1366)
            .replacingOccurrences(of: #"id="table">"#, with: #"\#(tableAttributes) id="table">"#)
        let text = IBFixture.storyboard(scene, device: #"<device id="ipad12_9" orientation="portrait" appearance="light"/>"#)
        return try IBFixture.frames(text, root: "row", file: "Test.storyboard")["box"]
    }

    /// A table following the readable width gives its cells the insets of its readable column:
    /// 176 points each side of a 672-point column in a 1,024-point table, rather than 20.
    func testTableFollowingTheReadableWidthInsetsItsCells() throws {
        XCTAssertEqual(try cellBox(tableAttributes: #"cellLayoutMarginsFollowReadableWidth="YES""#), [176, 11, 672, 21.5])
        XCTAssertEqual(try cellBox(tableAttributes: ""), [20, 11, 984, 21.5])
    }
}
