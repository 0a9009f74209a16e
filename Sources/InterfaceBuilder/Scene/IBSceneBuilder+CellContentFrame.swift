import AutoLayout

extension IBSceneBuilder {
    /// The frame a table cell's content view is laid out in: UIKit's cell sizes its content view
    /// to its own bounds (short of an accessory and of the separator), whatever frame the
    /// document stores. Where the stored width is the cell's, or the cell shows an accessory
    /// (whose width only the stored frame tells), the stored frame stands; a content view stored
    /// at another width (a cell resized while its content view kept an older size) fills the
    /// cell, short of the separator where the stored height is within a point of the cell's.
    /// `nil` for any other view, or a content view without stored frames to compare.
    func cellContentFrame(of view: IBView) -> Rect? {
        guard view.kind == .tableViewCellContentView, let stored = view.frame, let parentID = parents[view.id],
            let cell = viewsByID[parentID] ?? (parentID == root.id ? root : nil), cell.kind == .tableViewCell, let bounds = cell.frame,
            (cell.properties["accessoryType"] ?? "none") == "none", cell.keyedView("accessoryView") == nil,
            abs(stored.width - bounds.width) > 0.5
        else { return nil }
        let separator = bounds.height - stored.height
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - (0...1 ~= separator ? separator : 0))
    }
}
