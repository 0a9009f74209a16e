// A reader app in iOS 14's double-column split as iOS code sets it up: a feed list in the
// primary column, an article in the secondary, a tab-like overview for the compact column, and
// a delegate that keeps the list on top when the split collapses without one and shows both
// columns again when it expands.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class CollapsingSplit: UISplitViewControllerDelegate {
    let split = UISplitViewController(style: .doubleColumn)
    let feeds = UIViewController()
    let article = UIViewController()
    let overview = UIViewController()
    /// The proposals the delegate saw, in order.
    private(set) var proposedColumns: [UISplitViewController.Column] = []
    private(set) var proposedModes: [UISplitViewController.DisplayMode] = []

    init(compactOverview: Bool) {
        split.setViewController(feeds, for: .primary)
        split.setViewController(article, for: .secondary)
        if compactOverview { split.setViewController(overview, for: .compact) }
        split.delegate = self
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedColumns.append(proposedTopColumn)
        return proposedTopColumn == .compact ? .compact : .primary
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedModes.append(proposedDisplayMode)
        return .oneBesideSecondary
    }
}
