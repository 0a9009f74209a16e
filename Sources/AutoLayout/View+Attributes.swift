import Cassowary

// How each attribute reads as a linear expression over the view's four variables (its
// alignment rectangle in root coordinates: minX, minY, Width, Height): terms plus an offset.
// In a right-to-left view, leading and trailing are measured on a mirrored x axis (x -> -x),
// so that `b.leading == a.trailing + 8` puts b 8 points to the left of a, as UIKit does.

extension View {
    func appendTerms(of attribute: LayoutAttribute, scale s: Double, to terms: inout [Term]) {
        let rtl = attribute.isDirectional && effectiveLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin:
            terms.append(Term(minX, s))
        case .right, .rightMargin:
            terms.append(Term(minX, s)); terms.append(Term(widthVariable, s))
        case .leading, .leadingMargin:
            if rtl { terms.append(Term(minX, -s)); terms.append(Term(widthVariable, -s)) } else { terms.append(Term(minX, s)) }
        case .trailing, .trailingMargin:
            if rtl { terms.append(Term(minX, -s)) } else { terms.append(Term(minX, s)); terms.append(Term(widthVariable, s)) }
        case .top, .topMargin, .firstBaseline:
            terms.append(Term(minY, s))
        case .bottom, .bottomMargin, .lastBaseline:
            terms.append(Term(minY, s)); terms.append(Term(heightVariable, s))
        case .centerX, .centerXWithinMargins:
            terms.append(Term(minX, s)); terms.append(Term(widthVariable, s / 2))
        case .centerY, .centerYWithinMargins:
            terms.append(Term(minY, s)); terms.append(Term(heightVariable, s / 2))
        case .width:
            terms.append(Term(widthVariable, s))
        case .height:
            terms.append(Term(heightVariable, s))
        case .notAnAttribute:
            break
        }
    }

    /// The constant part of an attribute's expression (margins and baselines).
    func offset(of attribute: LayoutAttribute) -> Double {
        let rtl = effectiveLayoutDirection == .rightToLeft
        let m = layoutMargins
        switch attribute {
        case .leftMargin: return m.left
        case .rightMargin: return -m.right
        case .leadingMargin: return rtl ? m.right : m.left
        case .trailingMargin: return rtl ? m.left : -m.right
        case .topMargin: return m.top
        case .bottomMargin: return -m.bottom
        case .centerXWithinMargins: return (m.left - m.right) / 2
        case .centerYWithinMargins: return (m.top - m.bottom) / 2
        case .firstBaseline: return firstBaselineOffsetFromTop ?? (solvedAlignmentRect?.height ?? 0)
        case .lastBaseline: return -lastBaselineOffsetFromBottom
        default: return 0
        }
    }

    /// True when an attribute's offset depends on margins or baselines.
    static func hasOffset(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline:
            return true
        default: return false
        }
    }
}
