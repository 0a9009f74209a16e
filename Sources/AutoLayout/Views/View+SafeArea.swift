import Cassowary

// The safe area and layout margins, as UIKit computes them (iOS 11 and later):
// - A root's safe area is `systemSafeAreaInsets` (what a window's bars and screen shape give
//   UIKit's root view) plus its `additionalSafeAreaInsets`. Any other view's is the part of its
//   bounds that overlaps its superview's unsafe edges (clamped to the superview's bounds: a view
//   reaching past its superview gets the superview's inset, no more), plus its own
//   `additionalSafeAreaInsets`.
// - The margins are the set ones (`layoutMargins` or `directionalLayoutMargins`, UIKit's 8 by
//   default) plus the safe area when `insetsLayoutMarginsFromSafeArea` (the default), and at least
//   the superview's margins where they reach into the view when `preservesSuperviewLayoutMargins`
//   (an edge reaching past the superview's gets the superview's margin, no more).
// Both depend on frames, so they change after a solve: the layout pass recomputes them
// (`LayoutEngine.updateInsets()`), moves the safe-area guides' constraints and the margin
// constraints' constants in place, calls the hooks, and runs another pass when anything moved.

/// The per-view state behind the safe area and the margins; views that never touch them have none.
final class ViewInsetsState {
    enum Margins: Equatable {
        case absolute(EdgeInsets)
        case directional(DirectionalEdgeInsets)
    }
    var margins = Margins.absolute(EdgeInsets(all: 8))
    /// Whether `margins` were set (they are the default until then).
    var marginsAreSet = false
    /// The margins a view controller holds its root view's to at least, if any.
    var minimumMargins: DirectionalEdgeInsets?
    var additionalSafeAreaInsets = EdgeInsets.zero
    var systemSafeAreaInsets = EdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// `safeAreaLayoutGuide` once read, and its four constraints (left, top, right, bottom).
    var safeAreaGuide: LayoutGuide?
    var safeAreaConstraints: [LayoutConstraint] = []
    /// `readableContentGuide` once read (View+ContentGuides.swift).
    var readableGuide: LayoutGuide?
    /// `keyboardLayoutGuide` once read, its two alternative constraints (top at the safe area's
    /// bottom while the keyboard is hidden, height while it shows) and the keyboard's height.
    var keyboardGuide: LayoutGuide?
    var keyboardConstraints: [LayoutConstraint] = []
    var keyboardHeight = 0.0
    /// Whether the view holds the content views of a navigation or tab bar controller's children
    /// (`View.holdsBarControllerContent`).
    var holdsBarControllerContent = false
    /// The insets and margins as of the last pass (what the hooks and constraints were told).
    var reportedSafeArea = EdgeInsets.zero
    var reportedMargins = EdgeInsets(all: 8)
    /// The margins the view's margin constraints were last given.
    var constraintMargins = EdgeInsets(all: 8)

    /// The view's current margins, remembered as the ones its constraints were given.
    func marginsForConstraints(of view: View) -> EdgeInsets {
        let margins = view.effectiveLayoutMargins
        constraintMargins = margins
        return margins
    }
}

extension View {
    /// Set by a navigation or tab bar controller on the view its children's content views fill:
    /// a scroll view among them with `.automatic` inset adjustment is adjusted vertically even
    /// when its content does not scroll, as UIKit documents for such content views.
    package var holdsBarControllerContent: Bool {
        get { insetsState?.holdsBarControllerContent ?? false }
        set { insets.holdsBarControllerContent = newValue }
    }

    var insets: ViewInsetsState {
        if let state = insetsState { return state }
        let state = ViewInsetsState()
        insetsState = state
        return state
    }

    /// Marks the tree as using the safe area (the pass then recomputes insets) and asks for a pass.
    func safeAreaInputsChanged() {
        if let engine = engineCache {
            engine.usesInsets = true
            engine.markDirty()
        }
        setNeedsLayout()
    }

    // MARK: Safe area

    /// What the screen and the system's bars cover of a root view (UIKit takes them from the
    /// window); ignored on a view that has a superview. Rigging's: UIKit has no setter for them.
    public var systemSafeAreaInsets: EdgeInsets {
        get { insetsState?.systemSafeAreaInsets ?? .zero }
        set {
            guard newValue != systemSafeAreaInsets else { return }
            insets.systemSafeAreaInsets = newValue
            safeAreaInputsChanged()
        }
    }

