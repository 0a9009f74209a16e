import AutoLayout

extension ViewController {
    /// Begins the appearance (`appearing`) or disappearance of this controller and of its
    /// children whose views are in its view's tree, parents first, as UIKit forwards them; a
    /// controller already in that state is skipped.
    func beginAppearanceTransition(_ appearing: Bool, animated: Bool) {
        guard isAppeared != appearing else { return }
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in shownChildren { child.beginAppearanceTransition(appearing, animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition` began: `viewDidAppear` or
    /// `viewDidDisappear`, parents first.
    func endAppearanceTransition(_ appearing: Bool, animated: Bool) {
        guard isAppeared != appearing else { return }
        isAppeared = appearing
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        for child in shownChildren { child.endAppearanceTransition(appearing, animated: animated) }
    }

    /// The children whose views are in this controller's view tree.
    private var shownChildren: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// Swaps what a container shows, with the appearance hooks UIKit calls when the container
    /// is shown: `old` disappears and `new` appears around `swap`, which moves the views.
    func transitionAppearance(from old: ViewController?, to new: ViewController?, animated: Bool, swap: () -> Void) {
        guard isAppeared, old !== new else { return swap() }
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        swap()
        window?.layoutIfNeeded()
        old?.endAppearanceTransition(false, animated: animated)
        new?.endAppearanceTransition(true, animated: animated)
    }
}
