import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A stack's hidden arranged view at the document's own device keeps the frame Xcode's canvas
/// stored, while its visible neighbours collapse as in UIKit (a rule of
/// Docs/interface-builder.md); live instances arrange it as UIKit loads it.
final class IBStackHiddenFrameTests: XCTestCase {
    /// A vertical stack (spacing 8) at the root's top arranges a 30-point view `a`, a hidden
    /// `h` 40 points high of its own that the canvas stored at the stack's top (its subview
    /// `inner` inset 8 points above and below), and a 50-point view `b`.
    static let document = IBFixture.rootView(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="88"/>
                <subviews>
                    \(IBFixture.box("a", y: 0, height: 30))
                    \(IBFixture.box("h", y: 0, height: 40, attributes: #"hidden="YES""#, subviews: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="0.0" y="8" width="375" height="24"/>
                            </view>
                        </subviews>
                        """, constraints: """
                        <constraint firstItem="inner" firstAttribute="top" secondItem="h" secondAttribute="top" constant="8" id="i-t"/>
                        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="i-b"/>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="h" secondAttribute="leading" id="i-l"/>
                        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="i-r"/>
                        """))
                    \(IBFixture.box("b", y: 38, height: 50))
                </subviews>
            </stackView>
            """,
        constraints: IBFixture.pinsToTopAndSides("stack"))

    /// At the document's device `b` follows `a` as if `h` were not there (the stack is
    /// 30 + 8 + 50 = 88 high), and `h` keeps its stored 40 points at the stack's top, its
    /// subview laid out inside it.
    func testAHiddenArrangedViewKeepsItsStoredFrame() throws {
        let frames = try IBFixture.frames(Self.document, root: "root")
        XCTAssertEqual(frames["stack"], [0, 0, 375, 88])
        XCTAssertEqual(frames["a"], [0, 0, 375, 30])
        XCTAssertEqual(frames["b"], [0, 38, 375, 50])
        XCTAssertEqual(frames["h"], [0, 0, 375, 40])
        XCTAssertEqual(frames["inner"], [0, 8, 375, 24])
    }

    /// On another device UIKit's rule stands: `h` is arranged and collapsed (its own height
    /// gives way to `UISV-hiding`), 0 high between `a` and `b`.
    func testElsewhereAHiddenArrangedViewCollapses() throws {
        let document = try IBFixture.read(Self.document)
        let device = try XCTUnwrap(Device.named("retina4_7"))
        let screen = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: device, orientation: .portrait))
        let frames = Dictionary(uniqueKeysWithValues: screen.frames.map { ($0.id, $0.frame) })
        XCTAssertEqual(frames["b"]?.y, 38)
        XCTAssertEqual(frames["h"]?.height, 0)
    }

    /// A live instance at the document's device arranges `h` as UIKit loads it, so showing it
    /// brings it into the stack: `b` moves below it.
    func testAnInstanceArrangesTheHiddenView() throws {
        let instance = try IBFixture.read(Self.document).instantiate("root")
        let hidden = try XCTUnwrap(instance.view(id: "h"))
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: instance.frames().map { ($0.id, $0.frame.height) })["h"], 0)
        hidden.isHidden = false
        let frames = Dictionary(uniqueKeysWithValues: instance.frames().map { ($0.id, $0.frame) })
        XCTAssertEqual(frames["h"]?.height, 40)
        XCTAssertEqual(frames["b"]?.y, 86)
    }
}
