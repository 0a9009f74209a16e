/// One dimension of a view's intrinsic content size placeholder (`placeholderIntrinsicWidth`,
/// `placeholderIntrinsicHeight`): what Interface Builder assumes at design time for a view whose
/// real size comes from code.
public enum IBIntrinsicDimension: Hashable, Sendable {
    /// A size in points.
    case points(Double)
    /// `"infinite"`: no intrinsic size along the axis (`UIView.noIntrinsicMetric`).
    case none
}

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
