import AutoLayout
import Rigging

extension UINavigationBar {
    /// How far the back button's chevron is from the safe area's leading side: 8 points (iOS
    /// puts it closer to the edge than the other items; measured, not published).
    static let backButtonInset: CGFloat = 8
    /// The back button's chevron and the gap after it, before the title: 13 and 6 points
    /// (measured, not published).
    static let backChevronWidth: CGFloat = 19

    /// Lays out the top item in the bar's first row: the back button (while a controller lies
    /// below the top one, unless the top item hides it, or has leading items and does not
    /// supplement the back button with them) at the leading side, then the leading items, the
    /// trailing items against the trailing margin (the first outermost), and the title view
    /// centred on the bar, shifted to clear the items and narrowed to the space they leave.
    func layoutItems() {
        guard let navigation, let top = topItem else {
            BarItemRow.remove(itemViews, keeping: [])
            itemViews = []
            return
        }
        let traits = navigation.traitCollection
        let rowY: CGFloat = top.prompt == nil ? 0 : CGFloat(NavigationItem.promptHeight)
        let rowHeight = CGFloat(BarMetrics.navigationBarHeight(for: traits))
        let margin = BarItemRow.margin(forWidth: bounds.width)
        let sides = BarItemRow.sideInsets(of: self)
        let minX = sides.leading + margin
        let maxX = bounds.width - sides.trailing - margin
        var views: [UIView] = []
        var leadingEnd = minX - BarItemRow.spacing
        let left = top.leftBarButtonItems ?? []
        if let below = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let title = below.backBarButtonItem?.title ?? below.backButtonTitle ?? below.title ?? "Back"
            backButton.title = title
            backButton.width = Self.backChevronWidth + UIBarButtonItem.width(of: title, bold: false)
            let row = BarItemRow.place(
                [backButton], in: self, minX: sides.leading + Self.backButtonInset, maxX: maxX, rowY: rowY,
                rowHeight: rowHeight)
            views += row.views
            leadingEnd = row.maxX
        }
        if !left.isEmpty {
            let start = views.isEmpty ? minX : leadingEnd + BarItemRow.spacing
            let row = BarItemRow.place(left, in: self, minX: start, maxX: maxX, rowY: rowY, rowHeight: rowHeight)
            views += row.views
            leadingEnd = row.maxX
        }
        var trailingStart = maxX + BarItemRow.spacing
        let right = top.rightBarButtonItems ?? []
        if !right.isEmpty {
            let row = BarItemRow.place(
                right.reversed(), in: self, minX: leadingEnd, maxX: maxX, rowY: rowY, rowHeight: rowHeight, trailing: true)
            views += row.views
            trailingStart = row.minX
        }
        if let titleView = top.titleView {
            let lower = leadingEnd + BarItemRow.spacing
            let upper = trailingStart - BarItemRow.spacing
            views.append(place(titleView, between: lower, and: upper, rowY: rowY, rowHeight: rowHeight))
        }
        BarItemRow.mirror(views, in: self)
        BarItemRow.remove(itemViews, keeping: views)
        itemViews = views
    }

    /// Places a title view centred on the bar, within `lower...upper` and the row (narrowed to
    /// fit, as Apple documents that title views "may be resized to fit"): a view with a frame is
    /// given one in the bar; a view laid out by constraints is held, at its own size, in a wrapper.
    private func place(_ titleView: UIView, between lower: CGFloat, and upper: CGFloat, rowY: CGFloat, rowHeight: CGFloat) -> UIView {
        let size = UIBarButtonItem.size(of: titleView)
        let width = max(0, min(size.width, upper - lower))
        let height = min(size.height, rowHeight)
        let x = min(max(bounds.width / 2 - width / 2, lower), upper - width)
        let frame = CGRect(x: x, y: rowY + (rowHeight - height) / 2, width: width, height: height)
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
