import AutoLayout

/// UIKit's `UICollectionViewListCell`, as far as layout goes: a collection cell for list
/// layouts whose `contentConfiguration` (a `UIListContentConfiguration` from
/// `defaultContentConfiguration()`) places its content in the content view, and whose
/// `accessories` take their widths from the content view's trailing side (see `UICellAccessory`).
/// In a list layout its height is the content's fitting height at the row's width less the
/// accessories.
///
/// ```swift
/// let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
/// var content = cell.defaultContentConfiguration()
/// content.text = "General"
/// cell.contentConfiguration = content
/// cell.accessories = [.disclosureIndicator()]
/// // cell.contentView.frame.width is 356: 34 points for the chevron
/// ```
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the trailing side, first outermost; the content view is narrower by
    /// their width.
    open var accessories: [UICellAccessory] = [] {
        didSet { cell.contentTrailingInset = Double(UICellAccessory.reservedWidth(of: accessories)) }
    }

    /// The content shown in the content view: setting it puts the view the configuration makes
    /// there, filling it (or gives the one there the new configuration); nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// The view `contentConfiguration` made, in the content view.
    private let configuredContent = ConfiguredContent()

    /// A plain list row's configuration (`UIListContentConfiguration.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func applyContentConfiguration() { configuredContent.show(contentConfiguration, in: contentView) }
}
