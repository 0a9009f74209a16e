import Cassowary

// How each attribute reads as a linear expression over the view's four variables (its
// alignment rectangle in root coordinates: minX, minY, Width, Height): terms plus an offset.
// In a right-to-left view, leading and trailing are measured on a mirrored x axis (x -> -x),
// so that `b.leading == a.trailing + 8` puts b 8 points to the left of a, as UIKit does.
// A root's origin is 0 in its own coordinates, so its minX and minY never enter the solver:
// `box.left == root.left + 8` becomes `box.minX == 8`, the same row a bare solver would hold.
// (When a root becomes a subview, its constraints are rebuilt in the new tree's engine.)

extension View {
    func appendTerms(of attribute: LayoutAttribute, scale s: Double, to terms: inout [Term]) {
        let rtl = attribute.isDirectional && effectiveLayoutDirection == .rightToLeft
        let isRoot = superviewStorage == nil
        func x(_ c: Double) { if !isRoot { terms.append(Term(minX, c)) } }
        func y(_ c: Double) { if !isRoot { terms.append(Term(minY, c)) } }
        func w(_ c: Double) { terms.append(Term(widthVariable, c)) }
        func h(_ c: Double) { terms.append(Term(heightVariable, c)) }
        switch attribute {
        case .left, .leftMargin: x(s)
        case .right, .rightMargin: x(s); w(s)
        case .leading, .leadingMargin: if rtl { x(-s); w(-s) } else { x(s) }
        case .trailing, .trailingMargin: if rtl { x(-s) } else { x(s); w(s) }
        case .top, .topMargin, .firstBaseline: y(s)
        case .bottom, .bottomMargin, .lastBaseline: y(s); h(s)
        case .centerX, .centerXWithinMargins: x(s); w(s / 2)
        case .centerY, .centerYWithinMargins: y(s); h(s / 2)
        case .width, .widthWithinMargins: w(s)
        case .height, .heightWithinMargins: h(s)
        case .notAnAttribute: break
        }
    }

    /// The constant part of an attribute's expression (margins and baselines).
    func offset(of attribute: LayoutAttribute) -> Double {
        let rtl = effectiveLayoutDirection == .rightToLeft
        // A view whose margins a constraint uses gets insets state, so that each pass of a tree
        // with a safe area checks its margins (`LayoutEngine.updateInsets()`).
        let m = attribute == .firstBaseline || attribute == .lastBaseline ? .zero : insets.marginsForConstraints(of: self)
        switch attribute {
        case .leftMargin: return m.left
        case .rightMargin: return -m.right
        case .leadingMargin: return rtl ? m.right : m.left
        case .trailingMargin: return rtl ? -m.left : -m.right  // trailing reads -x when right to left
        case .topMargin: return m.top
        case .bottomMargin: return -m.bottom
        case .centerXWithinMargins: return (m.left - m.right) / 2
        case .centerYWithinMargins: return (m.top - m.bottom) / 2
        case .widthWithinMargins: return -(m.left + m.right)
        case .heightWithinMargins: return -(m.top + m.bottom)
        case .firstBaseline: return firstBaselineOffsetFromTop ?? (solvedAlignment?.height ?? 0)
        case .lastBaseline: return -lastBaselineOffsetFromBottom
        default: return 0
        }
    }

    /// True when an attribute's offset depends on margins or baselines.
    static func hasOffset(_ attribute: LayoutAttribute) -> Bool {
        attribute.isMarginAttribute || attribute == .firstBaseline || attribute == .lastBaseline
    }
}
