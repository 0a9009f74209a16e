// Matching and removal as in the classic recipes: two constraints match when their items,
// attributes, relation, multiplier and constant are equal, whatever their priority.

extension LayoutConstraint {
    /// True when items (by identity), attributes, relation, multiplier and constant are equal.
    public func matches(_ other: LayoutConstraint) -> Bool {
        firstReference === other.firstReference && secondReference === other.secondReference
            && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier && storedConstant == other.storedConstant
    }
}

extension View {
    /// The first constraint installed on this view, then on its superview, that matches
    /// `constraint`. Constraints waiting for an engine (a view whose superview was freed keeps
    /// those inside its subtree active) are found too, as `constraints` lists them.
    public func firstConstraint(matching constraint: LayoutConstraint) -> LayoutConstraint? {
        if let found = constraints.first(where: { $0.matches(constraint) }) { return found }
        return superview?.constraints.first(where: { $0.matches(constraint) })
    }

    /// Deactivates the first constraint matching `constraint` on this view or its superview; true if one was found.
    @discardableResult
    public func removeConstraint(matching constraint: LayoutConstraint) -> Bool {
        guard let found = firstConstraint(matching: constraint) else { return false }
        found.deactivate()
        return true
    }

    /// Every active constraint installed on this view or its superview that mentions this view.
    public var referencingConstraints: [LayoutConstraint] {
        (constraints + (superview?.constraints ?? [])).filter { $0.mentions(self) }
    }
}
