/// A table view's settings and cells: prototypes (dynamic content) or sections of static cells.
public struct IBTableView: Hashable, Sendable {
    /// `style` (`plain` when absent; `grouped`, `insetGrouped`).
    public var style: String
    /// `dataMode` (`prototypes` when absent; `static`).
    public var dataMode: String
    /// `rowHeight`, in points; nil when the document writes none (UIKit's automatic height).
    public var rowHeight: Double?
    /// `estimatedRowHeight`, in points.
    public var estimatedRowHeight: Double?
    /// `sectionHeaderHeight`, in points.
    public var sectionHeaderHeight: Double?
    /// `sectionFooterHeight`, in points.
    public var sectionFooterHeight: Double?
    /// `<prototypes>`: the prototype cells, each a hierarchy of its own.
    public var prototypes: [IBView]
    /// `<sections>`: the static sections.
    public var sections: [Section]

    /// A table's settings and cells.
    public init(
        style: String = "plain", dataMode: String = "prototypes", rowHeight: Double? = nil,
        estimatedRowHeight: Double? = nil, sectionHeaderHeight: Double? = nil,
        sectionFooterHeight: Double? = nil, prototypes: [IBView] = [], sections: [Section] = []
    ) {
        self.style = style
        self.dataMode = dataMode
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.prototypes = prototypes
        self.sections = sections
    }

    /// One `<tableViewSection>` of a static table.
    public struct Section: Hashable, Sendable {
        /// The section's document id.
        public var id: String
        /// `headerTitle`.
        public var headerTitle: String?
        /// `footerTitle`.
        public var footerTitle: String?
        /// The section's cells in order.
        public var cells: [IBView]

        /// A section with `cells`.
        public init(id: String, headerTitle: String? = nil, footerTitle: String? = nil, cells: [IBView] = []) {
            self.id = id
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.cells = cells
        }
    }
}
