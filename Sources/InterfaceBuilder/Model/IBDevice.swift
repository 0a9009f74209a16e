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
