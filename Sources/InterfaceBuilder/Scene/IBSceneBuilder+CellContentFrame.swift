import AutoLayout

extension IBSceneBuilder {
    /// The frame a table cell's content view is laid out in: UIKit's cell sizes its content view
    /// to its own bounds (short of an accessory and of the separator), whatever frame the
    /// document stores. Where the stored size is the cell's (its height within a point, the
    /// separator), or the cell shows an accessory (whose width only the stored frame tells), the
    /// stored frame stands; a content view stored at another width or height (a cell resized
    /// while its content view kept an older size, as Xcode 6 left it at 320 × 43) fills the
    /// cell, short of the separator: the stored one where the stored height is within a point
    /// of the cell's, else the half-point hairline those canvases draw.
    /// `nil` for any other view, or a content view without stored frames to compare.
    func cellContentFrame(of view: IBView) -> Rect? {
        guard view.kind == .tableViewCellContentView, let stored = view.frame, let parentID = parents[view.id],
            let cell = viewsByID[parentID] ?? (parentID == root.id ? root : nil), cell.kind == .tableViewCell, let bounds = cell.frame,
            (cell.properties["accessoryType"] ?? "none") == "none", cell.keyedView("accessoryView") == nil,
            abs(stored.width - bounds.width) > 0.5 || abs(stored.height - bounds.height) > 1
        else { return nil }
        let separator = bounds.height - stored.height
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - (0...1 ~= separator ? separator : Self.staleContentSeparator))
    }

    /// The separator below a content view whose stored frame is stale: the hairline (half a
    /// point at 2x) the canvases that leave content views stale draw under a cell's content.
    static let staleContentSeparator = 0.5
}
