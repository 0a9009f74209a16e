import AutoLayout
import Rigging
import XCTest

/// Modal presentation: each style's frame and safe area on an iPhone and an iPad, the hooks in
/// UIKit's order, the animated slide, rotation and dismissal.
final class ViewControllerPresentationTests: XCTestCase {
    typealias Log = ViewControllerAppearanceTests.Log
    typealias Probe = ViewControllerAppearanceTests.Probe

    /// A window on `device` showing a root controller named "home".
    private func show(on device: String, orientation: Device.Orientation = .portrait) throws -> (Window, ViewController) {
        let window = Window(screen: Screen(device: try Device.lookup(device), orientation: orientation))
        let home = ViewController(name: "home")
        window.rootViewController = home
        return (window, home)
    }

    /// The frame and safe area the presented view gets for `style`.
    private func presented(
        _ style: ModalPresentationStyle, on device: String,
        orientation: Device.Orientation = .portrait
    ) throws -> (Rect, EdgeInsets) {
        let (window, home) = try show(on: device, orientation: orientation)
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = style
        home.present(sheet, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(home.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === home)
        return (sheet.view.frame, sheet.view.safeAreaInsets)
    }

    func testStylesOnAnIPhone() throws {
        // iPhone 15: 393 x 852, safe area {59, 0, 34, 0}.
        let sheet = try presented(.pageSheet, on: "iPhone 15")
        XCTAssertEqual(sheet.0, Rect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(sheet.1, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(try presented(.formSheet, on: "iPhone 15").0, sheet.0)
        XCTAssertEqual(try presented(.automatic, on: "iPhone 15").0, sheet.0)
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
            let (frame, insets) = try presented(style, on: "iPhone 15")
            XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 393, height: 852))
            XCTAssertEqual(insets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        }
        // iPhone 8: the sheet's top is 10 points below the 20-point status bar.
        XCTAssertEqual(try presented(.pageSheet, on: "retina4_7").0, Rect(x: 0, y: 30, width: 375, height: 637))
        // Compact height: a sheet fills the window.
        XCTAssertEqual(
            try presented(.pageSheet, on: "iPhone 15", orientation: .landscape).0,
            Rect(x: 0, y: 0, width: 852, height: 393))
    }

    func testStylesOnAnIPad() throws {
        // iPad Pro 11-inch: 834 x 1194, safe area {24, 0, 20, 0}.
        let form = try presented(.formSheet, on: "ipad11")
        XCTAssertEqual(form.0, Rect(x: 147, y: 287, width: 540, height: 620))
        XCTAssertEqual(form.1, .zero)
        let page = try presented(.pageSheet, on: "ipad11")
        XCTAssertEqual(page.0, Rect(x: 65, y: 34, width: 704, height: 1160))
        XCTAssertEqual(page.1, EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
            let (frame, insets) = try presented(style, on: "ipad11")
            XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 834, height: 1194))
            XCTAssertEqual(insets, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        }
        XCTAssertEqual(
            try presented(.formSheet, on: "ipad11", orientation: .landscape).0,
            Rect(x: 327, y: 107, width: 540, height: 620))
    }

    /// An iPhone 15 window showing a probe named "home", a probe named `presented` to present,
    /// and their log, empty.
    private func probes(presenting presented: String) throws -> (Window, Log, Probe, Probe) {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let log = Log()
        let home = Probe(name: "home", log: log)
        window.rootViewController = home
        log.entries.removeAll()
        return (window, log, home, Probe(name: presented, log: log))
    }

