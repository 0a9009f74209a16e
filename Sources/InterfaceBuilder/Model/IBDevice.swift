/// The device a document is laid out for: `<device id="retina6_1" orientation="portrait"
/// appearance="light"/>`. Its frames are Xcode's for this device.
public struct IBDevice: Hashable, Sendable {
    /// The device's id (`retina6_1`, `retina4_7`, `ipad12_9rounded`, ...).
    public var id: String?
    /// `orientation` (`portrait` when absent).
    public var orientation: String
    /// `appearance` (`light`, `dark`), if written.
    public var appearance: String?
    /// `<adaptation id="...">` (`fullscreen`) or the `layout` attribute, if written.
    public var adaptation: String?

    /// A device with the given fields.
    public init(id: String?, orientation: String = "portrait", appearance: String? = nil, adaptation: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
    }
}

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
