/// The part of a view's alignment rectangle a constraint relates, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
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
}

/// A layout axis, as in `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
