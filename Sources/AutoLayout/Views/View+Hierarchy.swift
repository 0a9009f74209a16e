// Reordering subviews, as UIKit's `bringSubviewToFront(_:)`, `sendSubviewToBack(_:)`,
// `exchangeSubview(at:withSubviewAt:)` and `insertSubview(_:aboveSubview:)`/`(_:belowSubview:)`.
// Order is z-order (`subviews` runs back to front): it changes no frame and no constraint, only
// the order of the tree that outputs follow.

extension View {
    /// Moves `view`, a subview of this view, to the front (the end of `subviews`); does nothing
    /// for a view that is not a subview of this one, as UIKit.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(), back = View(name: "back"), front = View(name: "front")
    /// root.addSubview(back)
    /// root.addSubview(front)
    /// root.bringSubviewToFront(back)
    /// // root.subviews.map(\.name) is ["front", "back"]
    /// ```
    public func bringSubviewToFront(_ view: View) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view`, a subview of this view, to the back (the start of `subviews`); does nothing
    /// for a view that is not a subview of this one.
    public func sendSubviewToBack(_ view: View) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices of `subviews`. UIKit raises on an index out of range;
    /// this does nothing then (nothing crashes on bad input).
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(), a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
    /// [a, b, c].forEach(root.addSubview)
    /// root.exchangeSubview(at: 0, withSubviewAt: 2)
    /// // root.subviews.map(\.name) is ["c", "b", "a"]
    /// ```
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        let engine = self.engine
        engine.invalidateSlots()
        engine.setNeedsLayout(self)
    }

    /// Inserts `view` just above `siblingSubview` (after it in `subviews`), removing it from
    /// another superview first; `siblingSubview` must be a subview of this view, else (UIKit
    /// leaves the result undefined) `view` goes to the front.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        insertSubview(view, at: position(of: siblingSubview, excluding: view).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` just below `siblingSubview` (before it in `subviews`); `siblingSubview` must
    /// be a subview of this view, else `view` goes to the front.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        insertSubview(view, at: position(of: siblingSubview, excluding: view) ?? subviews.count)
    }

    /// The index `sibling` has among the subviews once `moving` is taken out of them.
    private func position(of sibling: View, excluding moving: View) -> Int? {
        guard sibling.superviewStorage === self else { return nil }
        return subviews.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }
}
