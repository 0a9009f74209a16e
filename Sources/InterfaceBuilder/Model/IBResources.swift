/// A document's `<resources>`: the images and named colours it uses, with the sizes Xcode
/// recorded for the images.
public struct IBResources: Hashable, Sendable {
    /// `<image name=... width=... height=...>` by name.
    public var images: [String: IBImageResource]
    /// `<namedColor name=...>` and `<systemColor name=...>` names.
    public var colors: Set<String>

    /// Resources as given.
    public init(images: [String: IBImageResource] = [:], colors: Set<String> = []) {
        self.images = images
        self.colors = colors
    }
}
