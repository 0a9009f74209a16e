import AutoLayout
import Rigging

extension UINavigationBar {
    /// How far the back button's chevron is from the safe area's leading side: 8 points (iOS
    /// puts it closer to the edge than the other items; measured, not published).
    static let backButtonInset: CGFloat = 8
    /// The back button's chevron: 13 points (measured, not published).
    static let backIndicatorWidth: CGFloat = 13
    /// The back button's chevron and the gap after it, before the title: 13 and 6 points
    /// (measured, not published).
    static let backChevronWidth: CGFloat = 19

    /// Lays out the top item in the bar's first row: the back button (while a controller lies
    /// below the top one, unless the top item hides it, or has leading items and does not
    /// supplement the back button with them) at the leading side, then the leading items, the
    /// trailing items against the trailing margin (the first outermost), and the title view or
    /// the title centred on the bar, shifted to clear the items and narrowed to the space they
    /// leave. The back button takes the first of its titles (``backButtonTitles(for:)``) that
    /// leaves the title room to stay centred, else the chevron alone.
    func layoutItems() {
        guard let navigation, let top = topItem else {
            BarItemRow.remove(itemViews, keeping: [])
            itemViews = []
            titleLayoutFrame = nil
            shownBackButtonTitle = nil
            return
        }
        let traits = navigation.traitCollection
        let rowY: CGFloat = top.prompt == nil ? 0 : CGFloat(NavigationItem.promptHeight)
        let rowHeight = CGFloat(BarMetrics.navigationBarHeight(for: traits))
        let margin = BarItemRow.margin(forWidth: bounds.width)
        let sides = BarItemRow.sideInsets(of: self)
        let minX = sides.leading + margin
        let maxX = bounds.width - sides.trailing - margin
        let left = top.leftBarButtonItems ?? []
        let right = top.rightBarButtonItems ?? []
        let leftWidth = BarItemRow.measure(left.map(\.slot)).width
        let rightWidth = BarItemRow.measure(right.map(\.slot)).width
        let trailingStart = right.isEmpty ? maxX + BarItemRow.spacing : maxX - rightWidth
        let largeTitle = navigation.showsLargeTitle && traits.verticalSizeClass != .compact
        let titleSize = top.titleView.map(UIBarButtonItem.size(of:)) ?? (largeTitle ? nil : top.title.map(Self.titleSize(of:)))
        var views: [UIView] = []
        var leadingEnd = minX - BarItemRow.spacing
        shownBackButtonTitle = nil
        if let below = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let backStart = sides.leading + Self.backButtonInset
            let titles = Self.backButtonTitles(for: below)
            let fitting = titles.first { title in
                let end = backStart + Self.backButtonWidth(title) + (left.isEmpty ? 0 : BarItemRow.spacing + leftWidth)
                return Self.fits(titleSize?.width, after: end, before: trailingStart, in: bounds.width)
            }
            let title: String? = fitting ?? nil
            let width = Self.backButtonWidth(title)
            // Set only on a change: each set asks the bar to lay out again.
            if backButton.title != title { backButton.title = title }
            if backButton.width != width { backButton.width = width }
            shownBackButtonTitle = title
            let row = BarItemRow.place(
                [backButton], in: self, minX: backStart, maxX: maxX, rowY: rowY, rowHeight: rowHeight)
            views += row.views
            leadingEnd = row.maxX
        }
        if !left.isEmpty {
            let start = views.isEmpty ? minX : leadingEnd + BarItemRow.spacing
            let row = BarItemRow.place(left, in: self, minX: start, maxX: maxX, rowY: rowY, rowHeight: rowHeight)
            views += row.views
            leadingEnd = row.maxX
        }
        if !right.isEmpty {
            let row = BarItemRow.place(
                right.reversed(), in: self, minX: leadingEnd, maxX: maxX, rowY: rowY, rowHeight: rowHeight, trailing: true)
            views += row.views
        }
        let lower = leadingEnd + BarItemRow.spacing
        let upper = trailingStart - BarItemRow.spacing
        titleLayoutFrame = nil
        if let titleView = top.titleView {
            views.append(place(titleView, between: lower, and: upper, rowY: rowY, rowHeight: rowHeight))
        } else if let titleSize {
            titleLayoutFrame = Self.centred(titleSize, between: lower, and: upper, in: bounds.width, rowY: rowY, rowHeight: rowHeight)
        }
        BarItemRow.mirror(views, in: self)
        if let frame = titleLayoutFrame, BarItemRow.isRightToLeft(self) { titleLayoutFrame?.origin.x = bounds.width - frame.maxX }
        if let coordinator = navigation.transitionCoordinator, coordinator.isAnimated, !coordinator.isInteractive {
            if preparingFade {
                // Before the slide's animation block: the joining views wait, transparent, at
                // their places, and the leaving ones stay until the block fades them.
                for view in views where !itemViews.contains(where: { $0 === view }) { view.alpha = 0 }
                itemViews += views.filter { view in !itemViews.contains { $0 === view } }
                return
            }
            for view in views { view.alpha = 1 }
            fadeOut(itemViews, keeping: views, until: coordinator)
        } else {
            BarItemRow.remove(itemViews, keeping: views)
        }
        itemViews = views
    }

    /// Places the new top item's views before an animated push or pop slides, transparent, so
    /// that its animation block fades them in (a view that joins the tree inside an animation
    /// block shows at once).
    func prepareFade() {
        preparingFade = true
        layoutItems()
        preparingFade = false
    }

    /// Fades the item views that leave the bar during an animated push or pop, as UIKit's bar
    /// fades its items: to 0 over the transition (this layout runs inside its animation block),
    /// then out of the bar when it ends; the joining ones, placed transparent before the block
    /// (`prepareFade()`), fade in. A view both items show (the back button, re-titled) does not
    /// fade.
    private func fadeOut(_ old: [UIView], keeping new: [UIView], until coordinator: TransitionCoordinator) {
        let leaving = old.filter { view in !new.contains { $0 === view } }
        for view in leaving { view.alpha = 0 }
        guard !leaving.isEmpty else { return }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                for view in leaving where !(self?.itemViews.contains { $0 === view } ?? false) {
                    view.removeFromSuperview()
                    view.alpha = 1
                }
            }
        }
    }

    /// The titles the back button for `item` (the item below the top one) tries, most specific
    /// first, as Apple documents `backButtonDisplayMode`; nil is the chevron alone. A
    /// `backBarButtonItem`'s title comes first in every mode, then: `.default` tries the
    /// item's `backButtonTitle`, its `title`, then "Back"; `.generic` tries "Back"; `.minimal`
    /// shows the chevron alone.
    static func backButtonTitles(for item: UINavigationItem) -> [String?] {
        var titles: [String?] = []
        if let title = item.backBarButtonItem?.title { titles.append(title) }
        switch item.backButtonDisplayMode {
        case .default: titles += [item.backButtonTitle, item.title, "Back"].filter { $0 != nil }
        case .generic: titles.append("Back")
        case .minimal: break
        }
        titles.append(nil)
        return titles
    }

    /// The back button's width with `title`: the chevron, the gap and the title in the 17-point
    /// system font, or the chevron alone.
    static func backButtonWidth(_ title: String?) -> CGFloat {
        guard let title else { return backIndicatorWidth }
        return backChevronWidth + UIBarButtonItem.width(of: title, bold: false)
    }

    /// A title's size in the 17-point semibold system font, as the bar draws it.
    static func titleSize(of title: String) -> CGSize {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        return label.intrinsicContentSize
    }

    /// Whether a title `width` wide (none when nil) stays centred on a bar `barWidth` wide with
    /// the leading items ending at `leadingEnd` and the trailing ones starting at
    /// `trailingStart`, 8 points clear of both.
    static func fits(_ width: CGFloat?, after leadingEnd: CGFloat, before trailingStart: CGFloat, in barWidth: CGFloat) -> Bool {
        let lower = leadingEnd + BarItemRow.spacing
        let upper = trailingStart - BarItemRow.spacing
        guard let width else { return lower <= upper + BarItemRow.spacing }
        return barWidth / 2 - width / 2 >= lower - 1e-9 && barWidth / 2 + width / 2 <= upper + 1e-9
    }

    /// A frame of `size` centred on a bar `barWidth` wide, within `lower...upper` (shifted, then
    /// narrowed to fit: a title truncates, a title view "may be resized to fit", as Apple
    /// documents), centred on the row.
    static func centred(
        _ size: CGSize, between lower: CGFloat, and upper: CGFloat, in barWidth: CGFloat, rowY: CGFloat, rowHeight: CGFloat
    ) -> CGRect {
        let width = max(0, min(size.width, upper - lower))
        let height = min(size.height, rowHeight)
        let x = min(max(barWidth / 2 - width / 2, lower), upper - width)
        return CGRect(x: x, y: rowY + (rowHeight - height) / 2, width: width, height: height)
    }

    /// Places a title view centred on the bar, within `lower...upper` and the row (narrowed to
    /// fit, as Apple documents that title views "may be resized to fit"): a view with a frame is
    /// given one in the bar; a view laid out by constraints is held, at its own size, in a wrapper.
    private func place(_ titleView: UIView, between lower: CGFloat, and upper: CGFloat, rowY: CGFloat, rowHeight: CGFloat) -> UIView {
        let frame = Self.centred(
            UIBarButtonItem.size(of: titleView), between: lower, and: upper, in: bounds.width, rowY: rowY, rowHeight: rowHeight)
        if titleView.translatesAutoresizingMaskIntoConstraints {
            titleView.layoutView.isPlacedByLayout = true
            if titleView.superview !== self { addSubview(titleView) }
            titleView.frame = frame
            return titleView
        }
        let item = titleItem?.customView === titleView ? titleItem ?? UIBarButtonItem() : UIBarButtonItem(customView: titleView)
        titleItem = item
        let wrapper = item.makeBarView()
        wrapper.layoutView.isPlacedByLayout = true
        if wrapper.superview !== self { addSubview(wrapper) }
        wrapper.frame = frame
        return wrapper
    }
}
