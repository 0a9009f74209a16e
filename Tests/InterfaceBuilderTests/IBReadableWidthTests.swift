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
}
