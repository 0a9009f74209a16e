/// One dimension of a view's intrinsic content size placeholder (`placeholderIntrinsicWidth`,
/// `placeholderIntrinsicHeight`): what Interface Builder assumes at design time for a view whose
/// real size comes from code.
public enum IBIntrinsicDimension: Hashable, Sendable {
    /// A size in points.
    case points(Double)
    /// `"infinite"`: no intrinsic size along the axis (`UIView.noIntrinsicMetric`).
    case none
}
