/// An item a visual format constraint relates: a named view, or the superview (`|`) of a named view.
public enum VisualFormatItem: Hashable, Sendable {
    /// The view with this key in the views dictionary.
    case view(String)
    /// The superview of the view with this key: what a `|` next to that view stands for.
    case superview(of: String)
}

/// One constraint a visual format makes, independent of any view class:
/// `firstItem.firstAttribute RELATION secondItem.secondAttribute * multiplier + constant @priority`.
public struct VisualFormatConstraint: Hashable, Sendable {
    /// The item on the left of the relation.
    public var firstItem: VisualFormatItem
    /// The attribute of `firstItem`.
    public var firstAttribute: LayoutAttribute
    /// The relation as written in the format (`==` when none is written).
    public var relation: LayoutRelation
    /// The item on the right, or nil for a constant size.
    public var secondItem: VisualFormatItem?
    /// The attribute of `secondItem`; `notAnAttribute` when there is none.
    public var secondAttribute: LayoutAttribute
    /// Always 1 for constraints made by a visual format.
    public var multiplier: Double
    /// The spacing or size, in points.
    public var constant: Double
    /// `.required` (1000) unless the format says `@priority`.
    public var priority: LayoutPriority

    /// Makes a constraint description; the defaults are those of a flush, required equality.
    public init(
        _ firstItem: VisualFormatItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ secondItem: VisualFormatItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// The standard spacing a bare `-` stands for, and how it treats the superview's edge.
public struct VisualFormatSpacing: Hashable, Sendable {
    /// Points between two sibling views (`[a]-[b]`); Apple's is 8.
    public var sibling: Double
    /// Points between a view and its superview's edge (`|-[a]`); Apple's is 20.
    public var superview: Double
    /// iOS 8+ behaviour: a bare `-` next to `|` relates to the superview's layout margin
    /// (`leadingMargin`, `trailingMargin`, `topMargin`, `bottomMargin`, or left/right margins
    /// with a direction option) with constant 0, instead of its edge plus `superview`.
    public var usesLayoutMargins: Bool

    /// Apple's numbers: 8 between siblings, 20 to the superview's edge, no margins.
    public init(sibling: Double = 8, superview: Double = 20, usesLayoutMargins: Bool = false) {
        self.sibling = sibling
        self.superview = superview
        self.usesLayoutMargins = usesLayoutMargins
    }

    /// Apple's numbers: 8 between siblings, 20 to the superview's edge, no margins.
    public static let standard = VisualFormatSpacing()
}
