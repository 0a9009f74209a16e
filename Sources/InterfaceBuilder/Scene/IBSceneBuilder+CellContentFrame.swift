import AutoLayout

extension IBSceneBuilder {
    /// The frame a table cell's content view is laid out in: UIKit's cell sizes its content view
    /// to its own bounds (short of an accessory and of the separator), whatever frame the
    /// document stores. Where the stored width is the cell's and the stored height within a point
    /// of it, or the cell shows an accessory (whose width only the stored frame tells), the stored
    /// frame stands. A content view stored at another width, or more than a point off its cell's
    /// height (Xcode 6 and 7 wrote a cell's content view at the 320 × 43 it starts at and never
    /// updated it, while laying its subviews out in the resized cell), fills the cell: short of
    /// the separator the stored height leaves where that is within a point, short of a one-pixel
    /// separator where the stored height is stale in documents saved before Xcode 11, whose
    /// canvas keeps one below every content view (`staleContentSeparator`).
    /// `nil` for any other view, or a content view without stored frames to compare.
    func cellContentFrame(of view: IBView) -> Rect? {
        guard view.kind == .tableViewCellContentView, let stored = view.frame, let parentID = parents[view.id],
            let cell = viewsByID[parentID] ?? (parentID == root.id ? root : nil), cell.kind == .tableViewCell, let bounds = cell.frame,
            (cell.properties["accessoryType"] ?? "none") == "none", cell.keyedView("accessoryView") == nil
        else { return nil }
        let separator = bounds.height - stored.height
        let staleHeight = !(0...1 ~= separator)
        guard abs(stored.width - bounds.width) > 0.5 || staleHeight else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - (staleHeight ? staleContentSeparator : separator))
    }

    /// The separator below a content view whose stored height is stale: one pixel (half a point
    /// on the 2x canvas of documents that name no device) in documents saved before Xcode 11
    /// (`wideCellMarginsTools`), whose canvas ends every table cell's content view a hairline
    /// short of the cell; none from Xcode 11 on, whose content views fill their cells.
    var staleContentSeparator: Double {
        guard let tools = toolsBuild, tools < Self.wideCellMarginsTools else { return 0 }
        return 1 / pixelScale
    }
}
