/// An item of a `CollectionView`, as `UICollectionViewCell`: its subviews go in `contentView`,
/// whose constraints give a self-sizing item its size.
open class CollectionViewCell: View {
    /// The view to add the cell's content to; it fills the cell and follows its size.
    public let contentView: View
    /// The identifier the cell was registered and dequeued under (nil for a cell made directly).
    public let reuseIdentifier: String?

    /// Creates a cell; the collection view makes registered cells with this initializer.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let name = reuseIdentifier ?? "cell"
        contentView = View(name: name + ".contentView")
        super.init(name: name)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called when the collection view takes the cell back for reuse; override to reset it.
    open func prepareForReuse() {}

    /// The size the cell asks for in place of the layout's estimate, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)` gives it: its content view's fitting size with the
    /// estimate as the target, both axes at `fittingSizeLevel` (the content's constraints decide
    /// wherever they can).
    open func preferredSize(fitting estimate: Size) -> Size {
        contentView.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel,
                                            verticalFittingPriority: .fittingSizeLevel)
    }
}
