import Rigging
import RiggingUIKit
import Testing

/// `NotesColumns` (Layouts/): a triple-column split on an iPad: `.automatic` shows the
/// supplementary beside the secondary in landscape and the secondary alone in portrait; the
/// "two" display modes tile, overlay or displace with both sidebars; the supplementary width
/// follows its fraction; an iPhone collapses the split to the secondary (UIKit's default top column).
@MainActor
@Suite struct NotesColumnsTests {
    func shown(on device: String, _ orientation: Device.Orientation = .landscape) throws -> (UIWindow, NotesColumns) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: device, orientation: orientation))
        let app = NotesColumns()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        return (window, app)
    }

    @Test func automaticShowsTheSupplementaryBesideTheSecondaryInLandscape() throws {
        let (window, app) = try shown(on: "ipad11")
        #expect(app.split.style == .tripleColumn)
        #expect(app.split.viewController(for: .supplementary) === app.notes)
        #expect(app.split.displayMode == .oneBesideSecondary)
        #expect(app.folders.viewIfLoaded?.superview == nil, "the sidebar is hidden")
        #expect(app.notes.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(app.editor.view.convert(app.editor.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 874, height: 834))
        try window.layoutWindow.rotate(to: .portrait)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        #expect(app.split.displayMode == .secondaryOnly)
        #expect(app.editor.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(app.notes.view.superview == nil)
    }

    @Test func theTwoSidebarModes() throws {
        let (window, app) = try shown(on: "ipad11")
        app.split.preferredDisplayMode = .twoBesideSecondary
        window.layoutIfNeeded()
        #expect(app.folders.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(app.notes.view.convert(app.notes.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(app.editor.view.convert(app.editor.view.bounds, to: nil) == CGRect(x: 640, y: 0, width: 554, height: 834))
        // The editor's margins and safe area follow its column: 20-point margins in regular width.
        #expect(app.editor.strip.frame == CGRect(x: 20, y: 74, width: 514, height: 44), "under its column's 50-point bar")
        app.split.preferredDisplayMode = .twoOverSecondary
        window.layoutIfNeeded()
        #expect(app.editor.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(app.notes.view.convert(app.notes.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 320, height: 834))
        app.split.preferredDisplayMode = .twoDisplaceSecondary
        window.layoutIfNeeded()
        #expect(
            app.editor.view.convert(app.editor.view.bounds, to: nil) == CGRect(x: 640, y: 0, width: 874, height: 834),
            "as wide as beside the notes alone")
        app.split.preferredSupplementaryColumnWidthFraction = 0.3
        app.split.preferredDisplayMode = .oneOverSecondary
        window.layoutIfNeeded()
        #expect(abs(app.split.supplementaryColumnWidth - 358.2) < 1e-9)
        #expect(app.notes.view.frame == CGRect(x: 0, y: 0, width: 358, height: 834))
        #expect(app.editor.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(app.folders.view.superview == nil)
    }

    @Test func anIPhoneCollapsesToTheSecondary() throws {
        let (window, app) = try shown(on: "iPhone 15", .portrait)
        #expect(app.split.isCollapsed)
        // Without a delegate, UIKit collapses to the secondary column on top.
        #expect(app.editor.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(app.folders.viewIfLoaded?.superview == nil)
        #expect(app.notes.viewIfLoaded?.superview == nil)
        withExtendedLifetime(window) {}
    }
}
