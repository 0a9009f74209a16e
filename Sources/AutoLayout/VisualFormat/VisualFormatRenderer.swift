import Cassowary

// Printing a single constraint back in visual format style, the way Apple's constraint
// descriptions do (`H:[a]-(8)-[b]`, `H:|-(20)-[a]`, `V:[purpleView(==0@750)]`), so that a
// description parses back to the same constraint. Spacing predicates omit `==` as Apple's do;
// size predicates always show the relation (Rigging's choice: `(==0@750)` reads unambiguously).
// Priorities show only when not required. Anything VFL cannot say gives nil: multipliers other
// than 1, centers, baselines, mixed axes, a size relation with a constant, or a margin relation
// other than the exact one a bare `-` makes.

extension VisualFormatConstraint {
    /// This constraint as one line of visual format, or nil when VFL cannot express it.
    public var visualFormat: String? {
        guard multiplier == 1 else { return nil }
        if let size = sizeFormat { return size }
        return spacingFormat
    }

    /// `H:[a(>=80@250)]` or `H:[a(==b)]`.
    private var sizeFormat: String? {
        guard firstAttribute == .width || firstAttribute == .height, case .view(let name) = firstItem else { return nil }
        let prefix = firstAttribute == .width ? "H:" : "V:"
        switch secondItem {
        case nil:
            return "\(prefix)[\(name)(\(relation.symbol)\(constant.compactDescription)\(prioritySuffix))]"
        case .view(let other)?:
            guard secondAttribute == firstAttribute, constant == 0 else { return nil }
            return "\(prefix)[\(name)(\(relation.symbol)\(other)\(prioritySuffix))]"
        case .superview?:
            return nil
        }
    }

    /// `H:[a]-(8)-[b]`, `H:|-(20)-[a]`, `H:[a]-(>=8@750)-|`, or with margins `H:|-[a]`.
    private var spacingFormat: String? {
        guard let secondItem else { return nil }
        // (near edge of the later item, far edge of the earlier item, axis prefix)
        let pairs: [(near: LayoutAttribute, far: LayoutAttribute, prefix: String)] = [
            (.leading, .trailing, "H:"), (.left, .right, "H:"), (.top, .bottom, "V:"),
        ]
        let margins: [LayoutAttribute: LayoutAttribute] = [
            .leadingMargin: .leading, .trailingMargin: .trailing, .leftMargin: .left,
            .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
        ]
        let firstEdge = margins[firstAttribute] ?? firstAttribute
        let secondEdge = margins[secondAttribute] ?? secondAttribute
        let usesMargin = margins[firstAttribute] != nil || margins[secondAttribute] != nil
        guard let pair = pairs.first(where: { $0.near == firstEdge || $0.far == firstEdge }) else { return nil }

        let connection: String
        if usesMargin {
            // Only what a bare `-` next to `|` makes under the margins option.
            guard relation == .equal, constant == 0, priority.isRequired else { return nil }
            connection = "-"
        } else {
            connection = "-(\(relation == .equal ? "" : relation.symbol)\(constant.compactDescription)\(prioritySuffix))-"
        }

        switch (firstItem, secondItem) {
        case (.view(let later), .view(let earlier)):
            guard !usesMargin, firstEdge == pair.near, secondEdge == pair.far else { return nil }
            return "\(pair.prefix)[\(earlier)]\(connection)[\(later)]"
        case (.view(let view), .superview):
            // view.near == superview.near + c: the gap after the leading `|`.
            guard firstEdge == pair.near, secondEdge == pair.near,
                !usesMargin || margins[secondAttribute] != nil && margins[firstAttribute] == nil
            else { return nil }
            return "\(pair.prefix)|\(connection)[\(view)]"
        case (.superview, .view(let view)):
            // superview.far == view.far + c: the gap before the trailing `|`.
            guard firstEdge == pair.far, secondEdge == pair.far,
                !usesMargin || margins[firstAttribute] != nil && margins[secondAttribute] == nil
            else { return nil }
            return "\(pair.prefix)[\(view)]\(connection)|"
        case (.superview, .superview):
            return nil
        }
    }

    private var prioritySuffix: String {
        priority.isRequired ? "" : "@" + Double(priority.rawValue).compactDescription
    }
}

extension VisualFormatConstraint: CustomStringConvertible {
    /// The constraint in the scene files' equation syntax,
    /// `item.attribute RELATION [item.attribute [* multiplier]] [+|- constant] [@priority]`,
    /// naming a superview item with `superviewName` (by default `superview`).
    public func equationFormat(superviewName: (String) -> String = { _ in "superview" }) -> String {
        func name(_ item: VisualFormatItem) -> String {
            switch item {
            case .view(let view): return view
            case .superview(of: let view): return superviewName(view)
            }
        }
        var text = "\(name(firstItem)).\(firstAttribute.rawValue) \(relation.symbol)"
        if let secondItem {
            text += " \(name(secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(multiplier.compactDescription)" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + abs(constant).compactDescription }
        } else {
            text += " " + constant.compactDescription
        }
        if !priority.isRequired { text += " @" + Double(priority.rawValue).compactDescription }
        return text
    }

    /// The visual format line when VFL can say it, else the equation form; what `rig vfl` prints.
    public var description: String { visualFormat ?? equationFormat() }
}
