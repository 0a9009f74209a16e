import AutoLayout
import Rigging
import XCTest

/// Popovers: the doc comment's example, the default content size, a popover without a source,
/// content shortened where no side has room, and a move when the source changes.
final class PopoverPresentationControllerTests: XCTestCase {
    private func home(on device: String) throws -> (Window, ViewController) {
        let window = Window(screen: Screen(device: try Device.lookup(device)))
        let home = ViewController()
        window.rootViewController = home
        return (window, home)
    }

    func testTheDocCommentExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("ipad11")))
        let home = ViewController()
        window.rootViewController = home
        let button = View(name: "button", frame: Rect(x: 700, y: 40, width: 100, height: 44))
        home.view.addSubview(button)
        let menu = ViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = Size(width: 300, height: 200)
        menu.popoverPresentationController?.sourceView = button
        menu.popoverPresentationController?.sourceRect = button.bounds
        home.present(menu, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(menu.view.frame, Rect(x: 524, y: 97, width: 300, height: 200))
        XCTAssertEqual(menu.popoverPresentationController?.arrowDirection, .up)
    }

    func testWithoutASourceTheDefaultSizeIsCentred() throws {
        let (window, home) = try home(on: "ipad11")
        let menu = ViewController()
        menu.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(menu.popoverPresentationController)
        XCTAssertTrue(menu.popoverPresentationController === popover)
        XCTAssertEqual(popover.arrowDirection, .unknown)
        home.present(menu, animated: false)
        window.layoutIfNeeded()
        // 834 x 1194 less the 10-point margins, 320 x 480 centred in it.
        XCTAssertEqual(menu.view.frame, Rect(x: 257, y: 357, width: 320, height: 480))
        XCTAssertEqual(popover.arrowDirection, .unknown)
    }

    func testContentIsShortenedWhereNoSideHasRoomAndFollowsItsSource() throws {
        let (window, home) = try home(on: "ipad11")
        let tall = View(name: "tall", frame: Rect(x: 100, y: 100, width: 634, height: 994))
        home.view.addSubview(tall)
        let menu = ViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = Size(width: 300, height: 600)
        let popover = try XCTUnwrap(menu.popoverPresentationController)
        popover.sourceView = tall
        popover.sourceRect = tall.bounds
        popover.permittedArrowDirections = [.up, .down]
        home.present(menu, animated: false)
        window.layoutIfNeeded()
        // Below: 1184 - 1094 - 13 = 77 points; above: 100 - 13 - 10 = 77: a tie, the first (up).
        XCTAssertEqual(popover.arrowDirection, .up)
        XCTAssertEqual(menu.view.frame, Rect(x: 267, y: 1107, width: 300, height: 77))
        popover.sourceRect = Rect(x: 0, y: 0, width: 634, height: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(menu.view.frame, Rect(x: 267, y: 213, width: 300, height: 600))
    }
}
