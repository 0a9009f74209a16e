import InterfaceBuilder
import Rigging
import XCTest

/// A constraint relating a view that the device's size classes uninstall is left out without a
/// warning, as UIKit removes the constraints of a view that is not in its superview; one relating
/// an id the document does not hold still warns.
final class IBUninstalledViewConstraintTests: XCTestCase {
    /// A root with `shown` (a 20-point-high box) and `wide` (a 40-point-high box holding `inner`),
    /// `wide` uninstalled except in regular width. `shown` sits 8 points below `wide`, and its
    /// leading edge follows `inner`'s, through constraints no variation names; at 20 points from
    /// the top and 16 from the leading edge otherwise, at a lower priority. `extra` adds
    /// constraints to the root.
    static func document(extra: String = "") -> String {
        IBFixture.rootView(
            subviews: """
                \(IBFixture.box("shown", x: 16, y: 20, width: 100, height: 20, fixedWidth: true))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <subviews>
                        \(IBFixture.box("inner", x: 30, y: 0.0, width: 10, height: 10, fixedWidth: true))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="wide-h"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="wide" secondAttribute="top" id="inner-t"/>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="wide" secondAttribute="leading" constant="30" id="inner-l"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="shown" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" priority="250" id="s-t"/>
                <constraint firstItem="shown" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" priority="250" id="s-l"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" id="w-t"/>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="w-l"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="w-r"/>
                <constraint firstItem="shown" firstAttribute="top" secondItem="wide" secondAttribute="bottom" constant="8" id="below"/>
                <constraint firstItem="shown" firstAttribute="leading" secondItem="inner" secondAttribute="leading" id="under"/>
                \(extra)
                """,
            extra: """
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="wide"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="subviews">
                        <include reference="wide"/>
                    </mask>
                </variation>
                """)
    }

    /// On the document's compact-width phone `wide` is uninstalled: the constraints relating it
    /// or `inner` are left out silently and `shown` keeps its lower-priority place.
    func testConstraintsOfAnUninstalledViewAreLeftOutSilently() throws {
        let frames = try IBFixture.frames(Self.document(), root: "root")
        XCTAssertEqual(frames["shown"], [16, 20, 100, 20])
        XCTAssertNil(frames["wide"])
        XCTAssertNil(frames["inner"])
    }

    /// On a regular-width iPad `wide` is installed and the same constraints place `shown` below it
    /// and under `inner`.
    func testTheSameConstraintsHoldWhereTheViewIsInstalled() throws {
        let document = try IBFixture.read(Self.document())
        let target = IBLayoutTarget(device: try XCTUnwrap(Device.named("ipad10_9rounded")), orientation: .portrait)
        let mapped = try document.scene(forHierarchy: "root", on: target)
        XCTAssertEqual(mapped.warnings, [])
        let screen = try document.screen(forHierarchy: "root", on: target)
        let frames = Dictionary(screen.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(frames["shown"]?.y, 48)
        XCTAssertEqual(frames["shown"]?.x, 30)
    }

    /// A constraint relating an id that no view of the document holds still warns.
    func testAnUnknownItemStillWarns() throws {
        let extra = #"<constraint firstItem="shown" firstAttribute="width" secondItem="gone" secondAttribute="width" id="lost"/>"#
        let mapped = try IBFixture.read(Self.document(extra: extra)).scene(forHierarchy: "root")
        XCTAssertEqual(mapped.warnings.map { "\($0.objectID) \($0.reason)" }, ["lost relates 'gone', which is not in this hierarchy; skipped"])
    }
}
