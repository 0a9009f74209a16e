import InterfaceBuilder
import XCTest

/// A table cell's content view stored at its cell's width but another height (Xcode 6 left a
/// content view at 320 × 43 in a taller cell) fills the cell, as UIKit lays a cell's content
/// view out to the cell's bounds.
final class IBStaleContentHeightTests: XCTestCase {
    /// A XIB saved by Xcode 6 (`toolsVersion` 6254, no device) whose cell `row` is 320 × 80 and
    /// whose content view `content` is stored `contentHeight` high, holding a 16-point view
    /// `button` pinned 10.5 points above the content view's bottom.
    private func frames(contentHeight: String) throws -> [String: [Double]] {
        let cell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="80" id="row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(contentHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="54" y="53" width="16" height="16"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="16" id="w"/>
                                <constraint firstAttribute="height" constant="16" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="54" id="l"/>
                        <constraint firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="10.5" id="b"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let text = IBFixture.xib(cell, device: "")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="6254""#)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        return try IBFixture.frames(text, root: "row")
    }

    /// Stored 43 points high in an 80-point cell, the content view is 79.5 high (the cell less
    /// the hairline separator): the button ends 10.5 points above it, at 69.
    func testContentViewStoredShorterThanItsCellFillsIt() throws {
        let frames = try frames(contentHeight: "43")
        XCTAssertEqual(frames["content"], [0, 0, 320, 79.5])
        XCTAssertEqual(frames["button"], [54, 53, 16, 16])
    }

    /// Stored within a point of its cell's height, the content view keeps its stored frame: the
    /// difference is the separator.
    func testContentViewStoredAtItsCellsHeightKeepsIt() throws {
        let frames = try frames(contentHeight: "79")
        XCTAssertEqual(frames["content"], [0, 0, 320, 79])
        XCTAssertEqual(frames["button"], [54, 52.5, 16, 16])
    }
}
