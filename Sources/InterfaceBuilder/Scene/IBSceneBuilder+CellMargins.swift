import AutoLayout

extension IBSceneBuilder {
    /// Whether the root, a table cell, has iOS 12's 15-point side margins where later systems
    /// give 16, as the canvas of the document's Xcode simulates them:
    /// - Xcode 9.3 and 10 (`toolsVersion` 13700 to 14799, iOS 11 and 12): a cell of a table view
    ///   that is a subview of its controller's root view. A table that is the controller's root
    ///   view has the controller's 16-point system minimum margins, which its cells take.
    /// - Xcode 11 and 12.0 (`toolsVersion` 14800 to 16999): a cell at the top level of a XIB whose
    ///   device is narrower than 414 points in portrait (an iPhone 8), whatever the cell's own
    ///   width (`narrowCellMarginsAtEveryWidth`); on a wider device the cell's width decides
    ///   between 16 and 20 as it does in later documents.
    ///
    /// This is the canvas's simulation at the document's own device: on another device the cell
    /// has the margins of iOS 13 and later.
    var usesNarrowCellMargins: Bool {
        guard isDocumentDevice, root.kind == .tableViewCell, let tools = toolsBuild, tools >= Self.systemCellMarginsTools else {
            return false
        }
        if tools < Self.wideCellMarginsTools {
            guard let table = document.superviewID(of: root.id) else { return false }
            return document.superviewID(of: table) != nil && document.controller(ofRoot: table) == nil
        }
        if tools < Self.safeAreaCellMarginsTools {
            guard let device, device.portraitSize.width < Self.wideCanvasWidth else { return false }
            return document.kind == .xib && document.superviewID(of: root.id) == nil
        }
        return false
    }

    /// Whether the root's 15-point narrow cell margins (`usesNarrowCellMargins`) hold whatever its
    /// width, as Xcode 11 and 12.0 give a XIB's top-level cell on a narrow device (a 416-point
    /// cell has 15 there), rather than only in a cell of 375 points or narrower.
    var narrowCellMarginsAtEveryWidth: Bool {
        guard let tools = toolsBuild, tools >= Self.wideCellMarginsTools else { return false }
        return usesNarrowCellMargins
    }

    /// The portrait width from which a device's canvas gives a XIB's top-level cell the margins of
    /// its own width rather than iOS 12's 15 points in Xcode 11 and 12.0 (414: the iPhone 11).
    static let wideCanvasWidth = 414.0

    /// The first `toolsVersion` of Xcode 11, whose iOS 13 gives every table cell the system
    /// minimum side margins (16 points on narrow screens).
    static let wideCellMarginsTools = 14800.0

    /// The first `toolsVersion` from which the canvas gives a XIB's top-level cell the side margins
    /// of its own width on every device, up to the screen's width (`topLevelCellCanvasWidth`).
    static let safeAreaCellMarginsTools = 17000.0

    /// The side margin of a table cell's content view whose table sets
    /// `cellLayoutMarginsFollowReadableWidth`, given the system minimum `side`: UIKit gives such a
    /// table's cells the insets of its readable content guide, a column at most
    /// `View.readableContentWidth` (672 points) wide centred within its margins, so the wider of
    /// `side` and half of what the table's width leaves beside the column (a 1,024-point table's
    /// cells have 176 on each side). Nil where the table does not set it (UIKit's default since
    /// iOS 12) or the root is not a cell of a table.
    func readableCellSideMargin(_ side: Double) -> Double? {
        guard root.kind == .tableViewCell, let tableID = document.superviewID(of: root.id), let table = document.view(id: tableID),
            table.properties["cellLayoutMarginsFollowReadableWidth"] == "YES", let width = rootWidth ?? root.frame?.width
        else { return nil }
        return max(side, (cellMarginWidth(width) - View.readableContentWidth) / 2)
    }

    /// The width that decides a table cell's side margins: the cell's own, or in an inset-grouped
    /// table the table's stored width. UIKit insets an inset-grouped table's sections by the
    /// table's layout margins and gives its cells the same margins, so a 374-point cell of a
    /// 414-point table has the 20-point margins of the table's width. A cell at the top level of
    /// a XIB is simulated on the document's device (`topLevelCellCanvasWidth`): the narrower of
    /// its width and the screen's decides there.
    func cellMarginWidth(_ rootWidth: Double) -> Double {
        guard let tableID = document.superviewID(of: root.id), let table = document.view(id: tableID), table.table?.style == "insetGrouped",
            let width = table.frame?.width
        else { return topLevelCellCanvasWidth.map { min(rootWidth, $0) } ?? rootWidth }
        return width
    }

