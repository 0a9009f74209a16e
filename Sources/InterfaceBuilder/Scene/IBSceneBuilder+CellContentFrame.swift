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
    /// A content view stored without a frame (Xcode 6 wrote none in a prototype cell it stored
    /// without one, `framedCell(_:in:)`) fills its cell in the same way, short of the accessory
    /// where the document's Xcode gives it a known width (`legacyAccessoryWidths`).
    /// `nil` for any other view, or a content view without stored frames to compare.
    func cellContentFrame(of view: IBView) -> Rect? {
        guard view.kind == .tableViewCellContentView, let parentID = parents[view.id],
            let cell = viewsByID[parentID] ?? (parentID == root.id ? root : nil), cell.kind == .tableViewCell, let bounds = cell.frame
        else { return nil }
        let accessory = cell.properties["accessoryType"] ?? "none"
        guard let stored = view.frame else {
            guard cell.keyedView("accessoryView") == nil else { return nil }
            var width = bounds.width
            if accessory != "none" {
                guard let tools = toolsBuild, tools < Self.systemMinimumMarginsTools, let accessoryWidth = Self.legacyAccessoryWidths[accessory]
                else { return nil }
                width -= accessoryWidth
            }
            return Rect(x: 0, y: 0, width: width, height: bounds.height - staleContentSeparator)
        }
        guard accessory == "none", cell.keyedView("accessoryView") == nil else { return nil }
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

    /// The width an accessory takes from a table cell's content view in the documents of Xcode 4
    /// to 8 (`toolsVersion` below `systemMinimumMarginsTools`), as their stored frames show: 33
    /// points for a disclosure indicator, 47 for a detail button.
    static let legacyAccessoryWidths: [String: Double] = ["disclosureIndicator": 33, "detailButton": 47]

    /// A table cell stored without a frame (Xcode 6 wrote none for a prototype cell that no view
    /// inside it constrains) is as wide as its table view's stored frame and as tall as its
    /// `rowHeight`, else its table's, else UIKit's default 44 points; any other view is returned
    /// as it is.
    static func framedCell(_ view: IBView, in document: IBDocument) -> IBView {
        guard view.kind == .tableViewCell, view.frame == nil, let tableID = document.superviewID(of: view.id),
            let table = document.view(id: tableID), table.kind == .tableView, let tableFrame = table.frame
        else { return view }
        var cell = view
        let height = view.properties["rowHeight"].flatMap(Double.init) ?? table.table?.rowHeight ?? 44
        cell.frame = Rect(x: 0, y: 0, width: tableFrame.width, height: height)
        return cell
    }

    /// The frame of a view a table cell's style lays out (the view its cell names as `textLabel`,
    /// `detailTextLabel` or `imageView`) stored without one, as Xcode 6 wrote a prototype cell's
    /// style label: the content view's bounds, as Rigging does not model where each style puts
    /// its views. `nil` for any other view.
    func cellStyleFrame(of view: IBView) -> Rect? {
        guard view.frame == nil, let contentID = parents[view.id], let content = viewsByID[contentID],
            content.kind == .tableViewCellContentView, let cellID = parents[contentID],
            let cell = viewsByID[cellID] ?? (cellID == root.id ? root : nil), cell.kind == .tableViewCell,
            ["textLabel", "detailTextLabel", "imageView"].contains(where: { cell.properties[$0] == view.id }),
            let bounds = cellContentFrame(of: content) ?? content.frame
        else { return nil }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }
}
