import AutoLayout
import InterfaceBuilder
import XCTest

/// A document that names no device: the any-width, any-height canvas, where only variations keyed
/// to neither size class apply.
final class IBUnspecifiedSizeClassTests: XCTestCase {
    static let unspecified = IBTraits(horizontal: .unspecified, vertical: .unspecified)

    /// Only `default` matches the unspecified pair.
    func testOnlyTheDefaultKeyMatchesUnspecifiedClasses() throws {
        for text in ["widthClass=compact", "heightClass=regular", "heightClass=compact-widthClass=regular"] {
            XCTAssertFalse(try XCTUnwrap(IBVariationKey(parsing: text)).matches(Self.unspecified), text)
        }
        XCTAssertTrue(IBVariationKey.any.matches(Self.unspecified))
    }

    /// A 600-point root whose box is pinned 20 points from its leading edge (10 in compact width)
    /// and 40 points high (30 in compact width), with a view installed only in compact width: with
    /// no device the box keeps the base constants and the compact-only view is not laid out; on an
    /// iPhone the compact variations apply.
    func testNoDeviceLaysOutTheBaseConstraintsAndViews() throws {
        let objects = """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wide"/>
                                <constraint firstAttribute="height" constant="40" id="high">
                                    <variation key="widthClass=compact" constant="30"/>
                                </constraint>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="extra">
                            <rect key="frame" x="0.0" y="100" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead">
                            <variation key="widthClass=compact" constant="10"/>
                        </constraint>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="extra"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="subviews">
                            <include reference="extra"/>
                        </mask>
                    </variation>
                </view>
            """
        let noDevice = try IBFixture.frames(IBFixture.xib(objects, device: ""), root: "root")
        XCTAssertEqual(noDevice["box"], [20, 0, 100, 40])
        XCTAssertNil(noDevice["extra"])
        let phone = try IBFixture.read(IBFixture.xib(objects)).scene(forHierarchy: "root")
        XCTAssertTrue(phone.scene.viewNames.contains { phone.documentIDs[$0] == "extra" })
    }
}
