/// A view's frame in root coordinates: origin and size in points.
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

    /// The rect as `[x, y, width, height]`.
    public var components: [Double] { [x, y, width, height] }

    /// The field names of `components`, as dumps and diffs name them.
    public static let fieldNames = ["x", "y", "width", "height"]

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
