import Rigging
import RiggingUIKit
import Testing

/// `UISplitViewController`'s `show(_:)` and `hide(_:)` of an expanded split and its preferred
/// column widths in points, on an iPad in both orientations.
@MainActor
@Suite struct SplitColumnsTests {
    func shown(
        _ style: UISplitViewController.Style, on orientation: Device.Orientation = .landscape
    ) throws -> (UIWindow, UISplitViewController, UIViewController, UIViewController, UIViewController) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: orientation))
        let split = UISplitViewController(style: style)
        let sidebar = UIViewController()
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        if style == .tripleColumn { split.setViewController(list, for: .supplementary) }
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        return (window, split, sidebar, list, detail)
    }

    /// Docs/uikit.md, "Screens": hiding and showing the primary column.
    @Test func docsSplitColumns() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredPrimaryColumnWidth = 400
        window.rootViewController = split
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.makeKeyAndVisible()
        #expect(split.primaryColumnWidth == 400)
        #expect(detail.navigationController?.view.frame == CGRect(x: 400, y: 0, width: 794, height: 834))
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(detail.navigationController?.view.frame == CGRect(x: 400, y: 0, width: 794, height: 834))
    }

    @Test func showingThePrimaryInPortraitOverlaysTheSecondary() throws {
        let (window, split, list, _, detail) = try shown(.doubleColumn, on: .portrait)
        defer { withExtendedLifetime(window) {} }
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        split.show(.secondary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.viewIfLoaded?.superview == nil)
    }

    @Test func tripleColumnHideAndShow() throws {
        let (window, split, sidebar, list, detail) = try shown(.tripleColumn)
        defer { withExtendedLifetime(window) {} }
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(sidebar.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(list.view.convert(list.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(detail.view.convert(detail.view.bounds, to: nil) == CGRect(x: 640, y: 0, width: 554, height: 834))
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        split.hide(.supplementary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
    }

    @Test func preferredWidthsInPointsAndAutomaticDimension() throws {
        let (window, split, _, list, detail) = try shown(.tripleColumn)
        defer { withExtendedLifetime(window) {} }
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        split.preferredSupplementaryColumnWidthFraction = 0.5
        split.preferredSupplementaryColumnWidth = 280
        window.layoutIfNeeded()
        #expect(split.supplementaryColumnWidth == 280)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 280, height: 834))
        #expect(detail.view.convert(detail.view.bounds, to: nil) == CGRect(x: 280, y: 0, width: 914, height: 834))
        split.preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
        window.layoutIfNeeded()
        #expect(split.supplementaryColumnWidth == 597, "the fraction again")
    }

    @Test func eachColumnsControllerIsShownInANavigationControllerMadeForIt() throws {
        let (window, split, sidebar, _, detail) = try shown(.doubleColumn)
        defer { withExtendedLifetime(window) {} }
        #expect(split.viewController(for: .primary) === sidebar, "the controller set, not the one made")
        let navigation = try #require(detail.navigationController)
        #expect(navigation.parent === split)
        #expect(sidebar.navigationController !== navigation, "one per column")
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 874, height: 50))
        #expect(detail.view.safeAreaInsets.top == 74, "the status bar's 24 and the column's bar's 50")
        let next = UIViewController()
        split.setViewController(next, for: .secondary)
        window.layoutIfNeeded()
        #expect(next.navigationController === navigation, "pushed onto the secondary's made navigation controller")
        #expect(navigation.viewControllers.count == 2)
        #expect(split.viewController(for: .secondary) === next)
        split.setViewController(nil, for: .secondary)
        let replacing = UIViewController()
        split.setViewController(replacing, for: .secondary)
        #expect(replacing.navigationController !== navigation, "set after nil: a new navigation controller")
        let own = UINavigationController(rootViewController: UIViewController())
        split.setViewController(own, for: .primary)
        #expect(split.viewController(for: .primary) === own, "a navigation controller is shown as it is")
        #expect(own.parent === split)
    }
}
