/// A navigation item or tab bar item: its id, title and image, with its other attributes.
public struct IBBarItem: Hashable, Sendable {
    /// The item's document id.
    public var id: String
    /// `title`.
    public var title: String?
    /// `image`.
    public var image: String?
    /// `systemItem` (tab bar items).
    public var systemItem: String?
    /// `largeTitleDisplayMode` (navigation items).
    public var largeTitleDisplayMode: String?

    /// An item with the given fields.
    public init(
        id: String, title: String? = nil, image: String? = nil, systemItem: String? = nil,
        largeTitleDisplayMode: String? = nil
    ) {
        self.id = id
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.largeTitleDisplayMode = largeTitleDisplayMode
    }
}
