import RiggingUIKit
import Testing

/// `MailSplit` (Layouts/): a double-column split on an iPad, the primary column 0.3 of the
/// window's width beside the secondary in both orientations, rotation moving the columns, and
/// the split collapsed to the primary on an iPhone.
@MainActor
@Suite struct MailSplitTests {
    @Test func theColumnsFollowTheWidthFractionAndRotation() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let app = MailSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(app.mailboxes.splitViewController === app.split)
        #expect(!app.split.isCollapsed)
        #expect(app.split.displayMode == .oneBesideSecondary)
        #expect(abs(app.split.primaryColumnWidth - 358.2) < 1e-9)
        #expect(app.mailboxes.view.frame == CGRect(x: 0, y: 0, width: 358, height: 834))
        #expect(app.message.view.convert(app.message.view.bounds, to: nil) == CGRect(x: 358, y: 0, width: 836, height: 834))
        #expect(app.message.header.frame == CGRect(x: 20, y: 74, width: 796, height: 80), "under its column's 50-point bar")
        try window.layoutWindow.rotate(to: .portrait)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        #expect(app.mailboxes.view.frame == CGRect(x: 0, y: 0, width: 250, height: 1194))
        #expect(app.message.view.convert(app.message.view.bounds, to: nil) == CGRect(x: 250, y: 0, width: 584, height: 1194))
    }

    @Test func anIPhoneShowsTheSecondaryOnTop() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let app = MailSplit()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(app.split.isCollapsed)
        // Without a delegate, UIKit collapses to the secondary column on top.
        #expect(app.message.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(app.mailboxes.viewIfLoaded?.superview == nil)
    }
}
