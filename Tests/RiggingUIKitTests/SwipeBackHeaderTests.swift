import Rigging
import RiggingUIKit
import Testing

/// `SwipeBackHeader` (Layouts/): the alongside blocks of an interactive pop run as it begins and
/// follow its progress; finishing plays their changes to the end, cancelling plays them back to
/// the start with `isCancelled` in the completion's context, where the app restores its
/// constraints (UIKit leaves the values the block set).
@MainActor
@Suite struct SwipeBackHeaderTests {
    /// The detail pushed over the list on an iPhone 15, an interactive pop begun and driven to 0.5.
    func halfwayBack() throws -> (UIWindow, SwipeBackHeader, NavigationController) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let app = SwipeBackHeader()
        window.rootViewController = app.navigation
        window.makeKeyAndVisible()
        app.navigation.pushViewController(app.detail, animated: false)
        window.layoutIfNeeded()
        let driver = try #require(app.navigation.layoutController as? NavigationController)
        #expect(driver.beginInteractivePop())
        #expect(app.list.header.frame.height == 120, "the block ran as the pop began")
        #expect(app.list.header.layoutView.presentationFrame.height == 60, "shown at the start")
        driver.updateInteractivePop(0.5)
        #expect(abs(app.list.header.layoutView.presentationFrame.height - 90) < 1e-9, "half the change")
        return (window, app, driver)
    }

    @Test func aCancelledPopPlaysTheBlockBackAndTheCompletionRestores() throws {
        let (window, app, driver) = try halfwayBack()
        driver.cancelInteractivePop()
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.35 * 0.25)
        let back = app.list.header.layoutView.presentationFrame.height
        #expect(back > 60 && back < 90, "on its way back")
        try loop.run(until: loop.time + 0.35)
        #expect(app.list.cancellations == [true])
        #expect(app.list.headerHeight?.constant == 60)
        #expect(app.list.header.frame.height == 60)
        #expect(app.list.header.layoutView.presentationFrame.height == 60)
        #expect(app.navigation.topViewController === app.detail)
    }

    @Test func aFinishedPopPlaysTheBlockToTheEnd() throws {
        let (window, app, driver) = try halfwayBack()
        driver.finishInteractivePop()
        let loop = window.layoutWindow.runLoop
        try loop.run(until: loop.time + 0.35 * 0.25)
        let grown = app.list.header.layoutView.presentationFrame.height
        #expect(grown > 90 && grown < 120, "on its way to the end")
        try loop.run(until: loop.time + 0.35)
        #expect(app.list.cancellations == [false])
        #expect(app.list.header.frame.height == 120)
        #expect(app.list.header.layoutView.presentationFrame.height == 120)
        #expect(app.navigation.topViewController === app.list)
    }
}
