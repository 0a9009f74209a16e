import Cassowary

/// Distances inward from each edge of a rectangle, with leading and trailing instead of left and
/// right (like `NSDirectionalEdgeInsets`): which side leading is follows the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets in UIKit's order: top, leading, bottom, trailing.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all inset: Double) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// These insets with leading and trailing placed on the sides `direction` puts them.
    public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The insets as `NSDirectionalEdgeInsets` prints them: `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(top.compactDescription), \(leading.compactDescription), \(bottom.compactDescription), \(trailing.compactDescription)}"
    }
}

extension EdgeInsets {
    /// These insets as leading and trailing for `direction` (left is leading when left to right).
    public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .rightToLeft
            ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Edge by edge sum.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
