/// A view's intrinsic content size placeholder; a nil dimension is not set by the document.
public struct IBIntrinsicSize: Hashable, Sendable {
    /// `placeholderIntrinsicWidth`.
    public var width: IBIntrinsicDimension?
    /// `placeholderIntrinsicHeight`.
    public var height: IBIntrinsicDimension?

    /// A placeholder of the given dimensions.
    public init(width: IBIntrinsicDimension?, height: IBIntrinsicDimension?) {
        self.width = width
        self.height = height
    }
}
