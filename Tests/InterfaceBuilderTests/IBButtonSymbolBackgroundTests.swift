import InterfaceBuilder
import XCTest

/// Buttons whose background image is an SF Symbol: their frames against the rectangles their
/// constraints place.
final class IBButtonSymbolBackgroundTests: XCTestCase {
    /// A root view holding button `button` (`state`) in a 40-point square of constraints, 20
    /// points from the leading edge and 30 from the top, its frame `frame`, with `resources`.
    private func buttonDocument(state: String, frame: String, resources: String) -> String {
        IBFixture.xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="w"/>
                                <constraint firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                            \(state)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
                    </constraints>
                </view>
            """,
            extra: "<resources>\(resources)</resources>")
    }

    /// The laid-out frame of a button showing `state`, stored 38 points high one point below the
    /// rectangle its constraints place, with image `resources`.
    private func buttonFrame(state: String, resources: String) throws -> [Double]? {
        let text = buttonDocument(
            state: state, frame: #"<rect key="frame" x="20" y="31" width="40" height="38"/>"#, resources: resources)
        return try IBFixture.frames(text, root: "root")["button"]
    }

    private let symbolResource = #"<image name="magnifyingglass" catalog="system" width="128" height="115"/>"#

    /// A symbol background's glyph, drawn 38 points high, is the frame around the 40-point
    /// rectangle: a point shorter at the top and at the bottom.
    func testSymbolBackgroundFrameIsItsGlyph() throws {
        let state = #"<state key="normal" backgroundImage="magnifyingglass" catalog="system"/>"#
        XCTAssertEqual(try buttonFrame(state: state, resources: symbolResource), [20, 31, 40, 38])
    }

    /// Without an image resource of that name, the state's own catalog decides.
    func testStateCatalogMarksTheSymbolWithoutAResource() throws {
        let state = #"<state key="normal" backgroundImage="magnifyingglass" catalog="system"/>"#
        XCTAssertEqual(try buttonFrame(state: state, resources: ""), [20, 31, 40, 38])
    }

    /// A symbol as the button's foreground image leaves its alignment rectangle alone: the frame
    /// is the rectangle the constraints place, whatever the stored frame.
    func testSymbolForegroundImageKeepsTheConstrainedFrame() throws {
        let state = #"<state key="normal" image="magnifyingglass" catalog="system"/>"#
        XCTAssertEqual(try buttonFrame(state: state, resources: symbolResource), [20, 30, 40, 40])
    }

    /// A background image from the app's asset catalog is not a symbol: no outsets.
    func testAssetBackgroundKeepsTheConstrainedFrame() throws {
        let state = #"<state key="normal" backgroundImage="search"/>"#
        XCTAssertEqual(try buttonFrame(state: state, resources: #"<image name="search" width="40" height="40"/>"#), [20, 30, 40, 40])
    }
}
