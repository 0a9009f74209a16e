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

    /// The width taken from the content view at the cell's trailing side (a list cell's
    /// accessories): the content view is that much narrower than the cell, and a self-sizing
    /// cell's content is measured at the narrower width.
    public var contentTrailingInset = 0.0 {
        didSet {
            guard contentTrailingInset != oldValue else { return }
            contentView.frame = contentFrame
            superview?.setNeedsLayout()
        }
    }

    /// The content view's frame: the cell's bounds less ``contentTrailingInset`` at the trailing side.
    var contentFrame: Rect { Rect(x: 0, y: 0, width: max(frame.width - max(contentTrailingInset, 0), 0), height: frame.height) }

    /// The content view's fitting size at the target less ``contentTrailingInset``, that inset added
    /// back.
    override open func preferredSize(fitting target: Size, fixedWidth: Bool, fixedHeight: Bool) -> Size {
        let inset = max(contentTrailingInset, 0)
        guard inset > 0 else { return super.preferredSize(fitting: target, fixedWidth: fixedWidth, fixedHeight: fixedHeight) }
        let inner = Size(width: max(target.width - inset, 0), height: target.height)
        let fitted = super.preferredSize(fitting: inner, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
        return Size(width: fitted.width + inset, height: fitted.height)
    }

    override var fittingView: View { contentView }
}
