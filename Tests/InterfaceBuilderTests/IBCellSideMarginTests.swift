import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Table cells' side margins: 15 points where the canvas of Xcode 9.3 to 12.0 simulates iOS 12's
/// cells, 16 elsewhere (on a cell 375 points wide or narrower), and an inset-grouped table's
/// width deciding for its cells.
final class IBCellSideMarginTests: XCTestCase {
    /// A 375-point table cell `row` whose content view holds a view `box` pinned to its four
    /// margins.
    private let cell = IBFixture.marginCell(width: 375)

    /// The table holding `cell`, with id `table`, `attributes` and a stored frame `frame`.
    private func table(attributes: String, frame: String) -> String {
        """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \(attributes) id="table">
            \(frame)
            <prototypes>
        \(cell)
            </prototypes>
        </tableView>
        """
    }

    /// A storyboard saved by `tools` on an iPhone 8 whose controller's table view is a subview of
    /// its root view or is its root view (`tableIsRoot`).
    private func storyboard(tools: String, tableIsRoot: Bool) -> String {
        let body: String
        if tableIsRoot {
            body = """
                <tableViewController id="list">
                    \(table(attributes: #"key="view""#, frame: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#))
                </tableViewController>
                """
        } else {
            body = """
                <viewController id="list">
                    <view key="view" contentMode="scaleToFill" id="list-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(table(attributes: #"translatesAutoresizingMaskIntoConstraints="NO""#, frame: #"<rect key="frame" x="0.0" y="20" width="375" height="647"/>"#))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="list-safe"/>
                    </view>
                </viewController>
                """
        }
        return IBFixture.storyboard(#"<scene sceneID="list-scene"><objects>"# + body + "</objects></scene>")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
    }

    /// Xcode 9 and 10 give the cells of a table inside a controller's root view iOS 12's 15-point
    /// side margins; the cells of a table that is the controller's root view have the
    /// controller's 16, and from Xcode 11 (iOS 13) every cell has 16.
    func testCellsOfATableInsideTheRootHave15PointMarginsInXcode9And10() throws {
        let cases: [(tools: String, tableIsRoot: Bool, margin: Double)] = [
            ("14460", false, 15), ("13771", false, 15), ("14460", true, 16), ("15702", false, 16), ("12121", false, 8),
        ]
        for (tools, tableIsRoot, margin) in cases {
            let vertical = margin == 8 ? 8.0 : 11
            let frames = try IBFixture.frames(storyboard(tools: tools, tableIsRoot: tableIsRoot), root: "row", file: "Test.storyboard")
            XCTAssertEqual(frames["box"], [margin, vertical, 375 - 2 * margin, 43.5 - 2 * vertical], "\(tools) \(tableIsRoot)")
        }
        // The canvas's iOS 12 margins hold at the document's own device only.
        let document = try IBFixture.read(storyboard(tools: "14460", tableIsRoot: false), file: "Test.storyboard")
        let device = try XCTUnwrap(Device.named("retina4_0"))
        let screen = try document.screen(forHierarchy: "row", on: IBLayoutTarget(device: device, orientation: .portrait))
        XCTAssertEqual(screen.frames.first { $0.id == "box" }?.frame, Rect(x: 16, y: 11, width: 343, height: 21.5))
    }

    /// Xcode 11 and 12.0 give a cell at the top level of a XIB 15-point side margins on a device
    /// narrower than 414 points, with or without safe-area layout guides and whatever the cell's
    /// width; on a wider device the cell's width decides (16 up to 375 points, 20 above), and
    /// from a later Xcode the narrower of the cell's width and the screen's
    /// (`IBTopLevelCellCanvasWidthTests`).
    func testTopLevelXibCellOnANarrowDeviceHas15PointMarginsInXcode11() throws {
        let cases: [(tools: String, device: String, safeAreas: Bool, width: Int, margin: Double)] = [
            ("16096", "retina4_7", false, 375, 15), ("14868", "retina4_7", false, 375, 15), ("16096", "retina4_7", true, 375, 15),
            ("16097.3", "retina4_7", true, 416, 15), ("14868", "retina4_7", false, 387, 15), ("16096", "retina6_1", true, 320, 16),
            ("16096", "retina6_1", false, 380, 20), ("17506", "retina4_7", false, 375, 16), ("17506", "retina4_7", false, 416, 16),
            ("17506", "retina6_1", false, 416, 20), ("14460", "retina4_7", false, 375, 16),
        ]
        for (tools, device, safeAreas, width, margin) in cases {
            var text = IBFixture.xib(
                IBFixture.marginCell(width: width), device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
            )
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            if !safeAreas { text = text.replacingOccurrences(of: #" useSafeAreas="YES""#, with: "") }
            XCTAssertEqual(
                try IBFixture.frames(text, root: "row")["box"], [margin, 11, Double(width) - 2 * margin, 21.5], "\(tools) \(device) \(width)")
        }
    }

    /// An inset-grouped table's cells take the side margins of the table's width: 20 points in
    /// a 374-point cell of a 414-point table, 16 in a 343-point cell of a 375-point table.
    func testInsetGroupedCellsTakeTheMarginsOfTheTablesWidth() throws {
        for (tableWidth, cellWidth, margin) in [(414, 374, 20.0), (375, 343, 16)] {
            let text = IBFixture.storyboard(
                IBFixture.tableControllerScene(
                    IBFixture.marginCell(width: cellWidth), style: "insetGrouped", width: tableWidth, height: 600, sectionHeight: 18))
            let frames = try IBFixture.frames(text, root: "row", file: "Test.storyboard")
            XCTAssertEqual(frames["box"], [margin, 11, Double(cellWidth) - 2 * margin, 21.5], "\(tableWidth)")
        }
    }
}
