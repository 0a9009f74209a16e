import AutoLayout
import Rigging
import XCTest

/// The column-style split view controller: columns by display mode and width, collapsed in
/// compact width to the secondary (or the column chosen), relaid out by rotations and split
/// changes.
final class SplitViewControllerTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    final class Probe: ViewController {
        let log: Log
        init(name: String, log: Log) {
            self.log = log
            super.init(name: name)
        }
        override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
        override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
    }

    private func showSplit(
        on device: String, orientation: Device.Orientation, split width: Device.SplitWidth = .fullScreen
    ) throws -> (Window, SplitViewController, Probe, Probe, Log) {
        let log = Log()
        let window = Window(screen: Screen(device: try Device.lookup(device), orientation: orientation), split: width)
        let split = SplitViewController(name: "split")
        let list = Probe(name: "list", log: log)
        let detail = Probe(name: "detail", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        window.layoutIfNeeded()
        return (window, split, list, detail, log)
    }

    /// `SplitViewController`'s doc comment example, run as written.
    func testDocExample() throws {
        let (window, split, list, detail, _) = try showSplit(on: "ipad11", orientation: .landscape)
        XCTAssertTrue(window.view.subviews.first === split.view)
        XCTAssertEqual(list.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(detail.view.frame, Rect(x: 320, y: 0, width: 874, height: 834))
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(list.parent === split)
        XCTAssertEqual(detail.view.safeAreaInsets, EdgeInsets(top: 24, bottom: 20), "the window's safe area")
    }

    func testPortraitShowsTheSecondaryOnlyAndRotationBringsThePrimaryBack() throws {
        let (window, split, list, detail, log) = try showSplit(on: "ipad11", orientation: .portrait)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(list.view.superview)
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 834, height: 1194))
        XCTAssertEqual(log.entries, ["detail didAppear"])
        try window.rotate(to: .landscape)
        XCTAssertEqual(list.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(detail.view.frame, Rect(x: 320, y: 0, width: 874, height: 834))
        XCTAssertEqual(detail.view.presentationFrame.minX, 0, "the columns move within the rotation")
        try window.runLoop.run(until: window.rotationDuration)
        XCTAssertEqual(detail.view.presentationFrame, Rect(x: 320, y: 0, width: 874, height: 834))
        XCTAssertEqual(log.entries, ["detail didAppear", "list didAppear"])
    }

    func testPreferredModeAndWidthFraction() throws {
        let (window, split, list, detail, _) = try showSplit(on: "ipad11", orientation: .landscape)
        split.preferredPrimaryColumnWidthFraction = 0.4
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 1194 * 0.4, accuracy: 1e-9)
        XCTAssertEqual(list.view.frame.width, 477.5, "on the 2x pixel grid")
        split.maximumPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        XCTAssertEqual(list.view.frame.width, 400)
        XCTAssertEqual(detail.view.frame, Rect(x: 400, y: 0, width: 794, height: 834))
        split.preferredDisplayMode = .oneOverSecondary
        window.layoutIfNeeded()
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 1194, height: 834))
        XCTAssertEqual(list.view.frame, Rect(x: 0, y: 0, width: 400, height: 834))
        XCTAssertTrue(split.view.subviews.last === list.view, "the primary lies over the secondary")
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        XCTAssertNil(list.view.superview)
    }

    func testCompactWidthCollapsesToTheSecondaryOrTheChosenColumn() throws {
        let (phone, split, list, detail, _) = try showSplit(on: "iPhone 15", orientation: .portrait)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue(split.window === phone)
        XCTAssertEqual(split.shownCollapsedColumn, .secondary, "UIKit's proposal: the secondary on top")
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertNil(list.viewIfLoaded?.superview)
        let (window, pad, padList, padDetail, _) = try showSplit(on: "ipad11", orientation: .landscape)
        var proposals: [SplitViewController.Column] = []
        pad.topColumnForCollapsing = { proposed in
            proposals.append(proposed)
            return .primary
        }
        try window.resize(to: .oneThird, animated: false)
        XCTAssertTrue(pad.isCollapsed)
        XCTAssertEqual(proposals, [.secondary])
        XCTAssertEqual(pad.displayMode, .secondaryOnly)
        XCTAssertEqual(padList.view.frame.width, window.view.bounds.width)
        XCTAssertNil(padDetail.view.superview)
        try window.resize(to: .fullScreen, animated: false)
        XCTAssertFalse(pad.isCollapsed)
        XCTAssertNil(pad.shownCollapsedColumn)
        XCTAssertEqual(padDetail.view.frame.minX, 320)
    }
}
