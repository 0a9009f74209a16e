import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Hierarchies laid out on other devices and orientations than the document's own.
final class IBScreenTests: XCTestCase {
    /// A storyboard at retina4_7 portrait whose controller's root view (375 × 667) holds `subviews`.
    static func controller(_ subviews: String, constraints: String = "") -> String {
        IBFixture.storyboard(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="Main" id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
            \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    static let plus = IBLayoutTarget(device: Device.named("retina5_5")!, orientation: .portrait)

    private func frames(_ screen: IBScreen) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: screen.frames.map { ($0.id, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    func testAutoresizingViewsResizeWithTheirSuperview() throws {
        let document = try IBFixture.read(
            Self.controller(
                """
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="badge">
                    <rect key="frame" x="325" y="10" width="40" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="middle">
                    <rect key="frame" x="137.5" y="300" width="100" height="67"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="half">
                    <rect key="frame" x="0.0" y="600" width="187.5" height="67"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="fixed">
                    <rect key="frame" x="10" y="100" width="30" height="30"/>
                </view>
                """), file: "Resize.storyboard")
        let own = frames(try document.screen(forHierarchy: "root"))
        XCTAssertEqual(own["bar"], [0, 0, 375, 44])
        XCTAssertEqual(own["half"], [0, 600, 187.5, 67])
        let plus = try document.screen(forHierarchy: "root", on: Self.plus)
        XCTAssertFalse(plus.isDocumentDevice)
        XCTAssertEqual(plus.size, Size(width: 414, height: 736))
        let f = frames(plus)
        XCTAssertEqual(f["root"], [0, 0, 414, 736])
        XCTAssertEqual(f["bar"], [0, 0, 414, 44])
        XCTAssertEqual(f["badge"], [364, 10, 40, 20])
        // 334.5 points lie between two pixels of the Plus's 3x screen: the edges round to 1004 and 1205 pixels.
        XCTAssertEqual(f["middle"], [157, 1004.0 / 3, 100, 67])
        XCTAssertEqual(f["half"], [0, 669, 207, 67])
        XCTAssertEqual(f["fixed"], [10, 100, 30, 30])
    }

    func testSizeClassVariationsFollowTheTarget() throws {
        let document = try IBFixture.read(
            Self.controller(
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="60" width="375" height="10"/>
                </view>
                """,
                constraints: """
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="top">
                        <variation key="heightClass=compact" constant="8"/>
                    </constraint>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                    """), file: "Traits.storyboard")
        XCTAssertEqual(frames(try document.screen(forHierarchy: "root"))["box"], [0, 60, 375, 10])
        let landscape = IBLayoutTarget(device: Device.named("retina4_7")!, orientation: .landscape)
        XCTAssertEqual(landscape.traits, IBTraits(horizontal: .compact, vertical: .compact))
        let screen = try document.screen(forHierarchy: "root", on: landscape)
        XCTAssertEqual(screen.size, Size(width: 667, height: 375))
        // Phones hide the status bar in landscape: the safe area starts at the top.
        XCTAssertEqual(frames(screen)["box"], [0, 8, 667, 10])
    }

    func testMultiLineTextRewrapsAndSingleLineTextKeepsItsSize() throws {
        let text = "A sentence long enough to take two lines at this width and more when narrower."
        let document = try IBFixture.read(
            Self.controller(
                """
                <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="multi">
                    <rect key="frame" x="20" y="40" width="335" height="41"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="single">
                    <rect key="frame" x="20" y="100" width="335" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
                constraints: """
                    <constraint firstItem="multi" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                    <constraint firstItem="multi" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="multi" secondAttribute="trailing" constant="20" id="c3"/>
                    <constraint firstItem="single" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                    <constraint firstItem="single" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="single" secondAttribute="trailing" constant="20" id="c6"/>
                    """), file: "Text.storyboard")
        let own = try document.screen(forHierarchy: "root")
        XCTAssertEqual(own.rewrapped, [])
        XCTAssertEqual(frames(own)["multi"], [20, 40, 335, 41])
        let small = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: Device.named("retina3_5")!, orientation: .portrait))
        XCTAssertEqual(small.rewrapped, ["multi"])
        let f = frames(small)
        XCTAssertEqual(f["multi"]?[2], 280)
        XCTAssertGreaterThan(f["multi"]?[3] ?? 0, 41, "three lines at 280 points")
        XCTAssertEqual(f["single"], [20, 100, 280, 21])
        let wide = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: Device.named("retina4_7")!, orientation: .landscape))
        XCTAssertLessThan(frames(wide)["multi"]?[3] ?? 100, 41, "one line at 627 points")
    }

    func testUnsatisfiableConstraintsAreNamedAsTheOutlineNamesThem() throws {
        let document = try IBFixture.read(
            Self.controller(
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card" id="card">
                    <rect key="frame" x="0.0" y="20" width="375" height="500"/>
                </view>
                """,
                constraints: """
                    <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="card" firstAttribute="height" constant="500" id="c4"/>
                    <constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="card" secondAttribute="bottom" id="c5"/>
                    """), file: "Card.storyboard")
        XCTAssertEqual(try document.screen(forHierarchy: "root").unsatisfiable, [])
        let landscape = try document.screen(forHierarchy: "root", on: IBLayoutTarget(device: Device.named("retina4_7")!, orientation: .landscape))
        XCTAssertEqual(landscape.unsatisfiable.count, 1)
        let names = landscape.unsatisfiable.first?.conflict.compactMap { c in c.id.map { "\($0) \(c.name)" } } ?? []
        XCTAssertTrue(names.contains("c4 Card.height = 500"), "\(names)")
        XCTAssertTrue(names.contains("c5 Safe Area.bottom ≥ Card.bottom"), "\(names)")
    }
}
