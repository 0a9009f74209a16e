import AutoLayout

/// UIKit's `UIImageView`: its intrinsic size is its image's size (none without an image).
open class UIImageView: UIView {
    /// An image view showing `image`, sized to it (its frame starts at the image's size, as UIKit's).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view with a frame and no image.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's archive initializer; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image; changing it changes the intrinsic size.
    open var image: UIImage? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Kept; the highlighted image never shows.
    open var highlightedImage: UIImage?

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
