/// An image resource: its name, its size in points and its catalog (`system` for SF Symbols).
public struct IBImageResource: Hashable, Sendable {
    /// `name`.
    public var name: String
    /// `width`, in points.
    public var width: Double?
    /// `height`, in points.
    public var height: Double?
    /// `catalog` (`system` for SF Symbols), if written.
    public var catalog: String?

    /// An image resource with the given fields.
    public init(name: String, width: Double? = nil, height: Double? = nil, catalog: String? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.catalog = catalog
    }
}
