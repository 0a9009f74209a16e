/// The horizontal and vertical size classes of a device and orientation, which decide the
/// size-class variations that apply.
public struct IBTraits: Hashable, Sendable {
    /// The horizontal (width) size class.
    public var horizontal: IBSizeClass
    /// The vertical (height) size class.
    public var vertical: IBSizeClass

    /// The traits `horizontal` × `vertical`.
    public init(horizontal: IBSizeClass, vertical: IBSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
