import Cassowary

/// Distances inward from each edge of a rectangle, in points (like `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets in UIKit's order: top, left, bottom, right.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The insets as `UIEdgeInsets` prints them: `{top, left, bottom, right}`.
    public var description: String {
        "{\(top.compactDescription), \(left.compactDescription), \(bottom.compactDescription), \(right.compactDescription)}"
    }
}
