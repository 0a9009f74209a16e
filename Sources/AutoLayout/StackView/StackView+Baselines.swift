extension View {
    /// The view whose baseline a constraint on this view's `attribute` uses, as UIKit's
    /// `forFirstBaselineLayout` and `forLastBaselineLayout` give it: for a stack view, the
    /// baseline view of one of its arranged views (a vertical stack's first for the first
    /// baseline and its last for the last baseline; the only one of a stack that arranges one
    /// view), down nested stacks; the view itself for other views and attributes.
    ///
    /// The arranged view is chosen by order, hidden or not, when the constraint enters the
    /// engine; the constraint follows that view's baseline when it moves (a label given another
    /// font), as the view's own baseline constraints do. A horizontal stack of several views keeps its own bottom as its baselines: which
    /// of its views UIKit takes is not modelled.
    func baselineLayoutView(for attribute: LayoutAttribute) -> View {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let stack = self as? StackView else { return self }
        let views = stack.arrangedSubviews
        let chosen: View?
        if views.count == 1 {
            chosen = views[0]
        } else if stack.axis == .vertical {
            chosen = attribute == .firstBaseline ? views.first : views.last
        } else {
            chosen = nil
        }
        guard let chosen, chosen.superview === stack else { return self }
        return chosen.baselineLayoutView(for: attribute)
    }
}
