import Rigging
import RiggingUIKit
import Testing

/// `BarItemPopover` (Layouts/): a popover anchored to a bar button item points at the item's
/// place in its bar (`barButtonItem`, as Apple documents), below it with the arrow up, kept
/// within the 10-point popover margins; `passthroughViews` is kept. A page sheet on a Pro Max in
/// landscape (regular width, compact height) fills the window, as UIKit shows sheets in compact
/// height.
@MainActor
@Suite struct BarItemPopoverTests {
    @Test func aPopoverPointsAtItsBarButtonItem() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11"))
        let app = BarItemPopover()
        window.rootViewController = app.navigation
        window.makeKeyAndVisible()
        let bar = app.navigation.navigationBar
        let item = bar.convert(app.filter.layoutFrame, to: window)
        #expect(item.width > 0 && item.maxX == 814, "the item ends at the bar's 20-point margin")
        let menu = app.showFilters()
        window.layoutIfNeeded()
        let popover = try #require(menu.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        #expect(popover.barButtonItem === app.filter)
        #expect(popover.passthroughViews?.first === app.searchField)
        #expect(menu.view.frame.minY == item.maxY + 13, "below the item, the arrow's height away")
        #expect(menu.view.frame.size == CGSize(width: 300, height: 200))
        #expect(menu.view.frame.maxX == 824, "centred on the item as far as the 10-point margin allows")
    }

    @Test func aPageSheetFillsAProMaxInLandscape() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15 Pro Max", orientation: .landscape))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.verticalSizeClass == .compact)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        home.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.view.frame == window.bounds)
        #expect(window.bounds.size == CGSize(width: 932, height: 430))
    }
}
