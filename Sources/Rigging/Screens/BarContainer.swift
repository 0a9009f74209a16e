import AutoLayout

/// The views a container view controller with a bar puts between its root view and its
/// content's, as UIKit's do (`UINavigationTransitionView` and `UIViewControllerWrapperView` in
/// a navigation controller): a transition view and a wrapper filling the root view, the content
/// view filling the wrapper, and the bar in front, on the root view's safe area at the top or
/// at the bottom (reaching down to the screen's edge, as a tab bar does over the home indicator).
///
/// Under a translucent bar (UIKit's default) the wrapper fills the root view and its
/// `additionalSafeAreaInsets` are the bar's height while the bar shows, so the content, which
/// reaches under the bar, has the bar out of its safe area. An opaque bar that shows ends the
/// wrapper at the bar instead (UIKit's `extendedLayoutIncludesOpaqueBars` false), so the
/// content lies beside the bar and its safe area on that side comes from the screen alone.
final class BarContainer {
    enum Edge { case top, bottom }

    let edge: Edge
    let wrapper: View
    let bar: View
    private let placement: LayoutConstraint
    private var height: LayoutConstraint?
    /// The wrapper's edge on the bar's side: pinned to the transition view, or to the bar.
    private let wrapperToEdge: LayoutConstraint
    private let wrapperToBar: LayoutConstraint
    /// The constraint holding each content view's leading edge to the wrapper's.
    private var leadingEdges: [ObjectIdentifier: LayoutConstraint] = [:]

    /// Builds the views into `root` around `bar`; `prefix` names them after the container.
    init(root: View, prefix: String, bar: View, edge: Edge) {
        self.edge = edge
        let transition = View(name: prefix + ".transitionView")
        wrapper = View(name: prefix + ".wrapperView")
        self.bar = bar
        ViewController.fill(root, with: transition)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        wrapper.translatesAutoresizingMaskIntoConstraints = false
        wrapper.holdsBarControllerContent = true
        transition.addSubview(wrapper)
        let sides = [
            wrapper.leadingAnchor.constraint(equalTo: transition.leadingAnchor),
            wrapper.trailingAnchor.constraint(equalTo: transition.trailingAnchor),
        ]
        let ends: [LayoutConstraint]
        switch edge {
        case .top:
            wrapperToEdge = wrapper.topAnchor.constraint(equalTo: transition.topAnchor)
            wrapperToBar = wrapper.topAnchor.constraint(equalTo: bar.bottomAnchor)
            ends = [wrapper.bottomAnchor.constraint(equalTo: transition.bottomAnchor)]
        case .bottom:
            wrapperToEdge = wrapper.bottomAnchor.constraint(equalTo: transition.bottomAnchor)
            wrapperToBar = wrapper.bottomAnchor.constraint(equalTo: bar.topAnchor)
            ends = [wrapper.topAnchor.constraint(equalTo: transition.topAnchor)]
        }
        let safe = root.safeAreaLayoutGuide
        var constraints = [
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
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
        // The bar, the transition view and the wrapper are all in the root's tree: nothing to refuse.
        try? LayoutConstraint.activate(constraints + sides + ends + [wrapperToEdge])
    }

    /// Shows `content` in the wrapper, filling it, in place of what it showed.
    func show(_ content: View?) {
        for view in wrapper.subviews where view !== content {
            view.removeFromSuperview()
            leadingEdges[ObjectIdentifier(view)] = nil
        }
        if let content { place(content, offset: 0) }
    }

    /// Puts `content` in the wrapper with the wrapper's size, its leading edge `offset` points
    /// after the wrapper's (a push's slide moves it), in front of the other content or just
    /// behind `sibling`; content already there only moves to `offset`.
    func place(_ content: View, offset: Double, behind sibling: View? = nil) {
        if content.superview === wrapper, let leading = leadingEdges[ObjectIdentifier(content)] {
            leading.constant = offset
            return
        }
        content.translatesAutoresizingMaskIntoConstraints = false
        if let sibling, sibling.superview === wrapper {
            wrapper.insertSubview(content, belowSubview: sibling)
        } else {
            wrapper.addSubview(content)
        }
        let leading = content.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: offset)
        leadingEdges[ObjectIdentifier(content)] = leading
        // A subview's edges and size against its superview's: nothing to refuse.
        try? LayoutConstraint.activate([
            leading, content.widthAnchor.constraint(equalTo: wrapper.widthAnchor),
            content.topAnchor.constraint(equalTo: wrapper.topAnchor),
            content.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor),
        ])
    }

    /// Moves a top bar up out of the root view, past the safe area's top (`offscreen`), or back
    /// to its place below it.
    func moveBar(offscreen: Bool) {
        guard edge == .top else { return }
        placement.constant = offscreen ? -(bar.frame.height + (bar.superview?.safeAreaInsets.top ?? 0)) : 0
    }

    /// Gives the bar `barHeight` points (beyond the safe area's edge), shows or hides it, and
    /// puts the wrapper under it (`translucent`) or beside it.
    func update(barHeight: Double, hidden: Bool, translucent: Bool) {
        bar.isHidden = hidden
        let under = hidden || translucent
        if under { wrapperToBar.deactivate() } else { wrapperToEdge.deactivate() }
        // Two edges of views in one tree: nothing to refuse.
        try? (under ? wrapperToEdge : wrapperToBar).activate()
        let inset = under && !hidden ? barHeight : 0
        switch edge {
        case .top:
            height?.constant = barHeight
            wrapper.additionalSafeAreaInsets.top = inset
        case .bottom:
            placement.constant = -barHeight
            wrapper.additionalSafeAreaInsets.bottom = inset
        }
    }

    /// Puts `toolbar` in front of the content at the bottom of a top bar's container: as wide as
    /// the root view, its bottom on the root's safe area (a navigation controller's toolbar sits
    /// above the home indicator and any tab bar). Hidden until ``updateToolbar(_:height:hidden:offscreen:)``.
    func attachToolbar(_ toolbar: View) -> ToolbarPlacement {
        guard let root = bar.superview else { return ToolbarPlacement(top: nil, height: nil) }
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.isHidden = true
        root.addSubview(toolbar)
        let top = toolbar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
        let height = toolbar.heightAnchor.constraint(equalToConstant: 0)
        // A subview against its superview's safe area: nothing to refuse.
        try? LayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor), top, height,
        ])
        return ToolbarPlacement(top: top, height: height)
    }

    /// Gives a toolbar from ``attachToolbar(_:)`` `height` points above the safe area's bottom,
    /// or moves it below the root view's bottom edge (`offscreen`), and takes its height out of
    /// the content's safe area while it shows (toolbars are translucent).
    func updateToolbar(_ placement: ToolbarPlacement, height: Double, hidden: Bool, offscreen: Bool = false) {
        let below = (bar.superview?.safeAreaInsets.bottom ?? 0)
        placement.height?.constant = height
        placement.top?.constant = offscreen ? below : -height
        wrapper.additionalSafeAreaInsets.bottom = hidden || offscreen ? 0 : height
    }

    /// The two constraints that place a toolbar: its top against the safe area's bottom, and its height.
    struct ToolbarPlacement {
        let top: LayoutConstraint?
        let height: LayoutConstraint?
    }
}
