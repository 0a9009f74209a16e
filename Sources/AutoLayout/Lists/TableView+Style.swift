extension TableView {
    /// The table's style, as `UITableView.Style`: it sets the section headers' and footers'
    /// default heights and title metrics, the padding above headers, and whether headers float.
    public enum Style: String, Sendable, CaseIterable {
        /// Sections run on; a section's header floats at the top while its rows scroll under it
        /// (its footer at the bottom); untitled sections have no header or footer.
        case plain
        /// Sections are set apart; headers and footers scroll with the rows; an untitled section
        /// still has a gap above and below it. Rows span the table's width, as `.plain` ones do.
        case grouped
        /// Grouped sections inset from the table's edges: rows, headers and footers by the
        /// table's layout margins (`TableView.columnInsets`); corners are not drawn.
        case insetGrouped
    }

    /// Where a section title's label sits in a standard header or footer, and its font: the
    /// heights of titled sections follow from these and the title's lines (a 17-point line is
    /// 20.5 points on the 2x grid, a 13-point one 16).
    ///
    /// Apple publishes no figures for these: Rigging's model gives a one-line title header 28
    /// points in `.plain` (17-point semibold, 16 from the leading edge), 38 in the grouped
    /// styles (13-point, near the header's bottom), and footers 28 and 30.
    public struct SectionTitleMetrics: Sendable, Equatable {
        /// The title's point size.
        public var fontSize: Double
        /// The title's weight.
        public var weight: Font.Weight
        /// Space from the content view's top to the label.
        public var top: Double
        /// Space from the label to the content view's bottom.
        public var bottom: Double
        /// Space from the content view's leading edge to the label (and at least as much after it).
        public var leading: Double

        /// The metrics of `style`'s headers (`isHeader`) or footers.
        public static func of(_ style: Style, isHeader: Bool) -> SectionTitleMetrics {
            switch (style, isHeader) {
            case (.plain, true): SectionTitleMetrics(fontSize: 17, weight: .semibold, top: 4, bottom: 3.5, leading: 16)
            case (.plain, false): SectionTitleMetrics(fontSize: 13, weight: .regular, top: 6, bottom: 6, leading: 16)
            case (_, true): SectionTitleMetrics(fontSize: 13, weight: .regular, top: 15.5, bottom: 6.5, leading: 16)
            case (_, false): SectionTitleMetrics(fontSize: 13, weight: .regular, top: 7, bottom: 7, leading: 16)
            }
        }
    }

    /// The height of an automatic header or footer with neither a view nor a title: none in
    /// `.plain`; in the grouped styles the gap UIKit keeps between sections (Rigging's figure:
    /// 18 points for each; UIKit publishes none).
    public static func untitledSectionHeight(_ style: Style) -> Double { style == .plain ? 0 : 18 }

    /// The padding above a section's header that `sectionHeaderTopPadding`'s
    /// `automaticDimension` stands for: 22 points in `.plain` (as iOS 15 and later add above
    /// each header), none in the grouped styles.
    public static func automaticHeaderTopPadding(_ style: Style) -> Double { style == .plain ? 22 : 0 }

    /// The least margin of an `.insetGrouped` table beyond its safe area, as UIKit's system
    /// minimum layout margins give it: 16 points in a table narrower than 414 points (an iPhone
    /// in portrait, other than the Plus and Max sizes), 20 otherwise.
    public static func insetGroupedMinimumMargin(width: Double) -> Double { width < 414 ? 16 : 20 }

    /// How far rows, section headers and footers sit from the table's left and right edges: in
    /// `.insetGrouped`, the table's layout margins, at least `insetGroupedMinimumMargin(width:)`
    /// beyond the safe area; zero in the other styles. Rows are sized at the width between.
    public var columnInsets: (left: Double, right: Double) {
        guard style == .insetGrouped else { return (0, 0) }
        let margins = effectiveLayoutMargins
        let safe = safeAreaInsets
        let minimum = TableView.insetGroupedMinimumMargin(width: bounds.width)
        return (max(margins.left, safe.left + minimum), max(margins.right, safe.right + minimum))
    }

    /// The width of the rows between `columnInsets`.
    var columnWidth: Double {
        let insets = columnInsets
        return max(bounds.width - insets.left - insets.right, 0)
    }
}
