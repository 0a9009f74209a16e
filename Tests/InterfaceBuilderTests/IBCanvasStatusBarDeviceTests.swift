import InterfaceBuilder
import Rigging
import XCTest

/// The canvas's status-bar rules hold at the document's own device and orientation only; laid
/// out on another device or orientation, a root has the status bar and safe area the device has
/// at run time (`Device.safeArea(in:)`).
final class IBCanvasStatusBarDeviceTests: XCTestCase {
    /// A storyboard saved by `tools` on an iPhone 8 in portrait: controller `login`, whose root
    /// holds a box pinned to its safe area's top, and, where `barY` is given, a navigation
    /// controller whose bar is stored `barY` points down.
    private func document(tools: String = "21701", barY: Int?) throws -> IBDocument {
        let root = """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="root-safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root-safe" secondAttribute="top" id="c1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                </constraints>
            </view>
            """
        let navigation = barY.map { y in
            IBFixture.navigationScene(root: "list").replacingOccurrences(of: #"y="20" width="375""#, with: #"y="\#(y)" width="375""#)
                + IBFixture.controllerScene("list")
        }
        let text = IBFixture.storyboard(
            """
            <scene sceneID="login-scene">
                <objects>
                    <viewController id="login">
                        \(root)
                    </viewController>
                </objects>
            </scene>
            \(navigation ?? "")
            """
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard")
    }

    /// The box's top (its root's top safe-area inset) on `device` in `orientation`; nil: the
    /// document's own device and orientation.
    private func boxTop(_ document: IBDocument, on device: String? = nil, _ orientation: Device.Orientation = .portrait) throws -> Double? {
        let target = try device.map { IBLayoutTarget(device: try XCTUnwrap(Device.named($0)), orientation: orientation) }
        let screen = try document.screen(forHierarchy: "root", on: target)
        return screen.frames.first { $0.id == "box" }?.frame.minY
    }

    /// A navigation bar stored at the screen's top: no status bar at the document's iPhone 8 in
    /// portrait (the canvas drew none), UIKit's 20 points on an iPhone 8 Plus in portrait, none
    /// in landscape (UIKit hides an iPhone's status bar there), a housing phone's housing.
    func testStoredBarAtTheTopHidesTheStatusBarOnlyAtTheDocumentsDevice() throws {
        let document = try document(barY: 0)
        XCTAssertEqual(try boxTop(document), 0)
        XCTAssertEqual(try boxTop(document, on: "retina4_7"), 0, "the document's own target given explicitly")
        XCTAssertEqual(try boxTop(document, on: "retina5_5"), 20)
        XCTAssertEqual(try boxTop(document, on: "retina5_5", .landscape), 0)
        XCTAssertEqual(try boxTop(document, on: "retina4_7", .landscape), 0)
        XCTAssertEqual(try boxTop(document, on: "retina6_1"), 48)
    }

    /// Xcode 11 to 13 (`toolsVersion` 14800 to 20999) draw no status bar on a phone without a
    /// sensor housing where no navigation controller tells: the canvas's at the document's
    /// device; another phone has its runtime status bar.
    func testVersionRangeHidesTheStatusBarOnlyAtTheDocumentsDevice() throws {
        let document = try document(tools: "19529", barY: nil)
        XCTAssertEqual(try boxTop(document), 0)
        XCTAssertEqual(try boxTop(document, on: "retina5_5"), 20)
        XCTAssertEqual(try boxTop(document, on: "retina4_0"), 20)
        XCTAssertEqual(try boxTop(document, on: "retina5_5", .landscape), 0)
        // A version outside the range keeps the status bar at the document's device too.
        XCTAssertEqual(try boxTop(try self.document(tools: "21701", barY: nil)), 20)
    }

    /// Before Xcode 14 the canvas simulates every sensor housing 44 points deep; laid out on a
    /// housing phone other than the document's, the root has that phone's own housing.
    func testPreXcode14HousingDepthIsTheCanvasOnly() throws {
        let document = try document(tools: "19529", barY: nil)
        XCTAssertEqual(try boxTop(document, on: "retina6_1"), 48)
        XCTAssertEqual(try boxTop(document, on: "retina6_12"), 59)
    }
}
