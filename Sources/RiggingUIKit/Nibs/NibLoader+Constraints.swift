import AutoLayout
import InterfaceBuilder

extension NibLoader {
    /// The guides `element` declares, as `view`'s own: its safe area, a scroll view's content
    /// and frame guides, the keyboard guide, and guides the author added (added to `view`).
    func registerGuides(of element: IBView, on view: UIView) {
        for guide in element.layoutGuides {
            switch guide.kind {
            case .safeArea: guides[guide.id] = view.safeAreaLayoutGuide
            case .contentLayoutGuide: guides[guide.id] = (view as? UIScrollView)?.contentLayoutGuide
            case .frameLayoutGuide: guides[guide.id] = (view as? UIScrollView)?.frameLayoutGuide
            case .keyboard: guides[guide.id] = view.keyboardLayoutGuide
            case .custom:
                let added = UILayoutGuide()
                view.addLayoutGuide(added)
                guides[guide.id] = added
            case .topLayoutGuide, .bottomLayoutGuide: continue
            }
        }
    }

    /// The constraints `element` holds for the load's size classes, each added to `view` (where
    /// UIKit installs it) with its priority and identifier; placeholder constraints are left
    /// out, as the build removes them.
    func addConstraints(of element: IBView, to view: UIView) {
        for constraint in element.constraints(for: traits) where !constraint.isPlaceholder {
            guard let (first, firstAttribute) = item(constraint.firstItem, constraint.firstAttribute, constraint) else { continue }
            var second: (View, LayoutAttribute)?
            if let id = constraint.secondItem {
                guard let resolved = item(id, constraint.secondAttribute, constraint) else { continue }
                second = resolved
            }
            let made = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: constraint.relation, toItem: second?.0,
                attribute: second?.1 ?? .notAnAttribute, multiplier: constraint.multiplier.value, constant: constraint.constant)
            made.priority = constraint.priority
            made.identifier = constraint.identifier
            let wrapped = NSLayoutConstraint(wrapping: made)
            constraints[constraint.id] = wrapped
            view.addConstraint(wrapped)
        }
    }

    /// The AutoLayout item and attribute document id `id` stands for in a constraint: a view, a
    /// guide (its item), or a legacy top or bottom layout guide (the root view's safe area: the
    /// top guide's bottom is the safe area's top, the bottom guide's top its bottom).
    private func item(_ id: String, _ attribute: LayoutAttribute, _ constraint: IBConstraint) -> (View, LayoutAttribute)? {
        if let view = views[id] { return (view.layoutView, attribute) }
        if let guide = guides[id] { return (guide.anchorView, attribute) }
        if let legacy = legacyGuides[id], let root = views[legacy.root] {
            switch (legacy.isTop, attribute) {
            case (true, .bottom): return (root.safeAreaLayoutGuide.anchorView, .top)
            case (false, .top): return (root.safeAreaLayoutGuide.anchorView, .bottom)
            case (true, .top), (false, .bottom): return (root.layoutView, attribute)
            default: break
            }
        }
        warn(constraint.id, line: constraint.line, "relates '\(id)', which this load did not make (or a legacy guide's \(attribute)); left out")
        return nil
    }
}
