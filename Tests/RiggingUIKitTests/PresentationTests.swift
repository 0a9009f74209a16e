import RiggingUIKit
import Testing

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` in UIKit's spelling: a
/// page sheet on an iPhone, a form sheet on an iPad, full screen with UIKit's hooks, and the
/// presented controller kept alive while it is shown.
@MainActor
@Suite struct PresentationTests {
    final class Page: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    @Test func aPageSheetOnAnIPhoneIsACardBelowTheStatusBar() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        weak var weakSheet: UIViewController?
        do {
            let sheet = UIViewController()
            weakSheet = sheet
            #expect(sheet.modalPresentationStyle == .automatic)
            home.present(sheet, animated: false)
        }
        let sheet = try #require(weakSheet, "the presenting controller keeps the presented one")
        window.layoutIfNeeded()
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(home.presentedViewController === sheet)
        #expect(sheet.presentingViewController === home)
        var dismissed = false
        sheet.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
        #expect(home.presentedViewController == nil)
    }

    @Test func aFormSheetOnAnIPadIsCentred() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11"))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        home.present(form, animated: false)
        window.layoutIfNeeded()
        #expect(form.view.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
        #expect(form.traitCollection.horizontalSizeClass == .compact)
        #expect(form.traitCollection.verticalSizeClass == .regular)
        #expect(home.traitCollection.horizontalSizeClass == .regular)
        form.preferredContentSize = CGSize(width: 320, height: 480)
        window.layoutIfNeeded()
        #expect(form.view.frame == CGRect(x: 257, y: 357, width: 320, height: 480))
    }

    @Test func fullScreenRunsTheHooksOnBothSides() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let home = Page()
        let modal = Page()
        window.rootViewController = home
        window.makeKeyAndVisible()
        home.events.removeAll()
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: false)
        #expect(home.events == ["willDisappear", "didDisappear"])
        #expect(modal.events == ["willAppear", "didAppear"])
        #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        home.dismiss(animated: false)
        #expect(home.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(modal.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(home.presentedViewController == nil)
    }
}
