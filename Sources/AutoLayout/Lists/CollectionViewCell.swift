/// An item of a `CollectionView`, as `UICollectionViewCell`: its subviews go in `contentView`,
/// whose constraints give a self-sizing item its size.
open class CollectionViewCell: CollectionReusableView {
    /// The view to add the cell's content to; it fills the cell and follows its size.
    public let contentView: View

    /// Creates a cell; the collection view makes registered cells with this initializer.
    public required convenience init(reuseIdentifier: String?) {
        let name = reuseIdentifier ?? "cell"
        self.init(name: name, reuseIdentifier: reuseIdentifier, contentView: View(name: name + ".contentView"))
    }

    /// Creates a cell around `contentView`, a view made for it and not yet in a tree: the hook
    /// for a view type of one's own as the content view (a wrapper's, say).
    public init(name: String?, reuseIdentifier: String?, contentView: View) {
        self.contentView = contentView
        super.init(name: name, reuseIdentifier: reuseIdentifier)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [self, contentView] { view.isPlacedByLayout = true }
        addSubview(contentView)
    }

    /// The size the cell asks for in place of the layout's estimate, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)` gives it: its content view's fitting size with the
    /// estimate as the target, both axes at `fittingSizeLevel` (the content's constraints decide
    /// wherever they can).
    open func preferredSize(fitting estimate: Size) -> Size {
        preferredSize(fitting: estimate, fixedWidth: false, fixedHeight: false)
    }

    override var fittingView: View { contentView }
}
