import InterfaceBuilder
import XCTest

/// Frames of documents saved by every Xcode version land on the device's pixel grid the same way:
/// each edge rounds to the nearest pixel, halves away from zero.
final class IBPixelRoundingTests: XCTestCase {
    /// A 20 × 20 box centred in a 320.5 × 43.5 root (exactly at x 150.25, y 11.75), in a document
    /// saved by `toolsVersion` that names no device (rounded at 2x).
    private func centredBox(toolsVersion: String) -> String {
        IBFixture.xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320.5" height="43.5"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="150.5" y="12" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="box-w"/>
                                <constraint firstAttribute="height" constant="20" id="box-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="box-x"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="box-y"/>
                    </constraints>
                </view>
            """, device: ""
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(toolsVersion)""#)
    }

    func testOlderDocumentsRoundCentredViewsToTheNearestPixel() throws {
        // Xcode 7's (10116), Xcode 9's (13771) and a current version's documents alike: 150.25
        // becomes 150.5 and 11.75 becomes 12 at 2x, neither floored nor rounded at 1x.
        for version in ["10116", "13771", "21701"] {
            let frames = try IBFixture.frames(centredBox(toolsVersion: version), root: "root")
            XCTAssertEqual(frames["box"], [150.5, 12, 20, 20], "toolsVersion \(version)")
        }
    }
}
