import Cassowary

// How each attribute reads as a linear expression in the coordinates of the view a constraint
// is installed on (its items' nearest common ancestor, as UIKit's engine expresses it), over the
// items' variables: terms plus an offset.
//
// A view's four variables are its alignment rectangle relative to its superview's alignment
// rectangle (minX, minY: the offset between the two origins; Width, Height). A root's origin is
// 0 in its own coordinates and never enters the solver. In the ancestor's coordinates the
// ancestor's own alignment rectangle starts at 0 (its x and y terms vanish), and a descendant's
// origin is the sum of the minX (minY) of every view on the way up from it, the ancestor
// excluded. `box.left == root.left + 8` with `box` a subview of the root is `box.minX == 8`, the
// row a bare solver would hold.
//
// UIKit measures a view's origin from its superview's bounds origin (the frame's origin), not
// from its alignment rectangle; the two differ by the superview's alignment insets, a constant
// per view. A constraint with multiplier 1 is the same either way (both sides move by the same
// constant); otherwise `shift(of:in:)` adds the ancestor's inset that UIKit's coordinates carry,
// so that the solution is UIKit's. Measuring from the alignment rectangle keeps the inset
// constants out of every row that crosses a view with insets.
//
// In a right-to-left view, leading and trailing are measured on a mirrored x axis (x -> -x),
// so that `b.leading == a.trailing + 8` puts b 8 points to the left of a, as UIKit does.

extension View {
    func appendTerms(of attribute: LayoutAttribute, scale s: Double, in ancestor: View?, to terms: inout [Term]) {
        let rtl = attribute.isDirectional && effectiveLayoutDirection == .rightToLeft
        func x(_ c: Double) { appendOrigins(vertical: false, scale: c, below: ancestor, to: &terms) }
        func y(_ c: Double) { appendOrigins(vertical: true, scale: c, below: ancestor, to: &terms) }
        func w(_ c: Double) { terms.append(Term(widthVariable, c)) }
        func h(_ c: Double) { terms.append(Term(heightVariable, c)) }
        switch attribute {
        case .left, .leftMargin: x(s)
        case .right, .rightMargin:
            x(s)
            w(s)
        case .leading, .leadingMargin:
            if rtl {
                x(-s)
                w(-s)
            } else {
                x(s)
            }
        case .trailing, .trailingMargin:
            if rtl {
                x(-s)
            } else {
                x(s)
                w(s)
            }
        case .top, .topMargin, .firstBaseline: y(s)
        case .bottom, .bottomMargin, .lastBaseline:
            y(s)
            h(s)
        case .centerX, .centerXWithinMargins:
            x(s)
            w(s / 2)
        case .centerY, .centerYWithinMargins:
            y(s)
            h(s / 2)
        case .width, .widthWithinMargins: w(s)
        case .height, .heightWithinMargins: h(s)
        case .notAnAttribute: break
        }
    }

    /// The origin of this view's alignment rectangle in `ancestor`'s alignment coordinates, on one
    /// axis: the minX (minY) of this view and of each view above it, up to `ancestor` excluded
    /// (a root's, 0, never enters the solver). One term for a subview of `ancestor`.
    @inline(__always)
    func appendOrigins(vertical: Bool, scale c: Double, below ancestor: View?, to terms: inout [Term]) {
        var v = self
        while v !== ancestor, let up = v.superviewStorage {
            terms.append(Term(vertical ? v.minY : v.minX, c))
            v = up
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

    /// What UIKit's coordinates of `ancestor` (its bounds) add to the attribute as this view
    /// reads it in `ancestor`'s alignment coordinates: the ancestor's alignment inset on the
    /// attribute's axis, negated on a mirrored (right-to-left) x axis; 0 for sizes.
    func shift(of attribute: LayoutAttribute, in ancestor: View) -> Double {
        guard attribute != .notAnAttribute, !attribute.isDimension else { return 0 }
        let i = ancestor.alignmentRectInsets
        if attribute.axis == .vertical { return i.top }
        return attribute.isDirectional && effectiveLayoutDirection == .rightToLeft ? -i.left : i.left
    }

    /// True when an attribute's offset depends on margins or baselines.
    static func hasOffset(_ attribute: LayoutAttribute) -> Bool {
        attribute.isMarginAttribute || attribute == .firstBaseline || attribute == .lastBaseline
    }
}
