extension TableView {
    /// The section index's width at the trailing side for `titles` (nil or empty: no index): the
    /// widest title in the 11-point semibold system font plus ``sectionIndexPadding`` at each
    /// side, at least ``minimumSectionIndexWidth`` (Rigging's figures: Apple publishes none).
    public static func sectionIndexWidth(for titles: [String]?) -> Double {
        guard let titles, !titles.isEmpty else { return 0 }
        let measurer = SystemFontTextMeasurer()
        let font = Font.systemFont(ofSize: 11, weight: .semibold)
        let widest = titles.map { measurer.width(of: $0, in: font) }.max() ?? 0
        return max(widest.rounded(.up) + 2 * sectionIndexPadding, minimumSectionIndexWidth)
    }

    /// The space at each side of the section index's widest title.
    public static let sectionIndexPadding = 4.0
    /// The narrowest a section index is.
    public static let minimumSectionIndexWidth = 15.0
}

extension TableViewCell {
    /// The width of the editing control (the delete or insert button) a row shows at its leading
    /// side while its table is editing: 38 points (Rigging's figure: Apple publishes none).
    public static let editingControlWidth = 38.0
    /// The width of the reorder control a row shows at its trailing side while its table is
    /// editing and ``showsReorderControl`` is set: 38 points (Rigging's figure: Apple publishes none).
    public static let reorderControlWidth = 38.0

    /// How far the content view starts from the cell's leading edge and ends before its trailing
    /// edge: editing, the editing control before it and the reorder control after it (the
    /// accessory hidden, as UIKit hides it without an editing accessory); otherwise the accessory
    /// after it; and the table's section index after either.
    func contentInsets(sectionIndexWidth: Double) -> (leading: Double, trailing: Double) {
        guard isEditing else { return (0, accessoryWidth + sectionIndexWidth) }
        return (TableViewCell.editingControlWidth, (showsReorderControl ? TableViewCell.reorderControlWidth : 0) + sectionIndexWidth)
    }
}
