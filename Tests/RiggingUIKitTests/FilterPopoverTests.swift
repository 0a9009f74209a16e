import RiggingUIKit
import Testing

/// `FilterPopover` (Layouts/): on an iPad a popover takes its content's preferred size beside its
/// source, the arrow direction chosen by the room there (Rigging's order and arrow height; the
/// 10-point margins are Apple's); in compact width it is a form sheet, as Apple documents.
@MainActor
@Suite struct FilterPopoverTests {
    func list(on device: String) throws -> (UIWindow, FilteredList) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: device))
        let list = FilteredList()
        window.rootViewController = list
        window.makeKeyAndVisible()
        return (window, list)
    }

    @Test func belowTheButtonWithTheArrowUp() throws {
        let (window, list) = try list(on: "ipad11")
        // 834 wide, 24 at the top: the button is (770, 32, 44, 44).
        #expect(list.filterButton.frame == CGRect(x: 770, y: 32, width: 44, height: 44))
        let menu = list.showFilters(from: list.filterButton)
        window.layoutIfNeeded()
        // 13 below the button, centred on it but kept 10 points in from the right edge.
        #expect(menu.view.frame == CGRect(x: 544, y: 89, width: 280, height: 220))
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
        #expect(menu.firstRow.frame == CGRect(x: 0, y: 0, width: 280, height: 44))
        #expect(menu.presentingViewController === list)
    }

    @Test func aboveAButtonAtTheBottom() throws {
        let (window, list) = try list(on: "ipad11")
        // 1194 high, 20 at the bottom: the footer button is (20, 1122, 44, 44).
        let menu = list.showFilters(from: list.footerButton)
        window.layoutIfNeeded()
        #expect(menu.view.frame == CGRect(x: 10, y: 1122 - 13 - 220, width: 280, height: 220))
        #expect(menu.popoverPresentationController?.arrowDirection == .down)
    }

    @Test func onlyThePermittedDirections() throws {
        let (window, list) = try list(on: "ipad11")
        let menu = list.showFilters(from: list.filterButton, arrows: .right)
        window.layoutIfNeeded()
        // To the left of the button, centred on it vertically but kept 10 points from the top.
        #expect(menu.view.frame == CGRect(x: 770 - 13 - 280, y: 10, width: 280, height: 220))
        #expect(menu.popoverPresentationController?.arrowDirection == .right)
    }

    @Test func inCompactWidthItIsAFormSheet() throws {
        let (window, list) = try list(on: "iPhone 15")
        let menu = list.showFilters(from: list.filterButton)
        window.layoutIfNeeded()
        #expect(menu.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(menu.popoverPresentationController?.arrowDirection == .unknown)
        #expect(menu.sheetPresentationController == nil)
        #expect(UIViewController().popoverPresentationController == nil)
    }
}
