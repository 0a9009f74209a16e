import AutoLayout

/// The views a container view controller with a bar puts between its root view and its
/// content's, as UIKit's do (`UINavigationTransitionView` and `UIViewControllerWrapperView` in
/// a navigation controller): a transition view and a wrapper filling the root view, the content
/// view filling the wrapper, and the bar in front, on the root view's safe area at the top or
/// at the bottom (reaching down to the screen's edge, as a tab bar does over the home indicator).
///
/// The wrapper's `additionalSafeAreaInsets` are the bar's height while it shows, so the content
/// (which fills the screen under the translucent bar) has the bar out of its safe area.
final class BarContainer {
    enum Edge { case top, bottom }

    let edge: Edge
    let wrapper: View
    let bar: View
    private let placement: LayoutConstraint
    private var height: LayoutConstraint?

    /// Builds the views into `root`; `prefix` names them after the container.
    init(root: View, prefix: String, barName: String, edge: Edge) {
        self.edge = edge
        let transition = View(name: prefix + ".transitionView")
        wrapper = View(name: prefix + ".wrapperView")
        bar = View(name: barName)
        ViewController.fill(root, with: transition)
        ViewController.fill(transition, with: wrapper)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let safe = root.safeAreaLayoutGuide
        var constraints = [bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           bar.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        switch edge {
        case .top:
            placement = bar.topAnchor.constraint(equalTo: safe.topAnchor)
            let height = bar.heightAnchor.constraint(equalToConstant: 0)
            self.height = height
            constraints += [placement, height]
        case .bottom:
            placement = bar.topAnchor.constraint(equalTo: safe.bottomAnchor)
            constraints += [placement, bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
        }
        // The bar and the views filling the root are all in the root's tree: nothing to refuse.
        try? LayoutConstraint.activate(constraints)
    }

    /// Shows `content` in the wrapper in place of what it showed.
    func show(_ content: View?) {
        for view in wrapper.subviews where view !== content { view.removeFromSuperview() }
        if let content, content.superview !== wrapper { ViewController.fill(wrapper, with: content) }
    }

    /// Gives the bar `barHeight` points (above the safe area's edge) and shows or hides it.
    func update(barHeight: Double, hidden: Bool) {
        bar.isHidden = hidden
        switch edge {
        case .top:
            height?.constant = barHeight
            wrapper.additionalSafeAreaInsets = EdgeInsets(top: hidden ? 0 : barHeight)
        case .bottom:
            placement.constant = -barHeight
            wrapper.additionalSafeAreaInsets = EdgeInsets(bottom: hidden ? 0 : barHeight)
        }
    }
}
