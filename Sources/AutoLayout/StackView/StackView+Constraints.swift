// How a stack view builds its constraints: each rebuild deactivates the previous set and makes
// the whole arrangement again, across the axis (alignment, this file) and along it
// (distribution, StackView+Distribution.swift), with UIKit's identifiers and priorities.

/// The four attributes of one axis: its two edges, its size and its centre.
struct StackAxisAttributes {
    let leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute

    init(_ axis: LayoutAxis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

extension LayoutAxis {
    /// The other axis.
    var perpendicular: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension StackView {
    /// UIKit's identifiers for the constraints and guides a stack view makes.
    public enum Identifier {
        /// Pins the first and last views (or the spanner) to the stack's edges.
        public static let canvasConnection = "UISV-canvas-connection"
        /// The spacing between adjacent views.
        public static let spacing = "UISV-spacing"
        /// Aligns every view with the first across the axis.
        public static let alignment = "UISV-alignment"
        /// Equal sizes (`fillEqually`), or equal gaps (`equalSpacing`, `equalCentering`).
        public static let fillEqually = "UISV-fill-equally"
        /// Sizes proportional to intrinsic sizes (`fillProportionally`).
        public static let fillProportionally = "UISV-fill-proportionally"
        /// Ties a gap guide to the views on either side (`equalSpacing`, `equalCentering`).
        public static let distributingEdge = "UISV-distributing-edge"
        /// The identifier of the gap guides (`LayoutGuide.identifier`), UIKit's `_UIOLAGapGuide`.
        public static let distributing = "UISV-distributing"
        /// A hidden view's size of 0 along the axis.
        public static let hiding = "UISV-hiding"
        /// Keeps the alignment spanner around every visible view.
        public static let spanningBoundary = "UISV-spanning-boundary"
        /// Pulls the alignment spanner tight (priority 51).
        public static let spanningFit = "UISV-spanning-fit"
        /// Pulls a baseline-aligned stack tight across the axis, and an `equalSpacing` or
        /// `equalCentering` stack along it (priority 49).
        public static let canvasFit = "UISV-canvas-fit"
        /// The identifier of the alignment spanner guide, UIKit's `_UILayoutSpacer`.
        public static let alignmentSpanner = "UISV-alignment-spanner"
        /// Gives each view a size of 0 across the axis at priority 25, so a view without an
        /// intrinsic size is not ambiguous under a non-fill alignment.
        public static let ambiguitySuppression = "UISV-ambiguity-suppression"
        /// Rigging's: pins a spanner or gap guide on the axis it does not measure (UIKit locks
        /// its guides to the owning view with no constraint it prints).
        public static let guideLock = "UISV-guide-lock"
    }

    /// The alignment across the axis as built: a vertical stack aligns `firstBaseline` as
    /// `leading` and `lastBaseline` as `trailing` (UIKit documents baseline alignments for
    /// horizontal stacks only).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// The stack's own attribute for `attribute`: a margin attribute when the arrangement is
    /// relative to the layout margins.
    func canvasAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        case .width: return .widthWithinMargins
        case .height: return .heightWithinMargins
        default: return attribute
        }
    }

    /// Rebuilds the arrangement, or, when only arranged views' visibility changed under the
    /// `fill` distribution, updates it in place (a hide or show then costs a few solver
    /// operations, not the whole arrangement's); hiding the last visible view or showing the
    /// first of all-hidden ones rebuilds (the stack's edges change what they follow).
    func updateArrangement() {
        let views = arrangedSubviews.filter { $0.superview === self }
        let sameViews = views.map(ObjectIdentifier.init) == built.viewIDs
        let noneVisible = !views.isEmpty && views.allSatisfy(\.isHidden)
        if needsRebuild || distribution != .fill || !sameViews || noneVisible != built.noneVisible {
            rebuildArrangement(views)
        } else {
            updateVisibility(views)
        }
    }

    /// Deactivates the previous arrangement and activates a new one for the current
    /// configuration, reusing the guides that are still needed and removing the others.
    func rebuildArrangement(_ views: [View]) {
        LayoutConstraint.deactivate(arrangementConstraints)
        needsRebuild = false
        collapsedViews = Set(views.filter(\.isHidden).map(ObjectIdentifier.init))
        var builder = StackConstraintBuilder(stack: self)
        if !views.isEmpty {
            appendAlignment(views, to: &builder)
            appendDistribution(views, to: &builder)
        }
        if !builder.usesSpanner, let spanner = spannerGuide {
            removeLayoutGuide(spanner)
            spannerGuide = nil
        }
        while gapGuides.count > builder.gapsUsed { removeLayoutGuide(gapGuides.removeLast()) }
        built = builder.parts
        built.viewIDs = views.map(ObjectIdentifier.init)
        arrangementConstraints = builder.constraints
        activate(arrangementConstraints)
    }

    /// Collapses the views hidden since the last update and restores those shown: their
    /// `UISV-hiding` and `UISV-spanning-boundary` constraints come and go, and the spacings take
    /// their new constants in place.
    func updateVisibility(_ views: [View]) {
        var builder = StackConstraintBuilder(stack: self)
        var removed: [LayoutConstraint] = []
        let along = StackAxisAttributes(axis)
        for view in views {
            let id = ObjectIdentifier(view)
            guard view.isHidden != collapsedViews.contains(id) else { continue }
            if view.isHidden {
                collapsedViews.insert(id)
                built.hiding[id] = builder.addHiding(view, size: along.size)
                removed += built.boundaries.removeValue(forKey: id) ?? []
            } else {
                collapsedViews.remove(id)
                if let hiding = built.hiding.removeValue(forKey: id) { removed.append(hiding) }
                if effectiveAlignment != .fill {
                    built.boundaries[id] = appendBoundary(view, spanner: builder.spanner(), to: &builder)
                }
            }
        }
        LayoutConstraint.deactivate(removed)
        let gone = Set(removed.map(ObjectIdentifier.init))
        arrangementConstraints.removeAll { gone.contains(ObjectIdentifier($0)) }
        arrangementConstraints += builder.constraints
        let visibleAfter = visibleAfterFlags(views)
        for (i, c) in built.spacing.enumerated() { c.constant = spacingRelation(views, i, visibleAfter: visibleAfter).1 }
        activate(builder.constraints)
    }

    private func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints {
            do { try c.activate() } catch { engine.diagnose("StackView \(name) could not activate \(c): \(error)") }
        }
    }