    /// Insets added to this view's safe area. In UIKit they belong to the view controller
    /// (`UIViewController.additionalSafeAreaInsets`, applied to its root view); Rigging has no view
    /// controllers, so any view may carry them, and they apply to it and to its subviews.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { insetsState?.additionalSafeAreaInsets ?? .zero }
        set {
            guard newValue != additionalSafeAreaInsets else { return }
            insets.additionalSafeAreaInsets = newValue
            safeAreaInputsChanged()
        }
    }

    /// The insets of the view's safe area from its bounds, from the current frames (zero outside
    /// a tree with safe-area insets). A root's are `systemSafeAreaInsets` plus
    /// `additionalSafeAreaInsets`; another view's are the part of its bounds that overlaps its
    /// superview's unsafe edges, plus its `additionalSafeAreaInsets`.
    ///
    /// ```swift
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    /// root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    /// let header = View(name: "header", frame: Rect(x: 0, y: 20, width: 320, height: 60))
    /// root.addSubview(header)
    /// print(header.safeAreaInsets)  // {24, 0, 0, 0}
    /// ```
    public var safeAreaInsets: EdgeInsets {
        // A tree whose engine has never seen an inset has none anywhere (the walk up is skipped).
        if let engine = engineCache, !engine.usesInsets { return .zero }
        guard let parent = superview else { return systemSafeAreaInsets + additionalSafeAreaInsets }
        if self is GuideItem { return .zero }
        return View.overlap(untransformedFrame, within: parent.bounds.size, unsafe: parent.safeAreaInsets) + additionalSafeAreaInsets
    }

    /// The part of `frame` (in its superview's coordinates) that lies in the superview's unsafe
    /// bands, edge by edge, clamped to the superview's bounds.
    static func overlap(_ f: Rect, within size: Size, unsafe p: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(0, min(f.maxY, p.top) - max(f.minY, 0)),
            left: max(0, min(f.maxX, p.left) - max(f.minX, 0)),
            bottom: max(0, min(f.maxY, size.height) - max(f.minY, size.height - p.bottom)),
            right: max(0, min(f.maxX, size.width) - max(f.minX, size.width - p.right)))
    }

    /// A guide covering the view's bounds minus `safeAreaInsets`, as `UIView.safeAreaLayoutGuide`
    /// (identifier `UIViewSafeAreaLayoutGuide`). Made on first use, with four constraints to the
    /// view's edges named as UIKit names them (`UIViewSafeAreaLayoutGuide-left`, `-top`, `-right`,
    /// `-bottom`) whose constants the layout pass keeps equal to the insets.
    public var safeAreaLayoutGuide: LayoutGuide {
        let state = insets
        if let guide = state.safeAreaGuide { return guide }
        let guide = addOwnGuide("UIViewSafeAreaLayoutGuide")
        state.safeAreaGuide = guide
        let i = safeAreaInsets
        state.reportedSafeArea = i
        let g = guide.item
        let specs: [(View, LayoutAttribute, View, Double, String)] = [
            (g, .left, self, i.left, "left"), (g, .top, self, i.top, "top"),
            (self, .right, g, i.right, "right"), (self, .bottom, g, i.bottom, "bottom"),
        ]
        state.safeAreaConstraints = specs.map { first, attribute, second, constant, edge in
            let c = LayoutConstraint(
                item: first, attribute: attribute, relatedBy: .equal, toItem: second,
                attribute: attribute, multiplier: 1, constant: constant)
            c.identifier = "UIViewSafeAreaLayoutGuide-" + edge
            c.isSystemMade = true
            return c
        }
        for c in state.safeAreaConstraints { try? c.activate() }
        if let engine = engineCache { engine.usesInsets = true }
        return guide
    }

    // MARK: Margins

    /// The layout margins the `*Margin` attributes and `layoutMarginsGuide` use, as UIKit reports
    /// them: the margins set (8 on every edge by default), plus `safeAreaInsets` when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's margins where they reach
    /// into this view when `preservesSuperviewLayoutMargins`. Setting them sets the first part.
    ///
    /// ```swift
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    /// root.systemSafeAreaInsets = EdgeInsets(top: 44)
    /// print(root.layoutMargins)  // {52, 8, 8, 8}
    /// root.insetsLayoutMarginsFromSafeArea = false
    /// print(root.layoutMargins)  // {8, 8, 8, 8}
    /// ```
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard insetsState?.margins != .absolute(newValue) else { return }
            insets.margins = .absolute(newValue)
            insets.marginsAreSet = true
            marginsInputsChanged()
        }
    }

    /// The layout margins with leading and trailing (`NSDirectionalEdgeInsets`): the same margins
    /// as `layoutMargins`, leading on the side the view's layout direction puts it. Set these for
    /// margins that follow the direction (leading stays leading when the direction flips).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(for: effectiveLayoutDirection) }
        set {
            guard insetsState?.margins != .directional(newValue) else { return }
            insets.margins = .directional(newValue)
            insets.marginsAreSet = true
            marginsInputsChanged()
        }
    }

    /// Whether the safe area is added to the margins (default true), as UIKit's property.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            insets.insetsLayoutMarginsFromSafeArea = newValue
            marginsInputsChanged()
        }
    }

    /// Whether the superview's margins count where they reach into this view (default false): on
    /// each edge the margin is at least the superview's margin minus the distance between the
    /// two edges, as UIKit's property; an edge reaching past the superview's (content taller
    /// than its scroll view) gets the superview's margin, no more.
    public var preservesSuperviewLayoutMargins: Bool {
        get { insetsState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            insets.preservesSuperviewLayoutMargins = newValue
            if newValue { safeAreaInputsChanged() }
            marginsInputsChanged()
        }
    }

    /// The margins as set, with leading and trailing resolved for the current direction.
    var baseLayoutMargins: EdgeInsets {
        guard let state = insetsState else { return EdgeInsets(all: 8) }
        let set: EdgeInsets
        switch state.margins {
        case .absolute(let m): set = m
        case .directional(let d): set = d.edgeInsets(for: effectiveLayoutDirection)
        }
        guard let minimum = state.minimumMargins?.edgeInsets(for: effectiveLayoutDirection) else { return set }
        guard state.marginsAreSet else { return minimum }
        return EdgeInsets(
            top: max(set.top, minimum.top), left: max(set.left, minimum.left),
            bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
    }

    /// The margins this view's own are held to at least, as a view controller holds its root
    /// view's to UIKit's `systemMinimumLayoutMargins`: while set, they are the margins until
    /// margins are set, and set margins are raised to them edge by edge. Nil (the default): no
    /// minimum.
    public var minimumLayoutMargins: DirectionalEdgeInsets? {
        get { insetsState?.minimumMargins }
        set {
            guard newValue != minimumLayoutMargins else { return }
            insets.minimumMargins = newValue
            marginsInputsChanged()
        }
    }

    var effectiveLayoutMargins: EdgeInsets {
        guard let state = insetsState else {
            guard engineCache?.usesInsets == true else { return EdgeInsets(all: 8) }
            return EdgeInsets(all: 8) + safeAreaInsets
        }
        var m = baseLayoutMargins
        if state.insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
        if state.preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveLayoutMargins
            let f = untransformedFrame
            let size = parent.bounds.size
            // An edge reaching past the superview's gets the superview's margin, no more, as the
            // safe area is clamped: growing it with the overhang would feed back into a view whose
            // size follows its margins (a stack in a scroll view) and grow it every pass.
            m.top = max(m.top, p.top - max(0, f.minY))
            m.left = max(m.left, p.left - max(0, f.minX))
            m.bottom = max(m.bottom, p.bottom - max(0, size.height - f.maxY))
            m.right = max(m.right, p.right - max(0, size.width - f.maxX))
        }
        return m
    }

    func marginsInputsChanged() {
        constraintOffsetsChanged()
        let margins = effectiveLayoutMargins
        if let state = insetsState, state.reportedMargins != margins {
            state.reportedMargins = margins
            layoutMarginsDidChange()
        }
    }
}

