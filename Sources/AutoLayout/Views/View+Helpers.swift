// Constraint helpers users write again and again. Each activates and returns its constraints
// (throwing `LayoutError` as `activate()` does), and sets
// `translatesAutoresizingMaskIntoConstraints` to false on the receiver, as such helpers do.

extension View {
    private func activated(_ constraints: [LayoutConstraint], priority: LayoutPriority = .required) throws(LayoutError) -> [LayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        for c in constraints { try c.setPriority(priority) }
        try LayoutConstraint.activate(constraints)
        return constraints
    }

    private func requireSuperview(_ what: String) throws(LayoutError) -> View {
        guard let parent = superview else {
            throw .noCommonAncestor(constraint: "\(name) \(what)", firstItem: name, secondItem: "(no superview)")
        }
        return parent
    }

    /// Four inequalities keeping the view inside its superview's bounds: left, top >= 0; right, bottom <= the edges.
    @discardableResult
    public func constrainWithinSuperviewBounds(priority: LayoutPriority = .required) throws(LayoutError) -> [LayoutConstraint] {
        let parent = try requireSuperview("within superview bounds")
        return try activated(
            [
                leftAnchor.constraint(greaterThanOrEqualTo: parent.leftAnchor),
                topAnchor.constraint(greaterThanOrEqualTo: parent.topAnchor),
                rightAnchor.constraint(lessThanOrEqualTo: parent.rightAnchor),
                bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor),
            ], priority: priority)
    }

    /// Width and height equal to `size` at `priority`.
    @discardableResult
    public func constrainSize(to size: Size, priority: LayoutPriority = .required) throws(LayoutError) -> [LayoutConstraint] {
        try activated(
            [
                widthAnchor.constraint(equalToConstant: size.width),
                heightAnchor.constraint(equalToConstant: size.height),
            ], priority: priority)
    }

    /// Left and top at `point` in the superview's coordinates.
    @discardableResult
    public func constrainPosition(to point: Point, priority: LayoutPriority = .required) throws(LayoutError) -> [LayoutConstraint] {
        let parent = try requireSuperview("position")
        return try activated(
            [
                leftAnchor.constraint(equalTo: parent.leftAnchor, constant: point.x),
                topAnchor.constraint(equalTo: parent.topAnchor, constant: point.y),
            ], priority: priority)
    }

    /// Center horizontally in the superview (plus `offset`).
    @discardableResult
    public func centerHorizontallyInSuperview(offset: Double = 0, priority: LayoutPriority = .required) throws(LayoutError) -> LayoutConstraint {
        let parent = try requireSuperview("center")
        return try activated([centerXAnchor.constraint(equalTo: parent.centerXAnchor, constant: offset)], priority: priority)[0]
    }

    /// Center vertically in the superview (plus `offset`).
    @discardableResult
    public func centerVerticallyInSuperview(offset: Double = 0, priority: LayoutPriority = .required) throws(LayoutError) -> LayoutConstraint {
        let parent = try requireSuperview("center")
        return try activated([centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: offset)], priority: priority)[0]
    }

    /// Center in the superview along both axes.
    @discardableResult
    public func centerInSuperview(priority: LayoutPriority = .required) throws(LayoutError) -> [LayoutConstraint] {
        [try centerHorizontallyInSuperview(priority: priority), try centerVerticallyInSuperview(priority: priority)]
    }

    /// `width == height * ratio` (16:9 is `16.0 / 9`). Swap ratios at run time by deactivating
    /// the returned constraint and activating a new one (multipliers never change after creation).
    @discardableResult
    public func constrainAspectRatio(_ ratio: Double, priority: LayoutPriority = .required) throws(LayoutError) -> LayoutConstraint {
        try activated([widthAnchor.constraint(equalTo: heightAnchor, multiplier: ratio)], priority: priority)[0]
    }

    /// Replaces an aspect-ratio constraint made by `constrainAspectRatio` with one at `ratio`
    /// (same priority): the old one is deactivated first, so they never conflict.
    public func replaceAspectRatio(_ old: LayoutConstraint, with ratio: Double) throws(LayoutError) -> LayoutConstraint {
        let priority = old.priority
        old.deactivate()
        return try constrainAspectRatio(ratio, priority: priority)
    }

    /// Pins the four edges to `view`'s (by default the superview's), inset by `insets` (left and right as leading/trailing).
    @discardableResult
    public func pinEdges(
        to view: View? = nil, insets: EdgeInsets = .zero, priority: LayoutPriority = .required
    ) throws(LayoutError) -> [LayoutConstraint] {
        let target: View
        if let view { target = view } else { target = try requireSuperview("pin edges") }
        return try activated(
            [
                leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: insets.left),
                topAnchor.constraint(equalTo: target.topAnchor, constant: insets.top),
                target.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
                target.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            ], priority: priority)
    }
}
