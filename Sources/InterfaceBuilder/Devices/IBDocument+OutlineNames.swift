import AutoLayout

extension IBDocument {
    /// The name Interface Builder's outline and canvas give the view, guide or controller with
    /// document id `id`: its `userLabel`; else a label's text or a button's title; else the
    /// element's kind in words (`Image View`, `Stack View`); `Safe Area`, `Content Layout Guide`,
    /// `Top Layout Guide` for guides; the id itself for an object the document does not hold.
    public func outlineName(of id: String) -> String {
        if let view = view(id: id) {
            if let label = view.userLabel { return label }
            if view.kind == .label, let text = view.text?.text, !text.isEmpty { return text }
            if view.kind == .button, let title = view.button?.states.first(where: { $0.state == "normal" })?.title, !title.isEmpty {
                return title
            }
            return Self.words(view.kind.rawValue)
        }
        if let guide = guide(id: id) {
            switch guide.kind {
            case .safeArea: return "Safe Area"
            case .contentLayoutGuide: return "Content Layout Guide"
            case .frameLayoutGuide: return "Frame Layout Guide"
            case .keyboard: return "Keyboard Layout Guide"
            case .topLayoutGuide: return "Top Layout Guide"
            case .bottomLayoutGuide: return "Bottom Layout Guide"
            case .custom: return "Layout Guide"
            }
        }
        if let controller = viewController(id: id) { return controller.userLabel ?? controller.customClass ?? "View Controller" }
        return id
    }

    /// The constraint as Interface Builder's outline names it: `Title.leading = Safe Area.leading
    /// + 20`, `Logo.width = 60`, `Logo.width = Logo.height × 16:9`, with `≤`/`≥` for
    /// inequalities and ` @750` for an optional priority.
    public func outlineName(of constraint: IBConstraint, traits: IBTraits? = nil) -> String {
        var text = "\(outlineName(of: constraint.firstItem)).\(constraint.firstAttribute.rawValue) "
        text += constraint.relation == .equal ? "=" : constraint.relation == .lessThanOrEqual ? "≤" : "≥"
        let constant = traits.map { constraint.constant(for: $0) } ?? constraint.constant
        if let second = constraint.secondItem {
            text += " \(outlineName(of: second)).\(constraint.secondAttribute.rawValue)"
            if constraint.multiplier.value != 1 { text += " × \(constraint.multiplier.text)" }
            if constant != 0 { text += constant < 0 ? " - \(IBNumber.text(-constant))" : " + \(IBNumber.text(constant))" }
        } else {
            text += " \(IBNumber.text(constant))"
        }
        if constraint.priority.rawValue < 1000 { text += " @\(IBNumber.text(Double(constraint.priority.rawValue)))" }
        return text
    }

    /// `imageView` becomes `Image View`.
    static func words(_ camel: String) -> String {
        var text = ""
        for character in camel {
            if character.isUppercase { text += " " }
            text.append(text.isEmpty ? Character(character.uppercased()) : character)
        }
        return text
    }
}
