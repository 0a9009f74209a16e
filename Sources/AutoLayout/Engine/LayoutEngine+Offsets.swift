extension LayoutEngine {
    /// Margins, baselines or insets of `view` changed: the constants of constraints that use them
    /// follow; where its baselines changed (`baselines`), so do those on the baselines of the
    /// stack views that take theirs from `view` (`View.baselineLayoutView(for:)`, up nested
    /// stacks).
    func offsetsChanged(of view: View, baselines: Bool = false) {
        for c in view.affectingConstraints where View.hasOffset(c.firstAttribute) || View.hasOffset(c.secondAttribute) {
            offsetChanged(c)
        }
        var arranged = view
        while baselines, let stack = arranged.superview as? StackView {
            for c in stack.affectingConstraints where usesBaseline(of: view, through: stack, in: c) { offsetChanged(c) }
            arranged = stack
        }
        markDirty()
    }

    /// Whether constraint `c` names a baseline of `stack` that `stack` takes from `view`.
    private func usesBaseline(of view: View, through stack: StackView, in c: LayoutConstraint) -> Bool {
        [(c.firstView, c.firstAttribute), (c.secondView, c.secondAttribute)].contains { item, attribute in
            (attribute == .firstBaseline || attribute == .lastBaseline) && item === stack && stack.baselineLayoutView(for: attribute) === view
        }
    }

    /// Brings constraint `c` up to date with the offsets of its items' attributes: a first
    /// baseline's may also change the expression (a view without one uses its height), so the
    /// constraint goes back in whole; other offsets change only the constant.
    private func offsetChanged(_ c: LayoutConstraint) {
        if c.firstAttribute == .firstBaseline || c.secondAttribute == .firstBaseline {
            removeFromSolver(c)
            try? addToSolver(c, report: true)
        } else {
            constantChanged(c)
        }
    }
}
