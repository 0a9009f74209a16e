import Cassowary

/// A point in a view's coordinate space, in points (like `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point as `(x y)`, whole numbers without a fraction: `(10 20.5)`.
    public var description: String { "(\(x.compactDescription) \(y.compactDescription))" }
}
