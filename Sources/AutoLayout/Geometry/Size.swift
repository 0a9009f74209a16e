import Cassowary

/// A width and a height, in points (like `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// The extent along an axis: width for horizontal, height for vertical.
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size as `(width height)`, whole numbers without a fraction: `(320 44.5)`.
    public var description: String { "(\(width.compactDescription) \(height.compactDescription))" }
}
