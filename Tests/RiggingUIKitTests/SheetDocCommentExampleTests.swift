import RiggingUIKit
import Testing

/// The code example in `UISheetPresentationController`'s doc comment, run as written (the values
/// in its comments checked), and the detents' UIKit spelling.
@MainActor
@Suite struct SheetDocCommentExampleTests {
    @Test func uiSheetPresentationController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let picker = UIViewController()
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
        home.present(picker, animated: false)
        window.layoutIfNeeded()
        #expect(abs(picker.view.frame.minY - 1331.0 / 3) < 1e-9)
        #expect(picker.view.frame.maxY == 852)
    }

    @Test func detentsInUIKitsSpelling() throws {
        final class Context: UISheetPresentationControllerDetentResolutionContext {
            let containerTraitCollection = UITraitCollection(verticalSizeClass: .compact)
            let maximumDetentValue: CGFloat = 362
        }
        let context = Context()
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == nil)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 362)
        let third = UISheetPresentationController.Detent.custom { $0.maximumDetentValue / 2 }
        #expect(third.resolvedValue(in: context) == 181)
        #expect(!third.identifier.rawValue.isEmpty, "an identifier is made up")
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)
        #expect(controller.sheetPresentationController === sheet)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.preferredCornerRadius == -1)
        sheet.preferredCornerRadius = 12
        #expect(sheet.preferredCornerRadius == 12)
        controller.modalPresentationStyle = .overFullScreen
        #expect(controller.sheetPresentationController == nil)
    }
}

/// The code example in `UIPopoverPresentationController`'s doc comment, run as written.
@MainActor
@Suite struct PopoverDocCommentExampleTests {
    @Test func uiPopoverPresentationController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11"))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 700, y: 40, width: 100, height: 44))
        home.view.addSubview(button)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 300, height: 200)
        menu.popoverPresentationController?.sourceView = button
        menu.popoverPresentationController?.sourceRect = button.bounds
        home.present(menu, animated: false)
        window.layoutIfNeeded()
        #expect(menu.view.frame == CGRect(x: 524, y: 97, width: 300, height: 200))
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
    }
}
