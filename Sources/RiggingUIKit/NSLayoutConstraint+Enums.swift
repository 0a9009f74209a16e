import AutoLayout

extension NSLayoutConstraint {
    /// UIKit's layout attributes, with their raw values.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline.
        case lastBaseline
        /// The first baseline.
        case firstBaseline
        /// The left margin.
        case leftMargin
        /// The right margin.
        case rightMargin
        /// The top margin.
        case topMargin
        /// The bottom margin.
        case bottomMargin
        /// The leading margin.
        case leadingMargin
        /// The trailing margin.
        case trailingMargin
        /// The horizontal centre between the margins.
        case centerXWithinMargins
        /// The vertical centre between the margins.
        case centerYWithinMargins
        /// No attribute: the second item of a constant constraint.
        case notAnAttribute = 0

        /// UIKit's older name for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        var layoutAttribute: LayoutAttribute {
            switch self {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            case .notAnAttribute: .notAnAttribute
            }
        }

        /// AutoLayout's attribute; the guide-only width and height within margins read as width
        /// and height (UIKit has no such attributes).
        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left: self = .left
            case .right: self = .right
            case .top: self = .top
            case .bottom: self = .bottom
            case .leading: self = .leading
            case .trailing: self = .trailing
            case .width, .widthWithinMargins: self = .width
            case .height, .heightWithinMargins: self = .height
            case .centerX: self = .centerX
            case .centerY: self = .centerY
            case .lastBaseline: self = .lastBaseline
            case .firstBaseline: self = .firstBaseline
            case .leftMargin: self = .leftMargin
            case .rightMargin: self = .rightMargin
            case .topMargin: self = .topMargin
            case .bottomMargin: self = .bottomMargin
            case .leadingMargin: self = .leadingMargin
            case .trailingMargin: self = .trailingMargin
            case .centerXWithinMargins: self = .centerXWithinMargins
            case .centerYWithinMargins: self = .centerYWithinMargins
            case .notAnAttribute: self = .notAnAttribute
            }
        }
    }

    /// UIKit's relations, with their raw values.
    public enum Relation: Int, Sendable, Hashable {
        /// `<=`.
        case lessThanOrEqual = -1
        /// `==`.
        case equal = 0
        /// `>=`.
        case greaterThanOrEqual = 1

        var layoutRelation: LayoutRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }

        init(_ relation: LayoutRelation) {
            switch relation {
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .equal: self = .equal
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }
    }

    /// UIKit's layout axes.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1

        var layoutAxis: LayoutAxis { self == .horizontal ? .horizontal : .vertical }

        init(_ axis: LayoutAxis) { self = axis == .horizontal ? .horizontal : .vertical }
    }
}
