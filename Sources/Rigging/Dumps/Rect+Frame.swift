import AutoLayout

/// A view's frame in a dump is a `Rect` in root coordinates: origin and size in points.
///
/// The rectangle is the untransformed frame constraints give (through every ancestor's
/// untransformed frame). How a view shows on screen beyond it, its transform, is kept apart, in
/// the frame's sparse `FrameTransforms` table (`Frame.transforms`), since most views have none:
/// `shownBounds(_:)` and `transformInRoot(_:)` combine a rectangle with its transform.
extension Rect {
    /// The on-screen bounding box: the rectangle mapped by `transform` about its centre.
    public func shownBounds(_ transform: Transform2D) -> Rect {
        if transform.isIdentity { return self }
        return transform.about(Point(x: midX, y: midY)).apply(to: self)
    }

    /// `transform` (about the rectangle's centre) about the origin of root coordinates (what an
    /// SVG `matrix(...)` takes).
    public func transformInRoot(_ transform: Transform2D) -> Transform2D {
        transform.about(Point(x: x + width / 2, y: y + height / 2))
    }

    /// The field names of `components`, as dumps and diffs name them.
    public static let fieldNames = ["x", "y", "width", "height"]
    /// The field names of a transform's `components`, as dumps and diffs name them.
    public static let transformFieldNames = ["a", "b", "c", "d", "tx", "ty"]

    /// The rect `progress` of the way from `self` to `other` (0 gives self, 1 gives other).
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { progress == 1 ? b : a + (b - a) * progress }
        return Rect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }

    /// The largest absolute difference of any component.
    public func distance(to other: Rect) -> Double {
        zip(components, other.components).map { abs($0 - $1) }.max() ?? 0
    }
}
