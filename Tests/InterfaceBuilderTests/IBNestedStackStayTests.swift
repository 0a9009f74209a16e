import InterfaceBuilder
import Rigging
import XCTest

/// An arranged stack of an alignment other than fill whose own arranged views nothing sizes:
/// Xcode's canvas keeps the stored size of both across, where UIKit's `UISV-spanning-fit` (51)
/// fits the inner stack to its views and the suppression makes them 0 (Docs/interface-builder.md).
final class IBNestedStackStayTests: XCTestCase {
    /// A vertical stack `outer`, centred, pinned to the top and sides of the 375-point root,
    /// arranging a vertical stack `inner`, centred, 30 points high and stored 275 wide, that
    /// arranges an empty horizontal stack `tags` stored at its size.
    private let document: String = {
        let tags = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="tags">
                <rect key="frame" x="0.0" y="0.0" width="275" height="30"/>
            </stackView>
            """
        return IBFixture.rootView(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="50" y="0.0" width="275" height="30"/>
                            <subviews>\(tags)</subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="inner-h"/>
                            </constraints>
                        </stackView>
                    </subviews>
                </stackView>
                """,
            constraints: IBFixture.pinsToTopAndSides("outer"))
    }()

    /// At the document's own device both stacks keep their stored 275-point width, centred (frames
    /// in the root's coordinates).
    func testTheCanvasKeepsBothStacksStoredWidth() throws {
        let frames = try IBFixture.frames(document, root: "root")
        XCTAssertEqual(frames["inner"], [50, 0, 275, 30])
        XCTAssertEqual(frames["tags"], [50, 0, 275, 30])
    }

    /// Laid out on another device, UIKit fits both to nothing: 0 wide, at the centre.
    func testOnADeviceUIKitFitsThemToZero() throws {
        let device = try XCTUnwrap(Device.named("retina4_7"))
        let screen = try IBFixture.read(document).screen(forHierarchy: "root", on: IBLayoutTarget(device: device, orientation: .portrait))
        let inner = try XCTUnwrap(screen.frames.first { $0.id == "inner" }?.frame)
        XCTAssertEqual([inner.x, inner.width], [187.5, 0])
    }
}
