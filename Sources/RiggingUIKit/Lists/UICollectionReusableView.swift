import AutoLayout

/// UIKit's `UICollectionReusableView`: a view a `UICollectionView` shows and reuses, the class
/// of its section headers and footers (and the superclass of its cells). A subclass adds its
/// views in `init(frame:)`, as in UIKit; an estimated header's constraints give it its size.
///
/// A registered class is made with `init(dequeuedWithReuseIdentifier:)`, which calls
/// `init(frame: .zero)` (UIKit makes it through the Objective-C runtime, which Swift on Linux
/// lacks).
///
/// ```swift
/// let header = UICollectionReusableView(dequeuedWithReuseIdentifier: "header")
/// // header.reuseIdentifier == "header"
/// ```
open class UICollectionReusableView: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingCollectionReusableView(name: nil, reuseIdentifier: nil)) }

    /// The identifier the collection view made the view under (nil for a view made directly,
    /// which is not reused).
    public private(set) var reuseIdentifier: String?

    /// Creates a view at `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's archive initializer: a view with a zero frame, with the reuse identifier of the
    /// storyboard or nib element it loads from (none otherwise).
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? NibDecoder)?.view?.properties["reuseIdentifier"]
        super.init(coder: coder)
    }

    /// The initializer a collection view makes a registered class with: `init(frame: .zero)`,
    /// a subclass's override included, then the identifier.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called when the collection view takes the view back for reuse; override to reset its
    /// content (call `super`).
    open func prepareForReuse() {}
}
