import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A converted scene keeps each view's alignment outsets as its `alignmentRectInsets`, so its
/// JSON loads back to the frames the document's screen gives.
final class IBConvertedAlignmentTests: XCTestCase {
    /// A 375 × 250 root holding a slider `level` (20 points from each side, 20 from the top), a
    /// switch `toggle` (20 from the leading edge, 70 from the top) and an SF Symbol image view
    /// `icon` (a 60-point square its superview's constraints hold, 20 from the leading edge and
    /// 130 from the top, whose glyph Xcode drew 57.5 points high), saved by Xcode 14.
    private let document = IBFixture.xib(
        """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="250"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                        <rect key="frame" x="18" y="20" width="339" height="31"/>
                    </slider>
                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="20" y="70" width="51" height="31"/>
                    </switch>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="20" y="131" width="60" height="57.5"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="20" id="l2"/>
                    <constraint firstItem="level" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="l3"/>
                    <constraint firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                    <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="70" id="t2"/>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="i1"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="130" id="i2"/>
                    <constraint firstItem="icon" firstAttribute="width" constant="60" id="i3"/>
                    <constraint firstItem="icon" firstAttribute="height" constant="60" id="i4"/>
                </constraints>
            </view>
        """,
        extra: #"<resources><image name="photo" catalog="system" width="128" height="93"/></resources>"#)

    /// The converted scene's JSON, loaded and laid out, by document id (`v_` and the id).
    private func convertedFrames(on target: IBLayoutTarget?) throws -> (scene: Scene, frames: [String: Rect]) {
        let scene = try IBFixture.read(document).convertedScene(forHierarchy: "root", on: target)
        let loaded = try Scene.load(text: try scene.jsonText(), file: "converted.json")
        let frames = try ViewTreeBackend(PreparedScene(loaded, file: "converted.json")).layout()
        return (loaded, Dictionary(uniqueKeysWithValues: zip(loaded.viewNames, frames)))
    }

    func testTheConvertedSceneLoadsBackToTheScreensFrames() throws {
        let phone = try XCTUnwrap(Device.named("retina4_0"))
        for target: IBLayoutTarget? in [nil, IBLayoutTarget(device: phone, orientation: .portrait)] {
            let screen = try IBFixture.read(document).screen(forHierarchy: "root", on: target)
            let (_, frames) = try convertedFrames(on: target)
            XCTAssertEqual(screen.frames.count, 4)
            for (id, frame) in screen.frames { XCTAssertEqual(frames["v_" + id], frame, "\(id) on \(target?.device.id ?? "own device")") }
        }
    }

    /// The frames are the stored ones at the document's own device, each view keeping its
    /// outsets: the slider's 2 points at the sides and 1 below, the switch's 2 on the right, the
    /// symbol's glyph centred on its 60-point line.
    func testTheViewsKeepTheirOutsets() throws {
        let (scene, frames) = try convertedFrames(on: nil)
        XCTAssertEqual(frames["v_level"], Rect(x: 18, y: 20, width: 339, height: 31))
        XCTAssertEqual(frames["v_toggle"], Rect(x: 20, y: 70, width: 51, height: 31))
        XCTAssertEqual(frames["v_icon"], Rect(x: 20, y: 131, width: 60, height: 57.5))
        let insets = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0.alignmentRectInsets) })
        XCTAssertEqual(insets["v_level"], EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        XCTAssertEqual(insets["v_toggle"], EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        XCTAssertEqual(insets["v_icon"], EdgeInsets(top: -1, left: 0, bottom: -1.5, right: 0))
    }
}
