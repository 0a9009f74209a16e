import AutoLayout
import Rigging
import XCTest

/// `show(_:animated:)` and `hide(_:)` of an expanded split view: the closest display mode in the
/// split behaviour in effect where the column is shown or hidden, as Apple documents, held until
/// the preferred mode is set or the window changes size; preferred column widths in points.
final class SplitViewControllerColumnsTests: XCTestCase {
    private func showSplit(
        _ style: SplitViewController.Style = .doubleColumn, orientation: Device.Orientation = .landscape,
        configure: (SplitViewController) -> Void = { _ in }
    ) throws -> (Window, SplitViewController, primary: ViewController, supplementary: ViewController, secondary: ViewController) {
        let window = Window(screen: Screen(device: try Device.lookup("ipad11"), orientation: orientation))
        let split = SplitViewController(name: "split")
        split.style = style
        let primary = ViewController(name: "primary")
        let supplementary = ViewController(name: "supplementary")
        let secondary = ViewController(name: "secondary")
        split.setViewController(primary, for: .primary)
        if style == .tripleColumn { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(secondary, for: .secondary)
        configure(split)
        window.rootViewController = split
        window.layoutIfNeeded()
        return (window, split, primary, supplementary, secondary)
    }

    func testHidingThePrimaryOfATiledSplitShowsTheSecondaryOnlyAndShowingBringsItBack() throws {
        let (window, split, primary, _, secondary) = try showSplit()
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        split.hide(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(split.preferredDisplayMode, .automatic, "the preferred mode keeps its value")
        XCTAssertNil(primary.viewIfLoaded?.superview)
        XCTAssertEqual(secondary.view.frame, Rect(x: 0, y: 0, width: 1194, height: 834))
        split.show(.primary, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneBesideSecondary, "tiled in a landscape window")
        XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(secondary.view.frame, Rect(x: 320, y: 0, width: 874, height: 834))
    }

    func testShowingThePrimaryInPortraitOverlaysItAndShowingTheSecondaryDismissesIt() throws {
        let (window, split, primary, _, secondary) = try showSplit(orientation: .portrait)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        split.show(.primary, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(split.splitBehavior, .overlay)
        XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 320, height: 1194))
        XCTAssertEqual(secondary.view.frame, Rect(x: 0, y: 0, width: 834, height: 1194), "under the primary")
        XCTAssertTrue(split.view.subviews.last === primary.view, "the primary in front")
        split.show(.secondary, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(primary.viewIfLoaded?.superview)
    }

    func testTheShownModeHoldsUntilTheWindowChangesSizeOrThePreferredModeIsSet() throws {
        let (window, split, primary, _, _) = try showSplit(orientation: .portrait)
        split.show(.primary, animated: true)
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary, "the preferred .automatic, for the new shape")
        try window.rotate(to: .portrait, animated: false)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(primary.viewIfLoaded?.superview)
        split.show(.primary, animated: true)
        split.preferredDisplayMode = .secondaryOnly
        XCTAssertEqual(split.displayMode, .secondaryOnly)
    }

    func testTripleColumnHidingThePrimaryLeavesTheSupplementaryAndShowingItBringsBothSidebars() throws {
        let (window, split, primary, supplementary, secondary) = try showSplit(.tripleColumn) { $0.preferredDisplayMode = .twoBesideSecondary }
        XCTAssertEqual(secondary.view.frame, Rect(x: 640, y: 0, width: 554, height: 834))
        split.hide(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertNil(primary.viewIfLoaded?.superview)
        XCTAssertEqual(supplementary.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(secondary.view.frame, Rect(x: 320, y: 0, width: 874, height: 834))
        split.hide(.primary)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary, "hiding a hidden column changes nothing")
        split.hide(.supplementary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(secondary.view.frame, Rect(x: 0, y: 0, width: 1194, height: 834))
        split.show(.supplementary, animated: true)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        split.show(.primary, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        split.show(.supplementary, animated: true)
        XCTAssertEqual(split.displayMode, .twoBesideSecondary, "the supplementary already shows")
        split.hide(.secondary)
        XCTAssertEqual(split.displayMode, .twoBesideSecondary, "the secondary cannot be hidden")
    }

    func testShowingTheSecondaryOfADisplacingSplitShowsItAlone() throws {
        let (window, split, primary, _, secondary) = try showSplit(.tripleColumn) {
            $0.preferredSplitBehavior = .displace
            $0.preferredDisplayMode = .twoDisplaceSecondary
        }
        XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 320, height: 834))
        XCTAssertEqual(secondary.view.frame, Rect(x: 640, y: 0, width: 874, height: 834), "partly off the trailing edge")
        split.show(.secondary, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly, "Apple's example")
        XCTAssertEqual(secondary.view.frame, Rect(x: 0, y: 0, width: 1194, height: 834))
        split.show(.primary, animated: true)
        XCTAssertEqual(split.displayMode, .twoDisplaceSecondary, "the displacing behaviour's two-sidebar mode")
    }

    func testHidingAndShowingChangeNothingWhileCollapsed() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
        let split = SplitViewController(name: "split")
        let primary = ViewController(name: "primary")
        let secondary = ViewController(name: "secondary")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        window.rootViewController = split
        window.layoutIfNeeded()
        let stack = try XCTUnwrap(split.collapsedNavigationController)
        XCTAssertTrue(stack.topViewController === secondary)
        split.hide(.primary)
        XCTAssertTrue(stack.topViewController === secondary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
    }

    func testAPreferredWidthInPointsTakesPrecedenceOverTheFractionWithinTheBounds() throws {
        let (window, split, primary, _, secondary) = try showSplit { $0.preferredPrimaryColumnWidthFraction = 0.25 }
        XCTAssertEqual(split.primaryColumnWidth, 298.5)
        split.preferredPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 400, "Apple: the width takes precedence over the fraction")
        XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 400, height: 834))
        XCTAssertEqual(secondary.view.frame, Rect(x: 400, y: 0, width: 794, height: 834))
        split.maximumPrimaryColumnWidth = 360
        XCTAssertEqual(split.primaryColumnWidth, 360)
        split.maximumPrimaryColumnWidth = .infinity
        split.minimumPrimaryColumnWidth = 380
        split.preferredPrimaryColumnWidth = nil
        XCTAssertEqual(split.primaryColumnWidth, 380, "the fraction again, raised to the minimum")
    }

    func testAPreferredSupplementaryWidthInPoints() throws {
        let (window, split, _, supplementary, secondary) = try showSplit(.tripleColumn) {
            $0.preferredDisplayMode = .twoBesideSecondary
            $0.preferredSupplementaryColumnWidthFraction = 0.5
            $0.preferredSupplementaryColumnWidth = 300
        }
        window.layoutIfNeeded()
        XCTAssertEqual(split.supplementaryColumnWidth, 300)
        XCTAssertEqual(supplementary.view.frame, Rect(x: 320, y: 0, width: 300, height: 834))
        XCTAssertEqual(secondary.view.frame, Rect(x: 620, y: 0, width: 574, height: 834))
    }
}
