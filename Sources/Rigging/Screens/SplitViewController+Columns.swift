import AutoLayout

extension SplitViewController {
    /// Shows `column` (like UIKit's `show(_:)`). Collapsed, the collapsed stack is set to reach
    /// that column's controller, pushing (animated when asked) the supplementary and the secondary
    /// as collapsing to it would, or popping back to the primary's stack for `.primary`.
    ///
    /// Expanded, the split view moves to the display mode closest to the current one, in the
    /// ``splitBehavior`` in effect, where `column` is fully visible, as Apple documents: the
    /// primary shows with one sidebar in the double-column style and with both in the
    /// triple-column style (beside, over or displacing the secondary by the behaviour); the
    /// supplementary shows alone unless it already shows; the secondary is fully visible in a
    /// tiled split, and otherwise the sidebars covering or displacing it go (`.secondaryOnly`).
    /// The mode holds until ``preferredDisplayMode`` or ``preferredSplitBehavior`` is set, the
    /// split view collapses, or the window changes size; ``preferredDisplayMode`` keeps its value.
    /// The expanded change is laid out at once: UIKit animates it with its own unpublished timing,
    /// which an animation block around the call stands in for.
    public func show(_ column: Column, animated: Bool) {
        if isCollapsed { return showCollapsed(column, animated: animated) }
        let current = displayMode
        let next: DisplayMode
        switch column {
        case .compact: return
        case .primary: next = Self.mode(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary, for: splitBehavior)
        case .supplementary:
            guard style == .tripleColumn, !Self.shows(current, sidebars: 1) else { return }
            next = Self.mode(.oneBesideSecondary, for: splitBehavior)
        case .secondary:
            switch current {
            case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: next = .secondaryOnly
            case .automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: return
            }
        }
        move(to: next)
    }

    /// Hides `column` (like UIKit's `hide(_:)`): the expanded split view moves to the display mode
    /// closest to the current one, in the ``splitBehavior`` in effect, where `column` is hidden:
    /// hiding the primary of a double-column split, or the supplementary, shows the secondary
    /// only; hiding the primary of a triple-column split showing both sidebars leaves the
    /// supplementary. The secondary cannot be hidden (Apple documents no mode without it), and a
    /// collapsed split view is left as it is. The mode holds as ``show(_:animated:)``'s does.
    public func hide(_ column: Column) {
        guard !isCollapsed else { return }
        let current = displayMode
        let next: DisplayMode
        switch column {
        case .secondary, .compact: return
        case .primary where style == .tripleColumn:
            guard Self.shows(current, sidebars: 2) else { return }
            next = Self.mode(.oneBesideSecondary, for: splitBehavior)
        case .primary, .supplementary:
            guard style == .tripleColumn || column == .primary, current != .secondaryOnly else { return }
            next = .secondaryOnly
        }
        move(to: next)
    }

    /// Whether `mode` shows at least `sidebars` sidebars.
    private static func shows(_ mode: DisplayMode, sidebars: Int) -> Bool {
        switch mode {
        case .automatic, .secondaryOnly: false
        case .oneBesideSecondary, .oneOverSecondary: sidebars <= 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: true
        }
    }

    /// Makes `mode` the one in effect and lays the columns out for it.
    private func move(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        shownMode = mode
        updateColumns()
    }
}
