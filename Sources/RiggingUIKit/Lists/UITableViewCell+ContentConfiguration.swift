extension UITableViewCell {
    /// The list content configuration for the cell's style, to fill in and set as
    /// `contentConfiguration`: `.cell()` for `.default`, `.subtitleCell()` for `.subtitle`,
    /// `.valueCell()` for `.value1`, and for `.value2`, which has no list configuration of its own,
    /// `.valueCell()` too (Rigging's choice). Its text, secondary text and image are laid out as a
    /// list cell's (see `UIListContentConfiguration`).
    ///
    /// ```swift
    /// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
    /// var content = cell.defaultContentConfiguration()
    /// content.text = "Ada Lovelace"
    /// cell.contentConfiguration = content
    /// // cell.contentView.subviews.first is the configuration's UIListContentView
    /// ```
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
}
