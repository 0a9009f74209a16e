import AutoLayout

extension UIView {
    // MARK: Anchors

    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutView.leadingAnchor) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutView.trailingAnchor) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutView.leftAnchor) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutView.rightAnchor) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutView.centerXAnchor) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView.topAnchor) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView.bottomAnchor) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView.centerYAnchor) }
    /// The first line's baseline (the bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView.firstBaselineAnchor) }
    /// The last line's baseline (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView.lastBaselineAnchor) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(layoutView.widthAnchor) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(layoutView.heightAnchor) }

    // MARK: Guides, margins and the safe area

    /// The guide covering the bounds minus `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(wrapping: layoutView.safeAreaLayoutGuide) }
    /// The guide covering the bounds minus `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(margins: layoutView.layoutMarginsGuide) }
    /// A column of readable width (672 points at most) within the layout margins.
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(wrapping: layoutView.readableContentGuide) }
    /// The guide the keyboard covers: zero height at the bottom of the safe area until a
    /// keyboard shows (`layoutView.keyboardHeight` simulates one).
    public var keyboardLayoutGuide: UILayoutGuide { UILayoutGuide(wrapping: layoutView.keyboardLayoutGuide) }
    /// The guides added to this view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { retainedGuides }

    /// Adds a guide; its anchors can then relate to this view's tree.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard let base = guide.base else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutView.addLayoutGuide(base)
        retainedGuides.append(guide)
    }

    /// Removes a guide added with `addLayoutGuide(_:)`, deactivating its constraints.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let base = guide.base, let index = retainedGuides.firstIndex(where: { $0 === guide }) else { return }
        layoutView.removeLayoutGuide(base)
        retainedGuides.remove(at: index)
    }

    /// The safe area's insets from the bounds.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(layoutView.safeAreaInsets) }

    /// The layout margins, in left and right terms.
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(layoutView.layoutMargins) }
        set { layoutView.layoutMargins = newValue.layoutInsets }
    }

    /// The layout margins, in leading and trailing terms.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutView.directionalLayoutMargins) }
        set { layoutView.directionalLayoutMargins = newValue.layoutInsets }
    }

    /// Whether the margins grow to keep content inside the safe area (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutView.insetsLayoutMarginsFromSafeArea }
        set { layoutView.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Whether the margins grow to the superview's where they overlap (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutView.preservesSuperviewLayoutMargins }
        set { layoutView.preservesSuperviewLayoutMargins = newValue }
    }

    /// How far the alignment rectangle (what constraints relate) lies inside the frame.
    public var alignmentRectInsets: UIEdgeInsets {
        get { UIEdgeInsets(layoutView.alignmentRectInsets) }
        set { layoutView.alignmentRectInsets = newValue.layoutInsets }
    }

    // MARK: Constraints

    /// The active constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { layoutView.constraints.map(NSLayoutConstraint.init(wrapping:)) }

    /// Activates a constraint installed on this view, as UIKit's older spelling of `isActive =
    /// true` does: `constraints` lists it here, and its attributes are taken in this view's
    /// coordinates. Its items must be this view or its descendants (a guide: its owning view);
    /// otherwise it stays inactive and the failure is logged and recorded with AutoLayout's
    /// `LayoutError.viewHierarchyNotPrepared`, where UIKit logs "The view hierarchy is not
    /// prepared for the constraint" and raises.
    public func addConstraint(_ constraint: NSLayoutConstraint) { layoutView.addConstraint(constraint.layoutConstraint) }

    /// Adds each constraint with `addConstraint(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { layoutView.addConstraints(constraints.map(\.layoutConstraint)) }

    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The active constraints that mention this view along one axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutView.constraintsAffectingLayout(for: axis.layoutAxis).map(NSLayoutConstraint.init(wrapping:))
    }

    /// Whether the layout of this view is ambiguous.
    public var hasAmbiguousLayout: Bool { layoutView.hasAmbiguousLayout }

    // MARK: Content size

    /// Stands for "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Asks the engine to read `intrinsicContentSize` again at the next pass.
    public func invalidateIntrinsicContentSize() { layoutView.invalidateIntrinsicContentSize() }

    /// How strongly the view resists growing beyond its intrinsic size along an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layout: layoutView.contentHuggingPriority(for: axis.layoutAxis))
    }

    /// Sets the hugging priority along an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentHuggingPriority(priority.layoutPriority, for: axis.layoutAxis)
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layout: layoutView.contentCompressionResistancePriority(for: axis.layoutAxis))
    }

    /// Sets the compression resistance priority along an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentCompressionResistancePriority(priority.layoutPriority, for: axis.layoutAxis)
    }

    // MARK: The layout cycle

    /// Asks for `layoutSubviews()` in the next layout pass.
    public func setNeedsLayout() { layoutView.setNeedsLayout() }

    /// Runs the pending constraint updates and layout of this view's tree now.
    public func layoutIfNeeded() { layoutView.layoutIfNeeded() }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() { layoutView.setNeedsUpdateConstraints() }

    /// Runs the pending constraint updates now.
    public func updateConstraintsIfNeeded() { layoutView.updateConstraintsIfNeeded() }

    /// How the view picks its layout direction.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { UISemanticContentAttribute(layoutView.semanticContentAttribute) }
        set { layoutView.semanticContentAttribute = newValue.layoutAttribute }
    }

    /// The direction leading and trailing follow for this view.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutView.effectiveLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
