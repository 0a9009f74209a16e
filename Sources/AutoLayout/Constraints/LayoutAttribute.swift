/// The part of a view's alignment rectangle a constraint relates, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge of the alignment rectangle; `NSLayoutConstraint.Attribute.left`.
    case left
    /// The right edge of the alignment rectangle; `NSLayoutConstraint.Attribute.right`.
    case right
    /// The top edge of the alignment rectangle; `NSLayoutConstraint.Attribute.top`.
    case top
    /// The bottom edge of the alignment rectangle; `NSLayoutConstraint.Attribute.bottom`.
    case bottom
    /// The leading edge: the left edge when the view's `effectiveLayoutDirection` is left-to-right,
    /// the right edge when it is right-to-left; `NSLayoutConstraint.Attribute.leading`.
    case leading
    /// The trailing edge: the right edge when the view's `effectiveLayoutDirection` is
    /// left-to-right, the left edge when it is right-to-left; `NSLayoutConstraint.Attribute.trailing`.
    case trailing
    /// The width of the alignment rectangle, in points; `NSLayoutConstraint.Attribute.width`.
    case width
    /// The height of the alignment rectangle, in points; `NSLayoutConstraint.Attribute.height`.
    case height
    /// The horizontal center of the alignment rectangle; `NSLayoutConstraint.Attribute.centerX`.
    case centerX
    /// The vertical center of the alignment rectangle; `NSLayoutConstraint.Attribute.centerY`.
    case centerY
    /// The last line's baseline: `lastBaselineOffsetFromBottom` above the bottom edge (the bottom
    /// edge by default); `NSLayoutConstraint.Attribute.lastBaseline`.
    case lastBaseline
    /// The first line's baseline: `firstBaselineOffsetFromTop` below the top edge (the bottom edge
    /// by default); `NSLayoutConstraint.Attribute.firstBaseline`.
    case firstBaseline
    /// The left edge inset by `layoutMargins.left`; `NSLayoutConstraint.Attribute.leftMargin`.
    case leftMargin
    /// The right edge inset by `layoutMargins.right`; `NSLayoutConstraint.Attribute.rightMargin`.
    case rightMargin
    /// The top edge inset by `layoutMargins.top`; `NSLayoutConstraint.Attribute.topMargin`.
    case topMargin
    /// The bottom edge inset by `layoutMargins.bottom`; `NSLayoutConstraint.Attribute.bottomMargin`.
    case bottomMargin
    /// The leading edge inset by the layout margin on that side (`layoutMargins.left` when
    /// left-to-right, `.right` when right-to-left); `NSLayoutConstraint.Attribute.leadingMargin`.
    case leadingMargin
    /// The trailing edge inset by the layout margin on that side (`layoutMargins.right` when
    /// left-to-right, `.left` when right-to-left); `NSLayoutConstraint.Attribute.trailingMargin`.
    case trailingMargin
    /// The horizontal center of the rectangle inside the layout margins;
    /// `NSLayoutConstraint.Attribute.centerXWithinMargins`.
    case centerXWithinMargins
    /// The vertical center of the rectangle inside the layout margins;
    /// `NSLayoutConstraint.Attribute.centerYWithinMargins`.
    case centerYWithinMargins
    /// The width and height of the layout margins (the alignment rectangle's minus the margins),
    /// what `layoutMarginsGuide.widthAnchor` and `.heightAnchor` relate. Rigging's: UIKit's guide
    /// is an object with variables of its own, Apple's attributes have no such case.
    case widthWithinMargins, heightWithinMargins
    /// The attribute of a constraint that has no second item (a constant size).
    case notAnAttribute

    /// The axis the attribute measures along, or nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .widthWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins, .heightWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// True for `width` and `height` (and their margins' `widthWithinMargins`, `heightWithinMargins`).
    public var isDimension: Bool {
        self == .width || self == .height || self == .widthWithinMargins || self == .heightWithinMargins
    }

    /// True for the attributes of the layout margins (`leftMargin` ... `heightWithinMargins`):
    /// those `layoutMarginsGuide`'s anchors relate.
    public var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .widthWithinMargins, .heightWithinMargins:
            return true
        default:
            return false
        }
    }
}

/// A layout axis, as in `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right: x positions and widths; `NSLayoutConstraint.Axis.horizontal`.
    case horizontal
    /// Top to bottom: y positions and heights; `NSLayoutConstraint.Axis.vertical`.
    case vertical
}
