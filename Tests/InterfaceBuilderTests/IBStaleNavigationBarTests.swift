import InterfaceBuilder
import XCTest

/// A navigation bar stored at another width than the document's controllers' roots was laid
/// out on an earlier canvas: where it lies tells nothing of the status bar the document's canvas
/// draws, and the version's own canvas holds.
final class IBStaleNavigationBarTests: XCTestCase {
    /// A storyboard saved by Xcode 12.4 (build 17506) without a device or size classes, whose
    /// controllers' roots are 414 × 896: navigation controller `nav` with its bar stored 20 points
    /// down `barWidth` points wide, and its root `list` holding a box pinned to its safe area's top.
    private func storyboard(barWidth: Int) -> String {
        let box = IBFixture.box("box", y: 0, width: 100, height: 50, fixedWidth: true)
        let content = """
            <subviews>\(box)</subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="list-safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="list-view" secondAttribute="leading" id="c2"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="c3"/>
            </constraints>
            """
        return IBFixture.storyboard(
            IBFixture.navigationScene(root: "list", barFrame: #"x="0.0" y="20" width="\#(barWidth)" height="44""#)
                + IBFixture.controllerScene("list", width: 414, height: 896, content: content),
            device: ""
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="17506""#)
        .replacingOccurrences(of: #" useTraitCollections="YES""#, with: "")
    }

    private func boxTop(barWidth: Int) throws -> Double? {
        try IBFixture.frames(storyboard(barWidth: barWidth), root: "list-view", file: "Main.storyboard")["box"]?[1]
    }

    /// A 375-point bar among 414-point roots: Xcode 12's canvas draws no status bar, so the safe
    /// area starts below the navigation bar alone.
    func testBarOfAnotherWidthDoesNotTell() throws {
        XCTAssertEqual(try boxTop(barWidth: 375), 44)
    }

    /// A bar as wide as the roots was laid out on this canvas: 20 points down, it shows the
    /// canvas drew a status bar above it.
    func testBarOfTheRootsWidthTells() throws {
        XCTAssertEqual(try boxTop(barWidth: 414), 64)
    }
}
