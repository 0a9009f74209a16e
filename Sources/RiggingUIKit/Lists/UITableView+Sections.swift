import AutoLayout

// Section headers and footers, as UIKit spells them, over AutoLayout's `TableView+Sections`.
//
// A header's height: the delegate's `tableView(_:heightForHeaderInSection:)`, else
// `sectionHeaderHeight`; `automaticDimension` (the default of both) measures the header's view
// (a `UITableViewHeaderFooterView`'s content view's fitting height at the table's width, any
// other view's fitting height or frame), else a title's standard header, else the style's
// untitled height (none in `.plain`). Footers likewise. With a positive estimate
// (`estimatedSectionHeaderHeight` or the delegate's), an automatic header counts at the estimate
// until it comes on screen, where it is measured; without one, every header is sized on load.
extension UITableView {
    /// Every section header's height, or `automaticDimension` (the default) for its content's.
    public var sectionHeaderHeight: CGFloat {
        get { CGFloat(layoutTableView.sectionHeaderHeight) }
        set { layoutTableView.sectionHeaderHeight = Double(newValue) }
    }

    /// Every section footer's height, or `automaticDimension` (the default) for its content's.
    public var sectionFooterHeight: CGFloat {
        get { CGFloat(layoutTableView.sectionFooterHeight) }
        set { layoutTableView.sectionFooterHeight = Double(newValue) }
    }

    /// The height of automatic headers not yet on screen: positive, each is measured when it
    /// comes on screen and counts at the estimate until then (in `contentSize`, the sections'
    /// rectangles); `automaticDimension` (the default) or 0 measures every header on load.
    public var estimatedSectionHeaderHeight: CGFloat {
        get { CGFloat(layoutTableView.estimatedSectionHeaderHeight) }
        set { layoutTableView.estimatedSectionHeaderHeight = Double(newValue) }
    }

    /// The height of automatic footers not yet on screen, as `estimatedSectionHeaderHeight`.
    public var estimatedSectionFooterHeight: CGFloat {
        get { CGFloat(layoutTableView.estimatedSectionFooterHeight) }
        set { layoutTableView.estimatedSectionFooterHeight = Double(newValue) }
    }

    /// Space above each section header (iOS 15): `automaticDimension` (the default) for 22
    /// points in `.plain` and none in the grouped styles; 0 removes it.
    public var sectionHeaderTopPadding: CGFloat {
        get { CGFloat(layoutTableView.sectionHeaderTopPadding) }
        set { layoutTableView.sectionHeaderTopPadding = Double(newValue) }
    }

    /// Registers the class to make header and footer views of for `identifier` (a
    /// `UITableViewHeaderFooterView` subclass; nil or another class removes the registration).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view taken back for reuse under `identifier`, else a new one of the
    /// registered class, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let reused = layoutTableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)?.uiView
            as? UITableViewHeaderFooterView
        {
            return reused
        }
        return registeredHeaderFooters[identifier].map { adapter.keep(section: $0.init(dequeuedWithReuseIdentifier: identifier)) }
    }

    /// The header view on screen for `section` (a title's standard view included), or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableView.headerView(forSection: section)?.uiView as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableView.footerView(forSection: section)?.uiView as? UITableViewHeaderFooterView
    }

    /// Section `section`'s rectangle in content coordinates: padding, header, rows and footer.
    public func rect(forSection section: Int) -> CGRect { CGRect(layoutTableView.rect(forSection: section)) }

    /// The rectangle of `section`'s header in content coordinates, where it sits in the column.
    public func rectForHeader(inSection section: Int) -> CGRect { CGRect(layoutTableView.rectForHeader(inSection: section)) }

    /// The rectangle of `section`'s footer in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect { CGRect(layoutTableView.rectForFooter(inSection: section)) }

    /// A standard header or footer for a section's title, kept alive with the table.
    func makeTitleView(reuseIdentifier identifier: String) -> UITableViewHeaderFooterView {
        adapter.keep(section: UITableViewHeaderFooterView(reuseIdentifier: identifier))
    }
}
