import AutoLayout

/// The opacities one frame's views show, by view index (the frame's view order): a sparse table
/// holding only the views whose opacity is not 1, so a frame of opaque views (most are) carries
/// none.
///
/// A frame's opacity of a view is the one it shows: its `alpha` times every ancestor's (UIKit
/// composites a view's subtree as a group at the view's alpha, so a subview of a view at 0.5
/// shows at half its own opacity). Reading a view without an entry gives 1; setting 1 removes the
/// entry, so two tables are equal when they give every view the same opacity.
public struct FrameAlphas: Sendable, Hashable {
    /// The opacities that are not 1, by view index.
    private var values: [Int: Double] = [:]

    /// A table where every view is opaque.
    public init() {}

    /// A table of `alphas` by view index (entries of 1 left out).
    public init(_ alphas: [Int: Double]) {
        values = alphas.filter { $0.value != 1 }
    }

    /// Whether every view is opaque.
    public var isEmpty: Bool { values.isEmpty }

    /// The entries a dump writes, in view order: those whose opacity prints as something other
    /// than `1` (rounded as dumps round numbers), so a dump reads back to the frames it printed.
    public var printed: [(view: Int, alpha: Double)] {
        values.filter { NumberFormat.string($0.value) != "1" }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The opacity of the view at index `view` (1 when it has no entry).
    public subscript(view: Int) -> Double {
        get { values[view] ?? 1 }
        set { values[view] = newValue == 1 ? nil : newValue }
    }

    /// The table with each view index replaced by `map(view)`; entries mapped to nil are dropped.
    public func remapped(_ map: (Int) -> Int?) -> FrameAlphas {
        var result = FrameAlphas()
        for (view, alpha) in values { if let v = map(view) { result[v] = alpha } }
        return result
    }

    /// The opacities shown, given each view's own (this table) and the slot of each view's
    /// superview (`parents`, -1 for a root; parents before children): each view's own times its
    /// ancestors'.
    func composited(parents: [Int]) -> FrameAlphas {
        guard !values.isEmpty else { return self }
        var shown = [Double](repeating: 1, count: parents.count)
        var result = FrameAlphas()
        for i in parents.indices {
            let p = parents[i]
            shown[i] = self[i] * (p >= 0 && p < i ? shown[p] : 1)
            result[i] = shown[i]
        }
        return result
    }
}
