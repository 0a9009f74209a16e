import AutoLayout

/// A constraint as a linear relation over view frames, for measuring violations of frames that
/// did not come from the solver (CA-style interpolation):
/// `first.attribute RELATION second.attribute * multiplier + constant`.
///
/// Attribute values are read in the coordinates of the items' nearest common ancestor
/// (`ancestorView`), as the engine expresses the constraint, from root-coordinate frames shifted
/// by that view's origin: edges and centers directly; leading and
/// trailing as left and right (left-to-right) or as -right and -left (right-to-left, so that
/// `b.leading == a.trailing + 8` keeps its meaning); margin attributes 8 points inside the edge
/// (UIKit's default margins); first and last baselines as top and bottom (views with no baseline).
public struct ConstraintEquation: Sendable, Hashable {
    /// Index of the first item's view in the frames the equation reads (the dump's view order, the root first).
    public var firstView: Int
    /// The attribute of the first view the relation constrains.
    public var firstAttribute: LayoutAttribute
    /// How the two sides relate: equal, less than or equal, or greater than or equal.
    public var relation: LayoutRelation
    /// Index of the second item's view, or `nil` when the right-hand side is the constant alone.
    public var secondView: Int?
    /// The second view's attribute, ignored when `secondView` is `nil`.
    public var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute, as in `NSLayoutConstraint.multiplier`.
    public var multiplier: Double
    /// The offset added to the right-hand side, in points, as in `NSLayoutConstraint.constant`.
    public var constant: Double
    /// Whether the priority is 1000 (only required constraints must hold in solver frames).
    public var isRequired: Bool
    /// Index of the items' nearest common ancestor, whose coordinates the sides are measured in
    /// (a multiplier scales them); `nil` for the root (index 0's coordinates are the frames').
    public var ancestorView: Int?

    /// Creates an equation from its two sides; `isRequired` defaults to `true` (priority 1000),
    /// `ancestorView` to the root.
    public init(
        firstView: Int, firstAttribute: LayoutAttribute, relation: LayoutRelation, secondView: Int?,
        secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, isRequired: Bool = true,
        ancestorView: Int? = nil
    ) {
        self.isRequired = isRequired
        self.ancestorView = ancestorView
        self.firstView = firstView
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondView = secondView
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The value of `attribute` for a frame in root coordinates.
    public static func value(_ attribute: LayoutAttribute, of rect: Rect, rightToLeft: Bool = false) -> Double {
        let margin = 8.0
        switch attribute {
        case .left: return rect.x
        case .right: return rect.x + rect.width
        case .top, .firstBaseline: return rect.y
        case .bottom, .lastBaseline: return rect.y + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.x + rect.width / 2
        case .centerY: return rect.y + rect.height / 2
        case .leading: return rightToLeft ? -(rect.x + rect.width) : rect.x
        case .trailing: return rightToLeft ? -rect.x : rect.x + rect.width
        case .leftMargin: return rect.x + margin
        case .rightMargin: return rect.x + rect.width - margin
        case .topMargin: return rect.y + margin
        case .bottomMargin: return rect.y + rect.height - margin
        case .leadingMargin: return rightToLeft ? -(rect.x + rect.width - margin) : rect.x + margin
        case .trailingMargin: return rightToLeft ? -(rect.x + margin) : rect.x + rect.width - margin
        case .centerXWithinMargins: return rect.x + rect.width / 2
        case .centerYWithinMargins: return rect.y + rect.height / 2
        case .widthWithinMargins: return rect.width - 2 * margin
        case .heightWithinMargins: return rect.height - 2 * margin
        case .notAnAttribute: return 0
        }
    }

    /// How far `frames` (root first, scene order) break this relation, in points; 0 when it holds.
    public func violation(in frames: [Rect], rightToLeft: Bool = false) -> Double {
        guard frames.indices.contains(firstView) else { return 0 }
        var origin = (x: 0.0, y: 0.0)
        if let ancestorView, frames.indices.contains(ancestorView) { origin = (frames[ancestorView].x, frames[ancestorView].y) }
        func local(_ r: Rect) -> Rect { Rect(x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height) }
        let lhs = Self.value(firstAttribute, of: local(frames[firstView]), rightToLeft: rightToLeft)
        var rhs = constant
        if let secondView, frames.indices.contains(secondView) {
            rhs += Self.value(secondAttribute, of: local(frames[secondView]), rightToLeft: rightToLeft) * multiplier
        }
        switch relation {
        case .equal: return abs(lhs - rhs)
        case .greaterThanOrEqual: return max(0, rhs - lhs)
        case .lessThanOrEqual: return max(0, lhs - rhs)
        }
    }

    /// The equation a VFL-made constraint stands for, with view names resolved by `index`
    /// and a `|` resolved to the named view's superview by `parent`.
    public static func from(_ c: VisualFormatConstraint, index: (String) -> Int?, parent: (String) -> String) -> ConstraintEquation? {
        func resolve(_ item: VisualFormatItem) -> Int? {
            switch item {
            case .view(let name): return index(name)
            case .superview(of: let name): return index(parent(name))
            }
        }
        guard let first = resolve(c.firstItem) else { return nil }
        let second = c.secondItem.flatMap(resolve)
        if c.secondItem != nil && second == nil { return nil }
        return ConstraintEquation(
            firstView: first, firstAttribute: c.firstAttribute, relation: c.relation, secondView: second,
            secondAttribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
            isRequired: c.priority.isRequired)
    }
}
