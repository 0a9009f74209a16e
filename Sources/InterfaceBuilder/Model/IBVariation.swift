import AutoLayout

/// A view's `<variation key="...">`: what changes in one size class. Its masks install or
/// uninstall the view's own constraints and subviews there; its attributes, frame and font
/// override the view's.
public struct IBVariation: Hashable, Sendable {
    /// The size class it applies to.
    public var key: IBVariationKey
    /// `<mask key="constraints">`: ids of the view's constraints installed (`include`) or not
    /// (`exclude`) in that size class.
    public var constraints: IBMask
    /// `<mask key="subviews">`: ids of the view's subviews installed or not in that size class.
    public var subviews: IBMask
    /// Attributes of the view overridden there (`hidden`, `axis`, `spacing`, ...), by name.
    public var attributes: [String: String]
    /// The frame Interface Builder stored for that size class, if any.
    public var frame: Rect?
    /// The font there, if overridden.
    public var font: IBFont?
    /// The line of its element.
    public var line: Int

    /// A variation for `key`; every override empty unless given.
    public init(
        key: IBVariationKey, constraints: IBMask = IBMask(), subviews: IBMask = IBMask(),
        attributes: [String: String] = [:], frame: Rect? = nil, font: IBFont? = nil, line: Int = 0
    ) {
        self.key = key
        self.constraints = constraints
        self.subviews = subviews
        self.attributes = attributes
        self.frame = frame
        self.font = font
        self.line = line
    }
}
