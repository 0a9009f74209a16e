// The constraints along a stack view's axis: canvas connections of the first and last views,
// spacing, hiding, and what each distribution adds.

extension StackView {
    /// The spacing after `view` as a constant: its custom spacing or the stack's, with
    /// `spacingUseSystem` read as the system spacing.
    func resolvedSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : value
    }

    /// The spacing constraint between `views[i]` and `views[i + 1]`: its relation and constant.
    /// A hidden view's spacing goes with it: the gap after a view is its spacing only when it is
    /// visible and a visible view follows somewhere (UIKit's `H:[hidden]-(0)-[next]`). The gap
    /// distributions relate visible views with `>=` (their gap guides pad the rest) and keep a
    /// hidden view flush against its neighbour with `==`.
    func spacingRelation(_ views: [View], _ i: Int, visibleAfter: [Bool]) -> (LayoutRelation, Double) {
        let usesGaps = distribution == .equalSpacing || distribution == .equalCentering
        let previousVisible = views[...i].last { !$0.isHidden }
        if usesGaps {
            guard let previous = previousVisible, !views[i + 1].isHidden else { return (.equal, 0) }
            return (.greaterThanOrEqual, resolvedSpacing(after: previous))
        }
        let view = views[i]
        return (.equal, !view.isHidden && visibleAfter[i] ? resolvedSpacing(after: view) : 0)
    }

    /// `flags[i]`: some view after `views[i]` is visible.
    func visibleAfterFlags(_ views: [View]) -> [Bool] {
        var flags = Array(repeating: false, count: views.count)
        for i in stride(from: views.count - 2, through: 0, by: -1) { flags[i] = flags[i + 1] || !views[i + 1].isHidden }
        return flags
    }

    /// The constraints along the axis.
    func appendDistribution(_ views: [View], to b: inout StackConstraintBuilder) {
        let along = StackAxisAttributes(axis)
        b.add(self, canvasAttribute(along.leading), .equal, views[0], along.leading, id: Identifier.canvasConnection)
        b.add(views[views.count - 1], along.trailing, .equal, self, canvasAttribute(along.trailing), id: Identifier.canvasConnection)

        let visibleAfter = visibleAfterFlags(views)
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        var totalSpacing = 0.0
        for i in 0..<(views.count - 1) {
            let (relation, constant) = spacingRelation(views, i, visibleAfter: visibleAfter)
            totalSpacing += constant
            let c =
                baselines
                ? b.add(views[i + 1], .firstBaseline, relation, views[i], .lastBaseline, constant: constant, id: Identifier.spacing)
                : b.add(views[i + 1], along.leading, relation, views[i], along.trailing, constant: constant, id: Identifier.spacing)
            b.parts.spacing.append(c)
        }
        for view in views where view.isHidden {
            b.parts.hiding[ObjectIdentifier(view)] = b.addHiding(view, size: along.size)
        }
        let visible = views.filter { !$0.isHidden }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                b.add(view, along.size, .equal, visible[0], along.size, id: Identifier.fillEqually)
            }
        case .fillProportionally:
            appendProportions(visible, totalSpacing: totalSpacing, along: along, to: &b)
        case .equalSpacing, .equalCentering:
            // UIKit pulls the stack tight along the axis (its size `== 0` at priority 49), so
            // a stack whose length nothing else decides keeps its views at their spacing.
            b.add(self, canvasAttribute(along.size), .equal, nil, .notAnAttribute, priority: 49, id: Identifier.canvasFit)
            appendGaps(visible, along: along, to: &b)
        }
    }

    /// `UISV-fill-proportionally`: each visible view's size is its share of the stack's size, its
    /// intrinsic size over the sum of the intrinsic sizes and the spacings, at priorities 999,
    /// 998, ... in order. A view without an intrinsic size along the axis counts its current size.
    func appendProportions(
        _ visible: [View], totalSpacing: Double, along: StackAxisAttributes,
        to b: inout StackConstraintBuilder
    ) {
        let sizes = visible.map { view -> Double in
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            if intrinsic >= 0 { return intrinsic }
            return max(0, axis == .horizontal ? view.bounds.width : view.bounds.height)
        }
        let total = sizes.reduce(0, +) + totalSpacing
        guard total > 0 else { return }
        for (index, view) in visible.enumerated() {
            let priority = LayoutPriority(Float(max(999 - index, 1)))
            b.add(
                view, along.size, .equal, self, canvasAttribute(along.size), multiplier: sizes[index] / total,
                priority: priority, id: Identifier.fillProportionally)
        }
    }

    /// The gap guides between consecutive visible views (`UISV-distributing`), tied to their
    /// edges (`equalSpacing`) or centres (`equalCentering`) by `UISV-distributing-edge`, and kept
    /// equal by `UISV-fill-equally` (at priority 149 for `equalCentering`, so the spacing gives
    /// way before the views do).
    func appendGaps(_ visible: [View], along: StackAxisAttributes, to b: inout StackConstraintBuilder) {
        guard visible.count > 1 else { return }
        let centering = distribution == .equalCentering
        let across = StackAxisAttributes(axis.perpendicular)
        var firstGap: View?
        for k in 1..<visible.count {
            let gap = b.gap()
            let before = visible[k - 1]
            let after = visible[k]
            b.add(gap, along.leading, .equal, before, centering ? along.center : along.trailing, id: Identifier.distributingEdge)
            if centering {
                b.add(gap, along.trailing, .equal, after, along.center, id: Identifier.distributingEdge)
            } else {
                b.add(after, along.leading, .equal, gap, along.trailing, id: Identifier.distributingEdge)
            }
            b.add(gap, across.leading, .equal, self, canvasAttribute(across.leading), id: Identifier.guideLock)
            b.add(gap, across.size, .equal, nil, .notAnAttribute, id: Identifier.guideLock)
            if let firstGap {
                b.add(
                    gap, along.size, .equal, firstGap, along.size, priority: centering ? 149 : .required,
                    id: Identifier.fillEqually)
            } else {
                firstGap = gap
            }
        }
    }
}
