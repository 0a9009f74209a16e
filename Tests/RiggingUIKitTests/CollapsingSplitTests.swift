import Rigging
import RiggingUIKit
import Testing

/// `CollapsingSplit` (Layouts/): a collapsing split shows one column filling the window, the one
/// the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` picks from
/// UIKit's proposal (the `.compact` column when it holds a view controller, as Apple documents,
/// else the secondary); expanding asks `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`,
/// whose answer holds until `preferredDisplayMode` is set; `preferredSplitBehavior` allows only
/// its own display modes (Apple's table: tile `.oneBesideSecondary`/`.twoBesideSecondary`, overlay
/// the "over" modes, displace `.oneBesideSecondary`/`.twoDisplaceSecondary`).
@MainActor
@Suite struct CollapsingSplitTests {
    func shown(_ orientation: Device.Orientation, compactOverview: Bool = false) throws -> (UIWindow, CollapsingSplit) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: orientation))
        let app = CollapsingSplit(compactOverview: compactOverview)
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        return (window, app)
    }

    /// Resizes the window to `split` and runs the transition to its end.
    func resize(_ window: UIWindow, to split: Device.SplitWidth) throws {
        try window.layoutWindow.resize(to: split)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.runLoop.time + window.layoutWindow.rotationDuration)
        window.layoutIfNeeded()
    }

    @Test func collapsingAsksTheDelegateForTheTopColumnAndExpandingForTheMode() throws {
        let (window, app) = try shown(.portrait)
        #expect(!app.split.isCollapsed)
        #expect(app.split.displayMode == .secondaryOnly, "automatic in portrait")
        #expect(app.article.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(app.proposedColumns.isEmpty && app.proposedModes.isEmpty, "no collapse or expansion yet")
        try resize(window, to: .oneThird)
        #expect(app.split.isCollapsed)
        #expect(app.proposedColumns == [.secondary], "UIKit proposes the secondary")
        let width = window.bounds.width
        #expect(app.feeds.view.frame == CGRect(x: 0, y: 0, width: width, height: 1194), "the delegate chose the primary")
        #expect(app.article.viewIfLoaded?.superview == nil)
        #expect(app.split.displayMode == .secondaryOnly)
        try resize(window, to: .fullScreen)
        #expect(!app.split.isCollapsed)
        #expect(app.proposedModes == [.secondaryOnly])
        #expect(app.split.displayMode == .oneBesideSecondary, "the delegate's mode")
        #expect(app.feeds.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(app.article.view.convert(app.article.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 514, height: 1194))
        #expect(app.proposedColumns == [.secondary], "asked once per collapse")
        app.split.preferredDisplayMode = .automatic
        window.layoutIfNeeded()
        #expect(app.split.displayMode == .secondaryOnly, "setting the preferred mode drops the delegate's")
        #expect(app.feeds.viewIfLoaded?.superview == nil)
    }

    @Test func theCompactColumnShowsWhileCollapsed() throws {
        let (window, app) = try shown(.landscape, compactOverview: true)
        #expect(app.split.viewController(for: .compact) === app.overview)
        #expect(app.overview.viewIfLoaded?.superview == nil, "not shown while expanded")
        #expect(app.feeds.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        try resize(window, to: .oneThird)
        #expect(app.proposedColumns == [.compact])
        #expect(app.overview.view.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: 834))
        #expect(app.feeds.viewIfLoaded?.superview == nil && app.article.viewIfLoaded?.superview == nil)
        try resize(window, to: .fullScreen)
        #expect(app.overview.viewIfLoaded?.superview == nil)
        #expect(app.article.view.convert(app.article.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 874, height: 834))
    }

    @Test func anIPhoneCollapsesAsTheDelegateSays() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let app = CollapsingSplit(compactOverview: false)
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        #expect(app.proposedColumns == [.secondary])
        #expect(app.feeds.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(app.article.viewIfLoaded?.superview == nil)
    }

    @Test func splitBehavioursAllowTheirOwnModes() throws {
        let (window, app) = try shown(.landscape)
        #expect(app.split.splitBehavior == .tile, "automatic: the beside mode tiles")
        app.split.preferredSplitBehavior = .overlay
        window.layoutIfNeeded()
        #expect(app.split.splitBehavior == .overlay)
        #expect(app.split.displayMode == .oneOverSecondary)
        #expect(app.article.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(app.feeds.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        app.split.preferredSplitBehavior = .tile
        app.split.preferredDisplayMode = .oneOverSecondary
        window.layoutIfNeeded()
        #expect(app.split.displayMode == .oneBesideSecondary)
        #expect(app.article.view.convert(app.article.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 874, height: 834))
        app.split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        #expect(app.split.displayMode == .secondaryOnly, "allowed by every behaviour")
        #expect(app.feeds.viewIfLoaded?.superview == nil)
    }

    @Test func displacingPushesTheSecondaryOffTheTrailingEdge() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        let app = NotesColumns()
        window.rootViewController = app.split
        window.makeKeyAndVisible()
        app.split.preferredSplitBehavior = .displace
        app.split.preferredDisplayMode = .twoBesideSecondary
        window.layoutIfNeeded()
        #expect(app.split.displayMode == .twoDisplaceSecondary)
        #expect(app.folders.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(app.notes.view.convert(app.notes.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(app.editor.view.convert(app.editor.view.bounds, to: nil) == CGRect(x: 640, y: 0, width: 874, height: 834))
        app.split.preferredSplitBehavior = .overlay
        window.layoutIfNeeded()
        #expect(app.split.displayMode == .twoOverSecondary)
        #expect(app.editor.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
    }
}
