import AutoLayout
import Motion

extension LayoutRunLoop {
    /// Hides or shows an arranged subview of a `StackView`, constraint-driven: the stack's own
    /// constraints move, so every tick's frames satisfy them (the CA-style way is
    /// `animate(withDuration:) { view.isHidden = true; stack.layoutIfNeeded() }`).
    ///
    /// Hiding starts the view's `UISV-hiding` constraint at the view's size along the axis and the
    /// changed `UISV-spacing` constraints at their old constants, and animates them to the
    /// stack's values (0, and the spacing without the view). Showing lays the view out shown to
    /// learn its size, holds it collapsed with a `UISV-hiding` constraint of its own (at priority
    /// 999, so a required size of the arrangement wins) that grows to that size (removed when it
    /// gets there), and animates the spacings back. `curve` is any
    /// Motion curve (nil: the exponential approach). A view that is not arranged by its superview,
    /// or already in the state asked for, only has `isHidden` set.
    ///
    /// The constraints animated are those of the stack's arrangement at the call: a change that
    /// rebuilds the arrangement meanwhile (another view hidden, the axis changed) lays out at once.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Motion
    /// import Rigging
    ///
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    /// let rows = ["a", "b", "c"].map { name -> View in
    ///     let row = View(name: name)
    ///     row.fixedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 60)
    ///     return row
    /// }
    /// let stack = StackView(name: "stack", arrangedSubviews: rows)
    /// stack.translatesAutoresizingMaskIntoConstraints = false
    /// stack.axis = .vertical
    /// stack.spacing = 10
    /// root.addSubview(stack)
    /// try LayoutConstraint.activate([stack.widthAnchor.constraint(equalTo: root.widthAnchor),
    ///                                stack.topAnchor.constraint(equalTo: root.topAnchor)])
    /// let loop = try LayoutRunLoop(root: root)
    /// try loop.setHidden(true, of: rows[1], curve: .timed(.linear, duration: 0.4))
    /// try loop.run(until: 0.2)   // rows[1] is 30 high, rows[2].frame.minY is 105
    /// try loop.run(until: 0.4)   // rows[1] is 0 high, rows[2].frame.minY is 70
    /// ```
    public func setHidden(_ hidden: Bool, of view: View, curve: Curve? = nil) throws(LayoutAnimationError) {
        guard let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }),
            view.isHidden != hidden
        else {
            view.isHidden = hidden
            return
        }
        stack.layoutIfNeeded()
        let before = Self.spacingConstants(of: stack)
        let horizontal = stack.axis == .horizontal
        func size(_ v: View) -> Double { horizontal ? v.bounds.width : v.bounds.height }
        var moves: [(LayoutConstraint, Double)] = []
        view.isHidden = hidden
        if hidden {
            stack.updateConstraintsIfNeeded()
            if let collapse = view.constraints.first(where: { $0.identifier == StackView.Identifier.hiding }) {
                let start = size(view)
                moves.append((collapse, collapse.constant))
                collapse.constant = start
            }
        } else {
            stack.layoutIfNeeded()
            let grow = (horizontal ? view.widthAnchor : view.heightAnchor).constraint(equalToConstant: 0)
            grow.identifier = StackView.Identifier.hiding
            grow.priority = 999  // below the arrangement's required sizes (fillEqually keeps its own)
            moves.append((grow, size(view)))
            try? grow.activate()
        }
        for c in stack.constraints where c.identifier == StackView.Identifier.spacing {
            guard let old = before[Self.pairKey(c)], old != c.constant else { continue }
            moves.append((c, c.constant))
            c.constant = old
        }
        for (constraint, target) in moves {
            let animation = try animator(for: constraint)
            let done: (@Sendable (AnimatingPosition) -> Void)?
            if !hidden && constraint.identifier == StackView.Identifier.hiding && constraint.firstItem === view {
                let box = ConstraintBox(constraint)
                done = { _ in box.constraint.deactivate() }
            } else {
                done = nil
            }
            try animation.animate(to: target, curve: curve, completion: done)
        }
    }

    /// The constants of a stack's `UISV-spacing` constraints, by the pair of items they relate.
    private static func spacingConstants(of stack: StackView) -> [[ObjectIdentifier]: Double] {
        var result: [[ObjectIdentifier]: Double] = [:]
        for c in stack.constraints where c.identifier == StackView.Identifier.spacing { result[pairKey(c)] = c.constant }
        return result
    }

    private static func pairKey(_ c: LayoutConstraint) -> [ObjectIdentifier] {
        [c.firstItem, c.secondItem].compactMap { $0.map(ObjectIdentifier.init) }
    }
}

/// Carries the growing constraint of a show into its completion, which the loop calls on its own
/// thread (the thread that owns the views), so the constraint never crosses threads.
private final class ConstraintBox: @unchecked Sendable {
    let constraint: LayoutConstraint
    init(_ constraint: LayoutConstraint) { self.constraint = constraint }
}
