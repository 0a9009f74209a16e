// Section headers and footers: their heights (fixed, self-sized from their views, or the
// style's standard ones; estimated until they come on screen when the table has an estimate),
// their places in the column, and the views on screen, floating in `.plain` as UIKit's do.

extension TableView {
    /// A section's header or footer, as a key of the views on screen.
    struct SectionSlot: Hashable, Comparable {
        var section: Int
        var isHeader: Bool

        /// Section order, a header before its footer (the order views go back to the queue).
        static func < (a: SectionSlot, b: SectionSlot) -> Bool { (a.section, a.isHeader ? 0 : 1) < (b.section, b.isHeader ? 0 : 1) }
    }

    // MARK: Registration and reuse

    /// Registers the class to make header and footer views of for `identifier`, as
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = viewClass
    }

    /// A header or footer view taken back for reuse under `identifier`, else a new one of the
    /// registered class, else nil, as `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() { return view }
        return registeredHeaderFooters[identifier]?.init(reuseIdentifier: identifier)
    }

    /// The header view shown for `section`, or nil when it is not on screen.
    public func headerView(forSection section: Int) -> View? { sectionViews[SectionSlot(section: section, isHeader: true)] }

    /// The footer view shown for `section`, or nil when it is not on screen.
    public func footerView(forSection section: Int) -> View? { sectionViews[SectionSlot(section: section, isHeader: false)] }

    // MARK: Geometry

    /// Section `section`'s rectangle in content coordinates: the padding above its header, the
    /// header, the rows and the footer (`.zero` for a section that does not exist).
    public func rect(forSection section: Int) -> Rect {
        guard rows.sectionCounts.indices.contains(section) else { return .zero }
        let span = rows.span(ofSection: section)
        return Rect(x: 0, y: headerHeight + span.top, width: bounds.width, height: span.bottom - span.top)
    }

    /// The rectangle of `section`'s header in content coordinates, where it sits in the column
    /// (a floating header may show lower), below the padding (`.zero` for no such section).
    public func rectForHeader(inSection section: Int) -> Rect {
        guard rows.sectionCounts.indices.contains(section) else { return .zero }
        let top = rows.span(ofSection: section).top + rows.paddings[section]
        return Rect(x: 0, y: headerHeight + top, width: bounds.width, height: rows.headers[section])
    }

    /// The rectangle of `section`'s footer in content coordinates, as `rectForHeader(inSection:)`.
    public func rectForFooter(inSection section: Int) -> Rect {
        guard rows.sectionCounts.indices.contains(section) else { return .zero }
        let bottom = rows.span(ofSection: section).bottom
        let height = rows.footers[section]
        return Rect(x: 0, y: headerHeight + bottom - height, width: bounds.width, height: height)
    }

    // MARK: Sizing

    /// Measures every section's header and footer again at the next layout.
    func invalidateSections() {
        sectionsSized = false
        setNeedsLayout()
    }

    /// The width changed: with a table-wide estimate, each section keeps its heights as its
    /// estimate and is measured again when it comes on screen (as rows are); without one, every
    /// section is measured again at the next layout.
    func invalidateSectionsForWidth() {
        let estimates = [estimatedSectionHeaderHeight, estimatedSectionFooterHeight]
        guard sectionsSized, estimates.contains(where: { $0 > 0 && $0.isFinite }) else {
            sectionsSized = false
            return
        }
        for s in rows.sectionCounts.indices { rows.markSectionEstimated(s) }
    }

    /// Sets every section's padding, header and footer heights at the table's width: fixed
    /// heights as they are, automatic ones measured now, or estimated when the table has an
    /// estimate for them (measured by `sizeSection(_:)` when they come on screen).
    func sizeSections() {
        sectionsSized = true
        for s in rows.sectionCounts.indices { sizeSection(s, estimating: true) }
    }

    /// Sets section `s`'s padding, header and footer heights; `estimating`, an automatic header
    /// or footer with a positive estimate takes the estimate and the section stays unsized.
    func sizeSection(_ s: Int, estimating: Bool = false) {
        let padding =
            sectionHeaderTopPadding == TableView.automaticDimension
            ? TableView.automaticHeaderTopPadding(style) : max(sectionHeaderTopPadding, 0)
        let header = height(of: SectionSlot(section: s, isHeader: true), estimating: estimating)
        let footer = height(of: SectionSlot(section: s, isHeader: false), estimating: estimating)
        rows.setSection(
            s, padding: header.height > 0 ? padding : 0, header: header.height, footer: footer.height,
            sized: !header.isEstimate && !footer.isEstimate)
    }

    /// A header's or footer's height: the delegate's or the table's fixed one, else (when
    /// `estimating` and there is a positive estimate) the estimate, else its view's fitting
    /// height at the table's width, else the style's untitled height.
    private func height(of slot: SectionSlot, estimating: Bool) -> (height: Double, isEstimate: Bool) {
        let fixed =
            slot.isHeader
            ? delegate?.tableView(self, heightForHeaderInSection: slot.section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: slot.section) ?? sectionFooterHeight
        if fixed != TableView.automaticDimension { return (fixed.isFinite ? max(fixed, 0) : 0, false) }
        if estimating {
            let estimate =
                slot.isHeader
                ? delegate?.tableView(self, estimatedHeightForHeaderInSection: slot.section) ?? estimatedSectionHeaderHeight
                : delegate?.tableView(self, estimatedHeightForFooterInSection: slot.section) ?? estimatedSectionFooterHeight
            if estimate > 0 && estimate.isFinite { return (estimate, true) }
        }
        return (measuredHeight(of: slot), false)
    }

    /// An automatic header's or footer's own height: its view's fitting height at the table's
    /// width, else the style's untitled height.
    private func measuredHeight(of slot: SectionSlot) -> Double {
        guard let view = sectionView(for: slot) else { return TableView.untitledSectionHeight(style) }
        defer { if sectionViews[slot] !== view { enqueue(view) } }
        return fittingHeight(of: view)
    }

    /// A view's height at the table's width: a header view's content view's fitting height,
    /// any other view's fitting height, else its frame's height.
    private func fittingHeight(of view: View) -> Double {
        let target = Size(width: columnWidth, height: 0)
        let measured = (view as? TableViewHeaderFooterView)?.contentView ?? view
        let fitting = measured.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitting.height > 0 ? fitting.height : max(view.frame.height, 0)
    }

    /// The delegate's view for `slot`, else a standard view with the data source's title, else nil.
    private func sectionView(for slot: SectionSlot) -> View? {
        let s = slot.section
        let given = slot.isHeader ? delegate?.tableView(self, viewForHeaderInSection: s) : delegate?.tableView(self, viewForFooterInSection: s)
        if let given {
            (given as? TableViewHeaderFooterView)?.apply(.of(style, isHeader: slot.isHeader))
            return given
        }
        let title =
            slot.isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        guard let title else { return nil }
        let identifier = slot.isHeader ? TableView.titleHeaderIdentifier : TableView.titleFooterIdentifier
        let view = reusableHeaderFooters[identifier]?.popLast() ?? makeTitleView(reuseIdentifier: identifier)
        view.showTitle(title)
        view.apply(.of(style, isHeader: slot.isHeader))
        return view
    }

    /// The identifiers of the standard title views the table makes for itself.
    static let titleHeaderIdentifier = "TableView.titleHeader"
    static let titleFooterIdentifier = "TableView.titleFooter"

    private func enqueue(_ view: View) {
        guard let view = view as? TableViewHeaderFooterView, let id = view.reuseIdentifier else { return }
        view.prepareForReuse()
        reusableHeaderFooters[id, default: []].append(view)
    }

    // MARK: Placing

    /// Shows the headers and footers of the sections between `top` and `bottom` (column
    /// coordinates, below the table header view). In `.plain` a header floats: it stays at the
    /// top of the visible area while its section's rows pass under it and is pushed up by the
    /// section's end; a footer likewise stays at the bottom.
    func placeSectionViews(top: Double, bottom: Double) {
        let sections = rows.sections(from: top, to: bottom)
        let floats = style == .plain
        let visibleTop = top + adjustedContentInset.top
        let visibleBottom = bottom - adjustedContentInset.bottom
        var shown: Set<SectionSlot> = []
        for s in sections {
            let span = rows.span(ofSection: s)
            let header = rows.headers[s]
            let footer = rows.footers[s]
            var headerY = span.top + rows.paddings[s]
            var footerY = span.bottom - footer
            if floats {
                headerY = min(max(headerY, visibleTop), span.bottom - footer - header)
                footerY = max(min(footerY, visibleBottom - footer), span.top + rows.paddings[s] + header)
            }
            for (slot, y, height) in [
                (SectionSlot(section: s, isHeader: true), headerY, header), (SectionSlot(section: s, isHeader: false), footerY, footer),
            ]
            where height > 0 && y < bottom && y + height > top {
                guard let view = sectionViews[slot] ?? sectionView(for: slot) else { continue }
                shown.insert(slot)
                sectionViews[slot] = view
                let frame = Rect(x: columnInsets.left, y: headerHeight + y, width: columnWidth, height: height)
                if let standard = view as? TableViewHeaderFooterView { standard.place(in: frame) } else { view.frame = frame }
                // Above the rows, as UIKit keeps its headers.
                if view.superview !== self || subviews.last !== view { addSubview(view) }
            }
        }
        for slot in sectionViews.keys.filter({ !shown.contains($0) }).sorted() {
            guard let view = sectionViews.removeValue(forKey: slot) else { continue }
            view.removeFromSuperview()
            enqueue(view)
        }
    }

    /// Drops the headers and footers on screen (the data is asked again).
    func removeSectionViews() {
        for (_, view) in sectionViews.sorted(by: { $0.key < $1.key }) {
            view.removeFromSuperview()
            enqueue(view)
        }
        sectionViews = [:]
    }
}
