import AutoLayout

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, at a priority.
///
/// Two instances are equal when they stand for the same constraint (`constraints` lists fresh
/// instances, as UIKit's arrays hold the same objects: compare with `==`).
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let box = UIView()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// NSLayoutConstraint.activate([
///     NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal,
///                        toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
///     NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal,
///                        toItem: root, attribute: .top, multiplier: 1, constant: 10),
///     NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal,
///                        toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
///     NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal,
///                        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
/// ])
/// root.layoutIfNeeded()
/// // box.frame is (80, 10, 160, 44)
/// ```
@MainActor
public final class NSLayoutConstraint: @MainActor Hashable, @MainActor CustomStringConvertible {
    /// The AutoLayout constraint this one stands for.
    public let layoutConstraint: LayoutConstraint

    /// Wraps an AutoLayout constraint.
    public init(wrapping constraint: LayoutConstraint) { layoutConstraint = constraint }

    /// The item form: `view1.attr1 relation multiplier × view2.attr2 + c`. Items are `UIView`s
    /// or `UILayoutGuide`s; `toItem` is nil (and `attr2` `.notAnAttribute`) for a constant.
    /// An item of another type makes a constraint that fails to activate, as UIKit's would.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = Self.layoutItem(view1) ?? Self.unsupportedItem
        self.init(
            wrapping: LayoutConstraint(
                item: first, attribute: attr1.layoutAttribute, relatedBy: relation.layoutRelation,
                toItem: view2.flatMap(Self.layoutItem), attribute: attr2.layoutAttribute,
                multiplier: Double(multiplier), constant: Double(c)))
    }

    /// The AutoLayout view (or guide item) an item of the item form stands for.
    private static func layoutItem(_ item: Any) -> View? {
        if let view = item as? UIView { return view.layoutView }
        if let guide = item as? UILayoutGuide { return guide.anchorView }
        return nil
    }

    /// A view in no tree: a constraint on it fails to activate with AutoLayout's error.
    private static var unsupportedItem: View { View(name: "unsupported item") }

    /// Activates constraints; one that cannot be activated is reported as UIKit reports it
    /// (AutoLayout's activation failure alert) and stays inactive.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.map(\.layoutConstraint))
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { layoutConstraint.isActive }
        set { layoutConstraint.isActive = newValue }
    }

    /// The constant; changing it on an active constraint updates the layout at the next pass.
    public var constant: CGFloat {
        get { CGFloat(layoutConstraint.constant) }
        set { layoutConstraint.constant = Double(newValue) }
    }

    /// The priority. As in UIKit, an active constraint cannot change between required and not.
    public var priority: UILayoutPriority {
        get { UILayoutPriority(layout: layoutConstraint.priority) }
        set { layoutConstraint.priority = newValue.layoutPriority }
    }

    /// A name shown in descriptions and logs.
    public var identifier: String? {
        get { layoutConstraint.identifier }
        set { layoutConstraint.identifier = newValue }
    }

    /// The multiplier.
    public var multiplier: CGFloat { CGFloat(layoutConstraint.multiplier) }
    /// The first item's attribute.
    public var firstAttribute: Attribute { Attribute(layoutConstraint.firstAttribute) }
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public var secondAttribute: Attribute { Attribute(layoutConstraint.secondAttribute) }
    /// The relation.
    public var relation: Relation { Relation(layoutConstraint.relation) }
    /// The first item: a `UIView` or a `UILayoutGuide`.
    public var firstItem: AnyObject? { Self.uiItem(layoutConstraint.firstItem) }
    /// The second item, or nil for a constant.
    public var secondItem: AnyObject? { Self.uiItem(layoutConstraint.secondItem) }

    /// The first item's anchor (of a placeholder view with no attribute once the item is gone).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        Self.anchor(layoutConstraint.firstAnchor) ?? NSLayoutAnchor(view: View(), attribute: .notAnAttribute)
    }
    /// The second item's anchor, or nil for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { Self.anchor(layoutConstraint.secondAnchor) }

    private static func anchor(_ anchor: AnyLayoutAnchor?) -> NSLayoutAnchor<AnyObject>? {
        switch anchor {
        case .xAxis(let a)?: NSLayoutAnchor(view: a.view, attribute: a.attribute)
        case .yAxis(let a)?: NSLayoutAnchor(view: a.view, attribute: a.attribute)
        case .dimension(let a)?: NSLayoutAnchor(view: a.view, attribute: a.attribute)
        case nil: nil
        }
    }

    /// The UIKit-spelled object an AutoLayout item stands for.
    private static func uiItem(_ item: AnyObject?) -> AnyObject? {
        if let view = item as? View { return view.uiView ?? view }
        if let guide = item as? LayoutGuide { return UILayoutGuide(wrapping: guide) }
        return item
    }

    /// The constraint in UIKit's log format.
    public var description: String { layoutConstraint.description }

    /// Equal when both stand for the same AutoLayout constraint.
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
        lhs.layoutConstraint === rhs.layoutConstraint
    }

    /// Hashes the identity of the AutoLayout constraint.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(layoutConstraint)) }
}