extension LayoutEngine {
    /// Recomputes every view's safe area and margins from the frames just read: the safe-area
    /// guides' constraints and the margin constraints follow (constant changes in place, one
    /// re-optimization), and the hooks are called, parents before children. Runs only in trees
    /// that use insets (`usesInsets`); a change marks the engine dirty, so `layoutIfNeeded()`
    /// runs another pass, within `maximumLayoutPasses`.
    func updateInsets() {
        ensureSlots()
        var safe = [EdgeInsets](repeating: .zero, count: slots.count)
        batch { () throws(Never) in
            for slot in 0..<slots.count {
                let view = slots.views[slot].view
                let parent = slots.parents[slot]
                if parent < 0 {
                    safe[slot] = view.systemSafeAreaInsets + view.additionalSafeAreaInsets
                } else {
                    let f = slots.frames[slot]
                    let p = slots.frames[parent]
                    let local = Rect(x: f.minX - p.minX, y: f.minY - p.minY, width: f.width, height: f.height)
                    safe[slot] = View.overlap(local, within: p.size, unsafe: safe[parent]) + view.additionalSafeAreaInsets
                }
                let hooked = !slots.hooks[slot].isEmpty
                guard view.insetsState != nil || hooked else { continue }
                let state = view.insets
                if state.reportedSafeArea != safe[slot] {
                    state.reportedSafeArea = safe[slot]
                    let c = state.safeAreaConstraints
                    let i = safe[slot]
                    if c.count == 4 {
                        c[0].constant = i.left
                        c[1].constant = i.top
                        c[2].constant = i.right
                        c[3].constant = i.bottom
                    }
                    if hooked { view.safeAreaInsetsDidChange() }
                }
                let margins = view.effectiveLayoutMargins
                if state.constraintMargins != margins {
                    state.constraintMargins = margins
                    offsetsChanged(of: view)
                }
                if state.reportedMargins != margins {
                    state.reportedMargins = margins
                    if hooked { view.layoutMarginsDidChange() }
                }
            }
        }
    }
}