    func testAFormSheetInANarrowIPadSplitIsACard() throws {
        let window = Window(screen: Screen(device: try Device.lookup("ipad11")), split: .oneThird)
        let home = ViewController(name: "home")
        window.rootViewController = home
        let form = ViewController(name: "form")
        form.modalPresentationStyle = .formSheet
        home.present(form, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
        let width = window.view.bounds.width
        XCTAssertEqual(form.view.frame, Rect(x: 0, y: 34, width: width, height: 1160))
        try window.resize(to: .fullScreen, animated: false)
        XCTAssertEqual(form.view.frame, Rect(x: 147, y: 287, width: 540, height: 620))
    }

    func testAFormSheetOnAnIPadSeesACompactWidth() throws {
        final class Form: ViewController {
            var changes: [TraitCollection] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                changes.append(traitCollection)
            }
        }
        let (window, home) = try show(on: "ipad11")
        let form = Form(name: "form")
        form.modalPresentationStyle = .formSheet
        home.present(form, animated: false)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(form.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(form.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(form.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(home.traitCollection.horizontalSizeClass, .regular)
        // A child of the sheet's controller inherits the sheet's traits.
        let child = ViewController(name: "child")
        form.addChild(child)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        // A page sheet and a full-screen view keep the window's.
        let page = ViewController(name: "page")
        form.dismiss(animated: false)
        home.present(page, animated: false)
        XCTAssertEqual(page.traitCollection.horizontalSizeClass, .regular)
        // In a one-third split the window is compact already and the sheet a card: no change to report.
        page.dismiss(animated: false)
        home.present(form, animated: false)
        try window.resize(to: .oneThird, animated: false)
        XCTAssertEqual(form.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(form.changes, [])
    }

    func testAFormSheetTakesThePreferredContentSize() throws {
        let (window, home) = try show(on: "ipad11")
        let form = ViewController(name: "form")
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = Size(width: 400, height: 0)
        home.present(form, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(form.view.frame, Rect(x: 217, y: 287, width: 400, height: 620), "a zero height keeps the default")
        form.preferredContentSize = Size(width: 2000, height: 300)
        window.layoutIfNeeded()
        XCTAssertEqual(form.view.frame, Rect(x: 0, y: 447, width: 834, height: 300), "limited to the window")
        // On an iPhone in portrait the sheet is a card whatever the preferred size.
        let (phone, phoneHome) = try show(on: "iPhone 15")
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .formSheet
        card.preferredContentSize = Size(width: 300, height: 300)
        phoneHome.present(card, animated: false)
        phone.layoutIfNeeded()
        XCTAssertEqual(card.view.frame, Rect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(card.traitCollection.horizontalSizeClass, .compact)
    }

    func testFullScreenHooksInUIKitsOrder() throws {
        let (window, log, home, modal) = try probes(presenting: "modal")
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        home.present(modal, animated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(
            log.entries,
            [
                "home willDisappear", "modal willAppear offscreen",
                "modal didAppear 393.0", "home didDisappear offscreen",
            ])
        XCTAssertNil(home.view.superview, "a full-screen presentation takes the presenting view out of the window")
        log.entries.removeAll()
        modal.dismiss(animated: false)
        XCTAssertEqual(
            log.entries,
            [
                "modal willDisappear", "home willAppear offscreen",
                "home didAppear 393.0", "modal didDisappear offscreen",
            ])
        XCTAssertNil(home.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertTrue(home.view.superview === window.view)
        XCTAssertEqual(home.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
    }

    func testSheetsLeaveThePresentingViewShown() throws {
        let (window, log, home, sheet) = try probes(presenting: "sheet")
        home.present(sheet, animated: false)
        XCTAssertEqual(log.entries, ["sheet willAppear offscreen", "sheet didAppear 393.0"])
        XCTAssertTrue(home.isAppeared)
        XCTAssertTrue(home.view.superview === window.view)
        log.entries.removeAll()
        home.dismiss(animated: false)
        XCTAssertEqual(log.entries, ["sheet willDisappear", "sheet didDisappear offscreen"])
    }

    func testAnimatedPresentationSlidesUpAndDismissalSlidesDown() throws {
        let (window, home) = try show(on: "iPhone 15")
        let sheet = ViewController(name: "sheet")
        var completed = false
        home.present(sheet, animated: true) { completed = true }
        XCTAssertEqual(sheet.view.frame.minY, 69, "the model frame is the final one at once")
        try window.runLoop.run(until: 0.25)
        // Half-way on the ease-in-out curve: from 852 + 69 to 69.
        XCTAssertEqual(sheet.view.presentationFrame.minY, 69 + 852 / 2, accuracy: 0.5)
        XCTAssertFalse(completed)
        XCTAssertFalse(sheet.isAppeared)
        try window.runLoop.run(until: 0.5)
        XCTAssertTrue(completed)
        XCTAssertTrue(sheet.isAppeared)
        XCTAssertEqual(sheet.view.presentationFrame.minY, 69)
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(sheet.view.superview === window.view, "the view stays while it slides down")
        try window.runLoop.run(until: 0.75)
        XCTAssertEqual(sheet.view.presentationFrame.minY, 69 + 852 / 2, accuracy: 0.5)
        try window.runLoop.run(until: 1.0)
        XCTAssertTrue(dismissed)
        XCTAssertNil(sheet.view.superview)
        XCTAssertNil(home.presentedViewController)
    }

    func testRotationReplacesTheSheet() throws {
        let (window, home) = try show(on: "iPhone 15")
        let sheet = ViewController(name: "sheet")
        home.present(sheet, animated: false)
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(sheet.traitCollection.verticalSizeClass, .compact)
        try window.rotate(to: .portrait, animated: false)
        XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 69, width: 393, height: 783))
    }

    func testAChildPresentsFromItsContainerAndNestedPresentationsDismissTogether() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        first.modalPresentationStyle = .fullScreen
        list.present(first, animated: false)
        XCTAssertTrue(navigation.presentedViewController === first)
        XCTAssertTrue(list.presentingViewController == nil && first.presentingViewController === navigation)
        list.present(second, animated: false)
        XCTAssertNil(first.presentedViewController, "a context that presents already refuses another")
        first.present(second, animated: false)
        XCTAssertTrue(second.presentingViewController === first)
        XCTAssertEqual(second.view.frame.minY, 69)
        navigation.dismiss(animated: false)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertNil(first.view.superview)
        XCTAssertNil(second.view.superview)
        XCTAssertTrue(navigation.view.superview === window.view)
    }

    func testAControllerInBetweenLeavesWithoutReappearing() throws {
        let (window, log, home, first) = try probes(presenting: "first")
        let second = Probe(name: "second", log: log)
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen
        home.present(first, animated: false)
        first.present(second, animated: false)
        XCTAssertNil(first.view.superview)
        log.entries.removeAll()
        home.dismiss(animated: true)
        XCTAssertEqual(log.entries, ["second willDisappear", "second didDisappear offscreen", "home willAppear offscreen"])
        XCTAssertTrue(first.view.superview === window.view, "the controller in between slides down")
        try window.runLoop.run(until: 0.5)
        // "first" disappeared when "second" covered it, so it gets no hooks on the way out.
        XCTAssertEqual(log.entries.last, "home didAppear 393.0")
        XCTAssertEqual(log.entries.count, 4)
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(home.view.superview === window.view)
    }

    func testNothingHappensOutsideAWindow() {
        let lone = ViewController(name: "lone")
        let other = ViewController(name: "other")
        var completed = false
        lone.present(other, animated: false) { completed = true }
        XCTAssertNil(lone.presentedViewController)
        XCTAssertFalse(completed)
        lone.dismiss(animated: false)
    }
}
