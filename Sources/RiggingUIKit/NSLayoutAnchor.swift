import AutoLayout

/// UIKit's `NSLayoutAnchor`: one attribute of a view or guide, made into constraints with
/// another anchor of the same kind (`AnchorType`), so that crossing axes does not compile.
/// Each method returns an inactive constraint.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The AutoLayout view (or a guide's item) the attribute belongs to.
    let view: View
    /// The attribute.
    let attribute: LayoutAttribute

    init(view: View, attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        relate(.equal, anchor, 1, c)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, 1, c)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, 1, c)
    }

    /// Equal when both stand for the same attribute of the same view or guide, whatever their
    /// anchor types (`firstAnchor` is an `NSLayoutAnchor<AnyObject>`, as in UIKit).
    public static func == <Other>(lhs: NSLayoutAnchor<AnchorType>, rhs: NSLayoutAnchor<Other>) -> Bool {
        lhs.view === rhs.view && lhs.attribute == rhs.attribute
    }

    func relate(
        _ relation: LayoutRelation, _ anchor: NSLayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
        _ c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            wrapping: LayoutConstraint(
                item: view, attribute: attribute, relatedBy: relation, toItem: anchor?.view,
                attribute: anchor?.attribute ?? .notAnAttribute, multiplier: Double(multiplier), constant: Double(c)))
    }
}

/// An attribute along the x axis (edges, centre and their margins).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    let base: XAxisAnchor

    init(_ base: XAxisAnchor) {
        self.base = base
        super.init(view: base.view, attribute: base.attribute)
    }

    /// `self == anchor + 8 × multiplier`: the standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(equalToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)))
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(greaterThanOrEqualToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)))
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(lessThanOrEqualToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)))
    }
}

/// An attribute along the y axis (edges, centre, baselines and their margins).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    let base: YAxisAnchor

    init(_ base: YAxisAnchor) {
        self.base = base
        super.init(view: base.view, attribute: base.attribute)
    }

    /// `self == anchor + 8 × multiplier`: the standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(equalToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)))
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(greaterThanOrEqualToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)))
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: base.constraint(lessThanOrEqualToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)))
    }
}

/// A width or height: related to another dimension with a multiplier, or to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    init(_ base: DimensionAnchor) {
        super.init(view: base.view, attribute: base.attribute)
    }

    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relate(.equal, nil, 1, c) }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil, 1, c)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil, 1, c)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        relate(.equal, anchor, m, c)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
        constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, m, c)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
        constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, m, c)
    }
}
