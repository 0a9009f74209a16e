import XCTest

/// A stack view at the top level of a XIB arranges its views, as Xcode lays it out (a rule of
/// Docs/interface-builder.md).
final class IBRootStackTests: XCTestCase {
    /// A horizontal fill-equally XIB stack 375 × 70 arranges three plain views 125 points wide
    /// each, side by side, and keeps its own stored size.
    func testATopLevelStackArrangesItsViews() throws {
        func box(_ id: String, x: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="125" height="70"/>
            </view>
            """
        }
        let document = IBFixture.xib(
            """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                <subviews>
                    \(box("a", x: 0))
                    \(box("b", x: 125))
                    \(box("c", x: 250))
                </subviews>
            </stackView>
            """)
        let frames = try IBFixture.frames(document, root: "stack")
        XCTAssertEqual(frames["stack"], [0, 0, 375, 70])
        XCTAssertEqual(frames["a"], [0, 0, 125, 70])
        XCTAssertEqual(frames["b"], [125, 0, 125, 70])
        XCTAssertEqual(frames["c"], [250, 0, 125, 70])
    }

    /// The root stack's scene keeps the document ids of the stack and its views, the stack first,
    /// and no other: the host the scene lays the stack in has no id.
    func testTheRootStackIsTheHierarchysFirstDocumentView() throws {
        let document = IBFixture.xib(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="top-h"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                        <rect key="frame" x="0.0" y="30" width="200" height="20"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let mapped = try IBFixture.read(document).scene(forHierarchy: "stack")
        let ids = mapped.scene.viewNames.compactMap { mapped.documentIDs[$0] }
        XCTAssertEqual(ids, ["stack", "top", "bottom"])
        let frames = try IBFixture.frames(document, root: "stack")
        XCTAssertEqual(frames["top"], [0, 0, 200, 20])
        XCTAssertEqual(frames["bottom"], [0, 30, 200, 20])
    }
}
