/// A view that lays out its arranged subviews in a row or a column, as `UIStackView`: built
/// entirely from constraints, made the way UIKit makes them and named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, ...), so an
/// unsatisfiable-constraints log reads like UIKit's.
///
/// The stack view rebuilds its constraints in `updateConstraints()` whenever its configuration
/// or its arrangement changes: an arranged subview is added, inserted, removed, hidden or shown,
/// or (for `fillProportionally`) changes its intrinsic size. A hidden arranged subview collapses
/// along the axis (a `UISV-hiding` size of 0) and its spacing goes with it; a stack of an
/// alignment other than fill whose arranged subviews are all hidden is 0 across the axis too.
/// Inside `LayoutRunLoop.animate(withDuration:)` the change animates.
///
/// ```swift
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
/// a.fixedIntrinsicContentSize = Size(width: 160, height: 200)
/// b.fixedIntrinsicContentSize = Size(width: 80, height: 100)
/// c.fixedIntrinsicContentSize = Size(width: 40, height: 50)
/// let stack = StackView(name: "stack", arrangedSubviews: [a, b, c])
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// stack.spacing = 10
/// stack.alignment = .center
/// root.addSubview(stack)
/// try LayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     stack.topAnchor.constraint(equalTo: root.topAnchor),
/// ])
/// root.layoutIfNeeded()
/// print(stack.frame, b.frame)  // (0 0; 300 200) (170 50; 80 100)
/// b.isHidden = true
/// root.layoutIfNeeded()
/// print(stack.frame, c.frame)  // (0 0; 210 200) (170 75; 40 50)
/// ```
open class StackView: View {
    /// How the arranged subviews share the space along the axis (`UIStackView.Distribution`).
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Fill the axis: when the views do not fit, the one with the lowest compression resistance
        /// shrinks; when they do not fill it, the one with the lowest hugging priority stretches.
        case fill
        /// Fill the axis with views of equal size (`UISV-fill-equally`).
        case fillEqually
        /// Fill the axis with sizes proportional to the views' intrinsic sizes (`UISV-fill-proportionally`).
        case fillProportionally
        /// Keep the views' sizes and pad the gaps between them equally (`UISV-distributing` guides).
        case equalSpacing
        /// Keep the views' sizes and space their centres equally (`UISV-distributing` guides).
        case equalCentering
    }

    /// How the arranged subviews lie across the axis (`UIStackView.Alignment`).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Stretch the views across the axis to the stack's size.
        case fill
        /// Align the views' leading edges (horizontal stacks: their top edges, `top`).
        case leading
        /// Align the views' first baselines (horizontal stacks).
        case firstBaseline
        /// Align the views' centres across the axis.
        case center
        /// Align the views' trailing edges (horizontal stacks: their bottom edges, `bottom`).
        case trailing
        /// Align the views' last baselines (horizontal stacks).
        case lastBaseline

        /// The top edges, for horizontal stacks (UIKit's `.top`, the same value as `.leading`).
        public static let top = Alignment.leading
        /// The bottom edges, for horizontal stacks (UIKit's `.bottom`, the same value as `.trailing`).
        public static let bottom = Alignment.trailing
    }

    /// As a custom spacing: use the stack's `spacing` (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// As a spacing: the system spacing, `LayoutConstraint.systemSpacing` (UIKit's `UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// Rows (`.horizontal`, the default) or columns (`.vertical`).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { setNeedsRearrangement() } } }
    /// How the views share the space along the axis (default `.fill`).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsRearrangement() } }
    }
    /// How the views lie across the axis (default `.fill`).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsRearrangement() } } }
    /// The space between adjacent views (a minimum for `equalSpacing` and `equalCentering`); 0
    /// by default, `StackView.spacingUseSystem` for the system spacing.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { setNeedsRearrangement() } } }
    /// Whether the views are laid out inside the stack's layout margins instead of its bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsRearrangement() } }
    }
    /// Whether the spacing of a vertical stack runs from a view's last baseline to the next
    /// view's first baseline (ignored by horizontal stacks).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsRearrangement() } }
    }

    /// Custom spacings after arranged subviews, by view identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack made at its last rebuild (see StackView+Constraints.swift).
    var arrangementConstraints: [LayoutConstraint] = []
    /// The alignment spanner (`UISV-alignment-spanner`), while the alignment needs one.
    var spannerGuide: LayoutGuide?
    /// The gap guides between visible views (`UISV-distributing`), for the gap distributions.
    var gapGuides: [LayoutGuide] = []
    /// The arranged subviews the arrangement collapses (hidden ones).
    var collapsedViews: Set<ObjectIdentifier> = []
    /// The configuration or the arrangement changed since the last rebuild.
    var needsRebuild = true
    /// The arranged subviews as of the last rebuild, and the constraints a change of visibility
    /// updates in place: the spacings between neighbours, each hidden view's `UISV-hiding`, each
    /// visible view's `UISV-spanning-boundary` pair.
    var built = StackArrangementParts()

    /// A stack of `arrangedSubviews` (added as subviews, in order).
    public init(name: String? = nil, frame: Rect = .zero, arrangedSubviews: [View] = []) {
        super.init(name: name, frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    // The arrangement lets go of its views first, so that `View`'s deinit, finding them held by
    // nothing else, frees a deep tree of nested stacks iteratively rather than once per level.
    deinit { arrangedSubviews = [] }

    /// Appends `view` to the arrangement, adding it as the frontmost subview if it is not a
    /// subview yet. Like UIKit, sets its `translatesAutoresizingMaskIntoConstraints` to false.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped to the valid range); a view
    /// already arranged moves there. A view that is not a subview yet is added as one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !(view is GuideItem) else { return }
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }  // an ancestor of the stack cannot be added
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        setNeedsRearrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit) and its custom
    /// spacing is forgotten. Removing it from its superview also removes it from the arrangement.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsRearrangement()
    }

    /// Sets the spacing after an arranged subview (`StackView.spacingUseDefault` restores the
    /// stack's `spacing`; `StackView.spacingUseSystem` asks for the system spacing).
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsRearrangement()
    }

    /// The custom spacing after an arranged subview, or `StackView.spacingUseDefault` when it has none.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Brings the arrangement's constraints up to date, then calls `super`.
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }

    /// Re-arranges when an arranged subview left, was hidden or shown, or (for
    /// `fillProportionally`, whose multipliers come from intrinsic sizes) changed its intrinsic size.
    override func subviewDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        if subview.superview !== self {
            removeArrangedSubview(subview)
        } else if distribution == .fillProportionally {
            setNeedsRearrangement()
        } else if subview.isHidden != collapsedViews.contains(ObjectIdentifier(subview)) {
            setNeedsUpdateConstraints()
        }
    }

    /// Asks for a rebuild of the whole arrangement at the next constraint update (a change of
    /// configuration or arrangement; a change of visibility alone may update in place).
    func setNeedsRearrangement() {
        needsRebuild = true
        setNeedsUpdateConstraints()
    }
}
