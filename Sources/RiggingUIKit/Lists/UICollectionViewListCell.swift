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
    private var configuredView: (any UIView & UIContentView)?

    /// A plain list row's configuration (`UIListContentConfiguration.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        if let configuredView, type(of: configuredView.configuration) == type(of: configuration) {
            configuredView.configuration = configuration
            return
        }
        configuredView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        NSLayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: contentView.topAnchor),
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        configuredView = made
    }
}