    /// The alignment spanner's solver item, made (and owned by the stack) on first use.
    func spannerItem() -> View {
        if let guide = spannerGuide { return guide.item }
        let guide = LayoutGuide()
        guide.identifier = Identifier.alignmentSpanner
        addLayoutGuide(guide)
        spannerGuide = guide
        return guide.item
    }

    /// The solver item of the gap guide at `index`, made on first use.
    func gapItem(_ index: Int) -> View {
        while gapGuides.count <= index {
            let guide = LayoutGuide()
            guide.identifier = Identifier.distributing
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index].item
    }

    /// The constraints across the axis: `UISV-alignment` between the first view and each other,
    /// the canvas connections, and for the alignments other than fill the spanner that spans
    /// the visible views (`UISV-spanning-boundary`, `UISV-spanning-fit`) with
    /// `UISV-ambiguity-suppression` sizes.
    func appendAlignment(_ views: [View], to b: inout StackConstraintBuilder) {
        let across = StackAxisAttributes(axis.perpendicular)
        let first = views[0]
        let visible = views.filter { !$0.isHidden }
        let alignment = effectiveAlignment
        let aligned: LayoutAttribute
        switch alignment {
        case .fill, .leading: aligned = across.leading
        case .trailing: aligned = across.trailing
        case .center: aligned = across.center
        case .firstBaseline: aligned = .firstBaseline
        case .lastBaseline: aligned = .lastBaseline
        }
        for view in views.dropFirst() {
            b.add(first, aligned, .equal, view, aligned, id: Identifier.alignment)
            if alignment == .fill { b.add(first, across.trailing, .equal, view, across.trailing, id: Identifier.alignment) }
        }
        let canvasLeading = canvasAttribute(across.leading)
        let canvasTrailing = canvasAttribute(across.trailing)
        b.parts.noneVisible = visible.isEmpty
        if alignment == .fill {
            b.add(self, canvasLeading, .equal, first, across.leading, id: Identifier.canvasConnection)
            b.add(first, across.trailing, .equal, self, canvasTrailing, id: Identifier.canvasConnection)
            return
        }
        let spanner = b.spanner()
        for view in visible { b.parts.boundaries[ObjectIdentifier(view)] = appendBoundary(view, spanner: spanner, to: &b) }
        b.add(spanner, across.size, .equal, nil, .notAnAttribute, priority: 51, id: Identifier.spanningFit)
        let along = StackAxisAttributes(axis)
        b.add(spanner, along.leading, .equal, self, canvasAttribute(along.leading), id: Identifier.guideLock)
        b.add(spanner, along.size, .equal, nil, .notAnAttribute, id: Identifier.guideLock)
        if alignment == .leading {
            b.add(self, canvasLeading, .equal, first, across.leading, id: Identifier.canvasConnection)
        } else {
            b.add(self, canvasLeading, .equal, spanner, across.leading, id: Identifier.canvasConnection)
        }
        if alignment == .trailing {
            b.add(first, across.trailing, .equal, self, canvasTrailing, id: Identifier.canvasConnection)
        } else {
            b.add(spanner, across.trailing, .equal, self, canvasTrailing, id: Identifier.canvasConnection)
        }
        // With every arranged view hidden, the spanner spans nothing and fits to 0, and the
        // stack's edges follow it on both sides: the stack is 0 across, as UIKit lays it out
        // (the hidden first view still hangs from the aligned edge).
        if visible.isEmpty, alignment == .leading {
            b.add(self, canvasLeading, .equal, spanner, across.leading, id: Identifier.canvasConnection)
        }
        if visible.isEmpty, alignment == .trailing {
            b.add(spanner, across.trailing, .equal, self, canvasTrailing, id: Identifier.canvasConnection)
        }
        if alignment == .center {
            b.add(self, canvasAttribute(across.center), .equal, first, across.center, id: Identifier.canvasConnection)
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            b.add(self, canvasAttribute(across.size), .equal, nil, .notAnAttribute, priority: 49, id: Identifier.canvasFit)
        }
        for view in views {
            b.add(view, across.size, .equal, nil, .notAnAttribute, priority: 25, id: Identifier.ambiguitySuppression)
        }
    }
}

