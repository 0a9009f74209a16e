/// UIKit's `UIImage`, reduced to what layout reads: a size in points and a scale. There are no
/// pixels and no asset catalogs.
///
/// ```swift
/// let image = UIImage(size: CGSize(width: 40, height: 30))
/// let imageView = UIImageView(image: image)
/// print(imageView.intrinsicContentSize == image.size)  // true
/// ```
public final class UIImage: Hashable, Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// An image of a size in points (Rigging's, not UIKit's: it stands for an image whose pixels
    /// do not matter to layout).
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    /// UIKit's asset lookup; always nil, as there are no asset catalogs here. Use `init(size:scale:)`.
    public convenience init?(named name: String) { return nil }

    /// Equal when size and scale are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.size == rhs.size && lhs.scale == rhs.scale }

    /// Hashes the size and scale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(scale)
    }
}
