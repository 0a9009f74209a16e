/// An image view's `<preferredSymbolConfiguration>`: the size, scale and weight its SF Symbol is
/// drawn at (`UIImage.SymbolConfiguration`).
public struct IBSymbolConfiguration: Hashable, Sendable {
    /// `pointSize` (`configurationType="pointSize"`), if written.
    public var pointSize: Double?
    /// The `<fontDescription>` a `configurationType="font"` configuration follows, if written.
    public var font: IBFont?
    /// `scale`: `small`, `medium`, `large` or `default`, if written.
    public var scale: String?
    /// `weight`: `ultraLight` through `black`, if written.
    public var weight: String?

    /// A configuration with the given fields.
    public init(pointSize: Double? = nil, font: IBFont? = nil, scale: String? = nil, weight: String? = nil) {
        self.pointSize = pointSize
        self.font = font
        self.scale = scale
        self.weight = weight
    }

    /// The point size of the text the symbol is drawn to match: the configuration's point size,
    /// else its font's, else 17, the body text style's size at the default content size, which
    /// a symbol image without a configuration of its own follows.
    public var textPointSize: Double {
        pointSize ?? font?.pointSize ?? 17
    }
}
