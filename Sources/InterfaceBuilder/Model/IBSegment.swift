/// One segment of a segmented control.
public struct IBSegment: Hashable, Sendable {
    /// `title`.
    public var title: String?
    /// `image`.
    public var image: String?

    /// A segment with a title or an image.
    public init(title: String? = nil, image: String? = nil) {
        self.title = title
        self.image = image
    }
}