    /// The screen width the canvas of Xcode 12.x and later (`safeAreaCellMarginsTools`) simulates
    /// a XIB's top-level table cell on, at the document's own device: a cell wider than the
    /// screen has the side margins of a table as wide as the screen, so a 385-point cell on an
    /// iPhone 8 (375 points) has 16-point margins, as Xcode 11 and 12.0 give such a cell the
    /// device's (`narrowCellMarginsAtEveryWidth`). Nil for other roots, documents and targets.
    var topLevelCellCanvasWidth: Double? {
        guard isDocumentDevice, root.kind == .tableViewCell, document.kind == .xib, document.superviewID(of: root.id) == nil,
            let tools = toolsBuild, tools >= Self.safeAreaCellMarginsTools, let device
        else { return nil }
        return device.size(in: orientation).width
    }

    /// Whether a XIB's top-level table cell that preserves its superview's layout margins
    /// (`preservesSuperviewLayoutMargins`) has wide (20-point) side margins: at the document's own
    /// device the canvas gives such a cell the side margins of a controller's root view on the
    /// device's screen, 16 points on a phone narrower than 414 points and 20 from 414 and on an
    /// iPad, whatever the cell's own width (a 375-point cell has 20 on an iPhone 11, a 414-point
    /// cell 16 on an iPhone 12), as the frames documents of Xcode 10 and 16 store show. Nil where
    /// the cell's width decides: other roots, cells that do not preserve the margins, another
    /// device, and the narrow margins of Xcode 11 and 12.0 (`usesNarrowCellMargins`).
    var preservedScreenCellMargins: Bool? {
        guard isDocumentDevice, root.kind == .tableViewCell, document.kind == .xib, document.superviewID(of: root.id) == nil,
            root.margins.preservesSuperviewLayoutMargins == true, !usesNarrowCellMargins, let device,
            let tools = toolsBuild, tools >= Self.systemCellMarginsTools
        else { return nil }
        return device.isPad || device.size(in: orientation).width >= Self.wideCanvasWidth
    }

    /// The root's own margins where it is a table cell whose canvas simulates iOS 11's cells and
    /// later (`systemCellMarginsTools`): UIKit gives a table's cells the table's side margins,
    /// the system minimum its content views have (`systemSideMargin`), and UIView's 8 points at
    /// top and bottom. A content view that preserves its superview's margins
    /// (`preservesSuperviewLayoutMargins`) keeps at least the cell's side margins whatever
    /// smaller margins the document gives it. A table following the readable width gives its
    /// cells its readable column's insets instead (`readableCellSideMargin`). `nil` for other
    /// roots and older documents.
    var cellOwnMargins: DirectionalEdgeInsets? {
        guard root.kind == .tableViewCell, (toolsBuild ?? Self.systemCellMarginsTools) >= Self.systemCellMarginsTools else { return nil }
        let side = readableCellSideMargin(systemSideMargin) ?? systemSideMargin
        return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
    }

    /// The margins `margins` that the document gives `view`, raised to the system minimum where
    /// `view` is a table cell's content view that preserves its superview's margins, in a document
    /// of Xcode 9.3 or later (`cellContentMargins`, `systemCellMarginsTools`): the canvas keeps
    /// such a content view's margins at least the system's on every side, its top and bottom
    /// too, as the frames documents store show (a content view given no margins, or 8 points at
    /// its top, lays its subviews out 11 points from its top). A content view that does not
    /// preserve them keeps its own.
    func cellContentFloor(_ margins: EdgeInsets, of view: IBView) -> EdgeInsets {
        guard let floor = cellContentMarginFloor(of: view) else { return margins }
        return EdgeInsets(
            top: max(margins.top, floor.top), left: max(margins.left, floor.leading), bottom: max(margins.bottom, floor.bottom),
            right: max(margins.right, floor.trailing))
    }

    /// `cellContentFloor(_:of:)` for margins given leading and trailing.
    func cellContentFloor(_ margins: DirectionalEdgeInsets, of view: IBView) -> DirectionalEdgeInsets {
        guard let floor = cellContentMarginFloor(of: view) else { return margins }
        return DirectionalEdgeInsets(
            top: max(margins.top, floor.top), leading: max(margins.leading, floor.leading), bottom: max(margins.bottom, floor.bottom),
            trailing: max(margins.trailing, floor.trailing))
    }

    /// The system minimum margins a table cell's content view keeps, or nil where the view is no
    /// cell's content view preserving its superview's margins or the document predates Xcode 9.3.
    private func cellContentMarginFloor(of view: IBView) -> DirectionalEdgeInsets? {
        guard view.kind == .tableViewCellContentView, view.margins.preservesSuperviewLayoutMargins == true,
            (toolsBuild ?? Self.systemCellMarginsTools) >= Self.systemCellMarginsTools
        else {
            return nil
        }
        return cellContentMargins
    }
}