extension StackView {
    /// The `UISV-spanning-boundary` pair that keeps the spanner around a visible view.
    func appendBoundary(_ view: View, spanner: View, to b: inout StackConstraintBuilder) -> [LayoutConstraint] {
        let across = StackAxisAttributes(axis.perpendicular)
        let id = Identifier.spanningBoundary
        switch effectiveAlignment {
        case .leading:
            return [
                b.add(spanner, across.leading, .equal, view, across.leading, priority: 999.5, id: id),
                b.add(spanner, across.trailing, .greaterThanOrEqual, view, across.trailing, id: id),
            ]
        case .trailing:
            return [
                b.add(spanner, across.leading, .lessThanOrEqual, view, across.leading, id: id),
                b.add(spanner, across.trailing, .equal, view, across.trailing, priority: 999.5, id: id),
            ]
        default:
            return [
                b.add(spanner, across.leading, .lessThanOrEqual, view, across.leading, id: id),
                b.add(spanner, across.trailing, .greaterThanOrEqual, view, across.trailing, id: id),
            ]
        }
    }
}

/// The parts of an arrangement that a change of visibility updates in place (see
/// `StackView.updateVisibility(_:)`).
struct StackArrangementParts {
    /// The arranged views the arrangement was built for, by identity (not owning them: a view
    /// leaving the arrangement asks for a rebuild anyway).
    var viewIDs: [ObjectIdentifier] = []
    /// `UISV-spacing` between `views[i]` and `views[i + 1]`.
    var spacing: [LayoutConstraint] = []
    /// Each hidden view's `UISV-hiding`.
    var hiding: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Each visible view's `UISV-spanning-boundary` pair (alignments other than fill).
    var boundaries: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Whether every arranged view was hidden (the stack then follows its spanner on both edges
    /// across the axis, so showing one asks for a rebuild).
    var noneVisible = false
}

/// Collects the constraints of one rebuild (inactive until the rebuild activates them all) and
/// the guides they use.
struct StackConstraintBuilder {
    unowned let stack: StackView
    var constraints: [LayoutConstraint] = []
    var usesSpanner = false
    var gapsUsed = 0
    /// The constraints a change of visibility updates in place, as they are made.
    var parts = StackArrangementParts()

    init(stack: StackView) { self.stack = stack }

    @discardableResult
    mutating func add(
        _ first: View, _ a: LayoutAttribute, _ relation: LayoutRelation, _ second: View?, _ b: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        id: String
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b,
            multiplier: multiplier, constant: constant, priority: priority)
        c.identifier = id
        c.isSystemMade = true
        constraints.append(c)
        return c
    }

    /// `view`'s `UISV-hiding`: its size along the axis (`size`) is 0. Made to be removed when
    /// the view shows again, so the solver keeps its marker's column from the start.
    mutating func addHiding(_ view: View, size: LayoutAttribute) -> LayoutConstraint {
        let hiding = add(view, size, .equal, nil, .notAnAttribute, id: StackView.Identifier.hiding)
        hiding.expectsRemoval = true
        return hiding
    }

    mutating func spanner() -> View {
        usesSpanner = true
        return stack.spannerItem()
    }

    mutating func gap() -> View {
        defer { gapsUsed += 1 }
        return stack.gapItem(gapsUsed)
    }
}
