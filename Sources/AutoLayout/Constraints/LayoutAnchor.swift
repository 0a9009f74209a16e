// Typed anchors, as `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`: an x
// anchor only relates to x anchors, a y anchor to y anchors, a dimension to dimensions or a
// constant, so crossing axes does not compile. Each method returns an inactive constraint.

/// An attribute of a view along the x axis (left, right, leading, trailing, centerX and margins).
public struct XAxisAnchor {
    /// The view or guide whose attribute this is (a guide's solver item internally).
    package let view: View
    /// The view or `LayoutGuide` the anchor belongs to (UIKit's `NSLayoutAnchor.item`).
    public var item: AnyObject { view.anchorItem }
    /// The attribute.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .equal, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .greaterThanOrEqual, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .lessThanOrEqual, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self == anchor + 8 * multiplier`: the standard sibling spacing after `anchor`, the
    /// spacing a bare `-` between two views stands for in VFL (`VisualFormatSpacing.standard`).
    ///
    /// ```swift
    /// let root = View(name: "view"), a = View(name: "a"), b = View(name: "b")
    /// root.addSubview(a)
    /// root.addSubview(b)
    /// let gap = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    /// print(gap.constant)  // 16.0
    /// ```
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.equal, after: anchor, multiplier)
    }
    /// `self >= anchor + 8 * multiplier`: at least the standard sibling spacing after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, after: anchor, multiplier)
    }
    /// `self <= anchor + 8 * multiplier`: at most the standard sibling spacing after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, after: anchor, multiplier)
    }

    private func systemSpacing(_ relation: LayoutRelation, after anchor: XAxisAnchor, _ multiplier: Double) -> LayoutConstraint {
        make(view, attribute, relation, anchor.view, anchor.attribute, 1, LayoutConstraint.systemSpacing * multiplier)
    }
}

/// An attribute of a view along the y axis (top, bottom, centerY, baselines and margins).
public struct YAxisAnchor {
    /// The view or guide whose attribute this is (a guide's solver item internally).
    package let view: View
    /// The view or `LayoutGuide` the anchor belongs to (UIKit's `NSLayoutAnchor.item`).
    public var item: AnyObject { view.anchorItem }
    /// The attribute.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .equal, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .greaterThanOrEqual, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .lessThanOrEqual, anchor.view, anchor.attribute, 1, constant)
    }
    /// `self == anchor + 8 * multiplier`: the standard sibling spacing below `anchor`, the
    /// spacing a bare `-` between two views stands for in VFL (`VisualFormatSpacing.standard`).
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.equal, below: anchor, multiplier)
    }
    /// `self >= anchor + 8 * multiplier`: at least the standard sibling spacing below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, below: anchor, multiplier)
    }
    /// `self <= anchor + 8 * multiplier`: at most the standard sibling spacing below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, below: anchor, multiplier)
    }

    private func systemSpacing(_ relation: LayoutRelation, below anchor: YAxisAnchor, _ multiplier: Double) -> LayoutConstraint {
        make(view, attribute, relation, anchor.view, anchor.attribute, 1, LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A width or height, which relates to another dimension (of either axis) or to a constant.
public struct DimensionAnchor {
    /// The view or guide whose attribute this is (a guide's solver item internally).
    package let view: View
    /// The view or `LayoutGuide` the anchor belongs to (UIKit's `NSLayoutAnchor.item`).
    public var item: AnyObject { view.anchorItem }
    /// `width` or `height` (or a margins guide's `widthWithinMargins`, `heightWithinMargins`).
    public let attribute: LayoutAttribute

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(view, attribute, .equal, nil, .notAnAttribute, 1, constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(view, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, constant)
    }
    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .equal, anchor.view, anchor.attribute, multiplier, constant)
    }
    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .greaterThanOrEqual, anchor.view, anchor.attribute, multiplier, constant)
    }
    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(view, attribute, .lessThanOrEqual, anchor.view, anchor.attribute, multiplier, constant)
    }
}

extension LayoutConstraint {
    /// The system spacing between sibling views that the `...SystemSpacing...` anchor methods
    /// use: VFL's standard sibling spacing (`VisualFormatSpacing.standard.sibling`, Apple's 8),
    /// the same for every view. UIKit derives it from the views' fonts for text; Rigging draws no text.
    public static var systemSpacing: Double { VisualFormatSpacing.standard.sibling }
}

private func make(
    _ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ other: View?, _ otherAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double
) -> LayoutConstraint {
    LayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation, toItem: other,
        attribute: otherAttribute, multiplier: multiplier, constant: constant)
}

/// The anchors of a view's layout margins, as `UIView.layoutMarginsGuide` (edges, centers and
/// size): the view's alignment rectangle inset by its `layoutMargins` (which include the safe area
/// when `insetsLayoutMarginsFromSafeArea`), following them when they change. UIKit's is a
/// `UILayoutGuide` with four constraints of its own; this one relates the owner's margin
/// attributes (`leadingMargin`, ...), whose offsets the engine keeps equal to the margins, so a
/// margins guide costs no solver variables.
public struct LayoutMarginsGuide {
    /// The view whose margins these are.
    public let owningView: View

    /// UIKit's identifier for this guide.
    public var identifier: String { "UIViewLayoutMarginsGuide" }

    /// The rectangle inside the margins, in the owning view's coordinates (from its current frame).
    public var layoutFrame: Rect {
        owningView.bounds.inset(by: owningView.alignmentRectInsets).inset(by: owningView.layoutMargins)
    }

    /// The leading margin.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(view: owningView, attribute: .leadingMargin) }
    /// The trailing margin.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(view: owningView, attribute: .trailingMargin) }
    /// The left margin.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(view: owningView, attribute: .leftMargin) }
    /// The right margin.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(view: owningView, attribute: .rightMargin) }
    /// The horizontal center within the margins.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(view: owningView, attribute: .centerXWithinMargins) }
    /// The top margin.
    public var topAnchor: YAxisAnchor { YAxisAnchor(view: owningView, attribute: .topMargin) }
    /// The bottom margin.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(view: owningView, attribute: .bottomMargin) }
    /// The vertical center within the margins.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(view: owningView, attribute: .centerYWithinMargins) }
    /// The width between the left and right margins.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(view: owningView, attribute: .widthWithinMargins) }
    /// The height between the top and bottom margins.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(view: owningView, attribute: .heightWithinMargins) }
}

extension View {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(view: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(view: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(view: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(view: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(view: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(view: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(view: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(view: self, attribute: .centerY) }
    /// The first baseline.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(view: self, attribute: .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(view: self, attribute: .lastBaseline) }
    /// The width of the alignment rectangle.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(view: self, attribute: .width) }
    /// The height of the alignment rectangle.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(view: self, attribute: .height) }
    /// The anchors of the layout margins.
    public var layoutMarginsGuide: LayoutMarginsGuide { LayoutMarginsGuide(owningView: self) }
}
