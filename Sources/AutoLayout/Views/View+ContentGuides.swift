// The readable content guide and the keyboard layout guide, as `UIView.readableContentGuide` and
// `UIView.keyboardLayoutGuide`: layout guides the view owns, made on first read, held by
// constraints the engine solves like the user's.

extension View {
    /// The widest text column UIKit keeps readable at the default text size (the Large content
    /// size category of the system font): `readableContentGuide` is never wider. UIKit derives it
    /// from the user's text size; Rigging models the default only.
    public static let readableContentWidth = 672.0

    /// A guide inside the layout margins whose width is at most `readableContentWidth`, centred
    /// between the margins (`UIView.readableContentGuide`): as wide as the margins allow on a
    /// phone, a centred 672-point column on a wide iPad. Its top and bottom are the margins'.
    /// It is a `LayoutGuide` the view owns (identifier `UIViewReadableContentGuide`), made on first
    /// read with its constraints: leading and trailing within the margins, centred in them,
    /// width at most 672 (required) and equal to the margins' width at priority 999.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 768))
    /// let guide = root.readableContentGuide
    /// root.layoutIfNeeded()
    /// // guide.layoutFrame is (176 8; 672 752): the margins are 8 points, the column centred
    /// ```
    public var readableContentGuide: LayoutGuide {
        let state = insets
        if let guide = state.readableGuide { return guide }
        let guide = addOwnGuide("UIViewReadableContentGuide")
        state.readableGuide = guide
        let g = guide.item
        func make(
            _ first: View, _ a: LayoutAttribute, _ relation: LayoutRelation, _ second: View?, _ b: LayoutAttribute,
            _ constant: Double = 0, _ name: String
        ) -> LayoutConstraint {
            let c = LayoutConstraint(item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b, multiplier: 1, constant: constant)
            c.identifier = "UIViewReadableContentGuide-" + name
            return c
        }
        let fill = make(g, .width, .equal, self, .widthWithinMargins, 0, "fill")
        try? fill.setPriority(LayoutPriority(999))
        let constraints = [
            make(g, .leading, .greaterThanOrEqual, self, .leadingMargin, 0, "leading"),
            make(self, .trailingMargin, .greaterThanOrEqual, g, .trailing, 0, "trailing"),
            make(g, .centerX, .equal, self, .centerXWithinMargins, 0, "centerX"),
            make(g, .width, .lessThanOrEqual, nil, .notAnAttribute, View.readableContentWidth, "width"),
            fill,
            make(g, .top, .equal, self, .topMargin, 0, "top"),
            make(g, .bottom, .equal, self, .bottomMargin, 0, "bottom"),
        ]
        for c in constraints { try? c.activate() }
        if let engine = engineCache { engine.usesInsets = true }
        return guide
    }

    /// A guide at the bottom of the view that the keyboard covers (`UIView.keyboardLayoutGuide`):
    /// the view's full width, its bottom the view's bottom; while the simulated keyboard is
    /// hidden (`keyboardHeight` 0) its top is the safe area's bottom, as UIKit's is when the
    /// keyboard is offscreen; while it shows, its height is `keyboardHeight`. Pin content above
    /// it (`field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`) and it
    /// rises with the keyboard. A `LayoutGuide` the view owns (identifier
    /// `UIViewKeyboardLayoutGuide`), made on first read.
    public var keyboardLayoutGuide: LayoutGuide {
        let state = insets
        if let guide = state.keyboardGuide { return guide }
        let guide = addOwnGuide("UIViewKeyboardLayoutGuide")
        state.keyboardGuide = guide
        let edges = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor), trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
        let hidden = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        let shown = guide.heightAnchor.constraint(equalToConstant: state.keyboardHeight)
        for (c, name) in zip(edges + [hidden, shown], ["leading", "trailing", "bottom", "hidden", "height"]) {
            c.identifier = "UIViewKeyboardLayoutGuide-" + name
        }
        state.keyboardConstraints = [hidden, shown]
        for c in edges { try? c.activate() }
        try? (state.keyboardHeight > 0 ? shown : hidden).activate()
        return guide
    }

    /// The height of the simulated keyboard over the view's bottom edge, in points; 0 (the
    /// default) is hidden. `keyboardLayoutGuide` follows it at the next layout pass; set it in an
    /// animation block and lay out there, and the guide and what hangs from it animate as with
    /// the keyboard's own animation. Negative and non-finite values count as 0.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    /// root.systemSafeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    /// let guide = root.keyboardLayoutGuide
    /// root.layoutIfNeeded()        // guide.layoutFrame is (0 810; 390 34): the safe area's bottom
    /// root.keyboardHeight = 336
    /// root.layoutIfNeeded()        // guide.layoutFrame is (0 508; 390 336)
    /// ```
    public var keyboardHeight: Double {
        get { insetsState?.keyboardHeight ?? 0 }
        set {
            let height = newValue.isFinite ? max(newValue, 0) : 0
            let state = insets
            guard height != state.keyboardHeight else { return }
            let wasShown = state.keyboardHeight > 0
            state.keyboardHeight = height
            guard state.keyboardGuide != nil, state.keyboardConstraints.count == 2 else { return }
            let hidden = state.keyboardConstraints[0]
            let shown = state.keyboardConstraints[1]
            shown.constant = height
            if (height > 0) != wasShown {
                if height > 0 {
                    hidden.deactivate()
                    try? shown.activate()
                } else {
                    shown.deactivate()
                    try? hidden.activate()
                }
            }
            setNeedsLayout()
        }
    }
}
