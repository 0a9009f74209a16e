extension TableViewCell {
    /// The standard accessories, as `UITableViewCell.AccessoryType` (same raw values). Rigging
    /// draws none: an accessory takes its width from the content view's trailing side.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// No accessory: the content view spans the cell.
        case none = 0
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton

        /// The width the accessory takes from the content view at the cell's trailing edge.
        /// Apple publishes none of these: they are the widths measured on iOS and used by
        /// common self-sizing code (a chevron 34, a checkmark 40, an info button 48, both 68).
        public var width: Double {
            switch self {
            case .none: 0
            case .disclosureIndicator: 34
            case .detailDisclosureButton: 68
            case .checkmark: 40
            case .detailButton: 48
            }
        }
    }

    /// The trailing margin beside a custom `accessoryView`, which takes its own width and this.
    public static let accessoryViewMargin = 16.0

    /// The width the accessory takes from the content view: a custom accessory view's width and
    /// its margin, else the standard accessory's width.
    public var accessoryWidth: Double {
        if let accessoryView { return max(accessoryView.frame.width, 0) + TableViewCell.accessoryViewMargin }
        return accessoryType.width
    }
}
