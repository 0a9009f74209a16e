/// A view a `CollectionView` shows and reuses, as `UICollectionReusableView`: its supplementary
/// views (section headers and footers) are these, and so are its cells.
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued under (nil for a view made
    /// directly). Open so that a wrapper whose views learn their identifier after they are made
    /// (UIKit's spelling) can answer with its own.
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?

    /// Creates a view; the collection view makes registered supplementary views with this.
    public required convenience init(reuseIdentifier: String?) {
        self.init(name: reuseIdentifier ?? "supplementary", reuseIdentifier: reuseIdentifier)
    }

    /// Creates a view named `name`.
    public init(name: String?, reuseIdentifier: String?) {
        identifier = reuseIdentifier
        super.init(name: name)
    }

    /// Called when the collection view takes the view back for reuse; override to reset it.
    open func prepareForReuse() {}

    /// The size the view asks for in place of the layout's `target`: its fitting size, the axes
    /// marked fixed held at the target's and the others as small as its constraints allow
    /// (UIKit's `preferredLayoutAttributesFitting(_:)`).
    open func preferredSize(fitting target: Size, fixedWidth: Bool, fixedHeight: Bool) -> Size {
        fittingView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: fixedWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: fixedHeight ? .required : .fittingSizeLevel)
    }

    /// The view whose constraints give the fitting size (a cell's content view).
    var fittingView: View { self }
}
