import InterfaceBuilder
import XCTest

/// Attributes a size-class variation overrides (`hidden`, a stack's `axis`, `spacing`), applied
/// for the device's size classes.
final class IBVariationAttributeTests: XCTestCase {
    /// A horizontal stack (spacing 4) of two 50 × 20 views, vertical with spacing 10 in regular
    /// height; and a view hidden except in compact width.
    static let document = IBFixture.rootView(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="aw"/>
                            <constraint firstAttribute="height" constant="20" id="ah"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="30" width="50" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="bw"/>
                            <constraint firstAttribute="height" constant="20" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <variation key="heightClass=regular" axis="vertical" spacing="10"/>
            </stackView>
            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                <rect key="frame" x="0.0" y="100" width="10" height="10"/>
                <variation key="widthClass=compact" hidden="NO"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            """)

    func testOverridesResolvePerTraitPair() throws {
        let document = try IBFixture.read(Self.document)
        let stack = try XCTUnwrap(document.view(id: "stack"))
        let portrait = IBTraits(horizontal: .compact, vertical: .regular)
        let landscape = IBTraits(horizontal: .regular, vertical: .compact)
        XCTAssertEqual(stack.stack(for: portrait)?.axis, "vertical")
        XCTAssertEqual(stack.stack(for: portrait)?.spacing, 10)
        XCTAssertEqual(stack.stack(for: landscape)?.axis, "horizontal")
        XCTAssertEqual(stack.stack(for: landscape)?.spacing, 4)
        let note = try XCTUnwrap(document.view(id: "note"))
        XCTAssertFalse(note.isHidden(for: portrait))
        XCTAssertTrue(note.isHidden(for: landscape))
    }

    /// On the document's iPhone in portrait (compact width, regular height) the stack is vertical
    /// with 10 points between its views.
    func testTheDevicesClassesDecideTheLayout() throws {
        let frames = try IBFixture.frames(Self.document, root: "root")
        XCTAssertEqual(frames["stack"], [0, 0, 50, 50])
        XCTAssertEqual(frames["b"], [0, 30, 50, 20])
    }
}
