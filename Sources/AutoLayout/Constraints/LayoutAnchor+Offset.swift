// `anchorWithOffset(to:)`, as `NSLayoutXAxisAnchor.anchorWithOffset(to:)` and the y-axis one: a
// dimension that measures the distance between two anchors of one axis.

extension XAxisAnchor {
    /// A width equal to the distance from this anchor to `otherAnchor` (`otherAnchor − self`,
    /// negative when it lies before), as UIKit's `anchorWithOffset(to:)`: constrain it like any
    /// width (equal to another such distance, to a view's width, to a constant).
    ///
    /// UIKit's dimension is an expression with no object behind it; Rigging's is the width of a
    /// layout guide (identifier `UIViewAnchorOffsetGuide`) added to the two items' nearest common
    /// ancestor, its leading edge held at this anchor and its trailing edge at the other, so the
    /// guide is among that view's `layoutGuides`. Items in different trees give a guide owned by
    /// no view: constraints on its width then fail to activate, as the items' would.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    /// let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50)), b = View(), c = View(frame: Rect(x: 250, y: 0, width: 50, height: 50))
    /// [a, b, c].forEach(root.addSubview)
    /// b.translatesAutoresizingMaskIntoConstraints = false
    /// // b sits midway: the gap before it equals the gap after it.
    /// try LayoutConstraint.activate([
    ///     a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
    ///     b.widthAnchor.constraint(equalToConstant: 100), b.topAnchor.constraint(equalTo: root.topAnchor),
    ///     b.heightAnchor.constraint(equalToConstant: 10)])
    /// root.layoutIfNeeded()
    /// // b.frame is (100 0; 100 10)
    /// ```
    public func anchorWithOffset(to otherAnchor: XAxisAnchor) -> DimensionAnchor {
        offsetGuide(from: view, attribute, to: otherAnchor.view, otherAnchor.attribute, axis: .horizontal)
    }
}

extension YAxisAnchor {
    /// A height equal to the distance from this anchor to `otherAnchor` (`otherAnchor − self`),
    /// as UIKit's `anchorWithOffset(to:)`; see `XAxisAnchor.anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: YAxisAnchor) -> DimensionAnchor {
        offsetGuide(from: view, attribute, to: otherAnchor.view, otherAnchor.attribute, axis: .vertical)
    }
}

/// The dimension of a guide whose start is held at `first`'s `a` and whose end at `second`'s `b`
/// (in a right-to-left layout a leading-to-trailing offset measures from the right).
private func offsetGuide(
    from first: View, _ a: LayoutAttribute, to second: View, _ b: LayoutAttribute,
    axis: LayoutAxis
) -> DimensionAnchor {
    let guide = LayoutGuide()
    guide.identifier = "UIViewAnchorOffsetGuide"
    first.nearestCommonAncestor(with: second).map { $0.addLayoutGuide(guide) }
    let horizontal = axis == .horizontal
    // A constraint may not mix leading/trailing with left/right: each edge of the guide speaks
    // the family of the anchor it is held at.
    let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
    let start = LayoutConstraint(
        item: guide.item, attribute: horizontal ? (directional.contains(a) ? .leading : .left) : .top,
        relatedBy: .equal, toItem: first, attribute: a, multiplier: 1, constant: 0)
    let end = LayoutConstraint(
        item: guide.item, attribute: horizontal ? (directional.contains(b) ? .trailing : .right) : .bottom,
        relatedBy: .equal, toItem: second, attribute: b, multiplier: 1, constant: 0)
    // The guide's cross axis is pinned to its start item's so that it is never ambiguous.
    let crossStart = LayoutConstraint(
        item: guide.item, attribute: horizontal ? .top : .left, relatedBy: .equal, toItem: first,
        attribute: horizontal ? .top : .left, multiplier: 1, constant: 0)
    let crossSize = LayoutConstraint(
        item: guide.item, attribute: horizontal ? .height : .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 0)
    for c in [start, end, crossStart, crossSize] {
        c.identifier = "UIViewAnchorOffsetGuide"
        try? c.activate()
    }
    return horizontal ? guide.widthAnchor : guide.heightAnchor
}
