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
