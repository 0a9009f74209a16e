import AutoLayout

/// A view's frame in root coordinates: origin and size in points.
///
/// The rectangle is the untransformed frame constraints give (through every ancestor's
/// untransformed frame). How a view shows on screen beyond it, its transform, is kept apart, in
/// the frame's sparse `FrameTransforms` table (`Frame.transforms`), since most views have none:
/// `shownBounds(_:)` and `transformInRoot(_:)` combine a rectangle with its transform.
public struct FrameRect: Sendable, Hashable {
    /// The left edge, in points from the root's origin (`CGRect.origin.x`).
    public var x: Double
    /// The top edge, in points from the root's origin (`CGRect.origin.y`).
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a rect from its origin and size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The on-screen bounding box: the rectangle mapped by `transform` about its centre.
    public func shownBounds(_ transform: Transform2D) -> FrameRect {
        if transform.isIdentity { return self }
        let r = Rect(x: x, y: y, width: width, height: height)
        let b = transform.about(Point(x: r.midX, y: r.midY)).apply(to: r)
        return FrameRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }

    /// `transform` (about the rectangle's centre) about the origin of root coordinates (what an
    /// SVG `matrix(...)` takes).
    public func transformInRoot(_ transform: Transform2D) -> Transform2D {
        transform.about(Point(x: x + width / 2, y: y + height / 2))
    }

    /// `rects` as frames, in order: one pass over both buffers, no per-element bounds checks or
    /// growth (a tick converts every view's frame).
    static func frames(of rects: [Rect]) -> [FrameRect] {
        [FrameRect](unsafeUninitializedCapacity: rects.count) { buffer, count in
            rects.withUnsafeBufferPointer { source in
                for i in source.indices {
                    let r = source[i]
                    buffer.initializeElement(at: i, to: FrameRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height))
                }
            }
            count = rects.count
        }
    }

    /// The rect as `[x, y, width, height]`.
    public var components: [Double] { [x, y, width, height] }

    /// The field names of `components`, as dumps and diffs name them.
    public static let fieldNames = ["x", "y", "width", "height"]
    /// The field names of a transform's `components`, as dumps and diffs name them.
    public static let transformFieldNames = ["a", "b", "c", "d", "tx", "ty"]

    /// The rect `progress` of the way from `self` to `other` (0 gives self, 1 gives other).
    public func interpolated(to other: FrameRect, progress: Double) -> FrameRect {
        func mix(_ a: Double, _ b: Double) -> Double { progress == 1 ? b : a + (b - a) * progress }
        return FrameRect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }

    /// The largest absolute difference of any component.
    public func distance(to other: FrameRect) -> Double {
        zip(components, other.components).map { abs($0 - $1) }.max() ?? 0
    }
}
