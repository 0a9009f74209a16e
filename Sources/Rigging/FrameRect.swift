import AutoLayout

/// A view's frame in root coordinates: origin and size in points, and how the view shows.
///
/// The rectangle is the untransformed frame constraints give (through every ancestor's
/// untransformed frame); `transform` maps it to the screen about the rectangle's centre: the
/// view's own transform followed by every ancestor's (each about its own centre), the identity
/// for a view that neither has nor inherits one. The on-screen bounding box is `shownBounds`.
public struct FrameRect: Sendable, Hashable {
    /// The left edge, in points from the root's origin (`CGRect.origin.x`).
    public var x: Double
    /// The top edge, in points from the root's origin (`CGRect.origin.y`).
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
    /// How the rectangle shows on screen, applied about its centre (`[a, b, c, d, tx, ty]` in dumps).
    public var transform: Transform2D

    /// Creates a rect from its origin and size, in points, and its transform about its centre.
    public init(x: Double, y: Double, width: Double, height: Double, transform: Transform2D = .identity) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.transform = transform
    }

    /// The on-screen bounding box: the rectangle mapped by `transform` about its centre.
    public var shownBounds: FrameRect {
        if transform.isIdentity { return self }
        let r = Rect(x: x, y: y, width: width, height: height)
        let b = transform.about(Point(x: r.midX, y: r.midY)).apply(to: r)
        return FrameRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }

    /// The transform about the origin of root coordinates (what an SVG `matrix(...)` takes).
    public var transformInRoot: Transform2D { transform.about(Point(x: x + width / 2, y: y + height / 2)) }

    /// The rect as `[x, y, width, height]`.
    public var components: [Double] { [x, y, width, height] }

    /// The field names of `components`, as dumps and diffs name them.
    public static let fieldNames = ["x", "y", "width", "height"]
    /// The field names of the transform's `components`, as dumps and diffs name them.
    public static let transformFieldNames = ["a", "b", "c", "d", "tx", "ty"]

    /// Whether a dump writes the transform: it prints differently from the identity (numbers
    /// rounded as dumps round them), so a transform that is the identity up to solver noise is
    /// left out, and a dump reads back to the frames it printed.
    public var printsTransform: Bool {
        !transform.isIdentity && transform.components.map(NumberFormat.string) != ["1", "0", "0", "1", "0", "0"]
    }

    /// The rect `progress` of the way from `self` to `other` (0 gives self, 1 gives other); the
    /// transform moves by its components, as Core Animation interpolates transforms.
    public func interpolated(to other: FrameRect, progress: Double) -> FrameRect {
        func mix(_ a: Double, _ b: Double) -> Double { progress == 1 ? b : a + (b - a) * progress }
        return FrameRect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height),
                         transform: transform.interpolated(to: other.transform, progress: progress))
    }

    /// The largest absolute difference of any component, the transform's matrix entries included.
    public func distance(to other: FrameRect) -> Double {
        let rect = zip(components, other.components).map { abs($0 - $1) }.max() ?? 0
        if transform == other.transform { return rect }
        return max(rect, zip(transform.components, other.transform.components).map { abs($0 - $1) }.max() ?? 0)
    }
}
