// Descriptions in Apple's shape: `<LayoutConstraint 'id' H:[a]-(8)-[b] (active)>`, in visual
// format style when VFL can say it, else as the equation the constraint parser reads back
// (`redView.centerX == view.centerX - 80 @999`).

extension LayoutConstraint {
    /// Apple-style class name: `LayoutConstraint`, `AutoresizingMaskLayoutConstraint` or `ContentSizeLayoutConstraint`.
    public var className: String {
        switch kind {
        case .user, .rootFrame: return "LayoutConstraint"
        case .autoresizingMask: return "AutoresizingMaskLayoutConstraint"
        case .contentSize: return "ContentSizeLayoutConstraint"
        }
    }

    /// `<LayoutConstraint 'id' H:[a]-(8)-[b] (active, names: '|':view)>`, as Apple prints constraints.
    public var description: String {
        var text = "<\(className)"
        if let identifier { text += " '\(identifier)'" }
        if kind == .autoresizingMask { text += " " + firstItemMask }
        text += " " + formula
        var notes: [String] = []
        if wantsActive { notes.append("active") }
        if let superviewName = visualFormatSuperviewName, visualFormatDescription != nil {
            notes.append("names: '|':\(superviewName)")
        }
        if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
        return text + ">"
    }

    private var firstItemMask: String {
        let first = firstView
        let view = secondView.map { $0.superview === first ? $0 : first } ?? first
        return view?.autoresizingMask.shortDescription ?? ""
    }

    /// The constraint in VFL style when VFL can say it, else as an equation.
    public var formula: String { visualFormatDescription ?? equation }

    /// The equation `item.attribute RELATION [item.attribute [* m]] [+|- c] [@p]` that `parse` reads back.
    public var equation: String {
        var items = asVisualFormatConstraint(usingSuperviewItems: false)
        items.multiplier = multiplier
        return items.equationFormat()
    }

    /// The constraint as one VFL line (`H:[a]-(8)-[b]`, `V:[purpleView(==0@750)]`), or nil.
    public var visualFormatDescription: String? {
        asVisualFormatConstraint(usingSuperviewItems: true).visualFormat
    }

    private var visualFormatSuperviewName: String? {
        if let first = firstView, let second = secondView {
            if first.superview === second { return second.itemName }
            if second.superview === first { return first.itemName }
        }
        return nil
    }

    /// This constraint as a view-class-free description; with `usingSuperviewItems`, an item
    /// that is the other's superview becomes `.superview(of:)` (VFL's `|`). Views that have been
    /// freed keep their names here.
    public func asVisualFormatConstraint(usingSuperviewItems: Bool) -> VisualFormatConstraint {
        var first = VisualFormatItem.view(firstReference.itemName)
        var second = secondReference.map { VisualFormatItem.view($0.itemName) }
        if usingSuperviewItems, let one = firstView, let other = secondView {
            if one.superview === other {
                second = .superview(of: one.itemName)
            } else if other.superview === one {
                first = .superview(of: other.itemName)
            }
        }
        return VisualFormatConstraint(
            first, firstAttribute, relation, second, secondAttribute,
            multiplier: multiplier, constant: storedConstant, priority: storedPriority)
    }
}
