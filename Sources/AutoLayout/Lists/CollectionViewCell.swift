/// An item of a `CollectionView`, as `UICollectionViewCell`: its subviews go in `contentView`,
/// whose constraints give a self-sizing item its size.
open class CollectionViewCell: View {
    /// The view to add the cell's content to; it fills the cell and follows its size.
    public let contentView: View
    /// The identifier the cell was registered and dequeued under (nil for a cell made directly).
    /// Open so that a wrapper whose cells learn their identifier after they are made (UIKit's
    /// spelling) can answer with its own.
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?

    /// Creates a cell; the collection view makes registered cells with this initializer.
    public required convenience init(reuseIdentifier: String?) {
        let name = reuseIdentifier ?? "cell"
        self.init(name: name, reuseIdentifier: reuseIdentifier, contentView: View(name: name + ".contentView"))
    }

    /// Creates a cell around `contentView`, a view made for it and not yet in a tree: the hook
    /// for a view type of one's own as the content view (a wrapper's, say).
    public init(name: String?, reuseIdentifier: String?, contentView: View) {
        identifier = reuseIdentifier
        self.contentView = contentView
        super.init(name: name)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [self, contentView] { view.isPlacedByLayout = true }
        addSubview(contentView)
    }

    /// Called when the collection view takes the cell back for reuse; override to reset it.
    open func prepareForReuse() {}

    /// The size the cell asks for in place of the layout's estimate, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)` gives it: its content view's fitting size with the
    /// estimate as the target, both axes at `fittingSizeLevel` (the content's constraints decide
    /// wherever they can).
    open func preferredSize(fitting estimate: Size) -> Size {
        contentView.systemLayoutSizeFitting(
            estimate, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }
}
