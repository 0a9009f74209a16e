import AutoLayout

/// Places bar button items in a row of a bar, as UIKit's toolbars and navigation bars do.
///
/// Apple publishes none of these figures; they are the ones Xcode's canvas and iOS show.
/// Items lie between the bar's margins (16 points from the safe area's sides in a bar narrower
/// than 414 points, 20 in wider ones, as Interface Builder places toolbar items), 8 points apart
/// (the spacing iOS puts between adjacent bar buttons). A fixed space is the gap itself, with no
/// spacing beside it; flexible spaces share what the row leaves equally. A button item is as
/// tall as the row; a custom view keeps its height and is centred on the row.
@MainActor
enum BarItemRow {
    /// The gap between two adjacent items that are not spaces.
    static let spacing: CGFloat = 8

    /// The margin at each side of a bar `width` points wide.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// The width `items` take without their flexible spaces, and how many flexible spaces they have.
    static func measure(_ slots: [UIBarButtonItem.Slot]) -> (width: CGFloat, flexible: Int) {
        var width: CGFloat = 0
        var flexible = 0
        var previousIsView = false
        for slot in slots {
            switch slot {
            case .view(let size):
                width += size.width + (previousIsView ? spacing : 0)
                previousIsView = true
            case .fixed(let gap):
                width += gap
                previousIsView = false
            case .flexible:
                flexible += 1
                previousIsView = false
            }
        }
        return (width, flexible)
    }

    /// Places `items`, the first leading, in `bar` between `minX` and `maxX` of the row from
    /// `rowY`, `rowHeight` tall: against `minX`, or against `maxX` when `trailing` (a row with a
    /// flexible space fills the span either way). Adds the items' views to `bar` and returns them
    /// with the span the row takes.
    static func place(
        _ items: [UIBarButtonItem], in bar: UIView, minX: CGFloat, maxX: CGFloat, rowY: CGFloat, rowHeight: CGFloat,
        trailing: Bool = false
    ) -> (views: [UIView], minX: CGFloat, maxX: CGFloat) {
        let slots = items.map(\.slot)
        let (fixedWidth, flexibleCount) = measure(slots)
        let share = flexibleCount == 0 ? 0 : max(0, maxX - minX - fixedWidth) / CGFloat(flexibleCount)
        let total = fixedWidth + share * CGFloat(flexibleCount)
        var x = trailing ? maxX - total : minX
        let start = x
        var views: [UIView] = []
        var previousIsView = false
        for (item, slot) in zip(items, slots) {
            switch slot {
            case .view(let size):
                if previousIsView { x += spacing }
                let view = item.makeBarView()
                view.layoutView.isPlacedByLayout = true
                if view.superview !== bar { bar.addSubview(view) }
                let height = item.customView == nil ? rowHeight : size.height
                view.frame = CGRect(x: x, y: rowY + (rowHeight - height) / 2, width: size.width, height: height)
                views.append(view)
                x += size.width
                previousIsView = true
            case .fixed(let gap):
                x += gap
                previousIsView = false
            case .flexible:
                x += share
                previousIsView = false
            }
        }
        return (views, start, x)
    }

    /// The safe-area insets of `bar` at its leading and trailing sides.
    static func sideInsets(of bar: UIView) -> (leading: CGFloat, trailing: CGFloat) {
        let insets = bar.safeAreaInsets
        return isRightToLeft(bar) ? (insets.right, insets.left) : (insets.left, insets.right)
    }

    /// Whether `bar` lays out right to left: its items are placed from the leading side as in
    /// a left-to-right bar, then mirrored (``mirror(_:in:)``), as UIKit mirrors bars.
    static func isRightToLeft(_ bar: UIView) -> Bool { bar.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Mirrors `views`' frames across `bar`'s width when the bar lays out right to left.
    static func mirror(_ views: [UIView], in bar: UIView) {
        guard isRightToLeft(bar) else { return }
        for view in views { view.frame.origin.x = bar.bounds.width - view.frame.maxX }
    }

    /// Takes out of `bar` the item views of `old` that `new` does not hold.
    static func remove(_ old: [UIView], keeping new: [UIView]) {
        for view in old where !new.contains(where: { $0 === view }) { view.removeFromSuperview() }
    }
}
