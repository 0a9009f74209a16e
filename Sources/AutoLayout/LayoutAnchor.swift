// Typed anchors, as `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`: an x
// anchor only relates to x anchors, a y anchor to y anchors, a dimension to dimensions or a
// constant, so crossing axes does not compile. Each method returns an inactive constraint.

/// An attribute of a view along the x axis (left, right, leading, trailing, centerX and margins).
public struct XAxisAnchor {
    /// The view.
    public let item: View
    /// The attribute.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self == anchor + 8 * multiplier` (the standard sibling spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, 8 * multiplier)
    }
}

/// An attribute of a view along the y axis (top, bottom, centerY, baselines and margins).
public struct YAxisAnchor {
    /// The view.
    public let item: View
    /// The attribute.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }
    /// `self == anchor + 8 * multiplier` (the standard sibling spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, 8 * multiplier)
    }
}

/// A width or height, which relates to another dimension (of either axis) or to a constant.
public struct DimensionAnchor {
    /// The view.
    public let item: View
    /// `width` or `height` (or a margins guide's `widthWithinMargins`, `heightWithinMargins`).
    public let attribute: LayoutAttribute

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(item, attribute, .equal, nil, .notAnAttribute, 1, constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, constant)
    }
    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, multiplier, constant)
    }
    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
}

private func make(
    _ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ other: View?, _ otherAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double
) -> LayoutConstraint {
    LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                     attribute: otherAttribute, multiplier: multiplier, constant: constant)
}

/// The anchors of a view's layout margins, as `UIView.layoutMarginsGuide` (edges, centers and
/// size): the view's alignment rectangle inset by its `layoutMargins`, following them when they change.
public struct LayoutMarginsGuide {
    /// The view whose margins these are.
    public let owningView: View

    /// The leading margin.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .leadingMargin) }
    /// The trailing margin.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .trailingMargin) }
    /// The left margin.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .leftMargin) }
    /// The right margin.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .rightMargin) }
    /// The horizontal center within the margins.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .centerXWithinMargins) }
    /// The top margin.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .topMargin) }
    /// The bottom margin.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .bottomMargin) }
    /// The vertical center within the margins.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .centerYWithinMargins) }
    /// The width between the left and right margins.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: owningView, attribute: .widthWithinMargins) }
    /// The height between the top and bottom margins.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: owningView, attribute: .heightWithinMargins) }
}

extension View {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width of the alignment rectangle.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height of the alignment rectangle.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
    /// The anchors of the layout margins.
    public var layoutMarginsGuide: LayoutMarginsGuide { LayoutMarginsGuide(owningView: self) }
}
